package forsaken

import (
	"strings"
	"testing"
)

// Every action and event of whole games has words, and none of them
// shows a formatting fault or a raw number where a name belongs.
func TestEverythingHasWords(t *testing.T) {
	d := MustData()
	n := DefaultNames
	seen := map[EventKind]bool{}
	for _, seed := range seedsFor(t, 30) {
		s, _ := NewGame(d, seed, Setup{Players: 9, Roles: []Role{Forsaken, Silencer, Shrouded, Oracle, Priest, Navigator, Blessed, Coward, Cursed}})
		table := NewTable(d, seed, 9, Hard)
		check := func(text string) {
			if strings.Contains(text, "%!") || strings.Contains(text, "someone") || strings.Contains(text, "(") && strings.Contains(text, "(-") {
				t.Fatalf("bad words: %q", text)
			}
		}
		for _, e := range s.Log {
			check(n.Tell(d, e, 0))
		}
		for !s.Over() {
			for _, a := range Legal(s, d) {
				if text := n.Describe(d, a); text == "" || text == a.String() {
					t.Fatalf("%s has no words", a)
				} else {
					check(text)
				}
			}
			seat := Asked(s, d)
			evs := step(t, s, d, table[seat].Choose(ViewFor(s, d, seat), LegalFor(s, d, seat)))
			observeAll(table, evs)
			for _, e := range evs {
				seen[e.Kind] = true
				if text := n.Tell(d, e, 0); text == "" && e.Kind != EvDrew {
					t.Fatalf("%s has no words", e.Kind)
				} else {
					check(text)
				}
			}
		}
	}
	if len(seen) < 20 {
		t.Errorf("only %d kinds of event seen in 30 games", len(seen))
	}
	you := append(Names{}, n...)
	you[2] = You
	turn, tangled := ev(EvTurn), ev(EvEntangled)
	turn.Seat, tangled.Target = 2, 2
	if got := you.Tell(d, turn, 2) + " " + you.Tell(d, tangled, 2); got != "Your turn. You are Entangled." {
		t.Errorf("the log speaks to the player as %q", got)
	}
	if got := SquareName(&d.Board, d.Board.Start); got != "G7" {
		t.Errorf("the centre is %s", got)
	}
}

// What others say of the player speaks to them: "your", "you", "You are".
func TestStatementsAboutThePlayer(t *testing.T) {
	you := append(Names{}, DefaultNames...)
	you[2] = You
	tests := []struct {
		st   Statement
		want string
	}{
		{Say(ClaimPeek, 2, Forsaken, -1, NoDest), "I saw your Role Card: a Forsaken."},
		{Say(ClaimPeek, 3, Commonfolk, -1, NoDest), "I saw Dagny's Role Card: a Commonfolk."},
		{Say(Accuse, 2, NoRole, -1, NoDest), "You are Forsaken!"},
		{Say(Accuse, 1, NoRole, -1, NoDest), "Bryony is Forsaken!"},
		{Say(Vouch, 2, NoRole, -1, NoDest), "I trust you."},
	}
	for _, tt := range tests {
		if got := you.SayText(tt.st); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.st, got, tt.want)
		}
	}
}
