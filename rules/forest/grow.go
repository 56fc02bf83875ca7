package forest

import "fmt"

// Growth costs (seed ch. 4, Spending GP).
const (
	CostValue      = 1
	CostAlly       = 2
	CostAbility    = 2
	CostNewAbility = 2
	CostBurst      = 4
)

// growCost is what a Grow action that raises the Forest costs.
func growCost(k ActionKind) int {
	switch k {
	case ActRaiseValue:
		return CostValue
	case ActRaiseAlly:
		return CostAlly
	case ActRaiseAbility:
		return CostAbility
	}
	return CostNewAbility
}

// grow carries out a Grow action that raises the Forest (a Nature Value,
// the Ally, a Forest Ability, or a new one): it spends the GP, makes the
// change, notes it for the journal and tells it in an EvGrew event named
// after the action.
func (t *turn) grow(a Action) {
	s := t.s
	cost := growCost(a.Kind)
	s.GP -= cost
	ev := Event{Kind: EvGrew, Cause: a.Kind.String(), GP: cost}
	var fact string
	switch a.Kind {
	case ActRaiseValue:
		n := a.Nature
		s.Forest[n]++
		fact = fmt.Sprintf("%s to %d", n.Title(), s.Forest[n])
		ev.Nature, ev.Value, ev.Potency = n, s.Forest[n], s.ForestPotency(n)
	case ActRaiseAlly:
		s.AllyLevel++
		ab := s.AllyAbility(s.AllyLevel)
		fact = "the " + possessive(t.d.Allies[s.Ally].Name) + " " + ab.Name
		ev.Ability, ev.Text, ev.Value = ab.ID, ab.Name, s.AllyLevel
	case ActRaiseAbility:
		ab, _ := t.d.Ability(a.Ability)
		h := s.HeldOf(ab.Type)
		h.Level++
		fact = fmt.Sprintf("%s to level %d", ab.Name, h.Level)
		ev.Ability, ev.Text, ev.Value = a.Ability, ab.Name, h.Level
	case ActNewAbility:
		ab, _ := t.d.Ability(a.Ability)
		s.Abilities = append(s.Abilities, Held{ID: a.Ability, Level: 1})
		fact = "the gift of " + ab.Name
		ev.Ability, ev.Text, ev.Value = a.Ability, ab.Name, 1
	}
	s.Facts.Grew = append(s.Facts.Grew, fact)
	ev.Total = s.GP
	t.emit(ev)
	if a.Kind == ActNewAbility {
		t.emit(Event{Kind: EvAbilityGained, Ability: a.Ability, Text: ev.Text, Value: 1})
	}
}

// burstForth takes an Enemy Valid Hex unchallenged, with no GP for it.
func (t *turn) burstForth(cell int) {
	s := t.s
	s.GP -= CostBurst
	s.Facts.Burst = append(s.Facts.Burst, cell)
	t.emit(Event{Kind: EvGP, Value: -CostBurst, Total: s.GP, Cause: "burst-forth"})
	t.take(cell, Forest, "", "burst-forth")
	if s.Count(Enemy) == 0 {
		t.end(PhaseWon)
	}
}
