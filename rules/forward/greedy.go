package forward

import "math/bits"

// greedyMapChoice is Greedy's choice on a start or map turn read straight
// from the state, without the legal list the simulator would otherwise
// build for every decision: the first gift it may give, else the first
// carried item worth using, else leaving when hurt or stuck, else the
// first eligible space. It reports false in the one case the list decides
// otherwise (nothing eligible and no leaving), which playRun then takes
// through the list. TestGreedyMapFastAgrees holds it to Choose over Legal.
func greedyMapChoice(s *State) (Action, bool) {
	d := s.data
	// A gift still in the deck is not held: one look-up instead of a scan
	// of both slots on every turn a companion waits.
	if s.Princess.Bond == BondJoined && !s.inDeck(d.Bangle) && s.owns(d.Bangle) {
		return Give(d.Bangle), true
	}
	if s.Sage.Bond == BondJoined && !s.inDeck(d.Bell) && s.owns(d.Bell) {
		return Give(d.Bell), true
	}
	// An item is worth using only to heal at 8 HP or less or to cleanse a
	// snare, so most turns skip the items.
	if s.HP <= 8 || len(s.Snares) > 0 {
		for _, c := range s.Items {
			if d.use[c]&useMap == 0 {
				continue
			}
			st := &d.Cards[c].Stats
			if st.Heal > 0 && s.HP <= 8 && s.HP+st.Heal <= s.MaxHP() || st.Cleanse && len(s.Snares) > 0 {
				return Use(c), true
			}
		}
	}
	elig := s.eligible()
	if s.canLeave(elig) && (s.HP <= 6 || elig == 0) {
		return Leave(), true
	}
	if elig == 0 {
		return Action{}, false
	}
	kind := ActFlip
	if s.Phase == PhaseStart {
		kind = ActStart
	}
	return Action{Kind: kind, Cell: int8(bits.TrailingZeros16(elig) + 1)}, true
}

// greedyChoice is Greedy's choice outside a duel read straight from the
// state, as greedyMapChoice is on the map: a Terror taken while 10 HP
// would remain, else buried; the first card of the full slot that is
// least worth keeping. It reports false where the list decides (see
// greedyMapChoice). TestGreedyMapFastAgrees holds it to Choose over Legal.
func greedyChoice(s *State) (Action, bool) {
	d := s.data
	switch s.Phase {
	case PhaseStart, PhaseMap:
		return greedyMapChoice(s)
	case PhaseTerror:
		if s.HP-d.Cards[s.Pending].Stats.Lose >= 10 {
			return TakeTerror(), true
		}
		return BuryTerror(), true
	case PhaseDiscard:
		slot := s.slotOf(s.Pending)
		if len(slot) == 0 {
			return Action{}, false
		}
		best := slot[0]
		for _, c := range slot[1:] {
			if keepValue(d, c) < keepValue(d, best) {
				best = c
			}
		}
		return Discard(best), true
	}
	return Action{}, false
}

// greedyTurns plays Greedy's decisions the way playRun's loop would,
// action by action, without going back to it between them: a duel in an
// inner loop (written in, not called, which saves a frame per duel);
// otherwise the choice straight from the state (greedyChoice), legal by
// construction, so no list is built or searched, and a flip straight to
// its map turn, as do would take it. It returns when the run ends or at
// maxSteps, true; or false when a choice needs the list, which playRun
// then takes.
func (t *turn) greedyTurns(check bool, r *RunResult) bool {
	s := t.s
turns:
	for !s.Phase.Over() && s.Steps < maxSteps {
		if s.Phase == PhaseFight {
			// The duel, round by round, without going back to the
			// loop: Greedy's item choice before each round (only when
			// items are carried), the round, and the doom check once
			// the rolls end the duel; a used item ends it here.
			for s.Phase == PhaseFight && s.Steps < maxSteps {
				if !t.gearOK {
					t.stretch()
				}
				// Above the stretch's itemHP Greedy would only roll
				// (TestItemHPHoldsEveryRound), so unchecked runs ask
				// only at or below it; checked runs ask every round.
				if t.items && (check || s.HP <= t.itemHP) {
					if a := greedyFightChoice(s); a.Kind != ActRoll {
						t.do(a)
						t.checked(check, r)
						continue turns
					}
				}
				switch {
				case !t.quickable():
					s.Steps++
					t.quietRoll()
				case check || s.HP <= t.itemHP || s.Fight.Rolls < t.quickFrom:
					s.Steps++
					t.quickRoll()
				default:
					t.quickRounds()
				}
				if !s.Fight.Active {
					t.checkDoom()
				}
				t.checked(check, r)
			}
			continue
		}
		var a Action
		var ok bool
		if s.Phase == PhaseMap { // most decisions: no second call
			a, ok = greedyMapChoice(s)
		} else {
			a, ok = greedyChoice(s)
		}
		if !ok {
			return false
		}
		if a.Kind == ActFlip || a.Kind == ActStart {
			s.Steps++
			t.gearOK = false
			t.mapTurn(int(a.Cell))
			t.checkDoom()
		} else {
			t.do(a)
		}
		t.checked(check, r)
	}
	return true
}

// noRolls is a greedyItemHP for a stretch in which Greedy must weigh its
// items before every round: above any HP a player can have.
const noRolls = 1 << 30

// greedyItemHP is the highest HP at which greedyUses could want one of the
// items usable in the fight now, reading only what a run of rolls cannot
// change: while the player's HP stays above it, Greedy only rolls, so the
// simulator plays those rounds without asking (quickRounds). Each clause
// of greedyUses that a roll could make true is an HP threshold (the
// foe's HP only falls between rolls; the foe, the gear and the bonus
// stay); a clause that could hold at any HP, or that reads MaxHP (a
// Phoenix Tear firing in a round raises it), gives noRolls.
// TestGreedyItemHPHolds holds it to Choose.
func greedyItemHP(s *State) int {
	d := s.data
	foe := &s.Fight.Foe
	hp, off := 0, s.fightOff()
	for _, c := range s.Items {
		if u := d.use[c]; u&useFight == 0 || u&off != 0 {
			continue
		}
		st := &d.Cards[c].Stats
		switch {
		case st.SlayHumanoid, st.FightBonus > 0 && foe.Dragon:
			return noRolls
		case st.TrueDamage > 0 && (foe.Mirror || blunt(s)):
			return noRolls
		case st.TrueDamage > 0:
			hp = max(hp, 6)
		}
		if st.Heal > 0 {
			if foe.Mirror { // heals to keep up with the Knight: reads MaxHP
				return noRolls
			}
			hp = max(hp, 4)
		}
	}
	return hp
}
