package ai

import (
	"slices"

	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// comparePlans is hard's movement plan while the enemy still moves this
// round: plans of several temperaments, each with and without its strike,
// compared by the position after the rest of the round played out
// (reply). Plans that end with the movers on the same hexes are weighed
// once. With the Refine trait the best is then refined one mover at a time
// (refine).
func (a *AI) comparePlans(v *battle.State, l *layout, j judgement) ([]battle.Action, []Candidate) {
	side := v.Turn
	var best *battle.State
	var bestAt []hex.Axial
	var bestS int64
	var log []Candidate
	var seen [][]hex.Axial
	for i, t := range temperaments(j) {
		for _, strike := range []bool{true, false} {
			if strike && !a.traits.Strike {
				continue
			}
			c := v.Clone()
			a.arrange(c, l, t, max(1, a.traits.Passes))
			if strike && !a.late {
				a.strike(c, l, t)
			}
			at := make([]hex.Axial, len(l.movers))
			for k, id := range l.movers {
				at[k] = c.Unit(id).Hex
			}
			if slices.ContainsFunc(seen, func(x []hex.Axial) bool { return slices.Equal(x, at) }) {
				continue
			}
			seen = append(seen, at)
			freeze(c, l)
			sc := a.reply(c, side, j, Normal)
			name := t.name
			if strike {
				name += ", strike"
			}
			log = append(log, Candidate{Action: battle.EndPhase(side), Score: sc, Note: name})
			if best == nil || sc > bestS {
				best, bestAt, bestS = c, at, sc
			}
		}
		if i > 0 && a.used >= a.nodes || a.late {
			break
		}
	}
	if a.traits.Refine {
		var sc int64
		if best, sc = a.refine(planAt(v, l, bestAt), best, bestS, l, j); sc > bestS {
			log = append(log, Candidate{Action: battle.EndPhase(side), Score: sc, Note: "refined, unit by unit"})
		}
	}
	return order(v, best, l), log
}

// temperaments are the plans hard compares: its own judgement, bolder,
// more cautious, and standing fast.
func temperaments(j judgement) []judgement {
	bold, careful, hold := j, j, j
	j.name, bold.name, careful.name, hold.name = "balanced", "bold", "careful", "hold"
	bold.approach *= 3
	careful.approach /= 4
	hold.approach = 0
	hold.stay = true
	return []judgement{j, bold, careful, hold}
}

// reply scores a planned position for side after the rest of the round's
// movement phases (playOut). Judged as it stands, a charge looks as good
// as the fight it starts; the reply shows the enemies that will join it
// before the combat phase.
func (a *AI) reply(c *battle.State, side battle.Side, j judgement, as Level) int64 {
	return a.score(a.playOut(c, side, j, as), side, j)
}

// playOut plays the rest of the round's movement phases on a copy of c: the
// enemy's movers as the given level would move them, with that level's own
// traits and judgement, strike included, and side's own later movers by
// its judgement j. The enemy's quick units are hidden (RULES M30): those
// the level would pick by its rule (quickGuess) move in the enemy's quick
// phase and the rest in its last, or, for a level that picks at random,
// all of them in the last, unless they have already moved. The copy's
// Step follows the phase played, so an enemy that forecasts (normal)
// looks ahead from there, as it would in the game.
func (a *AI) playOut(c *battle.State, side battle.Side, j judgement, as Level) *battle.State {
	r := c.Clone()
	enemy := DefaultTraits(as)
	quick := quickGuess(c, side.Other(), as)
	for step := c.Step + 1; step <= 4; step++ {
		mover := r.Proactive
		if step%2 == 0 {
			mover = mover.Other()
		}
		var movers []int
		for _, id := range r.OnField(mover) {
			u := r.Unit(id)
			switch {
			case u.Frozen:
			case mover == side && u.Quick == (step <= 2) && u.Spaces == 0:
				movers = append(movers, id)
			case mover != side && quick != 0 && u.Spaces == 0 && (quick&(1<<id) != 0) == (step <= 2):
				movers = append(movers, id)
			case mover != side && quick == 0 && step > 2 && u.Spaces == 0:
				movers = append(movers, id)
			}
		}
		if len(movers) == 0 {
			continue
		}
		r.Step = step
		l := newLayout(r, mover, movers)
		if mover == side {
			a.arrange(r, l, j, 1)
		} else {
			jm := judgementOf(as, enemy, r, mover)
			a.arrange(r, l, jm, max(1, enemy.Passes))
			if enemy.Strike && !a.late {
				a.strike(r, l, jm)
			}
		}
		freeze(r, l) // arrange and strike set Spaces: the movers count as moved
	}
	return r
}

// quickGuess is the quick units a level that picks them by rule (normal:
// its fastest half) would pick for side this round, worked out from what
// both sides see, or 0 for a level that picks at random. It is a guess, not
// a look at the secret choice: a player who knows how the enemy plays
// makes the same guess, and it is wrong whenever the enemy plays otherwise.
func quickGuess(v *battle.State, side battle.Side, as Level) uint32 {
	if as != Normal && as != Hard {
		return 0
	}
	q := v.Clone()
	q.Phase, q.Turn = battle.PhaseQuick, side
	guesser := &AI{level: as, traits: DefaultTraits(as)}
	cands := guesser.quick(q, battle.Legal(q))
	slices.SortStableFunc(cands, bestFirst) // as Choose takes it
	return cands[0].Action.Mask
}
