package forsakenui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/storage"
)

// The set-up deals a pass-and-play table: "Players at this screen" is
// stepped to three, the names pad takes each person's name, and Deal
// opens the table on the hand-over screen for the first person asked,
// the header listing the seats RULES S41 deals from the seed. The
// set-up, the names pad, the hand-over screen and a revealed table are
// saved as screenshots.
func TestPassAndPlaySetup(t *testing.T) {
	su, ctx, key := onSetup(t, storage.NewDir(t.TempDir()), nil)
	key(input.Right) // 7 travelers
	key(input.Down)
	key(input.Right)
	key(input.Right) // 3 people
	if su.people.count != 3 || su.focus != rowPeople {
		t.Fatalf("set-up %v", su.Inspect())
	}
	su.people.names = []string{"Ada", "Bram", "Cleo"}
	su.code, su.hasCode, su.typed = dice.Seed(4242), true, true
	screentest.Shoot(t, ctx, su, 1, "forsaken_pass_setup.png")
	ctx.Stack = scenes.NewStack(su)
	key(input.Down)
	key(input.Confirm) // the names pad, on the first person's name
	if !su.people.pad.Active || su.people.who != 0 {
		t.Fatalf("Confirm on Names did not open the pad: %v", su.Inspect())
	}
	screentest.Shoot(t, ctx, su, 1, "forsaken_pass_names.png")
	ctx.Stack = scenes.NewStack(su)
	su.people.pad.Active = false
	for su.focus != rowStart {
		key(input.Down)
	}
	stackPress(ctx, input.Confirm)
	tb, ok := ctx.Stack.Top().(*tableScene)
	if !ok {
		t.Fatalf("Deal opened %s", ctx.Stack.Top().Name())
	}
	s := tb.s
	seed := dice.Seed(4242)
	want := forsaken.PlayerSeats(seed, 7, 3, forsaken.FirstSeat(seed, 7)) // a guided game: the first person goes first
	if got, _ := s.Replay.Get(forsaken.HumansKey); got != forsaken.FormatSeats(want) || s.NameOf(want[1]) != "Bram" {
		t.Fatalf("humans %q, want %q; names %v", got, forsaken.FormatSeats(want), s.People)
	}
	if got := tb.Inspect().(map[string]any); got["covered"] != true {
		t.Fatalf("the table opened uncovered: %v", got)
	}
	screentest.Shoot(t, ctx, tb, 1, "forsaken_pass_handover.png")
	ctx.Stack = scenes.NewStack(tb)
	press(ctx, tb, input.Confirm)
	if got := tb.Inspect().(map[string]any); got["covered"] != false || got["human"] != s.Human {
		t.Fatalf("'I am …' did not reveal the table: %v", got)
	}
	screentest.Shoot(t, ctx, tb, 1, "forsaken_pass_table.png")
}

// In a window the person at the screen may not answer but another
// person may, the menu offers "Pass to … to answer"; pressing it covers
// the table for that person, who then sees the answers the rules allow
// their seat.
func TestPassToAnswer(t *testing.T) {
	for seed := dice.Seed(1); seed < 40; seed++ {
		humans := forsaken.PlayerSeats(seed, 9, 3, forsaken.PlayerSeat(seed, 9))
		s, err := NewPassSession(nil, seed, 9, nil, humans, nil, forsaken.Normal)
		if err != nil {
			t.Fatal(err)
		}
		other := -1
		stop := func() bool {
			fs := s.State.Frames
			if len(fs) == 0 || fs[len(fs)-1].Kind != forsaken.FrameRespond || s.Seats[s.Asked()].Local() {
				return false
			}
			for _, h := range humans[1:] {
				if len(s.LegalOf(h)) > 0 {
					other = h
					return true
				}
			}
			return false
		}
		for k := 0; k < 3000 && !stop() && !s.Over(); k++ {
			if err := s.Do(passChoice(s)); err != nil {
				t.Fatal(err)
			}
		}
		if other < 0 {
			continue
		}
		s.At(humans[0])
		tb := table(s)
		ctx := onWindow(t, tb)
		ctx.Input.Inject(input.Confirm)
		ticks(ctx, tb, 1) // "I am …" the first person: the table as it stands
		line := "Pass to " + s.NameOf(other) + " to answer"
		found := false
		for _, b := range tb.menu.Btns {
			found = found || b.ID == idPassTo+other && b.Label == line
		}
		if !found {
			t.Fatalf("seed %v: no %q among %v", seed, line, tb.Inspect().(map[string]any)["buttons"])
		}
		screentest.Shoot(t, ctx, tb, 0, "forsaken_pass_answer_offer.png")
		ctx.Stack = scenes.NewStack(tb)
		if err := tb.press(ctx, idPassTo+other); err != nil || !tb.ho.covered || s.Human != other {
			t.Fatalf("seed %v: %q did not hand the screen over", seed, line)
		}
		screentest.Shoot(t, ctx, tb, 0, "forsaken_pass_answer_handover.png")
		ctx.Stack = scenes.NewStack(tb)
		ticks(ctx, tb, 1) // covered: nothing moves while the screen is passed
		ctx.Input.Inject(input.Confirm)
		ticks(ctx, tb, 1)
		if len(tb.opts) == 0 || s.Human != other || tb.ho.covered {
			t.Fatalf("seed %v: %s is offered no answer", seed, s.NameOf(other))
		}
		screentest.Shoot(t, ctx, tb, 0, "forsaken_pass_answer.png")
		return
	}
	t.Skip("no seed reached a window another person could answer")
}

// Continue brings a pass-and-play game back on the hand-over screen, for
// the person the game waits on (or the first person), never on a table.
func TestPassAndPlayContinuesCovered(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	seed := dice.Seed(21)
	humans := forsaken.PlayerSeats(seed, 7, 3, forsaken.PlayerSeat(seed, 7))
	s, err := NewPassSession(store, seed, 7, nil, humans, []string{"Ada", "Bram", "Cleo"}, forsaken.Normal)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 40 && !s.Over(); k++ {
		if err := s.Do(passChoice(s)); err != nil {
			t.Fatal(err)
		}
	}
	back, err := Resume(store)
	if err != nil {
		t.Fatal(err)
	}
	tb := table(back)
	onWindow(t, tb)
	got := tb.Inspect().(map[string]any)
	want := humans[0]
	if a := back.Asked(); a >= 0 && back.Seats[a].Local() {
		want = a
	}
	if got["covered"] != true || got["passTo"] != back.NameOf(want) || back.Fingerprint() != s.Fingerprint() {
		t.Fatalf("continued: %v; want covered for %s", got, back.NameOf(want))
	}
}
