package forest

// turn carries one action's work: the state, its data and the events so far.
type turn struct {
	s  *State
	d  *Data
	ev []Event
}

func (t *turn) emit(e Event) {
	if e.Year == 0 && t.s.Phase != PhaseCreate {
		e.Year = t.s.Year
	}
	t.ev = append(t.ev, e)
}

// Apply carries out one player decision and returns what happened. An
// action that is not legal now returns an *IllegalError and changes nothing.
func Apply(s *State, a Action) ([]Event, error) {
	if !IsLegal(s, a) {
		return nil, &IllegalError{Action: a, Phase: s.Phase, Why: s.whyIllegal(a)}
	}
	t := &turn{s: s, d: s.data}
	s.Steps++
	switch a.Kind {
	case ActNext, ActReroll, ActChoose, ActChooseMap, ActPlaceFeature, ActPickAbility:
		t.create(a)
	case ActCommit:
		t.commit()
	case ActRollEnemy, ActRollEnemyDefence:
		t.rollEnemy()
	case ActDefend:
		t.defend(a.Nature)
	case ActEncroach:
		t.encroach(a.Hex, a.Nature)
	case ActRerollEnemyType:
		s.Clash.TypeRerolled = true
		t.rollEnemyType("reroll")
	case ActUseForest:
		t.useForest(a.Ability)
	case ActUseAlly:
		t.useAlly(a.Roll, a.Die)
	case ActResolve:
		t.resolve()
	case ActTakeSecond:
		t.takeSecond(a.Hex)
	case ActRaiseValue, ActRaiseAlly, ActRaiseAbility, ActNewAbility:
		t.grow(a)
	case ActBurstForth:
		t.burstForth(a.Hex)
	case ActEndYear:
		t.endYear()
	case ActEditJournal:
		for i := range s.Journal {
			if s.Journal[i].Year == a.Year {
				s.Journal[i].Note = a.Text
			}
		}
		t.emit(Event{Kind: EvJournalEdited, Year: a.Year})
	}
	return t.ev, nil
}
