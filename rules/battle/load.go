package battle

import (
	"strconv"
	"strings"

	"deepwood/rules/game"
	"deepwood/rules/hex"
)

// LoadError is a data error with the file and line it was found on.
type LoadError = game.LoadError

// glyphTerrain maps the map drawing's characters to terrain: open fields
// and roads, closed woods, buildings and marsh, impassable water, cliffs
// and rock.
var glyphTerrain = map[byte]Terrain{
	'.': Open, ',': Open, '=': Open,
	'T': Closed, 'H': Closed, '%': Closed,
	'~': Impassable, '^': Impassable, '#': Impassable,
}

// parser reads one scenario file line by line.
type parser struct {
	file  string
	lines []string
	pos   int // index of the next line
	sc    *Scenario
	homes [2]bool
}

func (p *parser) errf(line int, format string, a ...any) error {
	return game.Errorf(p.file, line, format, a...)
}

// ParseScenario reads a scenario file (format in levels/battle/README.md).
// Every error names the file and line; it never panics on bad input.
func ParseScenario(file string, data []byte) (*Scenario, error) {
	name := strings.TrimSuffix(file[strings.LastIndex(file, "/")+1:], ".txt")
	p := &parser{file: file, lines: strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n"), sc: &Scenario{Name: name, Attacker: Red}}
	var heights []string
	heightsAt := 0
	for p.pos < len(p.lines) {
		ln := p.pos + 1
		line := p.lines[p.pos]
		p.pos++
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		var err error
		switch f[0] {
		case "title", "about":
			text := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(line), f[0]))
			if f[0] == "title" {
				p.sc.Title = text
			} else {
				p.sc.About = text
			}
		case "mode":
			err = p.mode(ln, f)
		case "attacker", "home", "army":
			err = p.sided(ln, f)
		case "budget", "rounds":
			err = p.number(ln, f)
		case "formation":
			err = p.formation(ln, f)
		case "map":
			err = p.drawMap(ln, f)
		case "heights":
			var ok bool
			heightsAt = ln
			if heights, ok = p.block(); !ok {
				return nil, p.errf(ln, "heights without end")
			}
		case "soft", "soft>", "hard", "hard>":
			if p.sc.Field == nil {
				return nil, p.errf(ln, "barrier before the map")
			}
			err = p.barrier(ln, f)
		default:
			err = p.errf(ln, "unknown keyword %q", f[0])
		}
		if err != nil {
			return nil, err
		}
	}
	if heightsAt > 0 {
		if err := p.heights(heightsAt, heights); err != nil {
			return nil, err
		}
	}
	return p.sc, p.check()
}

func (p *parser) side(ln int, f []string, i int) (Side, error) {
	if len(f) <= i {
		return 0, p.errf(ln, "%s: missing side", f[0])
	}
	switch f[i] {
	case "red":
		return Red, nil
	case "blue":
		return Blue, nil
	}
	return 0, p.errf(ln, "unknown side %q (red or blue)", f[i])
}

func (p *parser) mode(ln int, f []string) error {
	if len(f) != 2 || (f[1] != "defend" && f[1] != "ambush") {
		return p.errf(ln, "mode must be defend or ambush")
	}
	if f[1] == "ambush" {
		p.sc.Mode = Ambush
	}
	return nil
}

// sided reads the keywords whose first word is a side: attacker, home and
// army.
func (p *parser) sided(ln int, f []string) error {
	side, err := p.side(ln, f, 1)
	switch {
	case err != nil:
		return err
	case f[0] == "home":
		return p.home(ln, f, side)
	case f[0] == "army":
		return p.army(ln, f, side)
	}
	p.sc.Attacker = side
	return nil
}

func (p *parser) home(ln int, f []string, side Side) error {
	if len(f) != 3 || (f[2] != "top" && f[2] != "bottom") {
		return p.errf(ln, "home SIDE top|bottom")
	}
	p.sc.Home[side] = Top
	if f[2] == "bottom" {
		p.sc.Home[side] = Bottom
	}
	p.homes[side] = true
	return nil
}

func (p *parser) number(ln int, f []string) error {
	if len(f) != 2 {
		return p.errf(ln, "%s takes one number", f[0])
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 0 || n > 1_000_000 {
		return p.errf(ln, "%s: bad number %q", f[0], f[1])
	}
	if f[0] == "budget" {
		p.sc.Budget = n
	} else {
		p.sc.MaxRounds = n
	}
	return nil
}

func (p *parser) army(ln int, f []string, side Side) error {
	if len(f) < 4 || len(f)%2 != 0 {
		return p.errf(ln, "army SIDE TROOP COUNT [TROOP COUNT...]")
	}
	for i := 2; i < len(f); i += 2 {
		t, err := ParseTroop(f[i])
		if err != nil {
			return p.errf(ln, "%v", err)
		}
		n, err := strconv.Atoi(f[i+1])
		if err != nil || n < 0 || n > 100_000 {
			return p.errf(ln, "bad troop count %q", f[i+1])
		}
		p.sc.Armies[side][t] += n
	}
	return nil
}

func (p *parser) offset(ln int, text string) (hex.Offset, error) {
	c, r, ok := strings.Cut(text, ",")
	col, err1 := strconv.Atoi(c)
	row, err2 := strconv.Atoi(r)
	if !ok || err1 != nil || err2 != nil {
		return hex.Offset{}, p.errf(ln, "bad hex %q (write COLUMN,ROW)", text)
	}
	return hex.Offset{Col: col, Row: row}, nil
}

func (p *parser) formation(ln int, f []string) error {
	if len(f) < 3 || (f[1] != "march" && f[1] != "camp") {
		return p.errf(ln, "formation march|camp COL,ROW...")
	}
	p.sc.Formation = f[1]
	for _, t := range f[2:] {
		o, err := p.offset(ln, t)
		if err != nil {
			return err
		}
		p.sc.Posts = append(p.sc.Posts, o)
	}
	return nil
}

// block reads the lines up to "end" as a drawing; ok is false when the
// file ends first.
func (p *parser) block() (out []string, ok bool) {
	for p.pos < len(p.lines) {
		l := p.lines[p.pos]
		p.pos++
		if strings.TrimSpace(l) == "end" {
			return out, true
		}
		out = append(out, l)
	}
	return out, false
}
