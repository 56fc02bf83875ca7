package forsaken

import (
	"testing"

	"deepwood/rules/dice"
)

// A Forsaken team dealt outnumbered 5 to 2 or worse has its first-seated
// member gamble, in about one game of two, on the bold lie that the Void
// is a Dead End; every other Forsaken, and every better-matched team,
// never tells it (issue 25's balance). Since issue 39 the lie is one of
// the statements a Forsaken varies among, so each traveler here speaks
// twelve times and the bold lie is among them exactly when it gambles.
func TestForsakenGambleOnTheBoldLie(t *testing.T) {
	const voidSlot = 3
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
	bold := Say(ClaimDest, -1, NoRole, voidSlot, DeadEnd)
	for _, tt := range tests {
		gambled := 0
		for s := range 40 {
			p := forsakenPlan(tt.seat, tt.players, tt.friends, dice.Seed(1000+s))
			said := speak(p, 12)
			if p.gambles() {
				gambled++
			}
			if said[bold] != p.gambles() {
				t.Errorf("%s, seed %d: gambles %v, told the bold lie %v", tt.name, s, p.gambles(), said[bold])
			}
		}
		if !tt.can && gambled > 0 || tt.can && (gambled < 10 || gambled > 30) {
			t.Errorf("%s: gambled in %d of 40 games", tt.name, gambled)
		}
	}
}

// forsakenPlan is a normal Forsaken's reading of a table where the Void is
// slot 3 and the Village slot 4, with friends its fellows.
func forsakenPlan(seat, players int, friends []int, seed dice.Seed) *plan {
	c := NewComputer(MustData(), Normal, seat, players, seed)
	v := tableView(seat, Forsaken, players)
	v.Know.Dests = [NumSlots]Dest{DeadEnd, DeadEnd, DeadEnd, Void, Village, DeadEnd, DeadEnd, DeadEnd}
	p := &plan{c: c, v: v, team: ForsakenTeam, friends: make([]bool, players), goal: 3, suspect: -1, void: -1}
	for _, f := range friends {
		p.friends[f] = true
	}
	p.suspect = p.threat()
	return p
}

// speak has p's traveler make up to n statements in a row, as Choose
// records them, and returns those it made.
func speak(p *plan, n int) map[Statement]bool {
	out := map[Statement]bool{}
	for range n {
		st := p.statement()
		if st.Talk == TalkNone {
			break
		}
		p.c.record(st)
		out[st] = true
	}
	return out
}

// tableView is a View of an Action Phase on Day 1 with every traveler
// alive and only the Starting Square's Path, seen from seat.
func tableView(seat int, role Role, players int) *View {
	d := MustData()
	v := &View{Seat: seat, Role: role, Players: players, Phase: PhaseAction, Day: 1, Asked: seat, Turn: seat}
	v.Paths = make([]bool, d.Board.Squares())
	v.Paths[d.Board.Start] = true
	for range players {
		v.Seats = append(v.Seats, PublicSeat{Alive: true, Revealed: NoRole})
		v.Know.Roles = append(v.Know.Roles, NoRole)
	}
	v.Know.Roles[seat] = role
	for i := range v.Know.Dests {
		v.Know.Dests[i] = NoDest
	}
	return v
}
