package battleui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/scenes/input"
)

// TestConfirmDeploysInTheScenariosPlace (issue 38 item 5): a player who
// presses Confirm again and again in deployment gets an army within its
// zone and in the place the scenario gives it, touching no enemy: the
// ambushers of "Ambush on the March" in the woods between the column and
// their own edge (they lined up in the column, touching it), and an
// attacker facing defenders in the rows the defenders set, out of their
// contact. The ambush's field before its last unit is the screenshot.
func TestConfirmDeploysInTheScenariosPlace(t *testing.T) {
	for _, sc := range []string{"ambush", "forest", "open", "town", "ford"} {
		su := Setup{Scenario: sc, Players: [2]Player{{Human: true}, {Human: true}}, Seed: dice.HashText("place " + sc)}
		first := true
		s := playUntil(t, nil, su, func(st *battle.State) bool {
			if st.Phase == battle.PhaseDeploy && st.Turn == st.Attacker && first {
				first = false
				return true
			}
			return false
		})
		st := s.State
		side := st.Attacker
		f := NewField(Hooks{}, s)
		f.atScreen = side
		ctx := screentest.On(t, f, 2)
		units := len(st.OnFieldOrNot(side))
		for st.Phase == battle.PhaseDeploy && st.Turn == side {
			n := len(st.OnField(side))
			if sc == "ambush" && n == units-1 {
				screentest.Shoot(t, ctx, f, 1, "battle-deploy-ambush.png")
			}
			ctx.Input.Inject(input.Confirm)
			screentest.Tick(ctx, f, 3)
			if len(st.OnField(side)) != n+1 {
				t.Fatalf("%s: Confirm with the cursor on %v placed no unit", sc, f.cursor.Offset())
			}
		}
		foes := st.OnField(side.Other())
		lo, hi := st.Field.Grid.Height(), -1
		for _, id := range foes {
			r := st.Units[id].Hex.Offset().Row
			lo, hi = min(lo, r), max(hi, r)
		}
		for _, id := range st.OnField(side) {
			h := st.Units[id].Hex
			for _, e := range foes {
				if st.Field.Adjacent(h, st.Units[e].Hex) {
					t.Errorf("%s: %s placed on %v touches %s on %v", sc, st.Units[id].Troop, h.Offset(), st.Units[e].Troop, st.Units[e].Hex.Offset())
				}
			}
			if sc != "ambush" {
				continue
			}
			if st.Field.Terrain(h) != battle.Closed {
				t.Errorf("ambush: %s placed on %v, out of the woods", st.Units[id].Troop, h.Offset())
			}
			if r := h.Offset().Row; st.Home[side] == battle.Top && r >= lo || st.Home[side] == battle.Bottom && r <= hi {
				t.Errorf("ambush: %s placed on %v, not between the column (rows %d–%d) and its own edge", st.Units[id].Troop, h.Offset(), lo+1, hi+1)
			}
		}
	}
}
