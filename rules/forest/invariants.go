package forest

import "fmt"

// CheckInvariants lists every way the state breaks the rules' bookkeeping:
// every hex held by exactly one side (and the Enemy's carrying a
// structure), Nature Values within 2–12, Potency within its table, GP never
// negative, at most one ability per Year, ability levels within their Nature
// Value requirements, one Forest Ability per type, and the phase agreeing
// with the map (on Struggle and Blight: the game goes on only while the
// Forest holds its heart and the tale's last Year has not ended). The
// simulator runs it after every action.
func CheckInvariants(s *State) []string {
	var out []string
	bad := func(format string, a ...any) { out = append(out, fmt.Sprintf(format, a...)) }
	d := s.data
	if s.grid != nil && len(s.Hexes) > 0 && len(s.Hexes) != s.grid.Len() {
		bad("%d hexes on a %d-hex map", len(s.Hexes), s.grid.Len())
	}
	for i, h := range s.Hexes {
		switch h.Owner {
		case Forest:
			if h.Structure != "" {
				bad("Forest hex %d carries structure %q", i, h.Structure)
			}
		case Enemy:
			if h.Structure == "" && s.Step >= StepTerritory {
				bad("Enemy hex %d has no structure", i)
			}
		default:
			bad("hex %d held by side %d", i, h.Owner)
		}
		if h.Terrain == "" {
			bad("hex %d has no terrain", i)
		}
	}
	if s.Step >= StepForest {
		for n, v := range s.Forest {
			if v < 2 || v > 12 {
				bad("%s value %d outside 2–12", Nature(n), v)
			}
		}
	}
	if s.Step >= StepEnemy {
		for h, v := range s.Enemy {
			if v < 2 || v > 12 {
				bad("%s value %d outside 2–12", Harm(h), v)
			}
		}
	}
	if s.Level >= NumLevels {
		bad("unknown level %d", s.Level)
	}
	if s.GP < 0 {
		bad("GP %d is negative", s.GP)
	}
	if s.GPEarned < s.GP {
		bad("GP %d exceeds GP earned %d", s.GP, s.GPEarned)
	}
	if s.Phase != PhaseCreate && (s.AllyLevel < 1 || s.AllyLevel > 3) {
		bad("Ally level %d outside 1–3", s.AllyLevel)
	}
	var types [NumNatures]int
	for _, h := range s.Abilities {
		a, ok := d.Ability(h.ID)
		if !ok {
			bad("unknown ability %q", h.ID)
			continue
		}
		types[a.Type]++
		if h.Level < 1 || h.Level > 3 || s.Forest[a.Type] < levelNeeds(h.Level) {
			bad("%s at level %d with %s %d", a.Name, h.Level, a.Type, s.Forest[a.Type])
		}
	}
	for n, k := range types {
		if k > 1 {
			bad("%d Forest Abilities of type %s", k, Nature(n))
		}
	}
	uses := 0
	if s.Clash.Bonus > 0 {
		uses++
	}
	if s.Clash.Committed {
		uses++
	}
	if uses > 1 || uses == 1 && s.Used == "" {
		bad("%d abilities used this Year (used %q)", uses, s.Used)
	}
	if s.Phase != PhaseCreate && len(s.Hexes) > 0 {
		f, e := s.Count(Forest), s.Count(Enemy)
		switch {
		case s.Phase == PhaseWon && e != 0:
			bad("won with %d Enemy hexes", e)
		case s.Phase == PhaseLost && f != 0 && !s.heartTaken() && (s.LastYear() == 0 || s.Year < s.LastYear()):
			bad("lost in Year %d with %d Forest hexes and the heart held", s.Year, f)
		case !s.Phase.Over() && (f == 0 || e == 0):
			bad("game goes on with %d Forest and %d Enemy hexes", f, e)
		case !s.Phase.Over() && s.heartTaken():
			bad("game goes on with the heart (hex %d) taken", s.Heart())
		case !s.Phase.Over() && s.LastYear() > 0 && s.Year > s.LastYear():
			bad("game goes on in Year %d, after the last Year %d", s.Year, s.LastYear())
		}
	}
	return out
}
