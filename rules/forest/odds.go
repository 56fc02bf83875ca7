package forest

// Odds counts the outcomes of a roll still to be made, exactly: Win, Tie and
// Lose out of Total equally likely outcomes, from the point of view the
// function names. Screens show Win/Total before a choice; the bots choose by
// the same numbers, so what the player is told is what the rules do.
type Odds struct {
	Win   int `json:"win"`
	Tie   int `json:"tie"`
	Lose  int `json:"lose"`
	Total int `json:"total"`
}

// Percent is the winning chance in whole percent, rounded down (display only).
func (o Odds) Percent() int {
	if o.Total == 0 {
		return 0
	}
	return 100 * o.Win / o.Total
}

// Better reports whether o wins more often than p (cross-multiplied, exact).
func (o Odds) Better(p Odds) bool { return o.Win*p.Total > p.Win*o.Total }

func (o *Odds) add(mine, theirs int) { o.addN(mine, theirs, 1) }

// addN counts n equally likely outcomes with these scores.
func (o *Odds) addN(mine, theirs, n int) {
	o.Total += n
	switch {
	case mine > theirs:
		o.Win += n
	case mine == theirs:
		o.Tie += n
	default:
		o.Lose += n
	}
}

// WinChance is an opposed roll before either side rolls: 2d6+att against
// 2d6+def over all 1296 outcomes. Win counts the attacker strictly higher;
// a Tie goes to the defender (DESIGN.md Forest 5).
func WinChance(att, def int) Odds {
	var o Odds
	for a := 2; a <= 12; a++ {
		for b := 2; b <= 12; b++ {
			o.addN(a+att, b+def, ways(a)*ways(b))
		}
	}
	return o
}

// BeatScore is one roll against a known score: 2d6+mod over 36 outcomes;
// Win when it is higher, Tie when equal.
func BeatScore(mod, score int) Odds {
	var o Odds
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			o.add(a+b+mod, score)
		}
	}
	return o
}

// ways is how many of the 36 2d6 outcomes total t.
func ways(t int) int {
	if t < 2 || t > 12 {
		return 0
	}
	return 6 - abs(t-7)
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// DefenceOdds is the Forest's chance, with the Enemy's Encroachment rolled,
// of defending with type n plus bonus (a Forest Ability's level): Win means
// the Forest wins (+GP), Tie holds the hex without GP. A committed level-2
// Ally Ability is counted: only the Forest's higher die and the Enemy's
// lower die score.
func (s *State) DefenceOdds(n Nature, bonus int) Odds {
	c := &s.Clash
	mod := s.ForestPotency(n) + bonus
	if !c.Committed || len(c.EnemyDice) != 2 {
		return BeatScore(mod, s.EnemyScore())
	}
	enemy := min(c.EnemyDice[0], c.EnemyDice[1]) + s.EnemyPotency(c.Harm)
	var o Odds
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			o.add(max(a, b)+mod, enemy)
		}
	}
	return o
}

// EncroachOdds is the Forest's chance of taking an Enemy hex with type n
// plus bonus, before any dice: the Enemy's defence type is a d12 (each type
// a quarter) and its 2d6 is still to come; Total is 4 × 1296.
func (s *State) EncroachOdds(n Nature, bonus int) Odds {
	var o Odds
	for h := range NumHarms {
		w := WinChance(s.ForestPotency(n)+bonus, s.EnemyPotency(h))
		o.Win += w.Win
		o.Tie += w.Tie
		o.Lose += w.Lose
		o.Total += w.Total
	}
	return o
}

// AttackOdds is the Forest's chance in its Encroachment once it has rolled
// and the Enemy's defence type is known: the Enemy's 2d6 to come, over 36.
// Win means the Forest takes the hex.
func (s *State) AttackOdds() Odds {
	c := &s.Clash
	f := s.ForestScore()
	var o Odds
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			e := a + b
			if c.Committed {
				e = min(a, b)
				f = max(c.ForestDice[0], c.ForestDice[len(c.ForestDice)-1]) + s.ForestPotency(c.Nature) + c.Bonus
			}
			o.add(f, e+s.EnemyPotency(c.Harm))
		}
	}
	return o
}

// OddsIf is the Forest's chance of winning the Encroachment in progress if
// it takes action a now, counted by the same code that resolves it, so a
// screen can show it beside each choice: Defend (the Forest's 2d6 to come,
// over 36), Encroach (the Enemy's type and 2d6 to come, over 5184), Commit
// (with the level-2 removal counted, for the best allowed defence or the
// Enemy's Defence to come), UseForest (the ability's level added), and
// Resolve or RollEnemyDefence (as things stand). Win means the Forest wins
// (a Defence's Tie still holds the hex). ok is false for actions outside an
// Encroachment or whose outcome these odds do not cover (rerolls).
func (s *State) OddsIf(a Action) (o Odds, ok bool) {
	c := &s.Clash
	switch a.Kind {
	case ActDefend:
		return s.DefenceOdds(a.Nature, 0), s.Phase == PhaseDefend
	case ActEncroach:
		return s.EncroachOdds(a.Nature, 0), s.Phase == PhaseEncroach
	case ActUseForest:
		h := *s
		h.Clash.Bonus = abilityLevelOf(s, a.Ability)
		return h.current()
	case ActCommit:
		h := *s
		h.Clash.Committed = true
		switch {
		case s.Phase == PhaseDefend:
			best, found := Odds{}, false
			for n := range NumNatures {
				if s.data.BarredWhy(c.Harm, n) == "" {
					if d := h.DefenceOdds(n, 0); !found || d.Better(best) {
						best, found = d, true
					}
				}
			}
			return best, found
		case s.Phase == PhaseEnemyDefend:
			return h.AttackOdds(), true
		}
		return Odds{}, false
	case ActResolve, ActRollEnemyDefence:
		return s.current()
	}
	return Odds{}, false
}

// current is the Forest's odds as the clash stands.
func (s *State) current() (Odds, bool) {
	c := &s.Clash
	switch {
	case c.Attacker == Forest && c.Rolled(Forest) && !c.Rolled(Enemy):
		return s.AttackOdds(), true
	case c.Rolled(Forest) && c.Rolled(Enemy):
		var o Odds
		o.add(s.ForestScore(), s.EnemyScore())
		return o, true
	case c.Attacker == Enemy && c.Rolled(Enemy):
		return s.DefenceOdds(c.Nature, c.Bonus), true
	}
	return Odds{}, false
}

func abilityLevelOf(s *State, id string) int {
	for _, h := range s.Abilities {
		if h.ID == id {
			return h.Level
		}
	}
	return 0
}
