package battle

import (
	"testing"

	"deepwood/rules/hex"
)

// TestPreviewMatchesCombat checks the odds preview against the rules: for
// every move of a skirmish position that makes contact, the preview's
// strengths and odds are those MeleeOdds gives after really moving there.
func TestPreviewMatchesCombat(t *testing.T) {
	sc, err := LoadScenario("skirmish")
	if err != nil {
		t.Fatal(err)
	}
	s := New(sc, 7)
	// Close in: every move goes as near the enemy as it can, until some
	// move would make contact.
	for !s.Over() && !contactMove(s) {
		a := Legal(s)[0]
		if s.Phase == PhaseMove {
			best := 1 << 30
			for _, m := range Legal(s) {
				if m.Kind == ActMove {
					if d := nearestEnemy(s, m.Unit, m.Hex); d < best {
						a, best = m, d
					}
				}
			}
		}
		if _, err := Apply(s, a); err != nil {
			t.Fatal(err)
		}
	}
	checked := 0
	for _, a := range Legal(s) {
		if a.Kind != ActMove {
			continue
		}
		pre := s.PreviewMove(a.Unit, a.Hex)
		c := s.Clone()
		if _, err := Apply(c, a); err != nil {
			t.Fatal(err)
		}
		for _, p := range pre {
			roller, other := p.Enemy, a.Unit
			if p.MoverRol {
				roller, other = a.Unit, p.Enemy
			}
			odds, _, _ := c.MeleeOdds(roller, other)
			want := odds.Wins
			if !p.MoverRol {
				want = Outcomes - odds.Wins
			}
			if p.Win.Wins != want {
				t.Errorf("%v vs %d: preview %d/640, rules %d/640", a, p.Enemy, p.Win.Wins, want)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatal("no contact move checked")
	}
}

func contactMove(s *State) bool {
	if s.Phase != PhaseMove {
		return false
	}
	for _, a := range Legal(s) {
		if a.Kind == ActMove && len(s.PreviewMove(a.Unit, a.Hex)) > 0 {
			return true
		}
	}
	return false
}

func nearestEnemy(s *State, id int, h hex.Axial) int {
	best := 1 << 30
	for _, e := range s.OnField(s.Units[id].Side.Other()) {
		best = min(best, hex.Distance(h, s.Units[e].Hex))
	}
	return best
}

// TestPreviewShot checks a volley preview against RangedExpect.
func TestPreviewShot(t *testing.T) {
	sc, _ := LoadScenario("skirmish")
	s := New(sc, 3)
	for !s.Over() && s.Phase == PhaseDeploy {
		if _, err := Apply(s, Legal(s)[0]); err != nil {
			t.Fatal(err)
		}
	}
	for id := range s.Units {
		for _, tg := range s.Targets(id) {
			p := s.PreviewShot(id, tg)
			a, b := s.StrengthVs(id, tg, false), s.StrengthVs(tg, id, false)
			if p.Win != RollOdds(a.Total, b.Total) || p.Bowmen.Total != a.Total || p.Target.Total != b.Total {
				t.Errorf("shot %d at %d: preview %+v", id, tg, p)
			}
		}
	}
}
