package synth

import "math"

// comb is a feedback comb filter with a damped (low-passed) loop, the body
// of the reverb: each one is a bank of decaying, darkening echoes.
type comb struct {
	buf             []float32
	i               int
	fb, damp, store float32
}

func (c *comb) process(x float32) float32 {
	y := c.buf[c.i]
	c.store = y*(1-c.damp) + c.store*c.damp
	c.buf[c.i] = x + c.store*c.fb
	if c.i++; c.i == len(c.buf) {
		c.i = 0
	}
	return y
}

// allpass diffuses the comb echoes into a smooth wash without colouring it.
type allpass struct {
	buf []float32
	i   int
}

func (a *allpass) process(x float32) float32 {
	b := a.buf[a.i]
	a.buf[a.i] = x + b*0.5
	if a.i++; a.i == len(a.buf) {
		a.i = 0
	}
	return b - x
}

// Reverb is a small stereo Schroeder/Freeverb-style room: four damped combs
// and two all-passes per side, the right side's delays offset so the tail is
// wide. Its buffers are allocated once by NewReverb; Process allocates
// nothing, so it can run in the audio callback.
type Reverb struct {
	combs [2][4]comb
	aps   [2][2]allpass
}

var combLens = [4]int{1116, 1188, 1277, 1356}
var apLens = [2]int{556, 441}

// NewReverb makes a room; size 0–1 sets the tail length (0.5 ≈ 1.5 s) and
// damp 0–1 how quickly high frequencies die.
func NewReverb(size, damp float64) *Reverb {
	r := &Reverb{}
	fb := float32(0.7 + 0.28*Clamp(size, 0, 1))
	for s := 0; s < 2; s++ {
		for i, n := range combLens {
			r.combs[s][i] = comb{buf: make([]float32, n+23*s), fb: fb, damp: float32(damp)}
		}
		for i, n := range apLens {
			r.aps[s][i] = allpass{buf: make([]float32, n+23*s)}
		}
	}
	return r
}

// Process feeds one stereo sample and returns only the wet signal.
func (r *Reverb) Process(inL, inR float32) (wetL, wetR float32) {
	x := (inL + inR) * 0.04
	for i := range r.combs[0] {
		wetL += r.combs[0][i].process(x)
		wetR += r.combs[1][i].process(x)
	}
	for i := range r.aps[0] {
		wetL = r.aps[0][i].process(wetL)
		wetR = r.aps[1][i].process(wetR)
	}
	return wetL, wetR
}

// processLeft runs only the left side, for mono effects rendered offline.
func (r *Reverb) processLeft(in float32) (wet float32) {
	x := in * 0.08
	for i := range r.combs[0] {
		wet += r.combs[0][i].process(x)
	}
	for i := range r.aps[0] {
		wet = r.aps[0][i].process(wet)
	}
	return wet
}

// Delay is a feedback echo line with a darkening loop, for call-and-answer
// effects (doubles, horns over a valley).
type Delay struct {
	buf  []float32
	i    int
	fb   float32
	tone OnePole
}

// NewDelay makes an echo of sec seconds with feedback 0–0.9.
func NewDelay(sec, feedback float64) *Delay {
	d := &Delay{buf: make([]float32, max(1, Samples(sec))), fb: float32(feedback)}
	d.tone.SetCutoff(3500)
	return d
}

// Process returns x plus its echoes.
func (d *Delay) Process(x float32) float32 {
	y := d.buf[d.i]
	d.buf[d.i] = x + d.tone.LowPass(y)*d.fb
	if d.i++; d.i == len(d.buf) {
		d.i = 0
	}
	return x + y
}

// Limiter keeps a stereo sum under its ceiling however many sounds pile up:
// an instant-attack, smooth-release gain riding above Threshold, then a
// soft knee that bends anything left toward Ceiling and never reaches it.
// Ceiling below 1 means the output can never clip.
type Limiter struct {
	Threshold, Ceiling float32
	rel                float32
	env                float32
}

// NewLimiter makes a limiter with a threshold and a ceiling in dBFS and a
// release time in seconds.
func NewLimiter(thresholdDB, ceilingDB, release float64) *Limiter {
	return &Limiter{
		Threshold: float32(FromDB(thresholdDB)),
		Ceiling:   float32(FromDB(ceilingDB)),
		rel:       float32(math.Exp(-1 / (release * SampleRate))),
	}
}

// Gain is the limiter's current gain reduction factor (1 = none).
func (l *Limiter) Gain() float32 {
	if l.env <= l.Threshold {
		return 1
	}
	return l.Threshold / l.env
}

// Process limits one stereo sample.
func (l *Limiter) Process(left, right float32) (float32, float32) {
	p := max(abs32(left), abs32(right))
	if p > l.env {
		l.env = p
	} else {
		l.env = p + (l.env-p)*l.rel
	}
	g := l.Gain()
	return l.soft(left * g), l.soft(right * g)
}

// soft is linear up to the threshold and a rational curve approaching, but
// never reaching, the ceiling above it.
func (l *Limiter) soft(x float32) float32 {
	a := abs32(x)
	if a <= l.Threshold {
		return x
	}
	room := l.Ceiling - l.Threshold
	over := a - l.Threshold
	y := l.Threshold + room*over/(over+room)
	if x < 0 {
		return -y
	}
	return y
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}
