package forest

// Legal lists every action the player may take now, in a fixed order.
// EditJournal is always allowed for a written entry but is not listed: its
// text is the player's own.
func Legal(s *State) []Action {
	var out []Action
	switch s.Phase {
	case PhaseCreate:
		return legalCreate(s)
	case PhaseEnemyRoll:
		out = append(out, RollEnemy())
	case PhaseDefend:
		for n := range NumNatures {
			if s.data.BarredWhy(s.Clash.Harm, n) == "" {
				out = append(out, Defend(n))
			}
		}
	case PhaseEncroach:
		for _, c := range s.Valid(Enemy) {
			for n := range NumNatures {
				out = append(out, Encroach(c, n))
			}
		}
	case PhaseEnemyDefend:
		out = append(out, RollEnemyDefence())
		if !s.Clash.TypeRerolled {
			out = append(out, RerollEnemyType())
		}
	case PhaseResolve:
		out = append(out, Resolve())
	case PhaseSecondHex:
		for _, c := range s.Valid(Enemy) {
			out = append(out, TakeSecond(c))
		}
	case PhaseGrow:
		return legalGrow(s)
	default:
		return nil
	}
	return appendAbilities(s, out)
}

// appendAbilities adds the abilities usable now.
func appendAbilities(s *State, out []Action) []Action {
	if !s.canUseAbility() {
		return out
	}
	if s.commitUsable() {
		out = append(out, Commit())
	}
	for _, h := range s.Abilities {
		if s.forestAbilityUsable(h) {
			out = append(out, UseForest(h.ID))
		}
	}
	for _, lvl := range []int{1, 3} {
		if !s.allyUsable(lvl) {
			continue
		}
		if lvl == 1 {
			out = append(out, UseAlly(1, 0))
		} else {
			out = append(out, UseAlly(3, 0), UseAlly(3, 1))
		}
	}
	return out
}

func legalCreate(s *State) []Action {
	var out []Action
	switch s.Step {
	case StepAbility:
		ids := s.eligibleStart()
		for _, id := range ids {
			out = append(out, PickAbility(id))
		}
		if len(ids) == 0 {
			out = append(out, Next()) // no Nature Value of 5+: begin without one (T14)
		}
		return out
	case StepLandscape:
		out = append(out, Next())
		if s.Redraws < MaxRerolls {
			for _, m := range s.data.Maps {
				out = append(out, ChooseMap(m.ID))
			}
		}
		for c := range s.Hexes {
			if c != s.Primary {
				out = append(out, PlaceFeature(c))
			}
		}
		return out
	}
	out = append(out, Next())
	for _, d := range slotDefs {
		if d.step != s.Step || d.fixed {
			continue
		}
		if p := s.Pick(d.slot); p.Rerolls < MaxRerolls {
			out = append(out, Reroll(d.slot))
		}
	}
	for _, d := range slotDefs {
		if d.step != s.Step || d.fixed {
			continue
		}
		tab := s.data.Table(d.table)
		for _, r := range tab.Rows {
			if p := s.Pick(d.slot); p.Roll < r.Lo || p.Roll > r.Hi {
				out = append(out, Choose(d.slot, r.Lo))
			}
		}
	}
	return out
}

func legalGrow(s *State) []Action {
	out := []Action{EndYear()}
	for n := range NumNatures {
		if s.GP >= CostValue && s.Forest[n] < 12 {
			out = append(out, RaiseValue(n))
		}
	}
	if s.GP >= CostAlly && s.AllyLevel < 3 {
		out = append(out, RaiseAlly())
	}
	for _, h := range s.Abilities {
		a, _ := s.data.Ability(h.ID)
		if s.GP >= CostAbility && h.Level < 3 && s.Forest[a.Type] >= levelNeeds(h.Level+1) {
			out = append(out, RaiseAbility(h.ID))
		}
	}
	if s.GP >= CostNewAbility {
		for _, a := range s.data.Abilities {
			if s.HeldOf(a.Type) == nil && s.Forest[a.Type] >= levelNeeds(1) {
				out = append(out, NewAbility(a.ID))
			}
		}
	}
	if s.GP >= CostBurst {
		for _, c := range s.Valid(Enemy) {
			out = append(out, BurstForth(c))
		}
	}
	return out
}

// IsLegal reports whether Apply would accept a.
func IsLegal(s *State, a Action) bool {
	if a.Kind == ActEditJournal {
		return editable(s, a) == ""
	}
	for _, b := range Legal(s) {
		if a == b {
			return true
		}
	}
	return false
}

func editable(s *State, a Action) string {
	if len(a.Text) > MaxNote {
		return "a note holds at most 4000 bytes"
	}
	for _, e := range s.Journal {
		if e.Year == a.Year {
			return ""
		}
	}
	return "no journal entry for that Year"
}

// whyIllegal explains a refusal in the player's terms.
func (s *State) whyIllegal(a Action) string {
	switch {
	case a.Kind == ActEditJournal:
		return editable(s, a)
	case s.Phase.Over():
		return "the game is over"
	case a.Kind >= numActs:
		return "unknown action"
	case a.Kind == ActDefend && s.Phase == PhaseDefend && a.Nature < NumNatures && s.data.BarredWhy(s.Clash.Harm, a.Nature) != "":
		return a.Nature.Title() + " cannot defend against " + s.Clash.Harm.Title() + ": " + s.data.BarredWhy(s.Clash.Harm, a.Nature)
	case (a.Kind == ActCommit || a.Kind == ActUseForest || a.Kind == ActUseAlly) && s.Used != "":
		return "only one ability may be used per Year"
	case a.Kind == ActCommit && s.Clash.Rolled(s.Clash.Attacker.Other()):
		return "a level-2 Ally Ability must be committed before the Defence roll"
	}
	return "not allowed now"
}
