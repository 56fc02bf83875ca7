package forward

import (
	"fmt"

	"deepwood/rules/dice"
)

// Dungeon is what a seed deals, whatever the player does: the location
// order, each location's nine cards by layout space, the replacements
// waiting beneath the special cards, and where the key cards are.
type Dungeon struct {
	Seed      string        `json:"seed"`
	Rules     string        `json:"rules"`
	Locations []DealtPlace  `json:"locations"`
	Keys      []KeyCardSpot `json:"key_cards"`
	// Unwinnable says why no play of this seed can win (a card the Dragon
	// fight needs is dealt where no walk can reach it), or is empty.
	Unwinnable string `json:"unwinnable,omitempty"`
}

// DealtPlace is one location as dealt.
type DealtPlace struct {
	Position int          `json:"position"` // 1–9 in the run
	Number   int          `json:"number"`   // the location's number in the seed (§9)
	Name     string       `json:"name"`
	Effect   string       `json:"effect"`
	Cells    [9]string    `json:"cells"` // card name by layout space 1–9
	Under    []DealtUnder `json:"under,omitempty"`
}

// DealtUnder is a replacement card waiting beneath a special card.
type DealtUnder struct {
	Cell    int    `json:"cell"`
	Special string `json:"special"`
	Card    string `json:"card"`
}

// KeyCardSpot is where a key card is dealt.
type KeyCardSpot struct {
	Card     string `json:"card"`
	Position int    `json:"position"` // location position in the run, 1–9
	Location string `json:"location"`
	Cell     int    `json:"cell"`
	Under    string `json:"under,omitempty"` // the special card it lies beneath, if any
	// Reachable is false for a space no walk from the start row reaches
	// (the Spiremaze's right column, RULES F2): its card will be buried.
	Reachable bool `json:"reachable"`
}

// Describe deals a seed's whole dungeon without playing it. Because the
// deck is consumed only when a location is dealt (RULES F12), this is
// exactly what any run of the seed meets.
func Describe(d *Data, seed dice.Seed) Dungeon {
	s, ev := New(d, seed)
	out := Dungeon{Seed: seed.Code(), Rules: d.Fingerprint}
	keys := []CardID{d.Sword, d.Bangle, d.Bell, d.Princess, d.Sage, d.Knight}
	spot := map[CardID]KeyCardSpot{}
	for pos := 0; pos < len(s.Order); pos++ {
		l := s.Location()
		p := DealtPlace{Position: pos + 1, Number: l.Number, Name: l.Name, Effect: l.EffectName}
		for _, e := range ev {
			switch e.Kind {
			case EvDealt:
				p.Cells[e.Cell-1] = d.Cards[e.Card].Name
				spot[e.Card] = KeyCardSpot{Card: d.Cards[e.Card].Name, Position: pos + 1, Location: l.Name, Cell: int(e.Cell),
					Reachable: l.Layout.Reachable(int(e.Cell))}
			case EvReserved:
				over := d.Cards[e.Value].Name
				p.Under = append(p.Under, DealtUnder{Cell: int(e.Cell), Special: over, Card: d.Cards[e.Card].Name})
				spot[e.Card] = KeyCardSpot{Card: d.Cards[e.Card].Name, Position: pos + 1, Location: l.Name, Cell: int(e.Cell), Under: over,
					Reachable: l.Layout.Reachable(int(e.Cell))}
			}
		}
		out.Locations = append(out.Locations, p)
		if pos+1 < len(s.Order) {
			s.At++
			t := turn{s: s, d: d}
			t.enter()
			ev = t.ev
		}
	}
	for _, k := range keys {
		out.Keys = append(out.Keys, spot[k])
	}
	// Without the Sword nothing hurts the Dragon; without the Princess and
	// her Bangle its shield holds (RULES F6).
	for _, k := range []CardID{d.Sword, d.Princess, d.Bangle} {
		if sp := spot[k]; !sp.Reachable {
			out.Unwinnable = fmt.Sprintf("%s is dealt to an unreachable space: location %d (%s), space [%d]", sp.Card, sp.Position, sp.Location, sp.Cell)
			break
		}
	}
	return out
}
