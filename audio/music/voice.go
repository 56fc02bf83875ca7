package music

import (
	"math"

	"deepwood/audio/synth"
)

// kind is a live instrument a music voice can play.
type kind uint8

const (
	kNone   kind = iota
	kPad         // two detuned saws, low-passed, slow swell
	kBass        // saw and square with a plucky filter envelope
	kBrass       // three detuned saws whose filter opens with the note
	kLead        // square and saw, vibrato, a driving solo line
	kFlute       // sine with a breath of band-passed noise and vibrato
	kBell        // two-operator FM, metallic attack and pure tail
	kPluck       // Karplus–Strong string
	kSample      // a pre-rendered drum hit, optionally re-pitched
)

// adsr is an envelope's attack, decay and release in seconds and its
// sustain level, as synth.ADSR.Set takes them.
type adsr [4]float64

// patch is a live kind's sound as numbers: its oscillators' pitches as
// ratios to the note's, its amplitude envelope, its filter envelope (zero
// where the kind has none and leaves the voice's as it was), its vibrato
// depth and its level. voice.start reads a kind's row, so the instruments
// differ in one table rather than in one block of calls each; what a kind
// does besides (its filter's cutoff, noise, FM, the plucked string) stays
// in start's switch.
type patch struct {
	ratios []float64
	env    adsr
	fenv   adsr
	vib    float64
	gain   float32
}

// patches is every live kind's patch; a sample (kSample) plays as it was
// rendered and has none.
var patches = [...]patch{
	kPad:   {ratios: []float64{1.004, 0.996}, env: adsr{0.6, 3, 0.7, 1.2}, gain: 0.5},
	kBass:  {ratios: []float64{1, 1.003}, env: adsr{0.005, 0.5, 0.6, 0.08}, fenv: adsr{0.002, 0.25, 0, 0.1}, gain: 0.7},
	kBrass: {ratios: []float64{0.995, 1, 1.005}, env: adsr{0.05, 0.6, 0.75, 0.15}, fenv: adsr{0.09, 0.7, 0.4, 0.15}, gain: 0.45},
	kLead:  {ratios: []float64{1, 1.006}, env: adsr{0.01, 0.3, 0.6, 0.12}, fenv: adsr{0.005, 0.2, 0.2, 0.1}, vib: 0.004, gain: 0.35},
	kFlute: {ratios: []float64{1, 2}, env: adsr{0.09, 0.4, 0.8, 0.18}, vib: 0.005, gain: 0.6},
	kBell:  {ratios: []float64{1, 3.5}, env: adsr{0.002, 2.2, 0, 0.4}, fenv: adsr{0.001, 0.5, 0, 0.3}, gain: 0.5},
	kPluck: {env: adsr{0.003, 30, 1, 0.05}, gain: 1},
}

// pluckLine is the longest Karplus–Strong delay line, enough for 43 Hz.
const pluckLine = 1024

// voice is one sounding note of the music. Every buffer it uses is
// allocated when the Engine is made, so starting and rendering notes in the
// audio callback never allocates.
type voice struct {
	kind             kind
	osc              [3]synth.Osc
	vib              synth.Osc
	env, fenv        synth.ADSR
	svf              synth.SVF
	noise            synth.Noise
	baseInc          [3]float64
	vibDepth         float64
	cut, cutAmt, q   float64
	gain, send       float32
	panL, panR       float32
	gate             int // samples until the note is released
	t                int // samples since the start
	started          uint64
	line             []float32
	lineLen, lineIdx int
	frac, fb, prev   float32
	smp              []float32
	pos, rate        float64
	index            float32
}

// start sets the voice sounding: a note of kind k at freq hertz, velocity
// vel (0–1), held for gate samples, panned -1…1, with a reverb send 0–1.
func (v *voice) start(k kind, freq, vel float64, gate int, pan, send float64, seed uint64) {
	v.kind, v.gate, v.t = k, max(gate, 1), 0
	v.gain, v.send = float32(vel), float32(send)
	pan = synth.Clamp(pan, -1, 1)
	v.panL = float32(math.Cos((pan + 1) * math.Pi / 4))
	v.panR = float32(math.Sin((pan + 1) * math.Pi / 4))
	v.vibDepth, v.cutAmt, v.q = 0, 0, 0.707
	v.osc, v.vib = [3]synth.Osc{}, synth.Osc{}
	if k != kSample {
		v.patch(&patches[k], freq)
	}
	switch k {
	case kPad:
		v.cut = math.Min(freq*4, 2400)
	case kBass:
		v.cut, v.cutAmt = freq*1.5, 1400
	case kBrass:
		v.cut, v.cutAmt = freq*1.2, math.Min(freq*6, 3500)
	case kLead:
		v.cut, v.cutAmt = freq*2, 2200
	case kFlute:
		v.noise = synth.NewNoise(seed)
		v.svf.Reset()
		v.svf.Set(freq*2, 2)
	case kBell:
		v.index = 0.35
	case kPluck:
		v.startPluck(freq, seed)
	}
	v.vib.SetFreq(5.2)
	if v.cut > 0 && k != kFlute {
		v.svf.Reset()
		v.svf.Set(v.cut, v.q)
	}
	v.env.Gate()
	v.fenv.Gate()
}

// patch sets the voice's oscillators, envelopes, vibrato and level from
// pt for a note of freq hertz.
func (v *voice) patch(pt *patch, freq float64) {
	for i, r := range pt.ratios {
		v.osc[i].SetFreq(freq * r)
		v.baseInc[i] = v.osc[i].Inc
	}
	v.env.Set(pt.env[0], pt.env[1], pt.env[2], pt.env[3])
	if pt.fenv != (adsr{}) {
		v.fenv.Set(pt.fenv[0], pt.fenv[1], pt.fenv[2], pt.fenv[3])
	}
	v.vibDepth = pt.vib
	v.gain *= pt.gain
}

// startPluck fills the delay line with a soft noise burst one period long.
func (v *voice) startPluck(freq float64, seed uint64) {
	period := math.Min(synth.SampleRate/freq, pluckLine-2)
	v.lineLen, v.lineIdx = int(period), 0
	v.frac = float32(period - math.Floor(period))
	v.fb = float32(math.Pow(0.001, 1/(2.5*freq))) // about 2.5 s to -60 dB
	v.prev = 0
	n := synth.NewNoise(seed)
	var lp1, lp2 synth.OnePole // a soft pick: 12 dB/octave above 1.6 kHz
	lp1.SetCutoff(1600)
	lp2.SetCutoff(1600)
	var mean float32
	for i := 0; i < v.lineLen; i++ {
		v.line[i] = lp2.LowPass(lp1.LowPass(n.Next())) * 2
		mean += v.line[i]
	}
	mean /= float32(v.lineLen)
	for i := 0; i < v.lineLen; i++ {
		v.line[i] -= mean // a string has no DC; without this it would linger
	}
	// Blend the end of the burst into its start, so the first trip round
	// the loop has no step (a tick at the top of the spectrum).
	w := min(32, v.lineLen/4)
	for i := 0; i < w; i++ {
		j := v.lineLen - w + i
		a := float32(i+1) / float32(w+1)
		v.line[j] += (v.line[0] - v.line[j]) * a
	}
}

// startSample plays a drum buffer at a playback rate (1 is as rendered).
func (v *voice) startSample(buf []float32, vel, rate, pan, send float64) {
	v.start(kSample, 0, vel, len(buf), pan, send, 0)
	v.smp, v.pos, v.rate = buf, 0, rate
}

// level is how loud the voice is now, for stealing the quietest.
func (v *voice) level() float32 {
	if v.kind == kSample {
		return v.gain * float32(1-v.pos/float64(len(v.smp)))
	}
	return v.gain * v.env.Level()
}

// render adds n samples of the voice to the stereo outputs and the reverb
// send, and frees the voice when its sound has ended.
func (v *voice) render(l, r, send []float32, n int) {
	for i := 0; i < n; i++ {
		if v.gate > 0 {
			if v.gate--; v.gate == 0 {
				v.env.Release()
				v.fenv.Release()
			}
		}
		x := v.next()
		if v.kind == kNone {
			return
		}
		if v.kind != kSample {
			x *= v.env.Next()
			if !v.env.Active() {
				v.kind = kNone
				return
			}
		}
		y := x * v.gain
		l[i] += y * v.panL
		r[i] += y * v.panR
		send[i] += y * v.send
		v.t++
	}
}

// next produces the instrument's raw sample before the amplitude envelope.
func (v *voice) next() float32 {
	if v.vibDepth > 0 {
		d := v.vibDepth * math.Min(1, float64(v.t)/(0.3*synth.SampleRate))
		m := 1 + d*float64(v.vib.Next(synth.Sine))
		v.osc[0].Inc = v.baseInc[0] * m
		v.osc[1].Inc = v.baseInc[1] * m
	}
	if v.cutAmt > 0 {
		f := v.fenv.Next()
		if v.t&31 == 0 {
			v.svf.Set(v.cut+v.cutAmt*float64(f), v.q)
		}
	}
	switch v.kind {
	case kPad:
		x, _, _ := v.svf.Process((v.osc[0].Next(synth.Saw) + v.osc[1].Next(synth.Saw)) * 0.5)
		return x
	case kBass:
		x, _, _ := v.svf.Process(v.osc[0].Next(synth.Saw)*0.6 + v.osc[1].Next(synth.Square)*0.4)
		return x
	case kBrass:
		s := v.osc[0].Next(synth.Saw) + v.osc[1].Next(synth.Saw) + v.osc[2].Next(synth.Saw)
		x, _, _ := v.svf.Process(s * 0.4)
		return x
	case kLead:
		x, _, _ := v.svf.Process(v.osc[0].Next(synth.Square)*0.5 + v.osc[1].Next(synth.Saw)*0.5)
		return x
	case kFlute:
		_, b, _ := v.svf.Process(v.noise.Next())
		return v.osc[0].Next(synth.Sine) + 0.12*v.osc[1].Next(synth.Sine) + 0.1*b
	case kBell:
		m := v.osc[1].Next(synth.Sine) * v.index * v.fenv.Next()
		x := synth.Sin(v.osc[0].Phase + float64(m))
		v.osc[0].Advance()
		return x
	case kPluck:
		j := v.lineIdx
		k := j + 1
		if k == v.lineLen {
			k = 0
		}
		cur := v.line[j]
		x := cur + (v.line[k]-cur)*v.frac
		v.line[j] = (x + v.prev) * 0.5 * v.fb
		v.prev = x
		v.lineIdx = k
		return x
	case kSample:
		i := int(v.pos)
		if i+1 >= len(v.smp) {
			v.kind = kNone
			return 0
		}
		f := float32(v.pos - float64(i))
		v.pos += v.rate
		return v.smp[i] + (v.smp[i+1]-v.smp[i])*f
	}
	return 0
}
