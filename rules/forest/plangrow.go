package forest

import (
	"fmt"
	"slices"
)

// guard is how exposed the heart would be with cell in the Forest's hands,
// lower being safer: first how often next Year's target dice would strike
// the heart (six times as bad as it being a doubles win's second hex,
// since one Enemy win in six is on doubles), then how close the Enemy's
// hexes press on it. Without a heart both are 0.
func guard(s *State, cell int) (risk, pressure int) {
	h := s.Heart()
	if h < 0 {
		return 0, 0
	}
	c := *s
	c.Hexes = slices.Clone(s.Hexes)
	if cell >= 0 {
		c.Hexes[cell].Owner, c.Hexes[cell].Structure = Forest, ""
	}
	heart, second, _ := c.TargetOdds()
	for i := range c.Hexes {
		if c.Hexes[i].Owner == Enemy {
			if d := c.grid.At(i).Distance(c.grid.At(h)); d < 12 {
				pressure += (12 - d) * (12 - d)
			}
		}
	}
	return 6*heart + second, pressure
}

// bestGuard is the index of the action whose hex, taken, leaves the heart
// least exposed (guard), then, as the greedy bot does, the hex with the
// most Forest neighbours, then the first.
func bestGuard(s *State, acts []Action) int {
	best, bestR, bestP, bestN := 0, 0, 0, 0
	for i, a := range acts {
		r, p := guard(s, a.Hex)
		n := 0
		for _, nb := range neighbours(s.grid, a.Hex) {
			if s.Hexes[nb].Owner == Forest {
				n++
			}
		}
		if i == 0 || r < bestR || r == bestR && (p < bestP || p == bestP && n > bestN) {
			best, bestR, bestP, bestN = i, r, p, n
		}
	}
	return best
}

// guardWhy says in a few words why a hex is the one to take.
func guardWhy(s *State, cell int) string {
	h := s.Heart()
	if h < 0 {
		return "it shortens the front."
	}
	r0, _ := guard(s, -1)
	r1, _ := guard(s, cell)
	if r1 < r0 {
		return "it leaves the Enemy's dice fewer ways to your heart."
	}
	return "it is the Enemy hex pressing hardest on your heart."
}

// planGrow bursts forth when that wins the game this Year or shields a
// heart that could fall next Year (on the Enemy hex that most shields it),
// and otherwise grows as the greedy bot does: its strongest type to the
// next Potency step, its abilities, the Ally to level 2, Burst Forth.
func planGrow(s *State, legal []Action) (Action, string) {
	var bursts []Action
	for _, a := range legal {
		if a.Kind == ActBurstForth {
			bursts = append(bursts, a)
		}
	}
	if len(bursts) > 0 {
		i := bestGuard(s, bursts)
		if s.Count(Enemy)*CostBurst <= s.GP {
			return bursts[i], fmt.Sprintf("Burst Forth on %s: your GP can take every Enemy hex this Year.", s.Label(bursts[i].Hex))
		}
		if r := s.heartReach(); r > 0 && r <= 2 {
			if r0, _ := guard(s, -1); r0 > 0 {
				if r1, _ := guard(s, bursts[i].Hex); r1 < r0 {
					return bursts[i], fmt.Sprintf("Burst Forth on %s: your heart could fall next Year, and this pushes the Enemy back.", s.Label(bursts[i].Hex))
				}
			}
		}
	}
	a := greedyGrow(s, legal)
	if a.Kind == ActBurstForth {
		a = bursts[bestGuard(s, bursts)]
	}
	switch a.Kind {
	case ActBurstForth:
		return a, fmt.Sprintf("Burst Forth on %s: the Enemy's last hexes are worth more than growth now.", s.Label(a.Hex))
	case ActRaiseValue:
		return a, fmt.Sprintf("Raise %s: your strongest type, toward its next Potency step.", a.Nature.Title())
	case ActRaiseAbility:
		ab, _ := s.data.Ability(a.Ability)
		return a, fmt.Sprintf("Raise %s: one more to your strongest rolls.", ab.Name)
	case ActRaiseAlly:
		return a, "Raise the Ally to level 2: its commit can turn a Year's hardest clash."
	}
	return EndYear(), "End the Year: keep your GP for what it cannot buy yet."
}
