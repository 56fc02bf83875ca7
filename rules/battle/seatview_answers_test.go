package battle

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
	"deepwood/rules/hex"
)

// TestSeatViewAnswersAsTheState plays every scenario with random legal
// actions and, after every action, asks Red's, Blue's or a spectator's
// view (each in turn) what the screens ask (Over, Unit, UnitAt, OnField, OnFieldOrNot,
// Present, QuickCount, Reach, Destinations, PreviewMove, MeleePreview,
// PreviewShot) and holds each answer to the State's: the view, which
// holds no dice and not the other side's quick units, answers as the
// whole state does, and asking does not change the view.
func TestSeatViewAnswersAsTheState(t *testing.T) {
	games := rulestest.Count{Full: 3, Short: 1}.N()
	asked := 0
	playBattles(t, games, " answers", "answers", func(s *State, seed dice.Seed, step int, _ *dice.Stream) {
		if s.Over() {
			v := ViewFor(s, 0)
			answerAsTheState(t, s, &v, -1)
			return
		}
		seat := step % 3 // each seat in turn: Red, Blue, a spectator
		v := ViewFor(s, seat)
		before, _ := json.Marshal(v)
		asked += answerAsTheState(t, s, &v, step)
		if after, _ := json.Marshal(v); !bytes.Equal(before, after) {
			t.Fatalf("%s %s step %d seat %d: asking the view changed it", s.Scenario, seed, step, seat)
		}
	})
	t.Logf("%d questions answered as the state answers them", asked)
}

// answerAsTheState asks v every question of the screens and fails at the
// first answer that is not s's; it returns how many it asked. The field's
// questions are asked of every third unit, a different third each step
// (every unit for step -1), so a battle is soon asked of them all.
func answerAsTheState(t *testing.T, s *State, v *SeatView, step int) int {
	t.Helper()
	n := 0
	same := func(what string, got, want any) {
		t.Helper()
		n++
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("seat %d, phase %s: the view's %s is %+v; the state's is %+v", v.Seat, s.Phase, what, got, want)
		}
	}
	same("Over", v.Over(), s.Over())
	for _, side := range []Side{Red, Blue} {
		same("OnField", v.OnField(side), s.OnField(side))
		same("OnFieldOrNot", v.OnFieldOrNot(side), s.OnFieldOrNot(side))
		same("Present", v.Present(side), s.Present(side))
		same("QuickCount", v.QuickCount(side), s.QuickCount(side))
	}
	for _, id := range []int{-1, len(s.Units)} {
		if v.Unit(id) != nil {
			t.Fatalf("the view has a unit %d", id)
		}
	}
	f := s.Field
	for id := range s.Units {
		u := s.Units[id]
		if int(u.Side) != v.Seat {
			u.Quick = false
		}
		same("Unit", *v.Unit(id), u)
		same("UnitAt", v.UnitAt(u.Hex), s.UnitAt(u.Hex))
		same("UnitAt a neighbour", v.UnitAt(u.Hex.Neighbor(hex.Direction(id%6))), s.UnitAt(u.Hex.Neighbor(hex.Direction(id%6))))
		if !u.OnField() || step >= 0 && (id+step)%3 != 0 {
			continue
		}
		same("Reach", v.Reach(f, id).Hexes(), s.Reach(id).Hexes())
		dest := s.Destinations(id)
		same("Destinations", v.Destinations(f, id), dest)
		for i, h := range dest {
			if i%4 == 0 || i == len(dest)-1 {
				same("PreviewMove", v.PreviewMove(f, id, h), s.PreviewMove(id, h))
			}
		}
		for e := range s.Units {
			if o := &s.Units[e]; o.Side != u.Side && o.OnField() && f.Adjacent(u.Hex, o.Hex) {
				same("MeleePreview", v.MeleePreview(f, id, e), s.MeleePreview(id, e))
			}
		}
		if u.Troop.Stats().Range > 0 {
			for _, e := range s.Targets(id) {
				same("PreviewShot", v.PreviewShot(f, id, e), s.PreviewShot(id, e))
			}
		}
	}
	return n
}
