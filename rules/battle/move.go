package battle

import (
	"slices"

	"deepwood/rules/hex"
)

// Reach is every hex unit id can move to this phase with its cheapest
// route: within its movement (closed terrain costs 2, 1 for light
// infantry), never into impassable hexes, across hard barriers or onto
// enemies, passing friends but not ending on them (RULES M11), and never on
// past a hex in contact with an enemy (5.04: it must stop there; a unit
// that starts in contact may still move away).
func (s *State) Reach(id int) *hex.Reach {
	u := &s.Units[id]
	start := u.Hex
	// The enemies are listed once: the search asks about them at every step.
	var buf [2 * MaxUnits]hex.Axial
	enemies := buf[:0]
	for i := range s.Units {
		if e := &s.Units[i]; e.Side != u.Side && e.OnField() {
			enemies = append(enemies, e.Hex)
		}
	}
	return hex.Reachable(start, u.Troop.Stats().Move, func(from, to hex.Axial) (int, bool) {
		if !s.Field.CanCross(from, to) || slices.Contains(enemies, to) {
			return 0, false
		}
		if from != start && slices.ContainsFunc(enemies, func(e hex.Axial) bool { return s.Field.Adjacent(from, e) }) {
			return 0, false
		}
		return s.Field.EnterCost(u.Troop, to), true
	}, hex.Within(s.Field.Grid))
}

// Destinations lists the empty hexes unit id may end its move on, in the
// reach's order (by cost, then Q, then R).
func (s *State) Destinations(id int) []hex.Axial {
	var out []hex.Axial
	for _, h := range s.Reach(id).Hexes() {
		if h.Hex != s.Units[id].Hex && s.UnitAt(h.Hex) < 0 {
			out = append(out, h.Hex)
		}
	}
	return out
}

// move carries out a legal move: the unit walks its cheapest route, counts
// its spaces (note 6) and, ending in contact, stops and freezes itself and
// every enemy it touches for the round (5.04).
func (s *State) move(id int, to hex.Axial, ev *[]Event) {
	u := &s.Units[id]
	path, _ := s.Reach(id).Path(to)
	from := u.Hex
	u.Hex = to
	u.Moved = true
	u.Spaces += len(path) - 1
	s.Seq++
	u.Seq = s.Seq
	*ev = append(*ev, Event{Kind: EvMoved, Side: u.Side, Unit: id, From: from, To: to, Path: path, Amount: len(path) - 1})
	var frozen []int
	for _, e := range s.contacts(id) {
		s.Units[e].Frozen = true
		frozen = append(frozen, e)
	}
	if len(frozen) > 0 {
		u.Frozen = true
		*ev = append(*ev, Event{Kind: EvContact, Side: u.Side, Unit: id, Units: frozen})
	}
	if len(s.Movers()) == 0 {
		s.startMove(s.Step+1, ev)
	}
}

// leave takes a retreating unit off the field; its losses become permanent.
func (s *State) leave(id int, ev *[]Event) {
	u := &s.Units[id]
	u.Left = true
	*ev = append(*ev, Event{Kind: EvLeft, Side: u.Side, Unit: id, From: u.Hex, Amount: u.Losses})
	s.checkAnnihilation(ev)
	if s.Phase == PhaseRetreat && len(s.Leavers(s.Turn)) == 0 {
		s.Queue = s.Queue[1:]
		s.nextRetreat(ev)
	}
}
