package synth

import "math"

// OnePole is a 6 dB/octave low-pass, the cheapest way to soften a tone or
// smooth a parameter; HighPass derives the matching high-pass from it.
type OnePole struct {
	a, y float32
}

// SetCutoff sets the -3 dB frequency in hertz.
func (f *OnePole) SetCutoff(hz float64) {
	f.a = float32(1 - math.Exp(-2*math.Pi*hz/SampleRate))
}

// LowPass filters one sample.
func (f *OnePole) LowPass(x float32) float32 {
	f.y += f.a * (x - f.y)
	return f.y
}

// HighPass filters one sample (input minus its low-passed part).
func (f *OnePole) HighPass(x float32) float32 { return x - f.LowPass(x) }

// SVF is a topology-preserving state-variable filter (Zavalishin): stable
// under fast cutoff sweeps, which filter envelopes on brass, bass and noise
// bursts need, and it gives low-, band- and high-pass at once.
type SVF struct {
	g, k, a1, a2, a3 float64
	ic1, ic2         float64
}

// Set sets cutoff in hertz and resonance Q (0.5 gentle, 0.707 flat, 5 ringing).
func (f *SVF) Set(hz, q float64) {
	hz = Clamp(hz, 10, SampleRate*0.45)
	f.g = math.Tan(math.Pi * hz / SampleRate)
	f.k = 1 / math.Max(q, 0.1)
	f.a1 = 1 / (1 + f.g*(f.g+f.k))
	f.a2 = f.g * f.a1
	f.a3 = f.g * f.a2
}

// Process filters one sample and returns low-, band- and high-pass outputs.
func (f *SVF) Process(x float32) (lp, bp, hp float32) {
	v0 := float64(x)
	v3 := v0 - f.ic2
	v1 := f.a1*f.ic1 + f.a2*v3
	v2 := f.ic2 + f.a2*f.ic1 + f.a3*v3
	f.ic1 = 2*v1 - f.ic1
	f.ic2 = 2*v2 - f.ic2
	return float32(v2), float32(v1), float32(v0 - f.k*v1 - v2)
}

// Reset clears the filter's memory.
func (f *SVF) Reset() { f.ic1, f.ic2 = 0, 0 }
