package battleui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/storage"
)

func TestMain(m *testing.M) { windowtest.Main(m) }

// click injects a pointer click on a hex of the field.
func click(ctx *scenes.Context, f *Field, x, y float32) {
	ctx.Input.InjectPointer(input.Pointer{X: int(x), Y: int(y), Moved: true, Clicked: true})
}

// handedOver is a field on s whose screen the side to play already took,
// so a test acts on it at once (TestHotseatHandsOver tests the hand-over).
func handedOver(s *Session) *Field {
	f := NewField(Hooks{}, s)
	f.atScreen = s.State.Turn
	return f
}

// TestFieldUndoByInput selects a unit and moves it with the pointer, then
// presses Undo with the keyboard, as a player would, and finds the state
// restored.
func TestFieldUndoByInput(t *testing.T) {
	ctx := screentest.Window(t)
	s := playUntil(t, storage.NewDir(t.TempDir()), hotseatSetup("undo-input"), atMove)
	f := handedOver(s)
	ctx.Stack = scenes.NewStack(f)
	before := s.State.Fingerprint()
	id := s.State.Movers()[0]
	dest := s.State.Destinations(id)[0]
	x, y := f.pix(s.State.Units[id].Hex)
	click(ctx, f, x, y)
	screentest.Tick(ctx, f, 1)
	if f.sel != id {
		t.Fatalf("clicking unit %d selected %d", id, f.sel)
	}
	x, y = f.pix(dest)
	click(ctx, f, x, y)
	screentest.Tick(ctx, f, 2)
	if got := s.State.Units[id].Hex; got != dest {
		t.Fatalf("unit %d at %v, want %v", id, got, dest)
	}
	// To the panel (Next page), then the Undo button.
	ctx.Input.Inject(input.NextPage)
	screentest.Tick(ctx, f, 1)
	ctx.Input.Inject(input.Down) // End movement, then Undo move
	screentest.Tick(ctx, f, 1)
	if b := f.btns.list[f.btns.focus]; b.label != "Undo move" {
		t.Fatalf("focus on %q, want Undo move", b.label)
	}
	ctx.Input.Inject(input.Confirm)
	screentest.Tick(ctx, f, 2)
	if got := s.State.Fingerprint(); got != before {
		t.Errorf("after Undo fingerprint %s, want %s", got, before)
	}
	if s.State.Units[id].Moved {
		t.Error("the unit still counts as moved")
	}
}

// TestHotseatHandsOver checks that two people get a hand-over screen when
// the turn passes.
func TestHotseatHandsOver(t *testing.T) {
	ctx := screentest.Window(t)
	s := playUntil(t, nil, hotseatSetup("handover"), func(st *battle.State) bool { return st.Phase == battle.PhaseQuick })
	f := NewField(Hooks{}, s)
	ctx.Stack = scenes.NewStack(f)
	ctx.Stack.SetTransitionTicks(0)
	windowtest.Do(func() {
		ctx.Input.Update()
		_ = ctx.Stack.Update(ctx)
		ctx.Input.Update()
		_ = ctx.Stack.Update(ctx)
	})
	if n := ctx.Stack.Top().Name(); n != "battle-handover" {
		t.Fatalf("top is %s, want battle-handover", n)
	}
}

// TestPanIsNotAClick drags the close-up field and releases over a hex in
// reach: the view pans and nothing moves.
func TestPanIsNotAClick(t *testing.T) {
	ctx := screentest.Window(t)
	s := playUntil(t, nil, hotseatSetup("pan"), atMove)
	f := handedOver(s)
	ctx.Stack = scenes.NewStack(f)
	id := s.State.Movers()[0]
	f.sel = id
	f.zoom = 1
	f.centreOn(s.State.Units[id].Hex)
	dest := s.State.Destinations(id)[0]
	x, y := f.pix(dest)
	camX := f.camX
	n := len(s.Moves)
	ctx.Input.InjectPointer(input.Pointer{X: int(x) - 60, Y: int(y), Moved: true, Held: true})
	screentest.Tick(ctx, f, 1)
	ctx.Input.InjectPointer(input.Pointer{X: int(x), Y: int(y), Moved: true, Held: true})
	screentest.Tick(ctx, f, 1)
	ctx.Input.InjectPointer(input.Pointer{X: int(x), Y: int(y), Moved: true, Clicked: true})
	screentest.Tick(ctx, f, 1)
	if f.camX == camX {
		t.Error("the drag did not pan")
	}
	if len(s.Moves) != n {
		t.Errorf("releasing a pan committed %v", s.Moves[len(s.Moves)-1])
	}
}

// TestPinchZooms spreads two fingers over the whole field: the view
// steps to the close zoom once they have spread a quarter, and closing
// them steps it back; the pinch moves no unit.
func TestPinchZooms(t *testing.T) {
	ctx := screentest.Window(t)
	s := playUntil(t, nil, hotseatSetup("pinch"), atMove)
	f := handedOver(s)
	ctx.Stack = scenes.NewStack(f)
	n := len(s.Moves)
	pinch := func(factor float64, ticks int) {
		for range ticks {
			ctx.Input.InjectPointer(input.Pointer{X: 300, Y: 300, Held: true, Touch: true, Pinch: factor})
			screentest.Tick(ctx, f, 1)
		}
	}
	if f.zoom != 0 {
		t.Fatalf("the field starts at zoom %d", f.zoom)
	}
	pinch(1.05, 2) // 1.10: not yet a step
	if f.zoom != 0 {
		t.Fatal("a tenth's spread stepped the zoom")
	}
	pinch(1.05, 3) // 1.28 in all
	if f.zoom != 1 {
		t.Fatal("spreading two fingers a quarter did not zoom in")
	}
	pinch(0.9, 3) // 0.73
	if f.zoom != 0 {
		t.Fatal("closing two fingers a quarter did not zoom out")
	}
	if len(s.Moves) != n {
		t.Errorf("a pinch committed %v", s.Moves[len(s.Moves)-1])
	}
}

// TestRoundByKeys plays a whole round of a hotseat battle with Confirm and
// Next page alone, as on a keyboard or gamepad: the hand-overs, fight on,
// the quick marks, every movement phase (select, the first hex of the
// reach, or End movement) and the combat phase's choices.
func TestRoundByKeys(t *testing.T) {
	ctx := screentest.Window(t)
	s := playUntil(t, nil, hotseatSetup("keys"), func(st *battle.State) bool { return st.Phase == battle.PhaseDecide })
	round := s.State.Round
	f := NewField(Hooks{}, s)
	ctx.Stack = scenes.NewStack(f)
	ctx.Stack.SetTransitionTicks(0)
	step := func(a input.Action) {
		ctx.Input.Inject(a)
		windowtest.Do(func() {
			for range 2 {
				ctx.Input.Update()
				_ = ctx.Stack.Update(ctx)
			}
		})
	}
	presses, idle := 0, 0
	for ; presses < 400 && s.State.Round == round && !s.State.Over(); presses++ {
		n := len(s.Moves)
		step(input.Confirm)
		if len(s.Moves) == n && ctx.Stack.Top().Name() == "battle-field" {
			idle++
		} else {
			idle = 0
		}
		if ctx.Stack.Top().Name() == "battle-field" && s.State.Phase == battle.PhaseMove && idle >= 3 {
			idle = 0
			// Nothing moved for a while: end the phase from the panel.
			step(input.NextPage)
			step(input.Confirm)
		}
	}
	if s.State.Round == round && !s.State.Over() {
		t.Fatalf("round %d not over after %d presses: phase %v, scene %s, inspect %v", round, presses, s.State.Phase, ctx.Stack.Top().Name(), f.Inspect())
	}
	moved := 0
	for _, a := range s.Moves {
		if a.Kind == battle.ActMove {
			moved++
		}
	}
	if moved == 0 {
		t.Error("no unit moved by keys")
	}
	t.Logf("round %d played in %d presses, %d moves", round, presses, moved)
}
