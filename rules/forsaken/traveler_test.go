package forsaken

import (
	"testing"

	"deepwood/rules/dice"
)

// A Forsaken team dealt outnumbered 5 to 2 or worse has its first-seated
// member gamble, in about one game of two, on the bold lie that the Void
// is a Dead End; every other Forsaken, and every better-matched team,
// tells the usual lie that the Village is one (issue 25's balance).
func TestForsakenGambleOnTheBoldLie(t *testing.T) {
	const voidSlot, villageSlot = 3, 4
	tests := []struct {
		name    string
		players int
		friends []int // the Forsaken's seats
		seat    int
		can     bool
	}{
		{"2 + 5, first Forsaken", 7, []int{1, 4}, 1, true},
		{"2 + 5, second Forsaken", 7, []int{1, 4}, 4, false},
		{"2 + 6, first Forsaken", 8, []int{0, 5}, 0, true},
		{"2 + 4 (2:1)", 6, []int{1, 4}, 1, false},
		{"3 + 6 (2:1)", 9, []int{2, 5, 7}, 2, false},
		{"3 + 7 (7:3, under 5:2)", 10, []int{2, 5, 7}, 2, false},
	}
	for _, tt := range tests {
		gambled := 0
		for s := range 40 {
			c := NewComputer(MustData(), Normal, tt.seat, tt.players, dice.Seed(1000+s))
			v := &View{Seat: tt.seat, Role: Forsaken, Players: tt.players}
			v.Know.Dests = [NumSlots]Dest{DeadEnd, DeadEnd, DeadEnd, Void, Village, DeadEnd, DeadEnd, DeadEnd}
			p := &plan{c: c, v: v, team: ForsakenTeam, friends: make([]bool, tt.players), goal: voidSlot, suspect: -1}
			for _, f := range tt.friends {
				p.friends[f] = true
			}
			first := p.statement()
			want := villageSlot
			if p.gambles() {
				gambled++
				want = voidSlot
			}
			if first.Talk != ClaimDest || first.Slot != want || first.Dest != DeadEnd {
				t.Errorf("%s, seed %d: said %+v, want slot %d called a Dead End", tt.name, s, first, want)
			}
			if again := p.gambles(); again != (want == voidSlot) {
				t.Errorf("%s, seed %d: the gamble changed its mind", tt.name, s)
			}
		}
		if !tt.can && gambled > 0 || tt.can && (gambled < 10 || gambled > 30) {
			t.Errorf("%s: gambled in %d of 40 games", tt.name, gambled)
		}
	}
}
