package forward

import (
	"testing"

	"deepwood/rules/dice"
)

func TestActionTextRoundTrip(t *testing.T) {
	d := testData(t)
	acts := []Action{Start(1), Flip(9), Leave(), Roll(), TakeTerror(), BuryTerror()}
	for i := range d.Cards {
		if d.Cards[i].Type == TypeSpare {
			continue // the blank spares share a name and never reach play
		}
		acts = append(acts, Use(CardID(i)), Give(CardID(i)), Discard(CardID(i)))
	}
	for _, a := range acts {
		txt := FormatAction(d, a)
		b, err := ParseAction(d, txt)
		if err != nil || b != a {
			t.Fatalf("%v -> %q -> %v, %v", a, txt, b, err)
		}
	}
	// Every action of a real run round-trips too.
	s, _ := New(d, dice.HashText("text"))
	var bot Greedy
	for !s.Phase.Over() {
		a := bot.Choose(s, Legal(s))
		b, err := ParseAction(d, FormatAction(d, a))
		if err != nil || b != a {
			t.Fatalf("%v: %v %v", a, b, err)
		}
		if _, err := Apply(s, b); err != nil {
			t.Fatal(err)
		}
	}
	for _, bad := range []string{"", "fly 3", "flip 0", "flip x", "use", "use Nothing Here", "roll 3", "start 10"} {
		if _, err := ParseAction(d, bad); err == nil {
			t.Errorf("ParseAction(%q) accepted", bad)
		}
	}
}

func TestViews(t *testing.T) {
	d := testData(t)
	s, _ := New(d, dice.HashText("views"))
	if got := s.DragonNow(); got != d.Cards[d.Dragon].Stats.HP {
		t.Fatalf("DragonNow at start %d", got)
	}
	for _, n := range s.Location().Layout.StartRow() {
		if !s.IsEligible(n) {
			t.Fatalf("start space %d not eligible", n)
		}
	}
	if len(s.LeaveWouldBury()) != 9 {
		t.Fatalf("would bury %v", s.LeaveWouldBury())
	}
	if s.Checksum() != s.Dice.Checksum() || s.DeckLeft() != len(s.Deck)-s.Drawn {
		t.Fatal("checksum or deck count")
	}
}
