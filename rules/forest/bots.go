package forest

import (
	"slices"

	"deepwood/rules/dice"
	"deepwood/rules/game"
)

// Bot is a scripted player choosing among the legal actions.
type Bot = game.Bot[*State, Action]

// RandomBot picks uniformly among the legal actions, except that in
// creation it accepts a step half the time, so creation stays short.
type RandomBot struct{ st *dice.Stream }

// Choose picks one legal action at random.
func (b *RandomBot) Choose(s *State, legal []Action) Action {
	if s.Phase == PhaseCreate && legal[0].Kind == ActNext && b.st.IntN(2) == 0 {
		return legal[0]
	}
	return legal[b.st.IntN(len(legal))]
}

// bots is every bot the simulator knows. The random bot draws from its own
// stream, derived from the game seed, so it never shifts the game's dice.
var bots = game.Bots[Bot]{
	game.Stateless[Bot]("greedy", Greedy{}),
	{Name: "random", New: func(seed dice.Seed) Bot { return &RandomBot{st: game.BotStream(seed)} }},
	game.Stateless[Bot]("planner", Planner{}),
}

// BotNames lists the bots the simulator knows.
func BotNames() []string { return bots.Names() }

// NewBot makes the named bot for a game from seed.
func NewBot(name string, seed dice.Seed) (Bot, error) { return bots.New(name, seed) }

// Greedy plays by the exact odds: it defends and encroaches with the type
// most likely to win, commits its level-2 Ally when that is better, spends
// its one ability where it turns a loss or tie into a win, and grows its
// best Nature Type to the next Potency step before bursting forth.
type Greedy struct{}

func has(legal []Action, a Action) bool { return slices.Contains(legal, a) }

// Choose picks the greedy bot's action.
func (Greedy) Choose(s *State, legal []Action) Action {
	switch s.Phase {
	case PhaseCreate:
		if legal[0].Kind == ActPickAbility {
			return greedyStart(s, legal)
		}
		return legal[0]
	case PhaseDefend:
		return greedyDefend(s, legal)
	case PhaseEncroach:
		return greedyEncroach(s, legal)
	case PhaseEnemyDefend:
		if has(legal, Commit()) {
			c := *s
			c.Clash.Committed = true
			if c.AttackOdds().Better(s.AttackOdds()) {
				return Commit()
			}
		}
		if has(legal, RerollEnemyType()) && s.EnemyPotency(s.Clash.Harm) > 1 {
			return RerollEnemyType()
		}
		return RollEnemyDefence()
	case PhaseResolve:
		return greedyRescue(s, legal)
	case PhaseSecondHex:
		return legal[bestHex(s, legal)]
	case PhaseGrow:
		return greedyGrow(s, legal)
	}
	return legal[0]
}

// greedyStart takes the first ability of the highest-valued eligible type.
func greedyStart(s *State, legal []Action) Action {
	best := legal[0]
	for _, a := range legal {
		x, _ := s.data.Ability(a.Ability)
		y, _ := s.data.Ability(best.Ability)
		if s.Forest[x.Type] > s.Forest[y.Type] {
			best = a
		}
	}
	return best
}

// abilityBonus is the level a held, unused Forest Ability of type n adds.
func abilityBonus(s *State, n Nature) int {
	if h := s.HeldOf(n); h != nil && s.Used == "" {
		return h.Level
	}
	return 0
}

func defenceValue(o Odds) int { return (2*o.Win + o.Tie) * 1296 / o.Total }

func greedyDefend(s *State, legal []Action) Action {
	var best Action
	bestV := -1
	for _, a := range legal {
		if a.Kind != ActDefend {
			continue
		}
		if v := defenceValue(s.DefenceOdds(a.Nature, abilityBonus(s, a.Nature))); v > bestV {
			best, bestV = a, v
		}
	}
	if has(legal, Commit()) {
		c := *s
		c.Clash.Committed = true
		if defenceValue(c.DefenceOdds(best.Nature, 0)) > bestV {
			return Commit()
		}
	}
	d := s.Clash.EnemyDice
	if has(legal, UseAlly(3, 0)) && s.AllyAbility(3).Effect == EffEnemyEncroachLower && max(d[0], d[1]) >= 5 {
		if d[0] >= d[1] {
			return UseAlly(3, 0)
		}
		return UseAlly(3, 1)
	}
	if has(legal, UseAlly(1, 0)) && d[0]+d[1] >= 10 {
		return UseAlly(1, 0)
	}
	return best
}

// greedyRescue spends the Year's ability when the Forest is not winning.
func greedyRescue(s *State, legal []Action) Action {
	f, e := s.ForestScore(), s.EnemyScore()
	if f > e {
		return Resolve()
	}
	for _, a := range legal {
		if a.Kind == ActUseForest {
			h := s.HeldOf(s.Clash.Nature)
			if f+h.Level > e {
				return a
			}
		}
	}
	for _, a := range legal {
		if a.Kind != ActUseAlly {
			continue
		}
		if a.Roll == 1 {
			return a
		}
		ab := s.AllyAbility(3)
		fd, ed := s.Clash.ForestDice, s.Clash.EnemyDice
		switch ab.Effect {
		case EffForestEncroachHigher, EffForestDefendHigher:
			if (fd[a.Die] <= fd[1-a.Die]) && fd[a.Die] < 5 {
				return a
			}
		default:
			if ed[a.Die] >= ed[1-a.Die] && ed[a.Die] > 2 {
				return a
			}
		}
	}
	for _, a := range legal {
		if a.Kind == ActUseForest && s.Clash.Attacker == Enemy && f+s.HeldOf(s.Clash.Nature).Level >= e {
			return a
		}
	}
	return Resolve()
}

func greedyEncroach(s *State, legal []Action) Action {
	bestN, bestV := Wood, Odds{}
	for n := range NumNatures {
		o := s.EncroachOdds(n, abilityBonus(s, n))
		if n == Wood || o.Better(bestV) {
			bestN, bestV = n, o
		}
	}
	var hexes []Action
	for _, a := range legal {
		if a.Kind == ActEncroach && a.Nature == bestN {
			hexes = append(hexes, a)
		}
	}
	return hexes[bestHex(s, hexes)]
}

// bestHex prefers the Primary Feature, then the Enemy hex with the most
// Forest neighbours (keeping the front short), then the first listed.
func bestHex(s *State, acts []Action) int {
	best, bestN := 0, -1
	for i, a := range acts {
		n := 0
		for _, nb := range neighbours(s.grid, a.Hex) {
			if s.Hexes[nb].Owner == Forest {
				n++
			}
		}
		if a.Hex == s.Primary {
			n += 10
		}
		if n > bestN {
			best, bestN = i, n
		}
	}
	return best
}

func greedyGrow(s *State, legal []Action) Action {
	var bursts []Action
	for _, a := range legal {
		if a.Kind == ActBurstForth {
			bursts = append(bursts, a)
		}
	}
	if len(bursts) > 0 && s.Count(Enemy) <= 2 {
		return bursts[bestHex(s, bursts)]
	}
	top := Wood
	for n := range NumNatures {
		if s.Forest[n]+3*abilityLevel(s, n) > s.Forest[top]+3*abilityLevel(s, top) {
			top = n
		}
	}
	if v := s.Forest[top]; v < 12 {
		next := 12
		for _, t := range []int{5, 9} {
			if v < t {
				next = t
				break
			}
		}
		if next-v <= s.GP && has(legal, RaiseValue(top)) {
			return RaiseValue(top)
		}
	}
	for _, a := range legal {
		if a.Kind == ActRaiseAbility {
			return a
		}
	}
	if s.AllyLevel < 2 && has(legal, RaiseAlly()) {
		return RaiseAlly()
	}
	if len(bursts) > 0 {
		return bursts[bestHex(s, bursts)]
	}
	return EndYear()
}

func abilityLevel(s *State, n Nature) int {
	if h := s.HeldOf(n); h != nil {
		return h.Level
	}
	return 0
}
