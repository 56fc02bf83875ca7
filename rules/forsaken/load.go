package forsaken

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"strconv"

	"deepwood/rules/game"
)

// The data files, as paths in the levels file system.
const (
	BoardFile     = "forsaken/board.txt"
	RolesFile     = "forsaken/roles.txt"
	TravelersFile = "forsaken/travelers.txt"
	ForestFile    = "forsaken/forest.txt"
)

// The seed's component counts ("Game Components").
const (
	RoleCards      = 25
	TravelersCards = 184
	ForestCards    = 32
	ArtifactCards  = 8
)

// LoadError names the data file and line of a problem.
type LoadError = game.LoadError

// LoadData reads Forsaken Forest's data from fsys; any problem is a
// LoadError naming the file and line.
func LoadData(fsys fs.FS) (*Data, error) {
	d := &Data{}
	h := sha256.New()
	read := func(name string) ([]game.Line, string, error) {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, "", &LoadError{File: name, Msg: err.Error()}
		}
		h.Write([]byte(name))
		h.Write(b)
		lines, err := game.Sections(name, string(b))
		return lines, string(b), err
	}
	b, err := fs.ReadFile(fsys, BoardFile)
	if err != nil {
		return nil, &LoadError{File: BoardFile, Msg: err.Error()}
	}
	h.Write([]byte(BoardFile))
	h.Write(b)
	if d.Board, err = parseBoard(BoardFile, string(b)); err != nil {
		return nil, err
	}
	lines, _, err := read(RolesFile)
	if err == nil {
		err = d.parseRoles(lines)
	}
	if err != nil {
		return nil, err
	}
	if lines, _, err = read(TravelersFile); err == nil {
		err = d.parseTravelers(lines)
	}
	if err != nil {
		return nil, err
	}
	if lines, _, err = read(ForestFile); err == nil {
		err = d.parseForest(lines)
	}
	if err != nil {
		return nil, err
	}
	d.joinArtifacts()
	d.Fingerprint = hex.EncodeToString(h.Sum(nil))[:12]
	return d, nil
}

// joinArtifacts numbers the Artifacts among the Travelers cards, after
// the deck's 184: a used Artifact goes on the Travelers discard pile and a
// reshuffle may deal it (RULES S23), so it needs a card id and a design
// there.
func (d *Data) joinArtifacts() {
	for _, a := range d.Artifacts {
		d.Deck = append(d.Deck, len(d.Designs))
		d.Designs = append(d.Designs, a)
	}
}

func (d *Data) parseRoles(lines []game.Line) error {
	seen := [NumRoles]bool{}
	cards := 0
	for _, l := range lines {
		f := l.Fields()
		switch l.Section {
		case "roles":
			if len(f) != 6 {
				return l.Errorf(RolesFile, "a role is NAME | CARDS | TEAM | WEIGHT | SEEN AS | ABOUT")
			}
			r, ok := roleWords.Parse(lower(f[0]))
			if !ok || r == NoRole {
				return l.Errorf(RolesFile, "unknown role %q", f[0])
			}
			if seen[r] {
				return l.Errorf(RolesFile, "role %s listed twice", f[0])
			}
			seen[r] = true
			n, err := strconv.Atoi(f[1])
			if err != nil || n < 1 || n > RoleCards {
				return l.Errorf(RolesFile, "bad card count %q", f[1])
			}
			t, ok := teamWords.Parse(f[2])
			if !ok || t != r.Team() {
				return l.Errorf(RolesFile, "%s plays for the %s in the seed, not %q", r, r.Team(), f[2])
			}
			w, err := strconv.ParseFloat(f[3], 64)
			if err != nil || w <= 0 || w > 5 {
				return l.Errorf(RolesFile, "bad weight %q", f[3])
			}
			seenAs, ok := roleWords.Parse(lower(f[4]))
			if !ok || seenAs == NoRole {
				return l.Errorf(RolesFile, "unknown role %q seen", f[4])
			}
			d.Roles[r] = RoleInfo{Cards: n, Team: t, Weight: w, SeenAs: seenAs, About: f[5]}
			cards += n
		case "distributions":
			if len(f) != 4 {
				return l.Errorf(RolesFile, "a distribution is PLAYERS | FORSAKEN | VILLAGERS | ADVANTAGE")
			}
			var v [3]int
			for i := range v {
				n, err := strconv.Atoi(f[i])
				if err != nil || n < 1 || n > 12 {
					return l.Errorf(RolesFile, "bad number %q", f[i])
				}
				v[i] = n
			}
			if v[0] < 4 || v[1]+v[2] != v[0] {
				return l.Errorf(RolesFile, "%d Forsaken and %d Villagers are not %d players", v[1], v[2], v[0])
			}
			if f[3] != "V" && f[3] != "F" && f[3] != "*" {
				return l.Errorf(RolesFile, "advantage %q is not V, F or *", f[3])
			}
			d.Distributions = append(d.Distributions, Distribution{v[0], v[1], v[2], f[3]})
		default:
			return l.Errorf(RolesFile, "unknown section [%s]", l.Section)
		}
	}
	for r := range NumRoles {
		if !seen[r] {
			return game.Errorf(RolesFile, 0, "role %s is missing", Role(r))
		}
	}
	if cards != RoleCards {
		return game.Errorf(RolesFile, 0, "%d Role Cards, the seed has %d", cards, RoleCards)
	}
	if len(d.Distributions) == 0 {
		return game.Errorf(RolesFile, 0, "no [distributions]")
	}
	return nil
}

// parseDesign reads NAME | COUNT | SPEED | SUB-TYPE | EFFECT | TEXT.
func parseDesign(file string, l game.Line) (Design, error) {
	f := l.Fields()
	if len(f) != 6 || f[0] == "" || f[5] == "" {
		return Design{}, l.Errorf(file, "a card is NAME | COUNT | SPEED | SUB-TYPE | EFFECT | TEXT")
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 1 || n > TravelersCards {
		return Design{}, l.Errorf(file, "bad count %q", f[1])
	}
	sp, ok := speedWords.Parse(f[2])
	if !ok {
		return Design{}, l.Errorf(file, "speed %q is not slow or fast", f[2])
	}
	sub, ok := subTypeWords.Parse(f[3])
	if !ok || sub > Betrayal {
		return Design{}, l.Errorf(file, "unknown sub-type %q", f[3])
	}
	e, err := parseEffect(f[4])
	if err != nil || !e.Kind.travelerEffect() {
		return Design{}, l.Errorf(file, "%q is not a traveler's effect", f[4])
	}
	return Design{Name: f[0], Count: n, Speed: sp, Sub: sub, Effect: e, Text: f[5]}, nil
}

func (d *Data) parseTravelers(lines []game.Line) error {
	names := map[string]bool{}
	for _, l := range lines {
		if l.Section != "cards" {
			return l.Errorf(TravelersFile, "unknown section [%s]", l.Section)
		}
		c, err := parseDesign(TravelersFile, l)
		if err != nil {
			return err
		}
		if names[c.Name] {
			return l.Errorf(TravelersFile, "card %q listed twice", c.Name)
		}
		names[c.Name] = true
		for range c.Count {
			d.Deck = append(d.Deck, len(d.Designs))
		}
		d.Designs = append(d.Designs, c)
	}
	if len(d.Deck) != TravelersCards {
		return game.Errorf(TravelersFile, 0, "%d cards, the seed's Travelers Deck has %d", len(d.Deck), TravelersCards)
	}
	if d.wanderDesign() < 0 {
		return game.Errorf(TravelersFile, 0, "no Wander card (the Must-Wander rule and Foraging need it)")
	}
	return nil
}

// wanderDesign is the index of the Wander card, or -1.
func (d *Data) wanderDesign() int {
	for i, c := range d.Designs {
		if c.Name == "Wander" {
			return i
		}
	}
	return -1
}

func (d *Data) parseForest(lines []game.Line) error {
	for _, l := range lines {
		f := l.Fields()
		switch l.Section {
		case "forest":
			if len(f) != 5 || f[0] == "" || f[4] == "" {
				return l.Errorf(ForestFile, "a Forest card is NAME | COUNT | SUB-TYPE | EFFECT | TEXT")
			}
			n, err := strconv.Atoi(f[1])
			if err != nil || n < 1 || n > ForestCards {
				return l.Errorf(ForestFile, "bad count %q", f[1])
			}
			sub, ok := subTypeWords.Parse(f[2])
			if !ok || sub < Darkness || sub > Curse {
				return l.Errorf(ForestFile, "sub-type %q is not darkness, disaster or curse", f[2])
			}
			e, err := parseEffect(f[3])
			if err != nil || !e.Kind.forestEffect() || (sub == Darkness) != (e.Kind == EffNight) {
				return l.Errorf(ForestFile, "%q is not an effect for a %s card", f[3], sub)
			}
			for range n {
				d.ForestDeck = append(d.ForestDeck, len(d.ForestDesigns))
			}
			d.ForestDesigns = append(d.ForestDesigns, Design{Name: f[0], Count: n, Speed: Slow, Sub: sub, Effect: e, Text: f[4]})
		case "artifacts":
			if len(f) != 4 || f[0] == "" || f[3] == "" {
				return l.Errorf(ForestFile, "an Artifact is NAME | KIND | EFFECT | TEXT")
			}
			e, err := parseEffect(f[2])
			if err != nil {
				return l.Errorf(ForestFile, "%v", err)
			}
			var sub SubType
			switch {
			case f[1] == "finder" && e.Kind.travelerEffect():
				sub = FinderAction
			case f[1] == "group" && e.Kind.groupEffect():
				sub = GroupAction
			default:
				return l.Errorf(ForestFile, "%q is not an effect for a %q Artifact", f[2], f[1])
			}
			d.Artifacts = append(d.Artifacts, Design{Name: f[0], Count: 1, Speed: Fast, Sub: sub, Effect: e, Text: f[3]})
		default:
			return l.Errorf(ForestFile, "unknown section [%s]", l.Section)
		}
	}
	if len(d.ForestDeck) != ForestCards {
		return game.Errorf(ForestFile, 0, "%d Forest cards, the seed's deck has %d", len(d.ForestDeck), ForestCards)
	}
	if len(d.Artifacts) != ArtifactCards {
		return game.Errorf(ForestFile, 0, "%d Artifacts, the seed has %d", len(d.Artifacts), ArtifactCards)
	}
	return nil
}

func lower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'A' && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
