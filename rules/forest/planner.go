package forest

import "fmt"

// Planner plays by the exact odds the screens show, and guards the heart.
// It chooses its Defence (or commits its level-2 Ally) by the exact chance
// of holding the hex with the best ability to follow on every roll; with
// the heart at stake it holds rather than wins. It spends the Year's
// ability only where the exact odds say it saves a hex that is being lost
// (or takes one that is not), rerolls an Enemy Defence type worse than the
// average, encroaches on the Enemy hex whose loss most shields the heart,
// and bursts forth when the heart could fall next Year; otherwise it grows
// as the greedy bot does, which measured better than every other growth
// tried. Every decision comes with a one-line why for the in-game hint.
type Planner struct{}

// Choose picks the planner's action.
func (Planner) Choose(s *State, legal []Action) Action {
	a, _ := Plan(s, legal)
	return a
}

// Hint is what the planner would do now and why, for the in-game hint: the
// action is one of Legal(s); ok is false when the game is over.
func (s *State) Hint() (a Action, why string, ok bool) {
	legal := Legal(s)
	if len(legal) == 0 {
		return Action{}, "", false
	}
	a, why = Plan(s, legal)
	return a, why, true
}

// Plan is the planner's choice among the legal actions with its reason.
func Plan(s *State, legal []Action) (Action, string) {
	switch s.Phase {
	case PhaseCreate:
		return planCreate(s, legal)
	case PhaseDefend:
		return planDefend(s, legal)
	case PhaseEncroach:
		return planEncroach(s, legal)
	case PhaseEnemyDefend:
		return planEnemyDefend(s, legal)
	case PhaseResolve:
		return planResolve(s, legal)
	case PhaseSecondHex:
		i := bestGuard(s, legal)
		return legal[i], "Take " + s.Label(legal[i].Hex) + " as well: " + guardWhy(s, legal[i].Hex)
	case PhaseGrow:
		return planGrow(s, legal)
	}
	return legal[0], "Let the Enemy roll: its dice decide where and how hard it strikes."
}

// planCreate keeps every roll and takes the starting ability of the
// strongest type. (Moving the heart to a corner was measured: the fewer
// borders do not make up for the Forest hexes it can no longer encroach
// from, so the planner leaves the heart where the oracle drew it.)
func planCreate(s *State, legal []Action) (Action, string) {
	if legal[0].Kind == ActPickAbility {
		a := greedyStart(s, legal)
		ab, _ := s.data.Ability(a.Ability)
		return a, fmt.Sprintf("Take %s: %s is your strongest type.", ab.Name, ab.Type.Title())
	}
	return legal[0], "Keep what the oracle gave."
}

// heartAtStake reports whether losing the Enemy's Encroachment under way
// loses the game: its target is the heart, or the heart is the second hex
// and the Enemy rolled doubles (or may yet, before it has rolled).
func heartAtStake(s *State) bool {
	h := s.Heart()
	if h < 0 || s.Clash.Attacker != Enemy {
		return false
	}
	if s.Clash.Target == h {
		return true
	}
	return (s.Clash.Doubles || !s.Clash.Rolled(Enemy)) && s.secondAfter(s.Clash.Target) == h
}

// defenceGoal is what the Forest wants from the Enemy's Encroachment.
func defenceGoal(s *State) goal {
	if heartAtStake(s) {
		return goalHold
	}
	return goalGP
}

// planDefend chooses the Defence type, or commits the level-2 Ally first,
// by the exact odds of holding with the best rescue after the roll.
func planDefend(s *State, legal []Action) (Action, string) {
	g := defenceGoal(s)
	var best Action
	var bestT Odds
	for _, a := range legal {
		if a.Kind != ActDefend {
			continue
		}
		if t := s.defendTally(a.Nature, false, g); best.Kind != ActDefend || g.value(t) > g.value(bestT) {
			best, bestT = a, t
		}
	}
	if has(legal, Commit()) {
		for _, a := range legal {
			if a.Kind != ActDefend {
				continue
			}
			if t := s.defendTally(a.Nature, true, g); g.value(t) > g.value(bestT) {
				best, bestT = Commit(), t
			}
		}
	}
	what := "Defend with " + best.Nature.Title()
	if best.Kind == ActCommit {
		what = "Commit " + s.AllyAbility(2).Name + " before you defend"
	}
	if g == goalHold {
		return best, fmt.Sprintf("%s: the heart is at stake, and this holds it %d%% of the time.", what, pct(bestT.Win+bestT.Tie, bestT))
	}
	return best, fmt.Sprintf("%s: it holds the hex %d%% of the time, winning %d%%.", what, pct(bestT.Win+bestT.Tie, bestT), pct(bestT.Win, bestT))
}

func pct(n int, t Odds) int {
	if all := t.Total; all > 0 {
		return 100 * n / all
	}
	return 0
}

// planEncroach takes the type with the best odds against the Enemy's
// unknown Defence, on the Enemy hex whose loss most shields the heart.
func planEncroach(s *State, legal []Action) (Action, string) {
	bestN, bestV := Wood, Odds{}
	for n := range NumNatures {
		if o := s.EncroachOdds(n, abilityBonus(s, n)); n == Wood || o.Better(bestV) {
			bestN, bestV = n, o
		}
	}
	var hexes []Action
	for _, a := range legal {
		if a.Kind == ActEncroach && a.Nature == bestN {
			hexes = append(hexes, a)
		}
	}
	i := bestGuard(s, hexes)
	return hexes[i], fmt.Sprintf("Encroach on %s with %s (%d%%): %s", s.Label(hexes[i].Hex), bestN.Title(), bestV.Percent(), guardWhy(s, hexes[i].Hex))
}

// planEnemyDefend rerolls a Defence type that is worse than the average
// one, commits the level-2 Ally when that wins more, and otherwise lets the
// Enemy roll: all by exact odds with the best rescue after its roll.
func planEnemyDefend(s *State, legal []Action) (Action, string) {
	now, commitNow := s.attackTally(s.Clash.Harm, false), Odds{}
	canCommit := has(legal, Commit())
	if canCommit {
		commitNow = s.attackTally(s.Clash.Harm, true)
	}
	bestNow := max(now.Win, commitNow.Win)
	if has(legal, RerollEnemyType()) {
		sum := 0
		for h := range NumHarms {
			w := s.attackTally(h, false).Win
			if canCommit {
				w = max(w, s.attackTally(h, true).Win)
			}
			sum += w
		}
		if sum > 4*bestNow {
			return RerollEnemyType(), fmt.Sprintf("Reroll the Enemy's %s: another type gives you better odds on average.", s.Clash.Harm.Title())
		}
	}
	if canCommit && commitNow.Win > now.Win {
		return Commit(), fmt.Sprintf("Commit %s: you take the hex %d%% of the time instead of %d%%.", s.AllyAbility(2).Name, pct(commitNow.Win, commitNow), pct(now.Win, now))
	}
	return RollEnemyDefence(), fmt.Sprintf("Let the Enemy defend: you take the hex %d%% of the time.", pct(now.Win, now))
}

// planResolve spends the Year's ability when it turns a lost hex into a
// held one (or, encroaching, a failed Encroachment into a taken hex),
// choosing the ability with the best exact odds; otherwise it resolves.
func planResolve(s *State, legal []Action) (Action, string) {
	c := &s.Clash
	g := goalTake
	if c.Attacker == Enemy {
		g = defenceGoal(s)
	}
	f, e := s.ForestScore(), s.EnemyScore()
	if c.Attacker == Enemy && f >= e || c.Attacker == Forest && f > e {
		return Resolve(), "Resolve: the scores stand in your favour."
	}
	best, act, ok := s.rescue(c, c.ForestDice, c.EnemyDice, g)
	if !ok || !has(legal, act) {
		return Resolve(), "Resolve: no ability you hold changes the odds."
	}
	name := act.Ability
	switch act.Kind {
	case ActUseForest:
		ab, _ := s.data.Ability(act.Ability)
		name = ab.Name
	case ActUseAlly:
		name = s.AllyAbility(act.Roll).Name
	}
	return act, fmt.Sprintf("Use %s: you hold or take the hex %d%% of the time instead of none.", name, pct(best.Win+best.Tie*boolInt(c.Attacker == Enemy), best))
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
