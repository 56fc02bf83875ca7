package battle

// ModKind names one strength modifier of §5.01.01's notes and §5.02.
type ModKind int8

// The strength modifiers.
const (
	ModLightClosed   ModKind = iota // note 1: light infantry or its enemy in closed terrain, +2
	ModHeavyClosed                  // note 3: heavy infantry or pikemen or their enemy in closed terrain, −1
	ModPikesCavalry                 // note 4: pikemen fighting cavalry, +3
	ModCavalryOpen                  // note 5: cavalry and its enemy in open terrain, +2
	ModCavalryHemmed                // note 5: the open-terrain bonus lost to 2+ non-adjacent enemies, 0
	ModHighGround                   // §5.02: on higher ground than its enemy, +1
	ModBarrier                      // §5.02: attacking across a soft barrier, −1
)

var modNames = [...]string{"light infantry in closed terrain", "heavy troops in closed terrain", "pikemen against cavalry", "cavalry in the open", "cavalry hemmed in (open bonus lost)", "high ground", "attacking across a barrier"}

func (k ModKind) String() string { return modNames[k] }

// Mod is one itemised change to a strength.
type Mod struct {
	Kind  ModKind `json:"kind"`
	Delta int     `json:"delta"`
}

// Strength is a unit's strength against one enemy, itemised so screens and
// logs can show where every point comes from.
type Strength struct {
	Unit  int   `json:"unit"`
	Base  int   `json:"base"`
	Mods  []Mod `json:"mods,omitempty"`
	Total int   `json:"total"`
}

func (st *Strength) add(k ModKind, d int) {
	st.Mods = append(st.Mods, Mod{k, d})
	st.Total += d
}

// StrengthVs is unit id's strength against enemy in melee (melee true) or in
// a volley: the table's strength with notes 1, 3, 4 and 5, the high-ground
// bonus (RULES M8: higher than the enemy's hex) and, in melee only, the
// penalty for attacking across a soft barrier (RULES M9).
func (s *State) StrengthVs(id, enemy int, melee bool) Strength {
	u, e := &s.Units[id], &s.Units[enemy]
	f := s.Field
	st := Strength{Unit: id, Base: u.Troop.Stats().Strength}
	st.Total = st.Base
	closed := f.Terrain(u.Hex) == Closed || f.Terrain(e.Hex) == Closed
	switch u.Troop {
	case LightInfantry:
		if closed {
			st.add(ModLightClosed, 2)
		}
	case HeavyInfantry, Pikemen:
		if closed {
			st.add(ModHeavyClosed, -1)
		}
	}
	if u.Troop == Pikemen && e.Troop.Cavalry() {
		st.add(ModPikesCavalry, 3)
	}
	if u.Troop.Cavalry() && f.Terrain(u.Hex) == Open && f.Terrain(e.Hex) == Open {
		if s.hemmed(id) {
			st.add(ModCavalryHemmed, 0)
		} else {
			st.add(ModCavalryOpen, 2)
		}
	}
	if f.Height(u.Hex) > f.Height(e.Hex) {
		st.add(ModHighGround, 1)
	}
	if melee && s.attacksAcross(id, enemy) {
		st.add(ModBarrier, -1)
	}
	return st
}

// hemmed reports note 5's lost bonus (RULES M6): the cavalry unit is in
// contact with two enemy units that are not adjacent to each other.
func (s *State) hemmed(id int) bool {
	u := &s.Units[id]
	var near []int
	for i := range s.Units {
		if e := &s.Units[i]; e.Side != u.Side && e.OnField() && s.Field.Adjacent(u.Hex, e.Hex) {
			near = append(near, i)
		}
	}
	for a := range near {
		for b := a + 1; b < len(near); b++ {
			if !s.Field.Adjacent(s.Units[near[a]].Hex, s.Units[near[b]].Hex) {
				return true
			}
		}
	}
	return false
}

// attacksAcross reports that unit id is the attacker across a soft barrier
// between it and enemy: for a one-way barrier, the unit on the side it faces
// away from; for a two-way barrier, the unit that moved most recently.
func (s *State) attacksAcross(id, enemy int) bool {
	u, e := &s.Units[id], &s.Units[enemy]
	f := s.Field
	if !f.SoftAcross(u.Hex, e.Hex) {
		return false
	}
	if !f.SoftAcross(e.Hex, u.Hex) {
		return true
	}
	return u.Seq > e.Seq
}

// MeleeOdds is the chance that roller beats other in melee, with both
// strengths itemised: what the screens' odds preview shows.
func (s *State) MeleeOdds(roller, other int) (Odds, Strength, Strength) {
	a, b := s.StrengthVs(roller, other, true), s.StrengthVs(other, roller, true)
	return RollOdds(a.Total, b.Total), a, b
}
