package battle

import (
	"testing"

	"deepwood/rules/dice"
)

const smallDefend = `title Small
mode defend
attacker red
army red medium-infantry 4
army blue medium-infantry 2
map
. . . . .
 . . . . .
. . . . .
 . . . . .
. . . . .
 . . . . .
. . . . .
end
`

func parse(t *testing.T, text string) *Scenario {
	t.Helper()
	sc, err := ParseScenario("test.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

// TestDefendDeployment: the defender places first anywhere, then sets the
// attacker's rows: a row holding a defender that does not divide its army,
// the attacker placing on it or beyond; placing counts as round 1's
// movement, so round 1 goes straight to combat (5.03).
func TestDefendDeployment(t *testing.T) {
	s := New(parse(t, smallDefend), dice.Seed(5))
	// 4 red troops make 4 units of 1; blue has 2 troops: floor 2·1·4 ≥ 4,
	// one unit fewer is 3, but 2 troops only make 2 units.
	if len(s.Units) != 6 || s.Phase != PhaseDeploy || s.Turn != Blue {
		t.Fatalf("units %d phase %v turn %v", len(s.Units), s.Phase, s.Turn)
	}
	if n := len(Legal(s)); n != 35 {
		t.Errorf("defender has %d placements, want all 35 hexes", n)
	}
	mustApply(t, s, Place(Blue, 4, off(1, 1)))
	mustApply(t, s, Place(Blue, 5, off(3, 2)))
	zones := Legal(s)
	if s.Phase != PhaseZone || len(zones) != 2 || zones[0].Option != 2 || zones[1].Option != 1 {
		t.Fatalf("zones %v", zones)
	}
	mustApply(t, s, zones[0]) // attacker on row 2 and below
	if s.Home[Red] != Bottom || s.Home[Blue] != Top {
		t.Errorf("homes %v", s.Home)
	}
	for _, a := range Legal(s) {
		if a.Hex.Offset().Row < 2 {
			t.Fatalf("attacker may place on row %d", a.Hex.Offset().Row)
		}
	}
	if _, err := Apply(s, Place(Red, 0, off(0, 0))); err == nil {
		t.Error("attacker placed outside its rows")
	}
	for id, h := range []struct{ c, r int }{{0, 6}, {1, 6}, {2, 6}, {3, 6}} {
		ev := mustApply(t, s, Place(Red, id, off(h.c, h.r)))
		// No contact: round 1's combat is empty and round 2 begins.
		if id == 3 && (kinds(ev) != "placed round clusters round" || s.Round != 2 || s.Phase != PhaseDecide) {
			t.Errorf("after deployment: round %d phase %v (%s)", s.Round, s.Phase, kinds(ev))
		}
	}
}

const smallAmbush = `title Ambush
mode ambush
attacker red
home blue top
army red medium-infantry 4
army blue medium-infantry 2
formation march 1,1 2,1
map
. . . . .
 . . . . .
. . . . .
 . . . . .
end
`

// TestAmbushDeployment: the ambushed army stands in its formation; the
// attacker places anywhere but may not leave an ambushed unit surrounded,
// cut off from its own edge (RULES M17).
func TestAmbushDeployment(t *testing.T) {
	s := New(parse(t, smallAmbush), dice.Seed(5))
	if s.Turn != Red || !s.Units[4].Placed || s.Units[4].Hex != off(1, 1) {
		t.Fatalf("formation not placed: turn %v %+v", s.Turn, s.Units[4])
	}
	// With red on 0,0 and 2,0 ... the top row: placing the others along
	// row 0 would close the way to the top edge.
	mustApply(t, s, Place(Red, 0, off(4, 3)))
	ok := false
	for _, a := range Legal(s) {
		if a.Hex == off(2, 0) {
			ok = true
		}
	}
	if !ok {
		t.Fatal("a harmless placement refused")
	}
	mustApply(t, s, Place(Red, 1, off(0, 0)))
	mustApply(t, s, Place(Red, 2, off(4, 0)))
	for _, a := range Legal(s) {
		if a.Hex == off(2, 0) {
			t.Error("placement surrounding the column allowed")
		}
	}
}
