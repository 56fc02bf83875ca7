package forest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"deepwood/rules/game"
	hexgrid "deepwood/rules/hex"
)

// Data file paths inside levels.FS().
const (
	TablesFile    = "forest/tables.txt"
	AbilitiesFile = "forest/abilities.txt"
	JournalFile   = "forest/journal.txt"
	mapGlob       = "forest/map-*.txt"
)

// LoadError names the file and line a data problem was found on.
type LoadError = game.LoadError

// line is one meaningful line of a sectioned file, split into its fields.
type line struct {
	game.Line
	fields []string
}

// sections splits a "[section]" / "a | b | c" file into lines, skipping
// comments and blanks.
func sections(file, text string) ([]line, error) {
	lines, err := game.Sections(file, text)
	if err != nil {
		return nil, err
	}
	out := make([]line, len(lines))
	for i, l := range lines {
		out[i] = line{l, l.Fields()}
	}
	return out, nil
}

// LoadData reads the Forest's tables, abilities, journal templates and map
// presets from fsys (levels.FS() in the game). Any problem stops loading
// with an error naming the file and line; it never panics.
func LoadData(fsys fs.FS) (*Data, error) {
	d := &Data{Tables: map[string]*Table{}, Journal: map[string][]string{}}
	h := sha256.New()
	read := func(name string) (string, error) {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return "", &LoadError{File: name, Msg: err.Error()}
		}
		h.Write([]byte(name))
		h.Write(b)
		return string(b), nil
	}
	for _, f := range []struct {
		name  string
		parse func(file string, lines []line) error
	}{{TablesFile, d.parseTables}, {AbilitiesFile, d.parseAbilities}, {JournalFile, d.parseJournal}} {
		text, err := read(f.name)
		if err != nil {
			return nil, err
		}
		lines, err := sections(f.name, text)
		if err != nil {
			return nil, err
		}
		if err := f.parse(f.name, lines); err != nil {
			return nil, err
		}
	}
	names, err := fs.Glob(fsys, mapGlob)
	if err != nil || len(names) == 0 {
		return nil, &LoadError{File: mapGlob, Msg: "no map presets"}
	}
	sort.Strings(names)
	for _, name := range names {
		text, err := read(name)
		if err != nil {
			return nil, err
		}
		m, err := parseMap(name, text)
		if err != nil {
			return nil, err
		}
		d.Maps = append(d.Maps, m)
	}
	defaults := 0
	for _, m := range d.Maps {
		if m.Default {
			defaults++
		}
	}
	if defaults != 1 {
		return nil, &LoadError{File: mapGlob, Msg: fmt.Sprintf("%d maps marked default, want 1", defaults)}
	}
	d.Fingerprint = hex.EncodeToString(h.Sum(nil))[:12]
	return d, nil
}

func parseRange(s string) (lo, hi int, ok bool) {
	a, b, isRange := strings.Cut(s, "-")
	lo, err := strconv.Atoi(a)
	if err != nil {
		return 0, 0, false
	}
	hi = lo
	if isRange {
		if hi, err = strconv.Atoi(b); err != nil {
			return 0, 0, false
		}
	}
	return lo, hi, lo >= 1 && hi <= 12 && lo <= hi
}

func (d *Data) parseTables(file string, lines []line) error {
	firstLine := map[string]int{}
	for _, l := range lines {
		switch l.Section {
		case "matrix":
			if len(l.fields) != 3 {
				return l.Errorf(file, "a matrix row is ENEMY TYPE | FOREST TYPE | WHY")
			}
			h, ok1 := parseHarm(l.fields[0])
			n, ok2 := parseNature(l.fields[1])
			if !ok1 || !ok2 || l.fields[2] == "" {
				return l.Errorf(file, "unknown types or missing reason in %q", strings.Join(l.fields, " | "))
			}
			d.Barred[h][n] = l.fields[2]
			continue
		case "structure":
			if len(l.fields) != 3 || l.fields[1] == "" || l.fields[2] == "" {
				return l.Errorf(file, "a structure row is HOW | TERRAIN | STRUCTURE (TERRAIN * for any)")
			}
			if _, ok := parseHarm(l.fields[0]); !ok && l.fields[0] != "origin" && l.fields[0] != "settled" {
				return l.Errorf(file, "unknown way of taking a hex %q", l.fields[0])
			}
			d.structures = append(d.structures, structure{l.fields[0], l.fields[1], l.fields[2]})
			continue
		}
		if len(l.fields) < 2 || l.fields[1] == "" {
			return l.Errorf(file, "a table row is ROLL | TEXT")
		}
		lo, hi, ok := parseRange(l.fields[0])
		if !ok {
			return l.Errorf(file, "bad d12 roll %q", l.fields[0])
		}
		t := d.Tables[l.Section]
		if t == nil {
			t = &Table{Name: l.Section}
			d.Tables[l.Section] = t
			firstLine[l.Section] = l.N
		}
		t.Rows = append(t.Rows, Row{Lo: lo, Hi: hi, Text: l.fields[1], Fields: l.fields[2:]})
	}
	for _, name := range d12Tables {
		t := d.Tables[name]
		if t == nil {
			return &LoadError{File: file, Msg: fmt.Sprintf("missing table [%s]", name)}
		}
		var seen [13]int
		for _, r := range t.Rows {
			for v := r.Lo; v <= r.Hi; v++ {
				seen[v]++
			}
		}
		for v := 1; v <= 12; v++ {
			if seen[v] != 1 {
				return game.Errorf(file, firstLine[name], "table [%s] covers %d %d times, want once", name, v, seen[v])
			}
		}
	}
	for h := range NumHarms {
		if d.Structure(h.String(), "*") == "" {
			return &LoadError{File: file, Msg: fmt.Sprintf("[structure] has no default (*) row for %s", h)}
		}
	}
	for _, how := range []string{"origin", "settled"} {
		if d.Structure(how, "*") == "" {
			return &LoadError{File: file, Msg: fmt.Sprintf("[structure] has no default (*) row for %s", how)}
		}
	}
	for h := range NumHarms {
		open := 0
		for n := range NumNatures {
			if d.Barred[h][n] == "" {
				open++
			}
		}
		if open == 0 {
			return &LoadError{File: file, Msg: fmt.Sprintf("[matrix] leaves no defence against %s", h)}
		}
	}
	return d.parseCultures(file, firstLine)
}

// parseCultures reads the culture rows' "chop +3, burn +2" bonuses.
func (d *Data) parseCultures(file string, firstLine map[string]int) error {
	allies := d.Tables[TAlly]
	for _, r := range allies.Rows {
		if len(r.Fields) != 1 {
			return game.Errorf(file, firstLine[TAlly], "ally %q wants ROLL | NAME | DESCRIPTION", r.Text)
		}
		d.Allies = append(d.Allies, Ally{Name: r.Text, Text: r.Fields[0]})
	}
	for _, r := range d.Tables[TEnemyCulture].Rows {
		if len(r.Fields) != 2 {
			return game.Errorf(file, firstLine[TEnemyCulture], "culture %q wants ROLL | NAME | BONUSES | TEXT", r.Text)
		}
		c := Culture{Name: r.Text, Text: r.Fields[1], Lo: r.Lo, Hi: r.Hi}
		for _, part := range strings.Split(r.Fields[0], ",") {
			name, num, ok := strings.Cut(strings.TrimSpace(part), " ")
			h, okH := parseHarm(name)
			v, err := strconv.Atoi(strings.TrimSpace(num))
			if !ok || !okH || err != nil || v < -5 || v > 5 {
				return game.Errorf(file, firstLine[TEnemyCulture], "culture %q: bad bonus %q", r.Text, part)
			}
			c.Bonus[h] += v
		}
		d.Cultures = append(d.Cultures, c)
	}
	return nil
}

func (d *Data) parseAbilities(file string, lines []line) error {
	ids := map[string]bool{}
	for _, l := range lines {
		switch l.Section {
		case "forest":
			if len(l.fields) != 4 || l.fields[1] == "" || l.fields[2] == "" {
				return l.Errorf(file, "a Forest Ability is TYPE | ID | NAME | DESCRIPTION")
			}
			n, ok := parseNature(l.fields[0])
			if !ok {
				return l.Errorf(file, "unknown nature type %q", l.fields[0])
			}
			if ids[l.fields[1]] {
				return l.Errorf(file, "duplicate ability id %q", l.fields[1])
			}
			ids[l.fields[1]] = true
			d.Abilities = append(d.Abilities, ForestAbility{ID: l.fields[1], Name: l.fields[2], Type: n, Text: l.fields[3]})
		case "ally":
			if len(l.fields) != 6 || l.fields[2] == "" || l.fields[3] == "" {
				return l.Errorf(file, "an Ally Ability is ALLY | LEVEL | ID | NAME | EFFECT | DESCRIPTION")
			}
			ai := -1
			for i := range d.Allies {
				if strings.EqualFold(d.Allies[i].Name, l.fields[0]) {
					ai = i
				}
			}
			lvl, err := strconv.Atoi(l.fields[1])
			if ai < 0 || err != nil || lvl < 1 || lvl > 3 {
				return l.Errorf(file, "unknown ally %q or level %q", l.fields[0], l.fields[1])
			}
			eff, ok := effectWords.Parse(l.fields[4])
			if !ok {
				return l.Errorf(file, "unknown effect %q", l.fields[4])
			}
			if d.Allies[ai].Abilities[lvl-1].ID != "" {
				return l.Errorf(file, "%s already has a level %d ability", d.Allies[ai].Name, lvl)
			}
			d.Allies[ai].Abilities[lvl-1] = AllyAbility{Level: lvl, ID: l.fields[2], Name: l.fields[3], Effect: eff, Text: l.fields[5]}
		default:
			return l.Errorf(file, "unknown section [%s]", l.Section)
		}
	}
	for n := range NumNatures {
		count := 0
		for _, a := range d.Abilities {
			if a.Type == n {
				count++
			}
		}
		if count == 0 {
			return &LoadError{File: file, Msg: fmt.Sprintf("no Forest Ability for %s", n)}
		}
	}
	for _, a := range d.Allies {
		for lvl, ab := range a.Abilities {
			if ab.ID == "" {
				return &LoadError{File: file, Msg: fmt.Sprintf("%s has no level %d ability", a.Name, lvl+1)}
			}
		}
	}
	return nil
}

// parseMap reads a map preset: "name:", optional "default: yes", "---",
// then the hex drawing in rules/hex's text format.
func parseMap(file, text string) (MapPreset, error) {
	m := MapPreset{File: file}
	base := strings.TrimSuffix(file[strings.LastIndex(file, "/")+1:], ".txt")
	m.ID = strings.TrimPrefix(base, "map-")
	lines := strings.Split(text, "\n")
	var notes []string
	for i, raw := range lines {
		l := strings.TrimRight(raw, " \r\t")
		switch {
		case strings.HasPrefix(l, "#"):
			notes = append(notes, strings.TrimSpace(strings.TrimPrefix(l, "#")))
		case l == "":
		case l == "---":
			drawing := strings.Join(lines[i+1:], "\n")
			g, _, err := hexgrid.ParseGrid(drawing)
			if err != nil {
				return m, &LoadError{File: file, Line: i + 2, Msg: err.Error()}
			}
			if g.Len() < 20 || g.Len() > 400 {
				return m, game.Errorf(file, i+2, "a map needs 20 to 400 hexes, not %d", g.Len())
			}
			if !connected(g, g.Cells()) {
				return m, game.Errorf(file, i+2, "the map's hexes are not all connected")
			}
			m.Grid = g
			m.Note = strings.Join(notes, " ")
			if m.Name == "" {
				return m, &LoadError{File: file, Msg: "missing name:"}
			}
			return m, nil
		default:
			key, val, ok := strings.Cut(l, ":")
			val = strings.TrimSpace(val)
			switch {
			case ok && key == "name" && val != "":
				m.Name = val
			case ok && key == "default" && val == "yes":
				m.Default = true
			default:
				return m, game.Errorf(file, i+1, "unexpected line %q (want name:, default: yes or ---)", l)
			}
		}
	}
	return m, &LoadError{File: file, Msg: "no --- line before the map drawing"}
}
