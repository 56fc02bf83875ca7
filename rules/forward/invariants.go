package forward

import "fmt"

// CheckInvariants lists every way the state breaks the rules' bookkeeping:
// each of the 100 cards in exactly one place, HP within 0..Max HP, slot
// limits, phase and fight agreeing, companions and gifts agreeing. The
// simulator runs it after every action; an empty result is a healthy state.
func CheckInvariants(s *State) []string {
	var out []string
	bad := func(format string, a ...any) { out = append(out, fmt.Sprintf(format, a...)) }
	d := s.data
	var seen [DeckSize]uint8
	count := func(where string, ids ...CardID) {
		for _, c := range ids {
			if c == NoCard {
				continue
			}
			if int(c) >= len(d.Cards) {
				bad("%s holds unknown card %d", where, c)
				continue
			}
			seen[c]++
		}
	}
	for i := range d.Cards {
		switch d.Cards[i].Type {
		case TypePlayer, TypeDragon, TypeSpare:
			seen[i]++ // fixed places
		}
	}
	for i := s.At; i < len(s.Order); i++ {
		count("location pile", d.Locations[s.Order[i]].Card)
	}
	if s.Drawn < 0 || s.Drawn > len(s.Deck) {
		bad("drawn %d of a %d-card deck", s.Drawn, len(s.Deck))
	} else {
		count("deck", s.Deck[s.Drawn:]...)
	}
	count("reserve", s.Reserve[:]...)
	for i := range s.Cells {
		count("cell", s.Cells[i].Card)
	}
	count("xp", s.XP...)
	count("items", s.Items...)
	count("equipment", s.Equipment...)
	count("snares", s.Snares...)
	count("blessings", s.Blessings...)
	count("buried", s.Buried...)
	count("spent", s.Spent...)
	for _, cp := range []struct {
		c    Companion
		card CardID
	}{{s.Princess, d.Princess}, {s.Sage, d.Sage}} {
		if cp.c.Bond != BondAbsent {
			count("companion", cp.card)
		}
		count("gift", cp.c.Gift)
		if (cp.c.Gift != NoCard) != (cp.c.Bond == BondActive || cp.c.Bond == BondSacrificed) {
			bad("%s has bond %d and gift %d", d.Cards[cp.card].Name, cp.c.Bond, cp.c.Gift)
		}
	}
	for i, n := range seen {
		if int(i) < len(d.Cards) && n != 1 {
			bad("card %q is in %d places", d.Cards[i].Name, n)
		}
	}
	if s.HP > s.MaxHP() {
		bad("HP %d above Max HP %d", s.HP, s.MaxHP())
	}
	if s.HP < 0 || s.HP == 0 && s.Phase != PhaseLost {
		bad("HP %d in phase %s", s.HP, s.Phase)
	}
	items, equip := itemLimit, equipmentLimit
	if s.Phase == PhaseDiscard {
		if s.data.Cards[s.Pending].Type == TypeEquipment {
			equip++
		} else {
			items++
		}
	}
	if len(s.Items) > items || len(s.Equipment) > equip {
		bad("slots hold %d items and %d equipment", len(s.Items), len(s.Equipment))
	}
	if s.Fight.Active != (s.Phase == PhaseFight) {
		bad("fight active %v in phase %s", s.Fight.Active, s.Phase)
	}
	if (s.Pending != NoCard) != (s.Phase == PhaseTerror || s.Phase == PhaseDiscard) {
		bad("pending card %d in phase %s", s.Pending, s.Phase)
	}
	atDragon := s.At >= len(s.Order)
	if dragonFight := s.Phase == PhaseFight && s.Fight.Foe.Dragon; atDragon != dragonFight && !s.Phase.Over() {
		bad("at location %d in phase %s", s.At, s.Phase)
	}
	return out
}
