package battle

import (
	"testing"

	"deepwood/rules/dice"
)

// fight runs the combat phase of s with the seed's dice, taking the first
// legal choice whenever one is asked, and returns the events.
func fight(t *testing.T, s *State, seed uint64) []Event {
	t.Helper()
	s.Dice = dice.NewSet(dice.Seed(seed))
	var ev []Event
	s.startCombat(&ev)
	for s.Phase == PhaseCombat {
		ev = append(ev, mustApply(t, s, Legal(s)[0])...)
	}
	return ev
}

func find(ev []Event, k EventKind) []Event {
	var out []Event
	for _, e := range ev {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// TestOneOnOne: the proactive unit rolls; the loser takes a loss and moves
// back one space away from the winner (5.04).
func TestOneOnOne(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		s := board(t, flat, "\n. . . . .\n . . . . .\n. m M . .\n . . . . .\n. . . . .\n")
		ev := fight(t, s, seed)
		rolls := find(ev, EvMelee)
		if len(rolls) != 1 || rolls[0].Unit != 0 {
			t.Fatalf("rolls %v", rolls)
		}
		r := rolls[0].Roll
		if r.Total != r.Roller.Total+r.Dice[0]+r.Dice[1]+r.Dice[2] || r.Need != 14+r.Other.Total || r.Wins != (r.Total >= r.Need) {
			t.Errorf("roll arithmetic %+v", r)
		}
		loser, winner := 1, 0
		if !r.Wins {
			loser, winner = 0, 1
		}
		l := find(ev, EvLosses)
		p := find(ev, EvPushed)
		if len(l) != 1 || l[0].Unit != loser || l[0].Amount != 2 || len(p) != 1 || p[0].Unit != loser {
			t.Fatalf("seed %d: losses %v pushed %v", seed, l, p)
		}
		if d := p[0].To.Distance(s.Units[winner].Hex); d != 2 {
			t.Errorf("moved back to distance %d from the winner", d)
		}
	}
}

// TestStuckDoubleLossesAndUnitLost: a loser that cannot move back takes
// double losses; a unit whose losses reach its size is lost (5.04).
func TestStuckDoubleLossesAndUnitLost(t *testing.T) {
	const corridor = "\n~ ~ ~ ~\n ~ . . ~\n~ ~ ~ ~\n"
	s := board(t, corridor, "\n. . . .\n . m M .\n. . . .\n")
	ev := fight(t, s, 3)
	l := find(ev, EvLosses)
	if len(l) != 1 || l[0].Amount != 4 || !l[0].Doubled {
		t.Fatalf("losses %v", l)
	}
	s = board(t, corridor, "\n. . . .\n . m M .\n. . . .\n")
	s.Units[0].Losses, s.Units[1].Losses = 4, 4
	ev = fight(t, s, 3)
	lost := find(ev, EvUnitLost)
	if len(lost) != 1 || s.Units[lost[0].Unit].OnField() || !s.Over() || s.Result.How != EndAnnihilation {
		t.Fatalf("lost %v over %v", lost, s.Result)
	}
}

// TestOneOnMany: a lone unit that wins every roll deals half losses
// (rounded up) to each enemy, who all move back; if any of the many wins,
// the lone unit takes a full loss and moves back from the unit the many
// choose (5.04). Both branches are found by trying seeds.
func TestOneOnMany(t *testing.T) {
	seen := map[bool]bool{}
	for seed := uint64(1); seed <= 60 && len(seen) < 2; seed++ {
		s := board(t, flat, "\n. . . . .\n . . . . .\n. M m M .\n . . . . .\n. . . . .\n")
		s.LossUnit = 3
		s.Dice = dice.NewSet(dice.Seed(seed))
		var ev []Event
		s.startCombat(&ev)
		for s.Phase == PhaseCombat {
			legal := Legal(s)
			if legal[0].Kind == ActPushFrom && (s.Turn != Blue || len(legal) != 2) {
				t.Fatalf("push-from choice %v", legal)
			}
			ev = append(ev, mustApply(t, s, legal[len(legal)-1])...)
		}
		rolls := find(ev, EvMelee)
		if len(rolls) != 2 {
			t.Fatalf("%d rolls", len(rolls))
		}
		loneWins := rolls[0].Roll.Wins && rolls[1].Roll.Wins
		seen[loneWins] = true
		l := find(ev, EvLosses)
		if loneWins {
			if len(l) != 2 || l[0].Amount != 2 || l[1].Amount != 2 || len(find(ev, EvPushed)) != 2 {
				t.Errorf("lone won: losses %v", l)
			}
		} else if len(l) != 1 || l[0].Unit != 1 || l[0].Amount != 3 {
			t.Errorf("lone lost: losses %v", l)
		}
	}
	if len(seen) != 2 {
		t.Error("did not see both outcomes")
	}
}

// TestVolleys: unengaged bowmen that moved at most 1 space shoot a target
// within range 4 along an open line; losses follow the range table (5.04,
// note 6).
func TestVolleys(t *testing.T) {
	const field = "\n. . . . . . .\n . . . . . . .\n. . . . . . .\n . . . . . . .\n. . . . . . .\n"
	tests := []struct {
		name, terrain, units string
		spaces, targets      int
	}{
		{"open line at range 2", field, "\n. . . . . . .\n . . . . . . .\nb . M . . . .\n . . . . . . .\n. . . . . . .\n", 0, 1},
		{"range 4", field, "\n. . . . . . .\n . . . . . . .\nb . . . M . .\n . . . . . . .\n. . . . . . .\n", 1, 1},
		{"out of range", field, "\n. . . . . . .\n . . . . . . .\nb . . . . M .\n . . . . . . .\n. . . . . . .\n", 0, 0},
		{"a wood in the way", "\n. . . . . . .\n . . . . . . .\n. T . . . . .\n . . . . . . .\n. . . . . . .\n", "\n. . . . . . .\n . . . . . . .\nb . M . . . .\n . . . . . . .\n. . . . . . .\n", 0, 0},
		{"target in a wood", "\n. . . . . . .\n . . . . . . .\n. . T . . . .\n . . . . . . .\n. . . . . . .\n", "\n. . . . . . .\n . . . . . . .\nb . M . . . .\n . . . . . . .\n. . . . . . .\n", 0, 0},
		{"moved two spaces", field, "\n. . . . . . .\n . . . . . . .\nb . M . . . .\n . . . . . . .\n. . . . . . .\n", 2, -1},
		{"engaged bowmen", field, "\n. . . . . . .\n . . . . . . .\nb M . M . . .\n . . . . . . .\n. . . . . . .\n", 0, -1},
	}
	for _, tt := range tests {
		s := board(t, tt.terrain, tt.units)
		s.Units[0].Spaces = tt.spaces
		var ev []Event
		s.Combat = &Combat{}
		s.startCombat(&ev)
		shooting := s.Phase == PhaseCombat && len(s.Combat.Shooters) > 0 && len(s.Combat.Prompts) == 0 && len(s.Combat.Pending) == 0
		if tt.targets < 0 {
			if shooting {
				t.Errorf("%s: bowmen may shoot", tt.name)
			}
			continue
		}
		if got := len(s.Targets(0)); got != tt.targets {
			t.Errorf("%s: %d targets, want %d", tt.name, got, tt.targets)
		}
		if tt.targets > 0 {
			if !shooting {
				t.Fatalf("%s: no volley offered", tt.name)
			}
			ev := mustApply(t, s, Shoot(Red, 0, s.Targets(0)[0]))
			shot := find(ev, EvShot)[0]
			if shot.Amount != RangedLoss(6, shot.Roll.Distance, shot.Roll.Wins) {
				t.Errorf("%s: volley cost %d", tt.name, shot.Amount)
			}
		}
	}
}

// TestLightInfantryStep: after melee, light infantry in closed terrain may
// step one space, or decline (note 2).
func TestLightInfantryStep(t *testing.T) {
	s := board(t, "\n. . . . .\n . . . . .\n. T . . .\n . . . . .\n. . . . .\n", "\n. . . . .\n . . . . .\n. l M . .\n . . . . .\n. . . . .\n")
	var ev []Event
	s.startCombat(&ev)
	for s.Phase == PhaseCombat && (len(s.Combat.Prompts) == 0 || s.Combat.Prompts[0].Kind != PromptStep) {
		mustApply(t, s, Legal(s)[0])
	}
	if s.Phase != PhaseCombat {
		t.Fatal("no step offered")
	}
	legal := Legal(s)
	if legal[0].Kind != ActStep || legal[len(legal)-1].Kind != ActSkip {
		t.Fatalf("step choices %v", legal)
	}
	ev = mustApply(t, s, legal[0])
	if st := find(ev, EvStepped); len(st) != 1 || st[0].To != legal[0].Hex {
		t.Errorf("stepped %v", st)
	}
	// Medium infantry never steps.
	s = board(t, "\n. . . . .\n . . . . .\n. T . . .\n . . . . .\n. . . . .\n", "\n. . . . .\n . . . . .\n. m M . .\n . . . . .\n. . . . .\n")
	if len(s.StepOptions(0)) != 0 {
		t.Error("medium infantry may step")
	}
}

// TestWornBowmenShootFromTheirSize (RULES M4, M24; issue 38 item 7): a
// volley costs the table's fraction of the bowmen unit's size, as the
// rulebook says ("Losses are calculated as a fraction of the bowmen unit's
// size"), not of the troops it has left: bowmen of 20 that have lost 14
// still cost a target 6 troops on a win at range 2 (3/10 of 20, not of 6),
// and the preview expects what the volley does.
func TestWornBowmenShootFromTheirSize(t *testing.T) {
	const field = "\n. . . . . . .\n . . . . . . .\n. . . . . . .\n . . . . . . .\n. . . . . . .\n"
	wins := 0
	for seed := dice.Seed(1); seed <= 40; seed++ {
		s := board(t, field, "\n. . . . . . .\n . . . . . . .\nb . M . . . .\n . . . . . . .\n. . . . . . .\n")
		s.Dice = dice.NewSet(seed)
		s.Units[0].Size, s.Units[0].Losses = 20, 14
		s.Units[1].Size = 30
		var ev []Event
		s.Combat = &Combat{}
		s.startCombat(&ev)
		p := s.PreviewShot(0, 1)
		w := WinCount(p.Bowmen.Total, p.Target.Total)
		if want := (Exact{w*6 + (Outcomes-w)*2, Outcomes}); p.Expect != want {
			t.Fatalf("preview expects %v, want %v (from the size, 20)", p.Expect, want)
		}
		shot := find(mustApply(t, s, Shoot(Red, 0, 1)), EvShot)[0]
		want := 2 // 1/10 of 20 when the target wins the roll
		if shot.Roll.Wins {
			want = 6 // 3/10 of 20
			wins++
		}
		if shot.Amount != want || s.Units[1].Losses != want {
			t.Errorf("seed %d: the worn bowmen's volley cost %d (target lost %d), want %d", seed, shot.Amount, s.Units[1].Losses, want)
		}
	}
	if wins == 0 || wins == 40 {
		t.Errorf("the bowmen won %d of 40 volleys: both outcomes untried", wins)
	}
}
