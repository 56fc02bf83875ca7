package synth

import "math/rand/v2"

// Wave names an oscillator shape.
type Wave uint8

// The oscillator shapes. Saw and Square are band-limited with PolyBLEP so
// high notes do not alias into harsh whistles; Tri's harmonics fall fast
// enough to need nothing.
const (
	Sine Wave = iota
	Saw
	Square
	Tri
)

// Osc is a phase-accumulating oscillator. Phase is in cycles [0, 1) and Inc
// is frequency / SampleRate; a zero Osc is a silent sine ready for SetFreq.
type Osc struct {
	Phase, Inc float64
}

// SetFreq sets the frequency in hertz.
func (o *Osc) SetFreq(hz float64) { o.Inc = hz / SampleRate }

// Next returns one sample of wave w and advances the phase.
func (o *Osc) Next(w Wave) float32 {
	t, dt := o.Phase, o.Inc
	var v float32
	switch w {
	case Sine:
		v = Sin(t)
	case Saw:
		v = float32(2*t-1) - polyBLEP(t, dt)
	case Square:
		v = 1
		if t >= 0.5 {
			v = -1
		}
		v += polyBLEP(t, dt)
		u := t + 0.5
		if u >= 1 {
			u--
		}
		v -= polyBLEP(u, dt)
	case Tri:
		x := 4*t - 1
		if t > 0.5 {
			x = 3 - 4*t
		}
		v = float32(x)
	}
	o.Phase += dt
	if o.Phase >= 1 {
		o.Phase -= float64(int(o.Phase))
	}
	return v
}

// polyBLEP is the polynomial band-limited step correction that smooths the
// discontinuity of a saw or square over one sample either side.
func polyBLEP(t, dt float64) float32 {
	switch {
	case dt <= 0:
		return 0
	case t < dt:
		t /= dt
		return float32(t + t - t*t - 1)
	case t > 1-dt:
		t = (t - 1) / dt
		return float32(t*t + t + t + 1)
	}
	return 0
}

// Noise is seeded white noise on a local PCG generator (never the global
// one), so every render is reproducible and no goroutines share state.
type Noise struct {
	pcg rand.PCG
}

// NewNoise seeds a noise source.
func NewNoise(seed uint64) Noise {
	return Noise{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Next returns a uniform sample in [-1, 1).
func (n *Noise) Next() float32 {
	return float32(int32(n.pcg.Uint64()>>32)) / (1 << 31)
}

// Float returns a uniform value in [0, 1), for generative choices.
func (n *Noise) Float() float64 {
	return float64(n.pcg.Uint64()>>11) / (1 << 53)
}

// Intn returns a uniform int in [0, k); k must be positive.
func (n *Noise) Intn(k int) int { return int(n.pcg.Uint64() % uint64(k)) }

// Advance moves the phase on one sample without producing output, for
// oscillators whose phase is read directly (FM carriers).
func (o *Osc) Advance() {
	o.Phase += o.Inc
	if o.Phase >= 1 {
		o.Phase -= float64(int(o.Phase))
	}
}
