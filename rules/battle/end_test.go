package battle

import (
	"slices"
	"testing"
)

// TestSurrender: the battle ends and both sides' losses are halved, lost
// units staying lost (5.05).
func TestSurrender(t *testing.T) {
	s := board(t, flat, "\nm m . . .\n . . . . .\n. . . . .\n . . . . .\n. . . M M\n")
	s.Units[0].Losses = 5
	s.Units[1].Losses, s.Units[1].Lost = 6, true
	s.Units[2].Losses = 3
	s.Phase, s.Turn = PhaseDecide, Red
	mustApply(t, s, Simple(ActSurrender, Red))
	r := s.Result
	// Red: 5 → 2, plus the lost unit's 6; blue 3 → 1.
	if r.Winner != Blue || r.How != EndSurrender || r.Lost != [2]int{8, 1} || r.Raw != [2]int{11, 3} {
		t.Errorf("result %+v", r)
	}
}

// TestRetreat: before movement a side may retreat; units that can reach
// their own edge without entering contact leave with permanent losses,
// those that cannot stay and fight, and when the retreating side has no
// units left the other side wins with its losses halved (5.05).
func TestRetreat(t *testing.T) {
	// Red's home is the bottom edge. The unit at 0,3 can get off; the unit
	// at 3,1 is hemmed by blue.
	s := board(t, flat, "\n. . . . .\n . . . m M\n. . . M .\n m . . . .\n. . . . .\n")
	s.Units[0].Losses = 2                       // the trapped one
	s.Units[3].Losses = 3                       // red's leaver
	s.Units[1].Losses, s.Units[2].Losses = 3, 1 // blue
	s.Phase, s.Turn, s.Proactive = PhaseDecide, Red, Red
	mustApply(t, s, Simple(ActRetreat, Red))
	mustApply(t, s, Simple(ActFight, Blue))
	if s.Phase != PhaseRetreat || !slices.Equal(s.Leavers(Red), []int{3}) {
		t.Fatalf("phase %v leavers %v", s.Phase, s.Leavers(Red))
	}
	ev := mustApply(t, s, Action{Kind: ActLeave, Side: Red, Unit: 3})
	if find(ev, EvLeft)[0].Amount != 3 || s.Phase != PhaseQuick {
		t.Fatalf("leave: %s phase %v", kinds(ev), s.Phase)
	}
	// The trapped unit fights on; when it is lost the battle ends.
	var more []Event
	s.applyLosses(0, 4, false, &more)
	r := s.Result
	if r == nil || r.Winner != Blue || r.How != EndRetreat {
		t.Fatalf("result %+v (%s)", r, kinds(more))
	}
	// Red keeps every loss (6 lost with its unit + 3 permanent); blue's
	// 3+1 are halved to 1+0.
	if r.Lost != [2]int{9, 1} {
		t.Errorf("losses %v", r.Lost)
	}
}

// TestAnnihilationAndRoundLimit: a side with no units left loses; a battle
// nobody wins in its rounds is a draw.
func TestAnnihilationAndRoundLimit(t *testing.T) {
	s := board(t, flat, "\nm . . . .\n . . . . .\n. . . . .\n . . . . .\n. . . . M\n")
	var ev []Event
	s.applyLosses(1, 6, false, &ev)
	if s.Result == nil || s.Result.Winner != Red || s.Result.How != EndAnnihilation {
		t.Fatalf("result %+v", s.Result)
	}
	s = board(t, flat, "\nm . . . .\n . . . . .\n. . . . .\n . . . . .\n. . . . M\n")
	s.Round, s.MaxRounds = 3, 3
	s.Combat = &Combat{}
	s.endRound(&ev)
	if s.Result == nil || s.Result.Winner != NoSide || s.Result.How != EndRoundLimit {
		t.Errorf("result %+v", s.Result)
	}
}

// TestProactiveAlternates: the attacker is proactive in round 1 and the
// sides alternate every round after (5.04).
func TestProactiveAlternates(t *testing.T) {
	s := New(parse(t, smallDefend), 5)
	if s.Proactive != Red {
		t.Fatal("the attacker is not proactive in round 1")
	}
	for s.Phase != PhaseDecide {
		legal := Legal(s)
		if s.Turn == Red { // red deploys far from blue: no fighting
			legal = legal[len(legal)-1:]
		}
		mustApply(t, s, legal[0])
	}
	want := []Side{Red, Blue, Red, Blue}
	for round := 2; round <= 4; round++ {
		if s.Round != round || s.Proactive != want[round-1] {
			t.Fatalf("round %d proactive %v, want round %d %v", s.Round, s.Proactive, round, want[round-1])
		}
		var ev []Event
		s.Combat = &Combat{}
		s.endRound(&ev)
	}
}
