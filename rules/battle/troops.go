// Package battle is the Mass Combat engine of seed 001 §5: troop types,
// battlefields, splitting armies into units, deployment, the rounds of
// secret quick choices, movement and combat, and the ways a battle ends.
//
// A battle is a State, the Actions a side may take (Legal) and Apply, which
// changes the state and reports Events. Dice come only from the named
// streams "melee" and "ranged" of the battle seed, so a seed and a list of
// actions replay identically natively and under WebAssembly.
package battle

import "fmt"

// Troop is one of the 8 troop types of §5.01.01.
type Troop int8

// The troop types in the order of the seed's table.
const (
	LightInfantry Troop = iota
	MediumInfantry
	HeavyInfantry
	Pikemen
	LightCavalry
	MediumCavalry
	HeavyCavalry
	Bowmen
	NumTroops = 8
)

// TroopStats is one row of the troop table of §5.01.01.
type TroopStats struct {
	Name     string // as the seed writes it
	Key      string // as data files write it
	Strength int
	Move     int
	Range    int // 0 for troops that cannot shoot
	Cost     int
}

// troopTable is the table of §5.01.01; the notes 1–6 live in strength.go
// and in the movement and shooting rules.
var troopTable = [NumTroops]TroopStats{
	{"Light Infantry", "light-infantry", 2, 3, 0, 4},
	{"Medium Infantry", "medium-infantry", 3, 2, 0, 3},
	{"Heavy Infantry", "heavy-infantry", 4, 2, 0, 4},
	{"Pikemen", "pikemen", 4, 2, 0, 6},
	{"Light Cavalry", "light-cavalry", 2, 5, 0, 10},
	{"Medium Cavalry", "medium-cavalry", 3, 4, 0, 15},
	{"Heavy Cavalry", "heavy-cavalry", 5, 4, 0, 20},
	{"Bowmen", "bowmen", 2, 2, 4, 4},
}

// Stats is the troop's row of the table.
func (t Troop) Stats() TroopStats {
	if t < 0 || t >= NumTroops {
		return TroopStats{Name: "unknown", Key: "unknown"}
	}
	return troopTable[t]
}

// String is the troop's name as the seed writes it.
func (t Troop) String() string { return t.Stats().Name }

// Cavalry reports the light, medium and heavy cavalry (notes 4 and 5).
func (t Troop) Cavalry() bool { return t >= LightCavalry && t <= HeavyCavalry }

// ParseTroop reads a troop key such as "heavy-cavalry".
func ParseTroop(key string) (Troop, error) {
	for t := range Troop(NumTroops) {
		if troopTable[t].Key == key {
			return t, nil
		}
	}
	return 0, fmt.Errorf("unknown troop type %q", key)
}

// Army is how many troops of each type a side brings, before 5.03 splits
// them into units.
type Army [NumTroops]int

// Total is the army's number of troops, which decides the larger army.
func (a Army) Total() int {
	n := 0
	for _, c := range a {
		n += c
	}
	return n
}

// Cost is the army's price in the Cost column, for building armies on a
// budget.
func (a Army) Cost() int {
	n := 0
	for t, c := range a {
		n += c * troopTable[t].Cost
	}
	return n
}

// String lists the army as "12 Bowmen, 30 Medium Infantry".
func (a Army) String() string {
	s := ""
	for t, c := range a {
		if c == 0 {
			continue
		}
		if s != "" {
			s += ", "
		}
		s += fmt.Sprintf("%d %s", c, Troop(t))
	}
	return s
}
