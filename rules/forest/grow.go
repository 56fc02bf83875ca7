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

func (t *turn) raiseValue(n Nature) {
	s := t.s
	s.GP -= CostValue
	s.Forest[n]++
	s.Facts.Grew = append(s.Facts.Grew, fmt.Sprintf("%s to %d", n.Title(), s.Forest[n]))
	t.emit(Event{Kind: EvGrew, Cause: "raise-value", Nature: n, Value: s.Forest[n], Potency: s.ForestPotency(n), GP: CostValue, Total: s.GP})
}

func (t *turn) raiseAlly() {
	s := t.s
	s.GP -= CostAlly
	s.AllyLevel++
	ab := s.AllyAbility(s.AllyLevel)
	s.Facts.Grew = append(s.Facts.Grew, "the "+possessive(t.d.Allies[s.Ally].Name)+" "+ab.Name)
	t.emit(Event{Kind: EvGrew, Cause: "raise-ally", Ability: ab.ID, Text: ab.Name, Value: s.AllyLevel, GP: CostAlly, Total: s.GP})
}

func (t *turn) raiseAbility(id string) {
	s := t.s
	a, _ := t.d.Ability(id)
	h := s.HeldOf(a.Type)
	s.GP -= CostAbility
	h.Level++
	s.Facts.Grew = append(s.Facts.Grew, fmt.Sprintf("%s to level %d", a.Name, h.Level))
	t.emit(Event{Kind: EvGrew, Cause: "raise-ability", Ability: id, Text: a.Name, Value: h.Level, GP: CostAbility, Total: s.GP})
}

func (t *turn) newAbility(id string) {
	s := t.s
	a, _ := t.d.Ability(id)
	s.GP -= CostNewAbility
	s.Abilities = append(s.Abilities, Held{ID: id, Level: 1})
	s.Facts.Grew = append(s.Facts.Grew, "the gift of "+a.Name)
	t.emit(Event{Kind: EvGrew, Cause: "new-ability", Ability: id, Text: a.Name, Value: 1, GP: CostNewAbility, Total: s.GP})
	t.emit(Event{Kind: EvAbilityGained, Ability: id, Text: a.Name, Value: 1})
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
