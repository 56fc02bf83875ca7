package forward

import (
	"fmt"
	"strings"

	"deepwood/rules/game"
)

// CardID indexes Data.Cards. A byte is enough for the 100-card deck and keeps
// the state small and cheap to copy.
type CardID uint8

// NoCard marks an empty place (an empty cell, no reserve, no gift).
const NoCard CardID = 255

// Type is a card's frame: what resolving it does (seed §1, §4).
type Type uint8

// The card types. The first five are the seed's named singletons; Spare is
// the blank cards the box holds to make up 100 (RULES F10).
const (
	TypePlayer Type = iota
	TypeDragon
	TypePrincess
	TypeSage
	TypeKnight
	TypeLocation
	TypeScene
	TypeItem
	TypeEquipment
	TypeHollow
	TypeBeast
	TypeSnare
	TypePit
	TypeTerror
	TypeBlessing
	TypeSpare
)

var typeWords = game.Words[Type]{Kind: "card type", Short: "type", Names: []string{"player", "dragon", "princess", "sage", "mirror-knight", "location",
	"scene", "item", "equipment", "hollow", "beast", "snare", "pit", "terror", "blessing", "spare"}}

// String is the type's name as the data files spell it; MarshalText and
// UnmarshalText write and read it as that word in JSON.
func (t Type) String() string                { return typeWords.Name(t) }
func (t Type) MarshalText() ([]byte, error)  { return typeWords.Text(t) }
func (t *Type) UnmarshalText(b []byte) error { return typeWords.Read(t, b) }

// ParseType reads a type name from a data file.
func ParseType(s string) (Type, bool) { return typeWords.Parse(s) }

// locationTypes is the nine card types every location contributes, in the
// order each location file lists them (seed §1).
var locationTypes = [9]Type{TypeScene, TypeItem, TypeEquipment, TypeHollow, TypeBeast, TypeSnare, TypePit, TypeTerror, TypeBlessing}

// IsMonster is true for the cards fought with the duel (seed §4).
func (t Type) IsMonster() bool { return t == TypeHollow || t == TypeBeast || t == TypeKnight }

// Prim is one effect primitive. Card effects are composed only from this
// closed set, so a data file can never ask the engine for something it does
// not know how to do.
type Prim uint8

// The primitives. Each is described in prims below, with the card types that
// may carry it and whether it takes a number.
const (
	PrimHP Prim = iota
	PrimATK
	PrimDEF
	PrimHeal
	PrimLose
	PrimTarget
	PrimCleanse
	PrimMissFirst
	PrimDoubleFirstHit
	PrimDrain
	PrimHitOnOne
	PrimBlock
	PrimTrueDamage
	PrimFightBonus
	PrimPhoenix
	PrimSlayHumanoid
	PrimDragonbane
	PrimGiftPrincess
	PrimGiftSage
	numPrims
)

// primInfo says how a primitive is written and where it may appear.
type primInfo struct {
	name  string
	arg   bool   // takes one integer
	types []Type // card types allowed to carry it
	doc   string
}

var prims = [numPrims]primInfo{
	PrimHP:             {"hp", true, []Type{TypeHollow, TypeBeast, TypeDragon}, "hit points"},
	PrimATK:            {"atk", true, []Type{TypeHollow, TypeBeast, TypeDragon, TypeEquipment, TypeBlessing, TypeSnare}, "added to damage dealt"},
	PrimDEF:            {"def", true, []Type{TypeHollow, TypeBeast, TypeDragon, TypeEquipment, TypeBlessing, TypeSnare}, "subtracted from damage taken"},
	PrimHeal:           {"heal", true, []Type{TypeScene, TypeItem, TypeBlessing}, "heal N, never above Max HP"},
	PrimLose:           {"lose", true, []Type{TypeScene, TypeItem, TypePit, TypeTerror}, "lose N HP (for an item: its cost when used)"},
	PrimTarget:         {"target", true, []Type{TypePit}, "the d6 needed to avoid the pit (default 4)"},
	PrimCleanse:        {"cleanse", false, []Type{TypeScene, TypeItem, TypeBlessing}, "cleanse every active snare"},
	PrimMissFirst:      {"miss-first", true, []Type{TypeSnare}, "your first N rolls of each fight are Misses"},
	PrimDoubleFirstHit: {"double-first-hit", false, []Type{TypeSnare}, "the first damaging hit you take each fight is doubled"},
	PrimDrain:          {"drain", true, []Type{TypeSnare}, "lose N HP at the start of each map turn"},
	PrimHitOnOne:       {"hit-on-one", false, []Type{TypeBlessing}, "your 1 counts as a normal Hit"},
	PrimBlock:          {"block", true, []Type{TypeEquipment}, "when you would take damage, roll a d6: on 1..N it is blocked"},
	PrimTrueDamage:     {"true-damage", true, []Type{TypeItem}, "in a fight: deal N damage, ignoring ATK and DEF"},
	PrimFightBonus:     {"fight-bonus", true, []Type{TypeItem}, "at the start of a fight: your hits and counters deal +N"},
	PrimPhoenix:        {"phoenix", true, []Type{TypeItem}, "when you would reach 0 HP, heal N instead"},
	PrimSlayHumanoid:   {"slay-humanoid", false, []Type{TypeItem}, "in a fight with a Humanoid (Hollow): defeat it"},
	PrimDragonbane:     {"dragonbane", false, []Type{TypeEquipment}, "the only thing that can damage the Dragon"},
	PrimGiftPrincess:   {"gift-princess", false, []Type{TypeItem, TypeEquipment}, "activates the Ghostly Princess when given"},
	PrimGiftSage:       {"gift-sage", false, []Type{TypeItem, TypeEquipment}, "activates the Sage when given"},
}

// String is the primitive's name as written in data files.
func (p Prim) String() string {
	if p < numPrims {
		return prims[p].name
	}
	return fmt.Sprintf("prim(%d)", p)
}

// Effect is one primitive with its number (0 when it takes none).
type Effect struct {
	Prim Prim `json:"prim"`
	N    int  `json:"n"`
}

// MarshalText writes an effect as the data file does ("heal 5").
func (e Effect) MarshalText() ([]byte, error) { return []byte(e.String()), nil }

// String writes an effect as the data file does.
func (e Effect) String() string {
	if e.Prim < numPrims && prims[e.Prim].arg {
		return fmt.Sprintf("%s %d", e.Prim, e.N)
	}
	return e.Prim.String()
}

// Stats is a card's effects folded into fields, so the engine reads numbers
// instead of scanning effect lists on every roll.
type Stats struct {
	HP, ATK, DEF       int
	Heal, Lose, Target int
	MissFirst, Drain   int
	Block, TrueDamage  int
	FightBonus         int
	Phoenix            int
	Cleanse            bool
	DoubleFirstHit     bool
	HitOnOne           bool
	SlayHumanoid       bool
	Dragonbane         bool
	GiftPrincess       bool
	GiftSage           bool
}

// add folds one effect into the stats: some primitives sum their Ns, some
// keep the last N, and the rest are flags a card has or not.
func (s *Stats) add(e Effect) {
	sums := map[Prim]*int{PrimHP: &s.HP, PrimATK: &s.ATK, PrimDEF: &s.DEF, PrimHeal: &s.Heal, PrimLose: &s.Lose,
		PrimMissFirst: &s.MissFirst, PrimDrain: &s.Drain, PrimTrueDamage: &s.TrueDamage, PrimFightBonus: &s.FightBonus}
	lasts := map[Prim]*int{PrimTarget: &s.Target, PrimBlock: &s.Block, PrimPhoenix: &s.Phoenix}
	flags := map[Prim]*bool{PrimCleanse: &s.Cleanse, PrimDoubleFirstHit: &s.DoubleFirstHit, PrimHitOnOne: &s.HitOnOne,
		PrimSlayHumanoid: &s.SlayHumanoid, PrimDragonbane: &s.Dragonbane, PrimGiftPrincess: &s.GiftPrincess, PrimGiftSage: &s.GiftSage}
	if n := sums[e.Prim]; n != nil {
		*n += e.N
	}
	if n := lasts[e.Prim]; n != nil {
		*n = e.N
	}
	if f := flags[e.Prim]; f != nil {
		*f = true
	}
}

// Card is one of the 100 cards, as loaded from the data files.
type Card struct {
	ID       CardID   `json:"id"`
	Name     string   `json:"name"`
	Type     Type     `json:"type"`
	Location int      `json:"location,omitempty"` // 1–9 for a location's own cards
	Effects  []Effect `json:"effects,omitempty"`
	Flavour  string   `json:"flavour,omitempty"`
	File     string   `json:"file"`
	Line     int      `json:"line"`
	Stats    Stats    `json:"-"`
}

// EffectText writes the card's effects as the data file does.
func (c *Card) EffectText() string {
	parts := make([]string, len(c.Effects))
	for i, e := range c.Effects {
		parts[i] = e.String()
	}
	return strings.Join(parts, " ")
}

// usable is true for items the player can spend by choice; the Phoenix Tear
// fires by itself and the gifts are given, not used.
func (c *Card) usable() bool {
	s := &c.Stats
	return c.Type == TypeItem && (s.Heal > 0 || s.Cleanse || s.TrueDamage > 0 || s.FightBonus > 0 || s.SlayHumanoid)
}
