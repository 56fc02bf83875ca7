package battle

import "deepwood/rules/hex"

// PlaceOptions lists the hexes where the side to deploy may put its next
// unit (5.03): any empty passable hex for a defender standing to fight; for
// the attacker, the rows the defender set; when ambushing, any empty
// passable hex that does not leave an ambushed unit surrounded.
func (s *State) PlaceOptions() []hex.Axial {
	var out []hex.Axial
	side := s.Turn
	var base []bool
	if side == s.Attacker && s.Mode == Ambush {
		base = s.contactMask()
	}
	for _, h := range s.Field.Grid.Cells() {
		if !s.Field.Passable(h) || s.UnitAt(h) >= 0 {
			continue
		}
		if side == s.Attacker && s.Mode == Defend && !s.inZone(h) {
			continue
		}
		if side == s.Attacker && s.Mode == Ambush && s.surrounds(h, base) {
			continue
		}
		out = append(out, h)
	}
	return out
}

// inZone reports a hex in the attacker's rows.
func (s *State) inZone(h hex.Axial) bool {
	row := h.Offset().Row
	if s.Zone.Below {
		return row >= s.Zone.Row
	}
	return row <= s.Zone.Row
}

// Zones lists the defender's choices of the attacker's rows (5.03): a row
// holding a defending unit that does not divide the army, so its frontmost
// row on either side, with the attacker's rows beyond it (RULES M16: rows
// are the field's horizontal rows).
func (s *State) Zones() []Zone {
	lo, hi := s.Field.Grid.Height(), -1
	for _, id := range s.OnField(s.Defender()) {
		r := s.Units[id].Hex.Offset().Row
		lo, hi = min(lo, r), max(hi, r)
	}
	if hi < 0 {
		return nil
	}
	return []Zone{{Set: true, Row: hi, Below: true}, {Set: true, Row: lo, Below: false}}
}

// setZone fixes the attacker's rows and, with them, both sides' own map
// edges (DESIGN decision 5, RULES M16).
func (s *State) setZone(z Zone, ev *[]Event) {
	s.Zone = z
	if z.Below {
		s.Home[s.Attacker], s.Home[s.Defender()] = Bottom, Top
	} else {
		s.Home[s.Attacker], s.Home[s.Defender()] = Top, Bottom
	}
	*ev = append(*ev, Event{Kind: EvZone, Side: s.Defender(), Amount: z.Row, Doubled: z.Below})
	s.Phase = PhaseDeploy
	s.Turn = s.Attacker
}

// surrounds reports that an attacker placed on h would leave an ambushed
// unit surrounded (RULES M17): with no route to its own map edge through
// hexes free of attackers and out of their contact.
func (s *State) surrounds(h hex.Axial, base []bool) bool {
	f := s.Field
	g := f.Grid
	blocked := func(x hex.Axial) bool {
		i, _ := g.Index(x)
		return base[i] || x == h || f.Adjacent(x, h)
	}
	seen := make([]bool, g.Len())
	var queue []hex.Axial
	for i := range g.Len() {
		x := g.At(i)
		if f.OnEdge(x, s.Home[s.Defender()]) && f.Passable(x) && !blocked(x) {
			seen[i] = true
			queue = append(queue, x)
		}
	}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		for _, y := range g.Neighbors(x) {
			j, _ := g.Index(y)
			if !seen[j] && f.CanCross(y, x) && f.Passable(y) && !blocked(y) {
				seen[j] = true
				queue = append(queue, y)
			}
		}
	}
	for _, id := range s.OnField(s.Defender()) {
		d := s.Units[id].Hex
		ok := false
		if i, _ := g.Index(d); seen[i] {
			ok = true
		}
		for _, n := range g.Neighbors(d) {
			if j, _ := g.Index(n); seen[j] && f.CanCross(d, n) {
				ok = true
			}
		}
		if !ok {
			return true
		}
	}
	return false
}

// contactMask marks, by cell, the hexes holding or touching an attacker.
func (s *State) contactMask() []bool {
	g := s.Field.Grid
	m := make([]bool, g.Len())
	for _, id := range s.OnField(s.Attacker) {
		a := s.Units[id].Hex
		if i, ok := g.Index(a); ok {
			m[i] = true
		}
		for _, n := range g.Neighbors(a) {
			if j, ok := g.Index(n); ok && s.Field.Adjacent(a, n) {
				m[j] = true
			}
		}
	}
	return m
}
