package synth

import "math"

// Buf is a mono sound being built offline: effects and drum hits are layered
// into it once, cached, and replayed by the mixer. Building allocates; only
// playback has to be allocation-free.
type Buf []float32

// NewBuf makes a silent buffer sec seconds long.
func NewBuf(sec float64) Buf { return make(Buf, Samples(sec)) }

// Tone is one oscillator note in a Buf: a pitch glide from Freq to FreqEnd
// (exponential, so it sounds even), a linear attack, an exponential decay
// (time constant to -60 dB; 0 holds the level), an optional vibrato and
// low-pass, and a short release at the end so nothing stops with a click.
type Tone struct {
	At, Dur          float64 // seconds
	Freq, FreqEnd    float64 // hertz; FreqEnd 0 means no glide
	Wave             Wave
	Attack, Decay    float64 // seconds
	Release          float64 // seconds of fade at the end; 0 means 8 ms
	Gain             float64
	Vibrato, VibRate float64 // depth in semitones, rate in hertz
	Cutoff           float64 // low-pass in hertz; 0 is none
	Detune           float64 // cents of a second, detuned copy; 0 is none
}

// sweepEnd is where a sweep from start ends: end, or start itself when
// end is 0, the recipes' way of saying the value holds.
func sweepEnd(start, end float64) float64 {
	if end == 0 {
		return start
	}
	return end
}

// AddTone mixes a Tone into b.
func (b Buf) AddTone(t Tone) {
	start, n := b.span(t.At, t.Dur)
	if n <= 0 {
		return
	}
	t.FreqEnd = sweepEnd(t.Freq, t.FreqEnd)
	var o1, o2 Osc
	var lp SVF
	if t.Cutoff > 0 {
		lp.Set(t.Cutoff, 0.707)
	}
	env := newShape(t.Attack, t.Decay, t.Release, n)
	glide := math.Pow(t.FreqEnd/t.Freq, 1/float64(n))
	det := math.Exp2(t.Detune / 1200)
	f0 := t.Freq
	vib := t.Vibrato / 12 * math.Ln2
	for i := 0; i < n; i++ {
		f := f0
		f0 *= glide
		if t.Vibrato != 0 {
			// 2^x to second order: vibrato is at most a semitone or two.
			x := vib * float64(Sin(float64(i)*t.VibRate/SampleRate))
			f *= 1 + x + x*x/2
		}
		o1.Inc = f / SampleRate
		v := o1.Next(t.Wave)
		if t.Detune != 0 {
			o2.Inc = f * det / SampleRate
			v = (v + o2.Next(t.Wave)) * 0.6
		}
		if t.Cutoff > 0 {
			v, _, _ = lp.Process(v)
		}
		b[start+i] += v * float32(t.Gain*env.next())
	}
}

// NoiseBurst is filtered noise in a Buf: a band-pass swept from Lo..Hi to
// LoEnd..HiEnd (0 keeps the start), with the same envelope as Tone.
type NoiseBurst struct {
	At, Dur          float64
	Lo, Hi           float64 // band edges in hertz; Lo 0 is no high-pass, Hi 0 no low-pass
	LoEnd, HiEnd     float64
	Attack, Decay    float64
	Release          float64
	Gain             float64
	Seed             uint64
	Crackle          float64 // 0–1: fraction of samples kept, for grit and rattles
	CrackleThreshold float64
}

// AddNoise mixes a NoiseBurst into b.
func (b Buf) AddNoise(nb NoiseBurst) {
	start, n := b.span(nb.At, nb.Dur)
	if n <= 0 {
		return
	}
	nb.LoEnd, nb.HiEnd = sweepEnd(nb.Lo, nb.LoEnd), sweepEnd(nb.Hi, nb.HiEnd)
	ns := NewNoise(nb.Seed + 1)
	var hp, lp SVF
	env := newShape(nb.Attack, nb.Decay, nb.Release, n)
	for i := 0; i < n; i++ {
		if i%16 == 0 {
			x := float64(i) / float64(n)
			if nb.Lo > 0 {
				hp.Set(nb.Lo*math.Pow(nb.LoEnd/nb.Lo, x), 0.707)
			}
			if nb.Hi > 0 {
				lp.Set(nb.Hi*math.Pow(nb.HiEnd/nb.Hi, x), 0.707)
			}
		}
		v := ns.Next()
		if nb.Crackle > 0 && ns.Float() > nb.Crackle {
			v = 0
		}
		if nb.Lo > 0 {
			_, _, v = hp.Process(v)
		}
		if nb.Hi > 0 {
			v, _, _ = lp.Process(v)
		}
		b[start+i] += v * float32(nb.Gain*env.next())
	}
}

// AddBell mixes a two-operator FM bell: a carrier at freq modulated at
// freq·ratio with an index that decays faster than the tone, so the attack
// is metallic and the tail pure. Inharmonic ratios (1.4, 2.76) give metal,
// whole ratios chimes.
func (b Buf) AddBell(at, freq, ratio, index, decay, gain float64) {
	start, n := b.span(at, decay*1.2)
	if n <= 0 {
		return
	}
	env := newShape(0.002, decay, 0.01, n)
	idx := newShape(0, decay*0.4, 0, n)
	for i := 0; i < n; i++ {
		t := float64(i) / SampleRate
		m := index * idx.next() * float64(Sin(t*freq*ratio))
		b[start+i] += Sin(t*freq+m/(2*math.Pi)) * float32(gain*env.next())
	}
}

// AddPluck mixes a Karplus–Strong plucked string: a noise burst circulating
// in a delay line one period long, averaged each pass so it mellows and
// dies like gut or wire. bright 0–1 sets the pick's edge.
func (b Buf) AddPluck(at, freq, decay, bright, gain float64, seed uint64) {
	start, n := b.span(at, decay*1.1)
	if n <= 0 {
		return
	}
	period := SampleRate / freq
	line := make([]float32, int(period)+2)
	ns := NewNoise(seed + 7)
	var lp OnePole
	lp.SetCutoff(500 + 8000*bright)
	for i := range line {
		line[i] = lp.LowPass(ns.Next())
	}
	fb := float32(math.Pow(0.001, 1/(decay*freq)))
	frac := float32(period - math.Floor(period))
	L := int(period)
	env := newShape(0, 0, 0.02, n)
	prev := float32(0)
	for i := 0; i < n; i++ {
		j := i % L
		cur := line[j]
		nxt := line[(j+1)%L]
		v := cur + (nxt-cur)*frac
		line[j] = (v + prev) * 0.5 * fb
		prev = v
		b[start+i] += v * float32(gain*env.next())
	}
}

// span clips a time range to the buffer.
func (b Buf) span(at, dur float64) (start, n int) {
	start = Samples(at)
	n = Samples(dur)
	if start >= len(b) {
		return start, 0
	}
	return start, min(n, len(b)-start)
}

// shape is the attack/decay/release envelope shared by the builders,
// stepped one sample at a time (multiplications, no math.Exp per sample).
type shape struct {
	att, rel, n, i int
	mul, g         float64
}

func newShape(attack, decay, release float64, n int) shape {
	if release <= 0 {
		release = 0.008
	}
	s := shape{att: Samples(attack), rel: max(1, Samples(release)), n: n, mul: 1, g: 1}
	if decay > 0 {
		s.mul = math.Exp(math.Log(0.001) / (decay * SampleRate))
	}
	return s
}

// next returns the envelope at the current sample and advances.
func (s *shape) next() float64 {
	i := s.i
	s.i++
	g := 1.0
	if i < s.att {
		g = float64(i) / float64(s.att)
	} else {
		g = s.g
		s.g *= s.mul
	}
	if left := s.n - i; left < s.rel {
		g *= float64(left) / float64(s.rel)
	}
	return g
}

// Reverb adds a room: wet 0–1 is the tail's level, size 0–1 its length.
// The buffer must already have room for the tail.
func (b Buf) Reverb(wet, size float64) {
	r := NewReverb(size, 0.4)
	for i, v := range b {
		b[i] = v + r.processLeft(v)*float32(wet)
	}
}

// Echo adds feedback echoes sec apart.
func (b Buf) Echo(sec, feedback, wet float64) {
	d := NewDelay(sec, feedback)
	for i, v := range b {
		b[i] = v + (d.Process(v)-v)*float32(wet)
	}
}

// LowPass runs a gentle low-pass over the whole buffer.
func (b Buf) LowPass(hz float64) {
	var f SVF
	f.Set(hz, 0.707)
	for i, v := range b {
		b[i], _, _ = f.Process(v)
	}
}

// HighPass removes rumble and DC below hz.
func (b Buf) HighPass(hz float64) {
	var f SVF
	f.Set(hz, 0.707)
	for i, v := range b {
		_, _, b[i] = f.Process(v)
	}
}

// Saturate warms and thickens with a tanh curve of the given drive.
func (b Buf) Saturate(drive float64) {
	n := math.Tanh(drive)
	for i, v := range b {
		b[i] = float32(math.Tanh(float64(v)*drive) / n)
	}
}

// Finish makes a buffer ready to cache: it trims the silent tail (below
// -60 dB of the peak), fades the last 10 ms to zero, removes DC and scales
// to the given peak in dBFS, so every effect is unclipped and levelled.
func (b Buf) Finish(peakDB float64) Buf {
	b.HighPass(25)
	p := Peak(b)
	if p == 0 {
		return b
	}
	floor := float32(p * 0.001)
	end := len(b)
	for end > 0 && b[end-1] < floor && b[end-1] > -floor {
		end--
	}
	b = b[:min(len(b), end+Samples(0.01))]
	fade := min(len(b), Samples(0.01))
	for i := 0; i < fade; i++ {
		b[len(b)-1-i] *= float32(i) / float32(fade)
	}
	g := float32(FromDB(peakDB) / Peak(b))
	for i := range b {
		b[i] *= g
	}
	return b
}
