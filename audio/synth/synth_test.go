package synth

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"
)

func TestSinMatchesMath(t *testing.T) {
	for i := 0; i < 1000; i++ {
		p := float64(i) / 997
		if d := math.Abs(float64(Sin(p)) - math.Sin(2*math.Pi*p)); d > 1e-4 {
			t.Fatalf("Sin(%v) off by %g", p, d)
		}
	}
}

// TestBandLimitedSawIsQuieterAboveNyquistFold measures aliasing: a high saw
// through PolyBLEP must carry less energy in its top octave than a naive saw.
func TestBandLimitedSaw(t *testing.T) {
	var o Osc
	o.SetFreq(3520)
	var blep, naive float64
	var hp1, hp2 SVF
	hp1.Set(15000, 0.707)
	hp2.Set(15000, 0.707)
	for i := 0; i < SampleRate/4; i++ {
		ph := o.Phase
		x := o.Next(Saw)
		_, _, a := hp1.Process(x)
		_, _, b := hp2.Process(float32(2*ph - 1))
		blep += float64(a * a)
		naive += float64(b * b)
	}
	if blep >= naive*0.7 {
		t.Errorf("PolyBLEP saw has %.1f of the naive saw's top-band energy", blep/naive)
	}
}

func TestADSRReleasesToExactlyZero(t *testing.T) {
	var e ADSR
	e.Set(0.01, 0.1, 0.5, 0.2)
	e.Gate()
	for i := 0; i < SampleRate/5; i++ {
		e.Next()
	}
	if l := e.Level(); l < 0.45 || l > 0.55 {
		t.Errorf("sustain level %.3f, want 0.5", l)
	}
	e.Release()
	n := 0
	for e.Active() {
		e.Next()
		n++
	}
	if e.Level() != 0 || n > SampleRate {
		t.Errorf("release ended at %g after %d samples", e.Level(), n)
	}
}

func TestNoiseIsSeededAndCentred(t *testing.T) {
	a, b, c := NewNoise(1), NewNoise(1), NewNoise(2)
	var sum float64
	differs := false
	for i := 0; i < 10000; i++ {
		x, y, z := a.Next(), b.Next(), c.Next()
		if x != y {
			t.Fatal("same seed, different noise")
		}
		differs = differs || x != z
		if x < -1 || x >= 1 {
			t.Fatalf("noise sample %g out of range", x)
		}
		sum += float64(x)
	}
	if !differs || math.Abs(sum/10000) > 0.03 {
		t.Errorf("noise not seeded per source or not centred (mean %.3f)", sum/10000)
	}
}

// TestLimiterNeverReachesCeiling drives the limiter with sums far above
// full scale and checks nothing reaches the ceiling.
func TestLimiterNeverReachesCeiling(t *testing.T) {
	l := NewLimiter(-1.5, -0.3, 0.1)
	var o Osc
	o.SetFreq(110)
	var peak float32
	for i := 0; i < SampleRate; i++ {
		x := o.Next(Square) * float32(1+i%97) // up to +40 dB
		a, b := l.Process(x, -x)
		peak = max(peak, abs32(a), abs32(b))
	}
	if peak >= l.Ceiling || peak < l.Threshold*0.9 {
		t.Errorf("limited peak %.4f, ceiling %.4f", peak, l.Ceiling)
	}
	// Quiet signals pass unchanged once the gain has recovered.
	for i := 0; i < SampleRate; i++ {
		l.Process(0, 0)
	}
	if a, _ := l.Process(0.25, 0.25); a != 0.25 {
		t.Errorf("quiet sample changed to %g", a)
	}
}

func TestWriteWAV(t *testing.T) {
	var buf bytes.Buffer
	in := []float32{0, 0.5, -0.5, 1, -1.5, 2}
	if err := WriteWAV(&buf, 2, in); err != nil {
		t.Fatal(err)
	}
	d := buf.Bytes()
	if len(d) != 44+2*len(in) || string(d[:4]) != "RIFF" || string(d[36:40]) != "data" {
		t.Fatalf("bad header: % x", d[:44])
	}
	if ch := binary.LittleEndian.Uint16(d[22:]); ch != 2 {
		t.Errorf("channels %d", ch)
	}
	want := []int16{0, 16384, -16384, 32767, -32767, 32767}
	for i, w := range want {
		if got := int16(binary.LittleEndian.Uint16(d[44+2*i:])); got != w {
			t.Errorf("sample %d = %d, want %d", i, got, w)
		}
	}
}

func TestFinishTrimsFadesAndLevels(t *testing.T) {
	b := NewBuf(1)
	b.AddTone(Tone{Dur: 0.2, Freq: 440, Wave: Sine, Decay: 0.1, Gain: 3})
	f := b.Finish(-6)
	if len(f) >= len(b) || Seconds(len(f)) < 0.1 {
		t.Errorf("trimmed to %.3fs", Seconds(len(f)))
	}
	if p := DB(Peak(f)); math.Abs(p+6) > 0.01 {
		t.Errorf("peak %.2f dBFS, want -6", p)
	}
	if f[len(f)-1] != 0 {
		t.Error("the tail does not end at zero")
	}
}
