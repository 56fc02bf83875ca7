package music

import (
	"math"
	"testing"

	"deepwood/audio/synth"
)

func TestThemesRenderAudibleAndUnclipped(t *testing.T) {
	kit := NewKit()
	for _, th := range All() {
		for _, ten := range []float64{0, 1} {
			buf := Excerpt(th, ten, 6, kit)
			peak, rms := synth.Peak(buf), synth.RMS(buf)
			t.Logf("%-8s tension %.0f peak %6.1f dBFS rms %6.1f dBFS", th, ten, synth.DB(peak), synth.DB(rms))
			if peak >= 1 {
				t.Errorf("%s at tension %v clips (peak %.3f)", th, ten, peak)
			}
			if synth.DB(rms) < -40 {
				t.Errorf("%s at tension %v is nearly silent (%.1f dBFS)", th, ten, synth.DB(rms))
			}
		}
	}
}

// TestTensionAddsIntensity checks tension makes each theme busier/louder.
func TestTensionAddsIntensity(t *testing.T) {
	kit := NewKit()
	for _, th := range All() {
		calm := synth.RMS(Excerpt(th, 0, 6, kit))
		tense := synth.RMS(Excerpt(th, 1, 6, kit))
		if tense <= calm {
			t.Errorf("%s: tense RMS %.4f not above calm %.4f", th, tense, calm)
		}
	}
}

// TestRenderIndependentOfChunking proves the stream has no seams where the
// audio callback happens to split it: odd-sized reads give the same samples.
func TestRenderIndependentOfChunking(t *testing.T) {
	kit := NewKit()
	a, b := New(Forest, kit), New(Forest, kit)
	n := synth.Samples(3)
	l1, r1 := make([]float32, n), make([]float32, n)
	a.Render(l1, r1)
	l2, r2 := make([]float32, n), make([]float32, n)
	for i, sz := 0, 1; i < n; sz = sz*3%997 + 1 {
		j := min(n, i+sz)
		b.Render(l2[i:j], r2[i:j])
		i = j
	}
	for i := range l1 {
		if l1[i] != l2[i] || r1[i] != r2[i] {
			t.Fatalf("sample %d differs with chunked rendering: %g vs %g", i, l1[i], l2[i])
		}
	}
}

// TestLoopIsSeamless renders across the point where the 16-bar pattern
// starts again and checks the step between samples there is no larger than
// the steps the music takes anyway.
func TestLoopIsSeamless(t *testing.T) {
	kit := NewKit()
	for _, th := range All() {
		e := New(th, kit)
		e.SnapTension(0.5)
		loop := 0
		buf := make([]float32, 64)
		for e.step < loopBars*16 { // render up to the loop point
			e.Render(buf, buf)
			loop += len(buf)
		}
		win := synth.Samples(0.5)
		l, r := make([]float32, win), make([]float32, win)
		e.Render(l, r)
		var typical float64
		for i := 1; i < win; i++ {
			typical = math.Max(typical, math.Abs(float64(l[i]-l[i-1])))
		}
		// The first samples after the loop point, against the largest step
		// anywhere in the following half second.
		var seam float64
		for i := 1; i < 64; i++ {
			seam = math.Max(seam, math.Abs(float64(l[i]-l[i-1])))
		}
		if seam > typical {
			t.Errorf("%s: step %.4f at the loop point exceeds the largest step %.4f", th, seam, typical)
		}
		if e.step/16%loopBars != 0 && e.step/16 < loopBars {
			t.Errorf("%s did not reach the loop point", th)
		}
	}
}

func TestRenderDoesNotAllocate(t *testing.T) {
	e := New(Battle, NewKit())
	e.SnapTension(1)
	l, r := make([]float32, 512), make([]float32, 512)
	for i := 0; i < 200; i++ {
		e.Render(l, r)
	}
	if a := testing.AllocsPerRun(200, func() { e.Render(l, r) }); a != 0 {
		t.Errorf("Render allocates %.1f times per call", a)
	}
}
