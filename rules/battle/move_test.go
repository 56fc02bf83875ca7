package battle

import (
	"slices"
	"testing"

	"deepwood/rules/hex"
)

// canReach reports whether the unit at from may end its move on to.
func canReach(t *testing.T, s *State, from, to hex.Axial) bool {
	t.Helper()
	id := s.UnitAt(from)
	return slices.Contains(s.Destinations(id), to)
}

// TestMovementTerrain: closed terrain costs 2 (1 for light infantry),
// impassable hexes and hard barriers stop movement, soft barriers cost
// nothing (DESIGN decision 3).
func TestMovementTerrain(t *testing.T) {
	const woods = "\n. . . . .\n . . . . .\n. T T . .\n . . . . .\n. . ~ . .\n"
	tests := []struct {
		name, terrain, units string
		barrier              *BarrierSpec
		from, to             hex.Axial
		want                 bool
	}{
		{"medium infantry enters one closed hex", woods, "m . . . .", nil, off(0, 2), off(1, 2), true},
		{"medium infantry cannot cross two closed hexes", woods, "m . . . .", nil, off(0, 2), off(2, 2), false},
		{"light infantry crosses closed terrain at 1 each", woods, "l . . . .", nil, off(0, 2), off(2, 2), true},
		{"no entering impassable hexes", woods, ". . . . .", nil, off(2, 3), off(2, 4), false},
		{"open ground at 1 each", flat, "m . . . .", nil, off(0, 2), off(2, 2), true},
		{"hard barrier stops the crossing (the way round is 3)", flat, "m . . . .", &BarrierSpec{Kind: Hard, At: hex.Offset{Col: 0, Row: 2}, Dir: hex.East}, off(0, 2), off(2, 2), false},
		{"soft barrier costs nothing", flat, "m . . . .", &BarrierSpec{Kind: Soft, At: hex.Offset{Col: 0, Row: 2}, Dir: hex.East}, off(0, 2), off(2, 2), true},
		{"one-way hard barrier stops its way", flat, "m . . . .", &BarrierSpec{Kind: Hard, OneWay: true, At: hex.Offset{Col: 0, Row: 2}, Dir: hex.East}, off(0, 2), off(2, 2), false},
		{"one-way hard barrier lets the other way through", flat, ". m . . .", &BarrierSpec{Kind: Hard, OneWay: true, At: hex.Offset{Col: 0, Row: 2}, Dir: hex.East}, off(1, 2), off(0, 2), true},
	}
	for _, tt := range tests {
		units := "\n. . . . .\n . . . . .\n" + tt.units + "\n . . . . .\n. . . . .\n"
		if tt.name == "no entering impassable hexes" {
			units = "\n. . . . .\n . . . . .\n. . . . .\n . . m . .\n. . . . .\n"
		}
		s := board(t, tt.terrain, units)
		if tt.barrier != nil {
			s.Field.AddBarrier(*tt.barrier)
		}
		s.Step = 3
		if got := canReach(t, s, tt.from, tt.to); got != tt.want {
			t.Errorf("%s: reach %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestContactStopsMovement: a unit must stop when it comes adjacent to an
// enemy, and both are frozen for the round; a unit that starts adjacent
// may still move; friends can be passed but not shared (5.04).
func TestContactStopsMovement(t *testing.T) {
	s := board(t, flat, "\n. . . . .\n . . . . .\nm . . M .\n . . . . .\n. . . . M\n")
	s.Step = 3
	me, foe := at(t, s, 0, 2), at(t, s, 3, 2)
	if canReach(t, s, off(0, 2), off(3, 1)) {
		t.Error("moved on past a hex in contact")
	}
	ev := mustApply(t, s, Move(Red, me, off(2, 2)))
	if got := kinds(ev); got != "moved contact phase" {
		t.Errorf("events %q", got)
	}
	if !s.Units[me].Frozen || !s.Units[foe].Frozen {
		t.Error("contact did not freeze both units")
	}
	// Blue's movement phase: the frozen unit cannot move.
	if s.Step != 4 || slices.Contains(s.Movers(), foe) || len(s.Movers()) != 1 {
		t.Errorf("frozen unit may move: step %d movers %v", s.Step, s.Movers())
	}
	// A unit starting in contact may move away (next round, not frozen).
	s2 := board(t, flat, "\n. . . . .\n . . . . .\n. m M . .\n . . . . .\n. . . . .\n")
	s2.Step = 3
	if !canReach(t, s2, off(1, 2), off(0, 2)) {
		t.Error("a unit starting adjacent cannot move away")
	}
	// Friends: pass through, never end on.
	s3 := board(t, flat, "\n. . . . .\n . . . . .\nm m . . .\n . . . . .\n. . . . .\n")
	s3.Step = 3
	if !canReach(t, s3, off(0, 2), off(2, 2)) || canReach(t, s3, off(0, 2), off(1, 2)) {
		t.Error("passing friends")
	}
}

// TestHardBarrierCutsContact: across a hard barrier units are not adjacent
// and cannot fight (§5.02).
func TestHardBarrierCutsContact(t *testing.T) {
	s := board(t, flat, "\n. . . . .\n . . . . .\n. m M . .\n . . . . .\n. . . . .\n")
	if !s.Engaged(0) {
		t.Fatal("not engaged without the wall")
	}
	s.Field.AddBarrier(BarrierSpec{Kind: Hard, OneWay: true, At: hex.Offset{Col: 1, Row: 2}, Dir: hex.East})
	if s.Engaged(0) || s.Engaged(1) || len(s.ContactGroups()) != 0 {
		t.Error("units fight across a hard barrier")
	}
}

// TestQuickUnits: half the units, rounded down, at least 1, move in phases
// 1 (proactive) and 2; the rest in 3 and 4 (5.04).
func TestQuickUnits(t *testing.T) {
	s := board(t, flat, "\nm m m . .\n . . . . .\n. . . . .\n . . . . .\nM . . . .\n")
	s.Phase, s.Turn = PhaseQuick, Red
	if s.QuickCount(Red) != 1 || s.QuickCount(Blue) != 1 {
		t.Errorf("quick counts %d %d", s.QuickCount(Red), s.QuickCount(Blue))
	}
	if n := len(Legal(s)); n != 3 {
		t.Errorf("%d quick choices, want 3", n)
	}
	if _, err := Apply(s, Quick(Red, 0, 1)); err == nil {
		t.Error("two quick units of three accepted")
	}
	ev := mustApply(t, s, Quick(Red, 1))
	if ev[0].Kind != EvQuick || ev[0].Amount != 1 || s.Turn != Blue {
		t.Fatalf("quick events %v turn %v", kinds(ev), s.Turn)
	}
	ev = mustApply(t, s, Quick(Blue, 3))
	if s.Phase != PhaseMove || s.Step != 1 || !slices.Equal(s.Movers(), []int{1}) {
		t.Fatalf("phase %v step %d movers %v (%s)", s.Phase, s.Step, s.Movers(), kinds(ev))
	}
	mustApply(t, s, EndPhase(Red))
	if s.Step != 2 || !slices.Equal(s.Movers(), []int{3}) {
		t.Fatalf("step %d movers %v", s.Step, s.Movers())
	}
	mustApply(t, s, EndPhase(Blue))
	if s.Step != 3 || !slices.Equal(s.Movers(), []int{0, 2}) {
		t.Fatalf("step %d movers %v", s.Step, s.Movers())
	}
	mustApply(t, s, EndPhase(Red))
	// Blue's only unit was quick: phase 4 is empty and skipped, straight to
	// combat and on to round 2.
	if s.Round != 2 || s.Phase != PhaseDecide {
		t.Errorf("after the movement phases: round %d phase %v", s.Round, s.Phase)
	}
	if sixteen := (&State{}).QuickCount(Red); sixteen != 1 {
		t.Errorf("no units: quick count %d", sixteen)
	}
}
