package battle

import hx "deepwood/rules/hex"

// Public is the part of a battle every seat sees as the State holds it:
// how it began, both armies unit by unit and the clock. The State and each
// SeatView embed it, so a field added here reaches the views without a
// second list to keep in step, and the questions below, asked by the rules
// and the screens alike, are written once. In a SeatView the other side's
// Quick marks are cleared (ViewFor). Its fields marshal in the State's
// order, so saves and fingerprints are as they were.
type Public struct {
	Mode      Mode    `json:"mode"`
	Attacker  Side    `json:"attacker"`
	Home      [2]Edge `json:"home"`
	Units     []Unit  `json:"units"`
	LossUnit  int     `json:"loss_unit"`
	Round     int     `json:"round"`
	MaxRounds int     `json:"max_rounds"`
	Proactive Side    `json:"proactive"`
	Phase     Phase   `json:"phase"`
	Turn      Side    `json:"turn"`
	Step      int     `json:"step"` // movement phase 1–4
	Zone      Zone    `json:"zone"`
	Decided   [2]bool `json:"decided"`
	Retreated [2]bool `json:"retreated"`
	Queue     []Side  `json:"queue,omitempty"` // sides still to take units off
}

// clone is p with slices of its own.
func (p Public) clone() Public {
	p.Units = append([]Unit(nil), p.Units...)
	p.Queue = append([]Side(nil), p.Queue...)
	return p
}

// Over reports a finished battle.
func (p *Public) Over() bool { return p.Phase == PhaseOver }

// Unit returns the unit with the given id, or nil.
func (p *Public) Unit(id int) *Unit {
	if id < 0 || id >= len(p.Units) {
		return nil
	}
	return &p.Units[id]
}

// UnitAt is the unit on the field at h, or -1.
func (p *Public) UnitAt(h hx.Axial) int {
	for i := range p.Units {
		if u := &p.Units[i]; u.OnField() && u.Hex == h {
			return i
		}
	}
	return -1
}

// OnField lists the ids of a side's units on the field.
func (p *Public) OnField(side Side) []int {
	var out []int
	for i := range p.Units {
		if u := &p.Units[i]; u.Side == side && u.OnField() {
			out = append(out, i)
		}
	}
	return out
}

// OnFieldOrNot lists all of a side's unit ids, placed or not.
func (p *Public) OnFieldOrNot(side Side) []int {
	var out []int
	for i := range p.Units {
		if p.Units[i].Side == side {
			out = append(out, i)
		}
	}
	return out
}

// Present counts a side's troops still fighting on the field.
func (p *Public) Present(side Side) int {
	n := 0
	for i := range p.Units {
		if u := &p.Units[i]; u.Side == side && u.OnField() {
			n += u.Present()
		}
	}
	return n
}

// QuickCount is how many units a side moves quickly (5.04): half its units
// on the field, rounded down, at least 1.
func (p *Public) QuickCount(side Side) int { return max(1, len(p.OnField(side))/2) }
