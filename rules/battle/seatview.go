package battle

import (
	"deepwood/rules/dice"
	hx "deepwood/rules/hex"
)

// SeatView is what one side's commander may see of a battle: both armies
// as they stand on the field and the battle's clock, and nothing else.
// Online, the server keeps the State and sends each seat its SeatView, so
// the view holds no dice set, stream or seed (a roll already made shows
// in the losses and positions it left; a roll to come is nowhere here) and
// not the other side's secret choice of quick units (5.04). It is plain
// data (its slices are its own, the field is named, not shared) and
// marshals to JSON.
type SeatView struct {
	// Seat is the side seen from: 0 Red, 1 Blue; any other seat is a
	// spectator, who sees neither side's quick units.
	Seat int `json:"seat"`

	// Scenario names the battle and its battlefield (LoadScenario).
	Scenario string `json:"scenario"`
	// Public is both armies, unit by unit (troop, size, losses, hex and
	// this round's marks; Quick only for the seat's own units), and the
	// battle's clock, as the State holds them.
	Public
	Seq int `json:"seq"`

	// Combat is the combat phase in progress (the zero Combat outside
	// it): clusters chosen and to choose, bowmen to shoot, prompts.
	Combat Combat `json:"combat"`
	// Result is how the battle ended, once Phase is PhaseOver.
	Result Result `json:"result"`
}

// ViewFor is seat's SeatView of s (seat 0 Red, 1 Blue). It copies what it
// keeps, so a later Apply cannot change a view already taken, and reads
// no stream.
func ViewFor(s *State, seat int) SeatView {
	v := SeatView{Seat: seat, Scenario: s.Scenario, Public: s.Public.clone(), Seq: s.Seq}
	for i := range v.Units {
		if int(v.Units[i].Side) != seat {
			v.Units[i].Quick = false
		}
	}
	if s.Combat != nil {
		v.Combat = combatCopy(s.Combat)
	}
	if s.Result != nil {
		v.Result = *s.Result
	}
	return v
}

// combatCopy copies c to its last slice, so that nothing of it is shared.
func combatCopy(c *Combat) Combat {
	out := Combat{Announced: c.Announced, Next: c.Next, Clusters: clustersCopy(c.Clusters),
		Shooters: append([]int(nil), c.Shooters...)}
	if c.Pending != nil {
		out.Pending = make([][][]Cluster, len(c.Pending))
		for i, opts := range c.Pending {
			out.Pending[i] = make([][]Cluster, len(opts))
			for j, o := range opts {
				out.Pending[i][j] = clustersCopy(o)
			}
		}
	}
	if c.Prompts != nil {
		out.Prompts = make([]Prompt, len(c.Prompts))
		for i, p := range c.Prompts {
			p.Choices = append([]int(nil), p.Choices...)
			out.Prompts[i] = p
		}
	}
	return out
}

func clustersCopy(cs []Cluster) []Cluster {
	if cs == nil {
		return nil
	}
	out := make([]Cluster, len(cs))
	for i, c := range cs {
		out[i] = Cluster{Center: c.Center, Leaves: append([]int(nil), c.Leaves...)}
	}
	return out
}

// The screens ask the view what they used to ask the State: the questions
// below answer as the State's methods of the same names do, from the units
// and clock the view holds. Those that need the battlefield take it (the
// scenario's data, the same for every seat: a view holds no pointer).

// Reach is every hex unit id can move to this phase on field f, with its
// cheapest route (State.Reach).
func (v *SeatView) Reach(f *Field, id int) *hx.Reach { return v.board(f).Reach(id) }

// Destinations lists the empty hexes unit id may end its move on
// (State.Destinations).
func (v *SeatView) Destinations(f *Field, id int) []hx.Axial { return v.board(f).Destinations(id) }

// PreviewMove is the odds of the contacts unit id would make by moving to
// h now (State.PreviewMove).
func (v *SeatView) PreviewMove(f *Field, id int, h hx.Axial) []ContactPreview {
	return v.board(f).PreviewMove(id, h)
}

// MeleePreview is the odds of unit id fighting enemy where they stand
// (State.MeleePreview).
func (v *SeatView) MeleePreview(f *Field, id, enemy int) ContactPreview {
	return v.board(f).MeleePreview(id, enemy)
}

// PreviewShot is the odds of a volley of bowmen id at target
// (State.PreviewShot).
func (v *SeatView) PreviewShot(f *Field, id, target int) ShotPreview {
	return v.board(f).PreviewShot(id, target)
}

// board is a State that holds only what the view does, on field f, for
// the questions above: no dice, no combat, the other side's quick units
// unmarked. It shares the view's units and queue: only questions that do not change
// the state run on it (a preview changes a clone).
func (v *SeatView) board(f *Field) *State {
	return &State{Scenario: v.Scenario, Field: f, Public: v.Public, Seq: v.Seq}
}

// Board is a State holding only what the view does, on field f, for a
// side that must decide from its view alone (a general at a table the
// server hosts, or its AI): its own copy of the units and the combat in
// progress, and dice of seed 0, unrelated to the battle's, so that
// exploring it (a clone, a preview) can learn no coming roll (as View).
func (v *SeatView) Board(f *Field) *State {
	s := &State{Scenario: v.Scenario, Field: f, Public: v.Public.clone(), Seq: v.Seq, Dice: dice.NewSet(0)}
	if v.Phase == PhaseCombat {
		c := combatCopy(&v.Combat)
		s.Combat = &c
	}
	if v.Phase == PhaseOver {
		r := v.Result
		s.Result = &r
	}
	return s
}
