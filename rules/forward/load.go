package forward

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strconv"
	"strings"

	"deepwood/rules/game"
)

// DeckSize is the whole Forward deck as the seed counts it (§1).
const DeckSize = 100

// numSpares is how many blank cards make the 95 named cards up to 100.
const numSpares = 5

// LocEffect is one of the nine persistent location effects (seed §9). They
// are code, not data: a file names one and the engine knows what it does.
type LocEffect uint8

// The location effects, one per location of the seed.
const (
	EffectNone LocEffect = iota
	EffectSacredDevotion
	EffectThieves
	EffectPerilousClimb
	EffectLostInMists
	EffectScorchingSun
	EffectCreepingRot
	EffectChill
	EffectDrowningPull
)

var locEffectWords = game.Words[LocEffect]{Kind: "location effect", Short: "effect", Names: []string{"none", "sacred-devotion", "thieves", "perilous-climb",
	"lost-in-mists", "scorching-sun", "creeping-rot", "chill", "drowning-pull"}}

// String is the effect's name as the data files spell it; MarshalText
// makes location effects read as words in JSON.
func (e LocEffect) String() string               { return locEffectWords.Name(e) }
func (e LocEffect) MarshalText() ([]byte, error) { return locEffectWords.Text(e) }

// LoadError names the file and line a data problem was found on.
type LoadError = game.LoadError

// SpecialsFile holds the cards outside the nine locations.
const SpecialsFile = "forward/specials.txt"

// Location is one of the nine locations: its card, layout and effect, and
// the nine cards designed for it.
type Location struct {
	Number     int       `json:"number"`
	Name       string    `json:"name"`
	Flavour    string    `json:"flavour,omitempty"`
	Effect     LocEffect `json:"effect"`
	EffectName string    `json:"effect_name"`
	EffectText string    `json:"effect_text"`
	Card       CardID    `json:"card"`
	Cards      [9]CardID `json:"cards"`
	Layout     Layout    `json:"layout"`
	File       string    `json:"file"`
}

// LoadData reads Forward's cards and layouts from fsys (the embedded
// levels.FS() in the game): forward/specials.txt and forward/location-*.txt.
// Any problem stops loading with an error naming the file and line.
func LoadData(fsys fs.FS) (*Data, error) {
	d := &Data{}
	h := sha256.New()
	b, err := fs.ReadFile(fsys, SpecialsFile)
	if err != nil {
		return nil, &LoadError{File: SpecialsFile, Msg: err.Error()}
	}
	h.Write(b)
	if err := d.parseSpecials(SpecialsFile, string(b)); err != nil {
		return nil, err
	}
	names, err := fs.Glob(fsys, "forward/location-*.txt")
	if err != nil {
		return nil, &LoadError{File: "forward", Msg: err.Error()}
	}
	sort.Strings(names)
	for _, name := range names {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, &LoadError{File: name, Msg: err.Error()}
		}
		h.Write([]byte(name))
		h.Write(b)
		loc, err := d.parseLocation(name, string(b))
		if err != nil {
			return nil, err
		}
		d.Locations = append(d.Locations, loc)
	}
	if err := d.check(); err != nil {
		return nil, err
	}
	d.Fingerprint = hex.EncodeToString(h.Sum(nil))[:12]
	return d, nil
}

// parseSpecials reads "type | name | effects | flavour" lines.
func (d *Data) parseSpecials(file, text string) error {
	for _, l := range game.Lines(text) {
		c, err := parseCard(file, l.N, l.Text)
		if err != nil {
			return err
		}
		switch c.Type {
		case TypePlayer, TypeDragon, TypePrincess, TypeSage, TypeKnight, TypeSpare:
		default:
			return l.Errorf(file, "a %s card belongs in a location file", c.Type)
		}
		d.add(c)
	}
	return nil
}

func (d *Data) add(c Card) CardID {
	if len(d.Cards) >= int(NoCard) {
		return NoCard
	}
	c.ID = CardID(len(d.Cards))
	d.Cards = append(d.Cards, c)
	return c.ID
}

// parseLocation reads one location file: a "location:" line, an "effect:"
// line, the "layout:" diagram as the seed draws it, then "cards:" and the
// nine cards in the order of locationTypes.
func (d *Data) parseLocation(file, text string) (Location, error) {
	loc := Location{File: file}
	lines := strings.Split(text, "\n")
	section := ""
	var layoutLines []string
	layoutStart := 0
	ncards := 0
	var sawLocation, sawEffect bool
	endLayout := func(at int) error {
		if section != "layout" {
			return nil
		}
		l, bad, err := ParseLayout(layoutLines)
		if err != nil {
			return &LoadError{File: file, Line: layoutStart + bad + 1, Msg: err.Error()}
		}
		loc.Layout = l
		_ = at
		return nil
	}
	for i, raw := range lines {
		n := i + 1
		line := strings.TrimRight(raw, " \t\r")
		if section == "layout" && strings.HasPrefix(line, indent) {
			layoutLines = append(layoutLines, line)
			continue
		}
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		key, val, ok := strings.Cut(line, ":")
		if ok && !strings.Contains(key, "|") {
			if err := endLayout(n); err != nil {
				return loc, err
			}
			val = strings.TrimSpace(val)
			switch key {
			case "location":
				f := game.Fields(val)
				if len(f) != 3 {
					return loc, game.Errorf(file, n, "want location: NUMBER | NAME | FLAVOUR")
				}
				num, err := strconv.Atoi(f[0])
				if err != nil || num < 1 || num > 9 {
					return loc, game.Errorf(file, n, "location number %q is not 1–9", f[0])
				}
				loc.Number, loc.Name, loc.Flavour = num, f[1], f[2]
				if loc.Name == "" {
					return loc, game.Errorf(file, n, "location has no name")
				}
				loc.Card = d.add(Card{Name: loc.Name, Type: TypeLocation, Location: num, Flavour: loc.Flavour, File: file, Line: n})
				sawLocation = true
			case "effect":
				f := game.Fields(val)
				if len(f) != 3 {
					return loc, game.Errorf(file, n, "want effect: KIND | NAME | TEXT")
				}
				e, found := locEffectWords.Parse(f[0])
				if !found {
					return loc, game.Errorf(file, n, "unknown location effect %q (known: %s)", f[0], strings.Join(locEffectWords.Names, ", "))
				}
				loc.Effect = e
				loc.EffectName, loc.EffectText = f[1], f[2]
				sawEffect = true
			case "layout":
				if val != "" {
					return loc, &LoadError{File: file, Line: n, Msg: "the layout diagram starts on the line after \"layout:\""}
				}
				section, layoutStart = "layout", n
				continue
			case "cards":
				section = "cards"
				continue
			default:
				return loc, game.Errorf(file, n, "unknown key %q", key)
			}
			section = ""
			continue
		}
		if section != "cards" {
			return loc, game.Errorf(file, n, "unexpected line %q", line)
		}
		if !sawLocation {
			return loc, game.Errorf(file, n, "cards come after the location: line")
		}
		c, err := parseCard(file, n, line)
		if err != nil {
			return loc, err
		}
		if ncards >= 9 {
			return loc, game.Errorf(file, n, "a location has exactly 9 cards; this is the 10th")
		}
		if want := locationTypes[ncards]; c.Type != want {
			return loc, game.Errorf(file, n, "card %d must be the %s (order: scene, item, equipment, hollow, beast, snare, pit, terror, blessing), not a %s", ncards+1, want, c.Type)
		}
		c.Location = loc.Number
		loc.Cards[ncards] = d.add(c)
		ncards++
	}
	if err := endLayout(len(lines)); err != nil {
		return loc, err
	}
	switch {
	case !sawLocation:
		return loc, game.Errorf(file, 0, "no location: line")
	case !sawEffect:
		return loc, game.Errorf(file, 0, "no effect: line")
	case loc.Layout.Rows == 0:
		return loc, game.Errorf(file, 0, "no layout: diagram")
	case ncards != 9:
		return loc, game.Errorf(file, len(lines), "a location has exactly 9 cards; found %d", ncards)
	}
	return loc, nil
}

// parseCard reads "type | name | effects | flavour".
func parseCard(file string, n int, line string) (Card, error) {
	f := game.Fields(line)
	if len(f) != 4 {
		return Card{}, game.Errorf(file, n, "want TYPE | NAME | EFFECTS | FLAVOUR")
	}
	t, ok := ParseType(f[0])
	if !ok {
		return Card{}, game.Errorf(file, n, "unknown card type %q", f[0])
	}
	if f[1] == "" {
		return Card{}, game.Errorf(file, n, "card has no name")
	}
	c := Card{Name: f[1], Type: t, Flavour: f[3], File: file, Line: n}
	words := strings.Fields(f[2])
	for i := 0; i < len(words); i++ {
		p := Prim(0)
		for ; p < numPrims && prims[p].name != words[i]; p++ {
		}
		if p == numPrims {
			return c, game.Errorf(file, n, "unknown primitive %q", words[i])
		}
		info := prims[p]
		allowed := false
		for _, at := range info.types {
			allowed = allowed || at == t
		}
		if !allowed {
			return c, game.Errorf(file, n, "primitive %q does not belong on a %s", info.name, t)
		}
		e := Effect{Prim: p}
		if info.arg {
			if i+1 >= len(words) {
				return c, game.Errorf(file, n, "primitive %q needs a number", info.name)
			}
			v, err := strconv.Atoi(words[i+1])
			if err != nil || v < -9 || v > 99 {
				return c, game.Errorf(file, n, "primitive %q: %q is not a number from -9 to 99", info.name, words[i+1])
			}
			e.N = v
			i++
		}
		c.Effects = append(c.Effects, e)
		c.Stats.add(e)
	}
	if err := checkCard(&c); err != nil {
		return c, &LoadError{File: file, Line: n, Msg: err.Error()}
	}
	return c, nil
}

// checkCard enforces what each type needs to be playable.
func checkCard(c *Card) error {
	s := &c.Stats
	switch c.Type {
	case TypeHollow, TypeBeast, TypeDragon:
		if s.HP < 1 {
			return fmt.Errorf("%s %q needs hp of at least 1", c.Type, c.Name)
		}
		if s.ATK < 0 || s.DEF < 0 {
			return fmt.Errorf("%s %q has negative atk or def", c.Type, c.Name)
		}
	case TypePit:
		if s.Lose < 1 {
			return fmt.Errorf("pit %q needs lose of at least 1", c.Name)
		}
		if s.Target != 0 && (s.Target < 2 || s.Target > 6) {
			return fmt.Errorf("pit %q: target must be 2–6", c.Name)
		}
	case TypeTerror:
		if s.Lose < 1 {
			return fmt.Errorf("terror %q needs lose of at least 1", c.Name)
		}
	case TypeEquipment:
		if s.Block < 0 || s.Block > 5 {
			return fmt.Errorf("equipment %q: block must be 1–5", c.Name)
		}
	case TypeItem:
		if !c.usable() && s.Phoenix == 0 && !s.GiftPrincess && !s.GiftSage {
			return fmt.Errorf("item %q does nothing", c.Name)
		}
	}
	if s.Heal < 0 || s.Lose < 0 || s.MissFirst < 0 || s.Drain < 0 || s.TrueDamage < 0 || s.FightBonus < 0 || s.Phoenix < 0 {
		return fmt.Errorf("card %q has a negative amount", c.Name)
	}
	return nil
}

// FileOf is the data file a card came from, base name only, for messages.
func (d *Data) FileOf(id CardID) string { return path.Base(d.Cards[id].File) }
