package forest

// The planner's clashes are Odds from the Forest's side: Win, Tie and Lose
// count equally likely outcomes (its sums use 1296ths: 36 rolls of one side
// × 36 of the other). Integers only, so a decision is the same on every
// platform.

// plus adds another distribution's outcomes to o.
func (o *Odds) plus(p Odds) {
	o.Win, o.Tie, o.Lose, o.Total = o.Win+p.Win, o.Tie+p.Tie, o.Lose+p.Lose, o.Total+p.Total
}

// goal is what the planner wants from a clash.
type goal uint8

const (
	goalHold goal = iota // the heart is at stake: hold it first, then win
	goalGP               // defending another hex: hold it, and a win's GP counts half as much again
	goalTake             // encroaching: only a win takes the hex
)

// value orders tallies with the same total for a goal (higher is better).
func (g goal) value(t Odds) int {
	switch g {
	case goalHold:
		return (t.Win+t.Tie)*100000 + t.Win
	case goalGP:
		return 2*(t.Win+t.Tie) + t.Win
	}
	return t.Win
}

// rescue is the best the Forest's unused ability can do once both sides
// have rolled (the Forest's dice fd and the Enemy's ed, the clash c), as a
// tally over 36; with no ability, or none that helps, the scores as they
// stand, 36 times. ok is false when an ability would be spent for nothing.
func (s *State) rescue(c *Clash, fd, ed []int, g goal) (best Odds, act Action, ok bool) {
	fp, ep := s.ForestPotency(c.Nature)+c.Bonus, s.EnemyPotency(c.Harm)
	f, e := sum(fd)+fp, sum(ed)+ep
	best.addN(f, e, 36)
	if s.Used != "" || c.Committed {
		return best, Resolve(), false
	}
	try := func(t Odds, a Action) {
		if g.value(t) > g.value(best) {
			best, act, ok = t, a, true
		}
	}
	if h := s.HeldOf(c.Nature); h != nil && c.Bonus == 0 {
		var t Odds
		t.addN(f+h.Level, e, 36)
		try(t, UseForest(h.ID))
	}
	if s.AllyLevel >= 1 {
		var t Odds
		for x := 1; x <= 6; x++ {
			for y := 1; y <= 6; y++ {
				t.addN(f, x+y+ep, 1)
			}
		}
		try(t, UseAlly(1, 0))
	}
	if s.AllyLevel >= 3 {
		// A level 3 rerolls one die: the Forest's lower (keeping the
		// higher) or the Enemy's higher (keeping the lower).
		eff := s.AllyAbility(3).Effect
		var t Odds
		pick := 0
		switch {
		case eff == EffForestDefendHigher && c.Attacker == Enemy, eff == EffForestEncroachHigher && c.Attacker == Forest:
			if fd[1] < fd[0] {
				pick = 1
			}
			for r := 1; r <= 6; r++ {
				t.addN(max(fd[pick], r)+fd[1-pick]+fp, e, 6)
			}
		case eff == EffEnemyEncroachLower && c.Attacker == Enemy, eff == EffEnemyDefendLower && c.Attacker == Forest:
			if ed[1] > ed[0] {
				pick = 1
			}
			for r := 1; r <= 6; r++ {
				t.addN(f, min(ed[pick], r)+ed[1-pick]+ep, 6)
			}
		}
		if t.Total > 0 {
			try(t, UseAlly(3, pick))
		}
	}
	return best, act, ok
}

// defendTally is the Forest's Defence with type n against the Enemy's
// rolled Encroachment, over its 36 rolls × 36: committed (the level-2
// removal applied, no ability after it) or not (the best rescue on each
// roll that needs one).
func (s *State) defendTally(n Nature, commit bool, g goal) Odds {
	c := s.Clash
	c.Nature, c.ForestDice = n, nil
	ed := s.Clash.EnemyDice
	var t Odds
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if commit {
				t.addN(max(a, b)+s.ForestPotency(n), min(ed[0], ed[1])+s.EnemyPotency(c.Harm), 36)
				continue
			}
			r, _, _ := s.rescue(&c, []int{a, b}, ed, g)
			t.plus(r)
		}
	}
	return t
}

// attackTally is the Forest's Encroachment as it stands after its roll,
// with the Enemy's type h: over the Enemy's 36 Defence rolls × 36,
// committed or with the best rescue on each roll.
func (s *State) attackTally(h Harm, commit bool) Odds {
	c := s.Clash
	c.Harm = h
	fd := c.ForestDice
	var t Odds
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if commit {
				t.addN(max(fd[0], fd[1])+s.ForestPotency(c.Nature)+c.Bonus, min(a, b)+s.EnemyPotency(h), 36)
				continue
			}
			r, _, _ := s.rescue(&c, fd, []int{a, b}, goalTake)
			t.plus(r)
		}
	}
	return t
}
