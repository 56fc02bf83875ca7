package battle

import (
	"deepwood/rules/dice"
	"deepwood/rules/hex"
)

// Scenario is a battle ready to start: a battlefield, two armies and how
// the battle began (5.03).
type Scenario struct {
	Name      string
	Title     string
	About     string
	Field     *Field
	Mode      Mode
	Attacker  Side
	Armies    [2]Army
	Budget    int          // the budget the armies were bought with, 0 for none
	Home      [2]Edge      // each side's own map edge (ambush; defend sets it by the zone)
	Formation string       // ambush: "march" or "camp"
	Posts     []hex.Offset // ambush: the defender's hexes, unit by unit
	MaxRounds int          // rounds before a draw; 0 means DefaultMaxRounds
}

// DefaultMaxRounds ends a battle that nobody wins as a draw (RULES M28).
const DefaultMaxRounds = 30

// New starts a battle of the scenario with the seed's dice: the armies are
// split into units (5.03, red units first), the loss unit is computed, and
// an ambushed army is placed in its formation. The first decision is a
// placement: the defender's when it stands to fight, the attacker's when
// ambushed.
func New(sc *Scenario, seed dice.Seed) *State {
	s := &State{
		Scenario: sc.Name,
		Field:    sc.Field,
		Public: Public{
			Mode:      sc.Mode,
			Attacker:  sc.Attacker,
			Home:      sc.Home,
			MaxRounds: sc.MaxRounds,
			Proactive: sc.Attacker,
		},
		Dice:   dice.NewSet(seed),
		Result: nil,
	}
	if s.MaxRounds <= 0 {
		s.MaxRounds = DefaultMaxRounds
	}
	ur, ub := SplitArmies(sc.Armies[Red], sc.Armies[Blue])
	for side, specs := range [2][]UnitSpec{ur, ub} {
		for _, sp := range specs {
			s.Units = append(s.Units, Unit{ID: len(s.Units), Side: Side(side), Troop: sp.Troop, Size: sp.Size})
		}
	}
	s.LossUnit = LossUnit(ur, ub)
	s.Phase = PhaseDeploy
	s.Turn = s.Defender()
	if sc.Mode == Ambush {
		for i, id := range s.OnFieldOrNot(s.Defender()) {
			if i < len(sc.Posts) {
				u := &s.Units[id]
				u.Hex, u.Placed = sc.Posts[i].Axial(), true
				s.Seq++
				u.Seq = s.Seq
			}
		}
		s.Turn = s.Attacker
	}
	return s
}

// nextUnplaced is the side's first unit still to deploy, or -1.
func (s *State) nextUnplaced(side Side) int {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == side && !u.Placed {
			return i
		}
	}
	return -1
}
