package battle

import (
	"strings"

	"deepwood/rules/hex"
)

// maxMapCells bounds a drawn map so a bad file cannot ask for a huge grid.
const maxMapCells = 4096

// drawMap reads the terrain drawing that follows "map" (the hex text format
// of hex.ParseGrid, one glyph per hex). "map standard" also requires the
// drawing to have the shape of the standard 449-hex battlefield.
func (p *parser) drawMap(ln int, f []string) error {
	if p.sc.Field != nil {
		return p.errf(ln, "second map")
	}
	lines, ok := p.block()
	if !ok {
		return p.errf(ln, "map without end")
	}
	if len(lines) == 0 {
		return p.errf(ln, "empty map")
	}
	for i, l := range lines {
		if len(l) > 260 {
			return p.errf(ln+1+i, "map line too long")
		}
	}
	if len(lines) > 128 {
		return p.errf(ln, "map has more than 128 rows")
	}
	g, glyphs, err := hex.ParseGrid(strings.Join(lines, "\n"))
	if err != nil {
		return p.errf(ln, "%v", err)
	}
	if g.Len() == 0 || g.Width()*g.Height() > maxMapCells {
		return p.errf(ln, "map must have from 1 to %d hexes", maxMapCells)
	}
	fd := NewField(g)
	for i := range g.Len() {
		h := g.At(i)
		t, ok := glyphTerrain[glyphs.At(i)]
		if !ok {
			o := h.Offset()
			return p.errf(ln+1+o.Row, "unknown terrain %q at column %d (known: . , = open, T H %% closed, ~ ^ # impassable)", glyphs.At(i), o.Col)
		}
		fd.SetTerrain(h, t)
	}
	if len(f) > 1 && f[1] == "standard" {
		std := hex.Battlefield()
		if std.Len() != g.Len() || g.Width() != std.Width() || g.Height() != std.Height() {
			return p.errf(ln, "map standard must be the 449-hex battlefield, not %d hexes", g.Len())
		}
		for i := range std.Len() {
			if std.At(i) != g.At(i) {
				return p.errf(ln, "map standard: hex %v is not on the standard battlefield", g.At(i).Offset())
			}
		}
	} else if len(f) > 1 {
		return p.errf(ln, "map takes no argument but standard")
	}
	p.sc.Field = fd
	return nil
}

// heights reads the elevation drawing: a digit per hex, same shape as the
// map.
func (p *parser) heights(ln int, lines []string) error {
	if p.sc.Field == nil {
		return p.errf(ln, "heights without a map")
	}
	g, glyphs, err := hex.ParseGrid(strings.Join(lines, "\n"))
	if err != nil {
		return p.errf(ln, "%v", err)
	}
	fd := p.sc.Field
	if g.Len() != fd.Grid.Len() {
		return p.errf(ln, "heights have %d hexes, the map %d", g.Len(), fd.Grid.Len())
	}
	for i := range g.Len() {
		h, c := g.At(i), glyphs.At(i)
		if h != fd.Grid.At(i) {
			return p.errf(ln+1+h.Offset().Row, "heights do not have the map's shape")
		}
		if c < '0' || c > '9' {
			return p.errf(ln+1+h.Offset().Row, "height %q is not a digit", c)
		}
		fd.SetHeight(h, int(c-'0'))
	}
	return nil
}

var dirNames = map[string]hex.Direction{"E": hex.East, "NE": hex.NorthEast, "NW": hex.NorthWest, "W": hex.West, "SW": hex.SouthWest, "SE": hex.SouthEast}

// barrier reads "soft|hard[>] COL,ROW DIR..." : a barrier on each listed
// edge of the hex, two-way, or one-way (">") acting on crossings out of it.
func (p *parser) barrier(ln int, f []string) error {
	if len(f) < 3 {
		return p.errf(ln, "%s COL,ROW DIR [DIR...]", f[0])
	}
	at, err := p.offset(ln, f[1])
	if err != nil {
		return err
	}
	kind := Soft
	if strings.HasPrefix(f[0], "hard") {
		kind = Hard
	}
	for _, d := range f[2:] {
		dir, ok := dirNames[d]
		if !ok {
			return p.errf(ln, "unknown direction %q (E NE NW W SW SE)", d)
		}
		b := BarrierSpec{Kind: kind, OneWay: strings.HasSuffix(f[0], ">"), At: at, Dir: dir}
		if err := p.sc.Field.checkBarrier(b); err != nil {
			return p.errf(ln, "%v", err)
		}
		p.sc.Field.AddBarrier(b)
	}
	return nil
}

// check validates the scenario as a whole.
func (p *parser) check() error {
	sc := p.sc
	end := len(p.lines)
	if sc.Field == nil {
		return p.errf(end, "no map")
	}
	for side := range 2 {
		if sc.Armies[side].Total() == 0 {
			return p.errf(end, "the %v army is empty", Side(side))
		}
		if sc.Budget > 0 && sc.Armies[side].Cost() > sc.Budget {
			return p.errf(end, "the %v army costs %d, over the budget of %d", Side(side), sc.Armies[side].Cost(), sc.Budget)
		}
	}
	if !p.homes[sc.Attacker] {
		sc.Home[sc.Attacker] = Bottom
	}
	if !p.homes[sc.Attacker.Other()] {
		sc.Home[sc.Attacker.Other()] = 1 - sc.Home[sc.Attacker]
	}
	if sc.Mode == Ambush {
		ur, ub := SplitArmies(sc.Armies[Red], sc.Armies[Blue])
		need := len([2][]UnitSpec{ur, ub}[sc.Attacker.Other()])
		if len(sc.Posts) < need {
			return p.errf(end, "ambush: the formation has %d hexes for %d units", len(sc.Posts), need)
		}
		seen := map[hex.Offset]bool{}
		for _, o := range sc.Posts {
			if !sc.Field.Grid.Contains(o.Axial()) || !sc.Field.Passable(o.Axial()) || seen[o] {
				return p.errf(end, "ambush: formation hex %d,%d is off the field, impassable or repeated", o.Col, o.Row)
			}
			seen[o] = true
		}
	}
	return nil
}
