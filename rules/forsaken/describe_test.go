package forsaken

import (
	"strings"
	"testing"

	"deepwood/rules/dice"
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

// A death, a trial, an Entangling and a discard say their cause, and the
// player's seat takes the verb's "you" form (issue 38).
func TestHarmSaysItsCause(t *testing.T) {
	d := MustData()
	n := Names{"Alder", You}
	died := ev(EvDied)
	died.Target, died.Text = 1, "Shot in the Dark"
	gal := ev(EvGallows)
	gal.Target, gal.Text = 1, "Accuse"
	for _, c := range []struct {
		e    Event
		want string
	}{
		{died, "You die of your wound (Shot in the Dark): no Revive saved you. You walk on as a Spirit."},
		{gal, "You are sent to the Gallows by Accuse."},
	} {
		if got := n.Tell(d, c.e, 1); got != c.want {
			t.Errorf("%s: %q, want %q", c.e.Kind, got, c.want)
		}
	}
	if n.Is(1) != "You are" || n.Is(0) != "Alder is" {
		t.Errorf("Is: %q, %q", n.Is(1), n.Is(0))
	}
}

// FirstSeat is the seat Night One's wake sends first.
func TestFirstSeat(t *testing.T) {
	d := MustData()
	for seed := dice.Seed(1); seed < 30; seed++ {
		players := 4 + int(seed)%9
		s, _ := NewGame(d, seed, Setup{Players: players})
		table := NewTable(d, seed, players, Easy)
		for s.Phase == PhaseNightOne {
			seat := Asked(s, d)
			if seat < 0 {
				break
			}
			step(t, s, d, table[seat].Choose(ViewFor(s, d, seat), LegalFor(s, d, seat)))
		}
		if s.First != FirstSeat(seed, players) {
			t.Fatalf("seed %d: first %d, FirstSeat %d", seed, s.First, FirstSeat(seed, players))
		}
	}
}
