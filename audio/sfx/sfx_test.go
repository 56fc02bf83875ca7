package sfx

import (
	"testing"

	"deepwood/audio/synth"
)

// TestEveryEffectRendersWell checks each effect (every variation) is
// audible, unclipped, of a sensible length, with a clear attack and a tail
// that ends at zero.
func TestEveryEffectRendersWell(t *testing.T) {
	names := map[string]bool{}
	for _, id := range All() {
		if id.Name() == "" || id.Name() == "none" || names[id.Name()] {
			t.Fatalf("effect %d has a missing or duplicate name %q", id, id.Name())
		}
		names[id.Name()] = true
		for v := 0; v < id.Variants(); v++ {
			buf := Render(id, v)
			sec := synth.Seconds(len(buf))
			peak, rms := synth.Peak(buf), synth.RMS(buf)
			t.Logf("%-18s v%d %5.2fs peak %6.1f dBFS rms %6.1f dBFS", id, v, sec, synth.DB(peak), synth.DB(rms))
			if sec < 0.03 || sec > 3 {
				t.Errorf("%s v%d lasts %.3fs, want 30 ms–3 s", id, v, sec)
			}
			if peak >= 1 {
				t.Errorf("%s v%d clips: peak %.3f", id, v, peak)
			}
			if synth.DB(rms) < -40 {
				t.Errorf("%s v%d is nearly silent: RMS %.1f dBFS", id, v, synth.DB(rms))
			}
			if last := buf[len(buf)-1]; last > 1e-3 || last < -1e-3 {
				t.Errorf("%s v%d ends on %.4f, not zero (click)", id, v, last)
			}
			attack := synth.Peak(buf[:min(len(buf), synth.Samples(0.12))])
			if attack < peak*0.25 {
				t.Errorf("%s v%d has a weak attack: first 120 ms peak %.3f of %.3f", id, v, attack, peak)
			}
		}
	}
}

func TestVariationsDifferAndRepeat(t *testing.T) {
	a, b := Render(CardFlip, 0), Render(CardFlip, 1)
	same := len(a) == len(b)
	for i := 0; same && i < len(a); i++ {
		same = a[i] == b[i]
	}
	if same {
		t.Error("two card-flip variations are identical")
	}
	c := Render(CardFlip, 0)
	for i := range a {
		if a[i] != c[i] {
			t.Fatal("rendering is not deterministic")
		}
	}
}

func TestBankCachesAndWarms(t *testing.T) {
	var b Bank
	x := b.Get(Hit, 1)
	if y := b.Get(Hit, 1+Hit.Variants()); &x[0] != &y[0] {
		t.Error("variant index does not wrap onto the cached buffer")
	}
	n, total := 1, 0
	for b.Warm() {
		n++
	}
	for _, id := range All() {
		total += id.Variants()
		if id.Variants() > maxVariants {
			t.Errorf("%s has %d variants, more than %d", id, id.Variants(), maxVariants)
		}
	}
	if n != total {
		t.Errorf("Warm ran %d times, want one per variation (%d)", n, total)
	}
	if b.Get(None, 0) != nil {
		t.Error("None renders something")
	}
	if Victory.Duck() >= 1 || MenuMove.Duck() != 1 {
		t.Error("duck levels wrong")
	}
}
