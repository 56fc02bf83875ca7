package forward

import (
	"sort"
	"sync"

	"deepwood/levels"
	"deepwood/rules/game"
)

// Data is every card and location, loaded once and never changed; states
// point at it.
type Data struct {
	Cards       []Card     `json:"cards"`
	Locations   []Location `json:"locations"`
	Fingerprint string     `json:"fingerprint"`

	Player, Dragon, Princess, Sage, Knight CardID `json:"-"`
	Sword, Bangle, Bell                    CardID `json:"-"`
	// main is the 81 location cards in data order: the deck before its
	// shuffle.
	main []CardID
	// use and typ are per-card tables built by index (see cardUse).
	use [256]cardUse
	typ [256]Type
	// mods are the cards' ongoing modifiers packed for foldStats, valid
	// when packed is set (see cardMods).
	mods   [256]cardMods
	packed bool
}

// Card returns the card with the given id.
func (d *Data) Card(id CardID) *Card { return &d.Cards[id] }

// ByName finds a card by its exact name.
func (d *Data) ByName(name string) (CardID, bool) {
	for i := range d.Cards {
		if d.Cards[i].Name == name {
			return CardID(i), true
		}
	}
	return NoCard, false
}

// defaultData is the embedded card data, parsed once and never changed.
var defaultData = sync.OnceValues(func() (*Data, error) { return LoadData(levels.FS()) })

// DefaultData is the card data embedded in the binary (levels/forward),
// parsed on first use. The value is shared and must not be modified.
func DefaultData() (*Data, error) { return defaultData() }

// check validates the deck as a whole: 100 cards, the singletons, nine
// locations 1–9, unique names, and the key cards the rules depend on.
func (d *Data) check() error {
	count := map[Type]int{}
	names := map[string]*Card{}
	for i := range d.Cards {
		c := &d.Cards[i]
		count[c.Type]++
		if prev, dup := names[c.Name]; dup && c.Type != TypeSpare {
			return game.Errorf(c.File, c.Line, "card name %q is already used at %s:%d", c.Name, prev.File, prev.Line)
		}
		names[c.Name] = c
	}
	for _, t := range []Type{TypePlayer, TypeDragon, TypePrincess, TypeSage, TypeKnight} {
		if count[t] != 1 {
			return game.Errorf(SpecialsFile, 0, "want exactly one %s card, found %d", t, count[t])
		}
	}
	if count[TypeSpare] != numSpares {
		return game.Errorf(SpecialsFile, 0, "want %d spare cards, found %d", numSpares, count[TypeSpare])
	}
	if len(d.Locations) != 9 {
		return game.Errorf("forward", 0, "want 9 location files (forward/location-*.txt), found %d", len(d.Locations))
	}
	sort.Slice(d.Locations, func(i, j int) bool { return d.Locations[i].Number < d.Locations[j].Number })
	for i, l := range d.Locations {
		if l.Number != i+1 {
			return game.Errorf(l.File, 0, "locations must be numbered 1–9 once each; %d is missing or repeated", i+1)
		}
	}
	if len(d.Cards) != DeckSize {
		return game.Errorf("forward", 0, "the deck has %d cards; the seed counts %d", len(d.Cards), DeckSize)
	}
	d.Sword, d.Bangle, d.Bell = NoCard, NoCard, NoCard
	// uniques are the types the deck has one card of, and where Data keeps it.
	uniques := map[Type]*CardID{TypePlayer: &d.Player, TypeDragon: &d.Dragon, TypePrincess: &d.Princess, TypeSage: &d.Sage, TypeKnight: &d.Knight}
	for i := range d.Cards {
		c := &d.Cards[i]
		id := CardID(i)
		if dst := uniques[c.Type]; dst != nil {
			*dst = id
		}
		for _, key := range []struct {
			on  bool
			dst *CardID
			w   string
		}{{c.Stats.Dragonbane, &d.Sword, "dragonbane"}, {c.Stats.GiftPrincess, &d.Bangle, "gift-princess"}, {c.Stats.GiftSage, &d.Bell, "gift-sage"}} {
			if !key.on {
				continue
			}
			if *key.dst != NoCard {
				return game.Errorf(c.File, c.Line, "only one card may be %s", key.w)
			}
			*key.dst = id
		}
	}
	if d.Sword == NoCard || d.Bangle == NoCard || d.Bell == NoCard {
		return game.Errorf("forward", 0, "the deck needs one dragonbane, one gift-princess and one gift-sage card")
	}
	d.main = d.main[:0]
	for _, l := range d.Locations {
		d.main = append(d.main, l.Cards[:]...)
	}
	d.index()
	return nil
}
