package battle

import (
	"fmt"

	"deepwood/rules/dice"
)

// Invariants lists every broken invariant of the state (none for a sound
// one): troops conserved per side (every unit's size counted, losses within
// 0..size, lost exactly when losses reach size), every unit on the field on
// a passable hex of the grid, and no two units on one hex.
func (s *State) Invariants(armies [2]Army) []string {
	var out []string
	var total [2]int
	seen := map[[2]int]int{}
	for i := range s.Units {
		u := &s.Units[i]
		total[u.Side] += u.Size
		if u.Losses < 0 || u.Losses > u.Size {
			out = append(out, fmt.Sprintf("unit %d has %d losses of %d", i, u.Losses, u.Size))
		}
		if u.Lost != (u.Losses == u.Size) && !u.Left {
			out = append(out, fmt.Sprintf("unit %d lost=%v with %d losses of %d", i, u.Lost, u.Losses, u.Size))
		}
		if !u.OnField() {
			continue
		}
		if !s.Field.Grid.Contains(u.Hex) || !s.Field.Passable(u.Hex) {
			out = append(out, fmt.Sprintf("unit %d on impassable or missing hex %v", i, u.Hex))
		}
		k := [2]int{u.Hex.Q, u.Hex.R}
		if j, dup := seen[k]; dup {
			out = append(out, fmt.Sprintf("units %d and %d share hex %v", j, i, u.Hex))
		}
		seen[k] = i
	}
	for side := range 2 {
		if total[side] != armies[side].Total() {
			out = append(out, fmt.Sprintf("%v has %d troops in units, %d in its army", Side(side), total[side], armies[side].Total()))
		}
	}
	if r := s.Result; r != nil {
		for side := range 2 {
			if r.Lost[side] < 0 || r.Lost[side] > r.Troops[side] {
				out = append(out, fmt.Sprintf("%v lost %d of %d troops", Side(side), r.Lost[side], r.Troops[side]))
			}
		}
	}
	return out
}

// View is the state as one side may see it: the other side's secret quick
// choice is hidden, and the dice are replaced by an unrelated set so that a
// player exploring with Clone cannot learn the battle's coming rolls.
func View(s *State, side Side) *State {
	v := s.Clone()
	for i := range v.Units {
		if v.Units[i].Side != side {
			v.Units[i].Quick = false
		}
	}
	v.Dice = dice.NewSet(0)
	return v
}
