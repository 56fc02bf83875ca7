package forsakenui

import (
	"image"
	"testing"

	"deepwood/controls"
	"deepwood/internal/screentest"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/forsakenui/forsakenart"
	"deepwood/scenes/input"
	"deepwood/storage"
)

// handChoice is the player's next action in the input tests: in a window
// a Pass (or resting, or a thumb down), else one statement a turn, then
// the first deed the rules allow (a Night choice, a Path, a card, Foraging
// or the end of the turn).
func handChoice(s *Session) forsaken.Action {
	legal := s.Legal()
	if len(s.State.Frames) > 0 {
		for _, k := range []forsaken.ActKind{forsaken.ActPass, forsaken.ActRest, forsaken.ActVoteDie} {
			for _, a := range legal {
				if a.Kind == k {
					return a
				}
			}
		}
	}
	if s.State.Phase == forsaken.PhaseAction && s.State.Said == 0 {
		for _, a := range legal {
			if a.Kind == forsaken.ActSay && a.Say.Talk == forsaken.Accuse {
				return a
			}
		}
	}
	for _, a := range legal {
		if a.Kind != forsaken.ActSay {
			return a
		}
	}
	return legal[0]
}

// playSeat plays the player's seat through a Day (into Day 2, or for
// 40 of the player's actions) with step, which gives one input toward
// the action wanted; the computer travelers act in the table's Update.
// It returns the kinds of the player's actions taken.
func playSeat(t *testing.T, ctx *scenes.Context, tb *tableScene, step func(forsaken.Action)) map[forsaken.ActKind]int {
	t.Helper()
	s := tb.s
	kinds := map[forsaken.ActKind]int{}
	for n, idle := 0, 0; n < 40 && s.State.Day < 2 && !s.State.Over(); {
		if len(s.Legal()) == 0 || s.Asked() != s.Human && len(s.State.Frames) == 0 {
			ticks(ctx, tb, 1)
			if idle++; idle > 5000 {
				t.Fatalf("the table stands still in phase %s", s.State.Phase)
			}
			continue
		}
		idle = 0
		a := handChoice(s)
		before, entries := s.Steps(), len(s.Replay.Entries)
		for k := 0; s.Steps() == before; k++ {
			if k > 30 {
				t.Fatalf("could not take %s by input: %v", s.Names.Describe(s.Data, a), tb.Inspect())
			}
			step(a)
		}
		for _, e := range s.Replay.Entries[entries:] {
			if e.Action == a.String() {
				kinds[a.Kind]++
				n++
			}
		}
	}
	t.Logf("the player took %v; Day %d, phase %s", kinds, s.State.Day, s.State.Phase)
	return kinds
}

// A gamepad reaches every action: the menu's lines and targets by Up,
// Down, Confirm and Back (each bound to a pad button by default), the
// notes, and the pause menu.
func TestTableByGamepad(t *testing.T) {
	s := deal(t, nil, 12, 6, 1)
	tb := table(s)
	ctx := onWindow(t, tb)
	for _, a := range []input.Action{input.Up, input.Down, input.Confirm, input.Back, input.Pause} {
		pad := false
		for _, b := range ctx.Settings.Bindings[a] {
			pad = pad || b.Device == controls.Gamepad
		}
		if !pad {
			t.Errorf("%v has no gamepad button", a)
		}
	}
	ctx.Stack.SetTransitionTicks(0)
	kinds := playSeat(t, ctx, tb, func(a forsaken.Action) {
		in, ok := tb.Plan(a)
		if !ok {
			t.Fatalf("the menu does not offer %s: %v", s.Names.Describe(s.Data, a), tb.Inspect())
		}
		press(ctx, tb, in)
	})
	for _, k := range []forsaken.ActKind{forsaken.ActFugue, forsaken.ActPlay, forsaken.ActSay, forsaken.ActEnd} {
		if kinds[k] == 0 {
			t.Errorf("no %s by gamepad (took %v)", k, kinds)
		}
	}
	// The notes: to the line, Confirm, Confirm on the first traveler.
	if s.State.Over() {
		t.Skip("the game ended within the Day")
	}
	for k := 0; k < 10 && !tb.marking; k++ {
		i := tb.menu.Find(idNotes)
		for j, b := range tb.menu.Btns {
			if b.ID == idNotes {
				i = j
			}
		}
		in, ok := tb.menu.Plan(i)
		if !ok {
			in = input.Down
		}
		press(ctx, tb, in)
	}
	first := tb.menu.Btns[0].ID - idMark
	was := s.Notes[first]
	press(ctx, tb, input.Confirm)
	if !tb.marking || s.Notes[first] == was {
		t.Fatalf("the notes by gamepad: marking %v, %s's note %s", tb.marking, s.Names.Of(first), s.Notes[first])
	}
	press(ctx, tb, input.Back)
	ctx.Input.Inject(input.Pause)
	stackTick(ctx)
	if got := ctx.Stack.Top().Name(); got != "forsaken-pause" {
		t.Errorf("Pause opened %s", got)
	}
}

// A finger reaches every action: a tap on a menu line, on a target, on
// More and Back; a tap on a lit square Forges in the Fugue, and a tap on
// a traveler's seat chooses them as a card's target.
func TestTableByTouch(t *testing.T) {
	s := deal(t, nil, 12, 6, 1)
	tb := table(s)
	ctx := onWindow(t, tb)
	tap := func(p image.Point) {
		ctx.Input.InjectPointer(input.Pointer{X: p.X, Y: p.Y, Moved: true, Clicked: true, Touch: true})
		ticks(ctx, tb, 1)
	}
	tapButton := func(id int) bool {
		for _, b := range tb.menu.Btns {
			if b.ID == id {
				x, y := b.Centre()
				tap(image.Pt(x, y))
				return true
			}
		}
		return false
	}
	board, seats := 0, 0
	kinds := playSeat(t, ctx, tb, func(a forsaken.Action) {
		line, target := -1, -1
		for i, o := range tb.opts {
			for j, b := range o.Actions {
				if b == a {
					line, target = i, j
				}
			}
		}
		switch {
		case line < 0:
			t.Fatalf("the menu does not offer %s", s.Names.Describe(s.Data, a))
		case tb.picked >= 0 && tb.picked != line:
			tapButton(idBack)
		case a.Kind == forsaken.ActFugue && board == 0:
			b := &s.Data.Board
			tap(forsakenart.SquareRect(boardRect, b.W, b.H, a.Square).Min.Add(image.Pt(4, 4)))
			board++
		case tb.picked == line && a.Target >= 0 && seats == 0 && tb.opts[line].Actions[0].Target == a.Target:
			r := seatRect(s.State.Players(), s.Human, a.Target)
			tap(r.Min.Add(image.Pt(r.Dx()/2, r.Dy()/2)))
			seats++
		case tb.picked == line:
			if !tapButton(idTarget + target) {
				tapButton(idMore)
			}
		default:
			if !tapButton(line) {
				tapButton(idMore)
			}
		}
	})
	t.Logf("a square tapped %d times, a seat %d", board, seats)
	if board == 0 || seats == 0 || kinds[forsaken.ActPlay] == 0 || kinds[forsaken.ActEnd] == 0 || kinds[forsaken.ActSay] == 0 {
		t.Errorf("taps took %v (a square tapped %d times, a seat %d)", kinds, board, seats)
	}
}

// Once the player acts from a line's targets the line closes: the menu
// after the action has no Back to a line that is gone (it kept one while
// the computer travelers moved on).
func TestLineClosesAfterAction(t *testing.T) {
	s := deal(t, nil, 12, 6, 1)
	playTo(t, s, func() bool { return s.Asked() == s.Human && len(Options(s)) > 0 && len(Options(s)[0].Actions) > 1 })
	tb := table(s)
	ctx := onWindow(t, tb)
	ticks(ctx, tb, 1)
	steps := s.Steps()
	press(ctx, tb, input.Confirm) // the line
	press(ctx, tb, input.Confirm) // its first target
	if s.Steps() == steps {
		t.Fatalf("nothing was done: %v", tb.Inspect())
	}
	if tb.picked >= 0 || tb.menu.Find(idBack) >= 0 {
		t.Fatalf("a line stays open after the action: %v", tb.Inspect())
	}
	for _, b := range tb.menu.Btns {
		if b.ID == idBack {
			t.Fatalf("Back is offered after the action: %v", tb.Inspect())
		}
	}
}

// TestTablePlaysByKeyboard plays the player's turn with the keyboard: the
// menu offers the hand, a card's targets follow, and Confirm plays it.
func TestTablePlaysByKeyboard(t *testing.T) {
	s := deal(t, storage.NewDir(t.TempDir()), 21, 7, 0)
	playTo(t, s, func() bool {
		return s.State.Phase == forsaken.PhaseAction && s.Asked() == 0 && len(s.State.Frames) == 0
	})
	tb := table(s)
	ctx := onWindow(t, tb)
	screentest.Tick(ctx, tb, 1)
	steps := s.Steps()
	for k := 0; k < 6 && s.Steps() == steps; k++ {
		ctx.Input.Inject(input.Confirm) // the first line, then its first target
		screentest.Tick(ctx, tb, 1)
	}
	if s.Steps() == steps {
		t.Fatalf("Confirm did nothing: menu %v", tb.Inspect())
	}
	screentest.Shoot(t, ctx, tb, 1, "forsaken_table_day.png")
}
