package forest

// canUseAbility is the one-ability-per-Year limit (seed ch. 6).
func (s *State) canUseAbility() bool { return s.Used == "" && s.Phase != PhaseCreate }

// forestAbilityUsable reports whether the held Forest Ability can add its
// level now: its type is the one the Forest rolled with in this clash, and
// the Forest has rolled (T21: so a player may add it after seeing the dice,
// as the seed's "Like Slate" example does).
func (s *State) forestAbilityUsable(h Held) bool {
	a, ok := s.data.Ability(h.ID)
	if !ok || !s.canUseAbility() || !s.Clash.Rolled(Forest) || a.Type != s.Clash.Nature {
		return false
	}
	return s.Phase == PhaseResolve || s.Phase == PhaseEnemyDefend
}

func (t *turn) useForest(id string) {
	s := t.s
	a, _ := t.d.Ability(id)
	h := s.HeldOf(a.Type)
	s.Used = id
	s.Facts.Ability, s.Facts.AbilityIn = a.Name, s.Clash.Attacker
	s.Clash.Bonus = h.Level
	t.emit(Event{Kind: EvAbilityUsed, Ability: id, Text: a.Name, Side: Forest, Bonus: h.Level, Total: s.ForestScore()})
}

// commitUsable reports whether the level-2 Ally Ability may be committed:
// the Ally is level 2+, no ability is used yet this Year, and no Defence
// roll has been made in this clash (seed ch. 6, 2nd Level Ability Timing).
func (s *State) commitUsable() bool {
	if s.AllyLevel < 2 || !s.canUseAbility() {
		return false
	}
	switch s.Phase {
	case PhaseEnemyRoll, PhaseDefend, PhaseEncroach, PhaseEnemyDefend:
		return true
	}
	return false
}

func (t *turn) commit() {
	s := t.s
	ab := s.AllyAbility(2)
	s.Used = ab.ID
	s.Facts.Ability, s.Facts.AbilityIn = ab.Name, s.Clash.Attacker
	s.Clash.Committed = true
	t.emit(Event{Kind: EvCommitted, Ability: ab.ID, Text: ab.Name})
}

// allyUsable reports whether the Ally's level-1 or level-3 ability may be
// used now, and on how many dice choices (0 for level 1, 2 for a level 3
// that rerolls one die).
func (s *State) allyUsable(level int) bool {
	if s.AllyLevel < level || !s.canUseAbility() || (level != 1 && level != 3) {
		return false
	}
	c := &s.Clash
	open := s.Phase == PhaseDefend || s.Phase == PhaseEnemyDefend || s.Phase == PhaseResolve
	if !open {
		return false
	}
	switch s.AllyAbility(level).Effect {
	case EffEnemyReroll:
		return c.Rolled(Enemy)
	case EffForestEncroachHigher:
		return c.Attacker == Forest && len(c.ForestDice) == 2
	case EffForestDefendHigher:
		return c.Attacker == Enemy && len(c.ForestDice) == 2
	case EffEnemyDefendLower:
		return c.Attacker == Forest && len(c.EnemyDice) == 2
	case EffEnemyEncroachLower:
		return c.Attacker == Enemy && len(c.EnemyDice) == 2
	}
	return false
}

// useAlly applies a level-1 reroll (the Enemy's 2d6 again, the second roll
// stands) or a level-3 single-die reroll keeping the higher (the Forest's
// die) or the lower (the Enemy's). A reroll that makes or unmakes doubles
// on the Encroachment roll leaves the doubles' effects in place (seed ch. 6).
func (t *turn) useAlly(level, die int) {
	s, c := t.s, &t.s.Clash
	ab := s.AllyAbility(level)
	s.Used = ab.ID
	s.Facts.Ability, s.Facts.AbilityIn = ab.Name, s.Clash.Attacker
	var side Side
	var dice *[]int
	switch ab.Effect {
	case EffEnemyReroll, EffEnemyDefendLower, EffEnemyEncroachLower:
		side, dice = Enemy, &c.EnemyDice
	default:
		side, dice = Forest, &c.ForestDice
	}
	t.emit(Event{Kind: EvAbilityUsed, Ability: ab.ID, Text: ab.Name, Side: side})
	before := append([]int(nil), (*dice)...)
	after := append([]int(nil), before...)
	st := t.stream("enemy")
	if side == Forest {
		st = t.stream("forest")
	}
	cause := "reroll-one"
	switch ab.Effect {
	case EffEnemyReroll:
		cause = "reroll"
		for i := range after {
			after[i] = st.D6()
		}
	case EffForestEncroachHigher, EffForestDefendHigher:
		after[die] = max(after[die], st.D6())
	default:
		after[die] = min(after[die], st.D6())
	}
	*dice = after
	if side == c.Attacker && len(after) == 2 && after[0] == after[1] {
		c.Doubles = true
	}
	total := s.EnemyScore()
	if side == Forest {
		total = s.ForestScore()
	}
	t.emit(Event{Kind: EvDiceChanged, Side: side, Before: before, Dice: after, Total: total, Cause: cause, Doubles: c.Doubles})
}
