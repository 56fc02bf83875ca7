package forsaken

import "testing"

// The Blessed's guardian saves them the first time by Day only (seed
// "The Blessed"; RULES S26).
func TestBlessed(t *testing.T) {
	s, d := dayOne(t, Forsaken, Blessed, Commonfolk, Commonfolk, Commonfolk)
	tn := &turn{s: s, d: d}
	tn.wound(1, "Shot in the Dark", true)
	if s.Seats[1].Doorstep || !s.Seats[1].Revealed || s.Seats[2].Know.Roles[1] != Blessed {
		t.Errorf("by Day: doorstep %v, revealed %v", s.Seats[1].Doorstep, s.Seats[1].Revealed)
	}
	tn.wound(1, "Shot in the Dark", true)
	if !s.Seats[1].Doorstep {
		t.Error("the guardian saved the Blessed twice")
	}
	s2, d2 := dayOne(t, Forsaken, Blessed, Commonfolk, Commonfolk, Commonfolk)
	(&turn{s: s2, d: d2}).wound(1, "Ritual Sacrifice", false)
	if !s2.Seats[1].Doorstep {
		t.Error("the guardian saved the Blessed by Night")
	}
}

// A Sheltered traveler survives the Ritual Sacrifice; an unsheltered one
// is on Death's Doorstep at dawn and, unrevived, a Spirit whose turns are
// skipped (seed "The Priest", "Death", "Spirits").
func TestNightKillAndShelter(t *testing.T) {
	for _, sheltered := range []bool{true, false} {
		s, d := dayOne(t, Forsaken, Priest, Commonfolk, Commonfolk, Commonfolk, Commonfolk)
		emptyHands(s)
		tn := &turn{s: s, d: d}
		tn.beginNight(0)
		tn.settle()
		for s.Phase == PhaseNight {
			seat := Asked(s, d)
			a := Act(ActShelter, seat)
			if s.Seats[seat].Role == Priest {
				a.Target = 5
				if !sheltered {
					a.Target = 4
				}
			} else {
				a = Act(ActSacrifice, seat)
				a.Target = 5
			}
			step(t, s, d, a)
		}
		for s.Phase == PhaseDawn || len(s.Frames) > 0 {
			step(t, s, d, quiet(LegalFor(s, d, Asked(s, d))))
		}
		if got := s.Seats[5].Alive; got != sheltered {
			t.Errorf("sheltered %v: alive %v", sheltered, got)
		}
		if !sheltered {
			for k := 0; k < 8; k++ {
				if s.Turn == 5 {
					t.Fatal("a Spirit took a turn")
				}
				step(t, s, d, quiet(LegalFor(s, d, Asked(s, d))))
			}
		}
	}
}

// The Entangled may neither play nor speak (seed "The Silencer").
func TestEntangledCannotPlay(t *testing.T) {
	s, d := dayOne(t, Forsaken, Commonfolk, Commonfolk, Commonfolk)
	me := s.Turn
	give(t, s, d, me, "Second Wind")
	s.Seats[me].Entangled = s.Cycle
	for _, a := range LegalFor(s, d, me) {
		if a.Kind == ActPlay || a.Kind == ActSay || a.Kind == ActForage {
			t.Fatalf("the Entangled may %s", a)
		}
	}
}

// A Darkness card met by Ward the Dark brings no Night (seed "The Forest
// Turn").
func TestWardTheDark(t *testing.T) {
	for _, ward := range []bool{true, false} {
		s, d := dayOne(t, Forsaken, Commonfolk, Commonfolk, Commonfolk)
		emptyHands(s)
		night := forestCard(t, d, "Nightfall")
		s.Forest = append(removeCard(s.Forest, night), night)
		card := give(t, s, d, 1, "Ward the Dark")
		nights := s.Night
		for s.Phase != PhaseForest || len(s.Frames) == 0 {
			step(t, s, d, quiet(LegalFor(s, d, Asked(s, d))))
		}
		if ward {
			step(t, s, d, played(1, card))
		}
		for s.Phase == PhaseForest {
			step(t, s, d, quiet(LegalFor(s, d, Asked(s, d))))
		}
		if got := s.Night > nights; got == ward {
			t.Errorf("Ward the Dark played %v: Night fell %v", ward, got)
		}
	}
}

func removeCard(list []int, c int) []int {
	out := list[:0:0]
	for _, x := range list {
		if x != c {
			out = append(out, x)
		}
	}
	return out
}

// The first Path on an Excavation Site turns over an Artifact; a Finder's
// Action stays with whoever Forged there, once (seed "The Excavation
// Sites"; RULES S23).
func TestExcavation(t *testing.T) {
	s, d := dayOne(t, Forsaken, Commonfolk, Commonfolk, Commonfolk)
	tn := &turn{s: s, d: d}
	site := d.Board.Sites[0]
	finder := len(d.Artifacts) - 1
	for i, a := range s.ArtifactDeck {
		if d.Artifacts[a].Sub == FinderAction {
			finder = i
		}
	}
	art := s.ArtifactDeck[finder]
	s.ArtifactDeck = append(removeCard(s.ArtifactDeck, art), art)
	x, y := d.Board.XY(site)
	s.Paths[d.Board.At(x, y+1)] = true
	tn.forge(2, site)
	if len(s.Seats[2].Finds) != 1 || s.Seats[2].Finds[0] != art || !s.Dug[0] {
		t.Fatalf("finds %v, dug %v", s.Seats[2].Finds, s.Dug[0])
	}
	left := len(s.ArtifactDeck)
	tn.destroyPath(site)
	tn.forge(3, site)
	if len(s.ArtifactDeck) != left {
		t.Error("a Site gave a second Artifact")
	}
}

// An empty Travelers Deck is its discard pile shuffled (RULES S25).
func TestDeckReshuffles(t *testing.T) {
	s, d := dayOne(t, Forsaken, Commonfolk, Commonfolk, Commonfolk)
	s.Discard = append(s.Discard, s.Draw...)
	s.Draw = nil
	tn := &turn{s: s, d: d}
	before := len(s.Seats[0].Hand)
	tn.draw(0)
	if len(s.Seats[0].Hand) != before+1 || len(s.Discard) != 0 {
		t.Errorf("hand %d→%d, discard %d", before, len(s.Seats[0].Hand), len(s.Discard))
	}
	if broken := CheckInvariants(s, d); len(broken) > 0 {
		t.Error(broken)
	}
}
