package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/controls"
	"deepwood/scenes/clock"
	"deepwood/scenes/input"
)

// fakeScene records what happens to it in a shared journal.
type fakeScene struct {
	name    string
	journal *[]string
	onTick  func(ctx *Context)
	overlay bool
}

func (f *fakeScene) Name() string { return f.name }
func (f *fakeScene) Update(ctx *Context) error {
	*f.journal = append(*f.journal, "update "+f.name)
	if f.onTick != nil {
		f.onTick(ctx)
		f.onTick = nil
	}
	return nil
}
func (f *fakeScene) Draw(*ebiten.Image, *Context)     {}
func (f *fakeScene) Enter(*Context)                   { *f.journal = append(*f.journal, "enter "+f.name) }
func (f *fakeScene) Leave()                           { *f.journal = append(*f.journal, "leave "+f.name) }
func (f *fakeScene) Overlay() bool                    { return f.overlay }
func names(s *Stack) string                           { return strings.Join(s.Names(), ",") }
func (f *fakeScene) then(g func(*Context)) *fakeScene { f.onTick = g; return f }

func TestStackOperations(t *testing.T) {
	var j []string
	mk := func(n string) *fakeScene { return &fakeScene{name: n, journal: &j} }
	tests := []struct {
		name string
		do   func(s *Stack, ctx *Context)
		want string
	}{
		{"push", func(s *Stack, _ *Context) { s.Push(mk("b")) }, "a,b"},
		{"push push pop", func(s *Stack, _ *Context) { s.Push(mk("b")); s.Push(mk("c")); s.Pop() }, "a,b"},
		{"replace", func(s *Stack, _ *Context) { s.Push(mk("b")); s.Replace(mk("c")) }, "a,c"},
		{"pop last is ignored", func(s *Stack, _ *Context) { s.Pop() }, "a"},
		{"reset", func(s *Stack, _ *Context) { s.Push(mk("b")); s.Push(mk("c")); s.Reset(mk("t")) }, "t"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j = nil
			s := NewStack(mk("a"))
			s.SetTransitionTicks(0)
			ctx := &Context{Stack: s}
			tt.do(s, ctx)
			s.apply()
			if got := names(s); got != tt.want {
				t.Fatalf("stack %s; want %s", got, tt.want)
			}
		})
	}
}

func TestTransitionOrder(t *testing.T) {
	var j []string
	a := &fakeScene{name: "a", journal: &j}
	b := &fakeScene{name: "b", journal: &j}
	s := NewStack(a)
	s.SetTransitionTicks(2)
	ctx := &Context{Stack: s}
	a.then(func(ctx *Context) { ctx.Stack.Push(b) })
	for i := 0; i < 6; i++ {
		if err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	// tick 1: a updates and asks for b; ticks 2-3 fade out (b enters at the
	// darkest point); ticks 4-5 fade in with no updates; tick 6 b updates.
	want := "update a|enter b|update b"
	if got := strings.Join(j, "|"); got != want {
		t.Fatalf("journal %s; want %s", got, want)
	}
	j = nil
	b.then(func(ctx *Context) { ctx.Stack.Pop() })
	for i := 0; i < 6; i++ {
		s.Update(ctx)
	}
	want = "update b|leave b|enter a|update a"
	if got := strings.Join(j, "|"); got != want {
		t.Fatalf("journal %s; want %s", got, want)
	}
}

// movesOn is a stack on a scene "a" that, on its first update, moves
// on to a scene "b" by move (Push or Replace) with fades of ticks; the
// journal is what the two scenes record.
func movesOn(ticks int, move func(*Stack, Scene)) (*Stack, *Context, *[]string) {
	j := new([]string)
	a := &fakeScene{name: "a", journal: j}
	s := NewStack(a)
	s.SetTransitionTicks(ticks)
	a.then(func(ctx *Context) { move(ctx.Stack, &fakeScene{name: "b", journal: j}) })
	return s, &Context{Stack: s}, j
}

func TestFadeRisesThenFalls(t *testing.T) {
	s, ctx, _ := movesOn(4, (*Stack).Replace)
	var fades []float64
	for i := 0; i < 10; i++ {
		s.Update(ctx)
		fades = append(fades, s.fade())
	}
	want := []float64{0, 0.25, 0.5, 0.75, 1, 0.75, 0.5, 0.25, 0, 0}
	for i := range want {
		if fades[i] != want[i] {
			t.Fatalf("fades %v; want %v", fades, want)
		}
	}
	if s.Transitioning() || names(s) != "b" {
		t.Fatalf("after fade: transitioning %v, stack %s", s.Transitioning(), names(s))
	}
}

func TestNoUpdatesDuringTransition(t *testing.T) {
	s, ctx, j := movesOn(DefaultTransitionTicks, (*Stack).Push)
	s.Update(ctx)
	*j = nil
	for i := 0; i < 2*DefaultTransitionTicks; i++ {
		s.Update(ctx)
	}
	for _, e := range *j {
		if strings.HasPrefix(e, "update") {
			t.Fatalf("a scene updated mid-transition: %v", *j)
		}
	}
}

func TestInstantTransitionAppliesSameTick(t *testing.T) {
	s, ctx, _ := movesOn(0, (*Stack).Push)
	s.Update(ctx)
	if names(s) != "a,b" {
		t.Fatalf("stack %s after an instant push", names(s))
	}
}

type quitter struct{ fakeScene }

func (q *quitter) Update(*Context) error { return ErrQuit }

func TestQuitPropagates(t *testing.T) {
	var j []string
	s := NewStack(&quitter{fakeScene{name: "q", journal: &j}})
	if err := s.Update(&Context{Stack: s}); err != ErrQuit {
		t.Fatalf("Update = %v; want ErrQuit", err)
	}
}

// TestCloseLeavesEveryScene checks closing the game leaves every scene,
// top first, so a thinking opponent is stopped before the window goes.
func TestCloseLeavesEveryScene(t *testing.T) {
	var j []string
	mk := func(n string) *fakeScene { return &fakeScene{name: n, journal: &j} }
	s := NewStack(mk("a"))
	s.Open(mk("b"))
	s.Open(mk("c"))
	s.Push(mk("queued"))
	s.Close()
	if got := strings.Join(j, ","); got != "leave c,leave b,leave a" {
		t.Fatalf("closing left %s", got)
	}
}

// confirmCounter counts the Confirm presses it takes.
type confirmCounter struct {
	fakeScene
	confirms int
}

func (c *confirmCounter) Update(ctx *Context) error {
	if ctx.Input.Just(input.Confirm) {
		c.confirms++
	}
	return c.fakeScene.Update(ctx)
}

// TestPressesDuringAFadeReachTheNextScreen: three Enter presses made while
// the stack fades to a new screen are taken by that screen, one an Update,
// once it is up (issue 27 lost them); Fullscreen, answered by the game on
// every Update, is not held.
func TestPressesDuringAFadeReachTheNextScreen(t *testing.T) {
	var j []string
	a := &fakeScene{name: "a", journal: &j}
	b := &confirmCounter{fakeScene: fakeScene{name: "b", journal: &j}}
	s := NewStack(a)
	s.SetTransitionTicks(4)
	in := input.NewMapper(controls.DefaultBindings())
	in.SetPolling(false)
	ctx := &Context{Stack: s, Input: in}
	update := func() {
		in.Update()
		if err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	a.then(func(ctx *Context) { ctx.Stack.Push(b) })
	update() // a asks for b: the fade starts
	for i := 0; i < 8; i++ {
		if i%2 == 0 && i < 6 {
			in.Inject(input.Confirm) // pressed and let go three times
		}
		if i == 3 {
			in.Inject(input.Fullscreen)
		}
		update()
	}
	if !s.Transitioning() && b.confirms != 0 {
		t.Fatalf("b took %d presses before its fade ended", b.confirms)
	}
	for i := 0; i < 5; i++ {
		update()
	}
	if b.confirms != 3 {
		t.Fatalf("b took %d of the 3 presses made during the fade", b.confirms)
	}
	if in.Just(input.Fullscreen) {
		t.Fatal("Fullscreen was held through the fade and pressed again")
	}
}

// TestHeldPressesDoNotOutliveTheirScreen: presses held for a screen that
// leaves at the first of them (Enter on "Random seed" starts a run) do not
// reach the screen after it.
func TestHeldPressesDoNotOutliveTheirScreen(t *testing.T) {
	var j []string
	a := &fakeScene{name: "a", journal: &j}
	c := &confirmCounter{fakeScene: fakeScene{name: "c", journal: &j}}
	b := &leaveOnConfirm{fakeScene: fakeScene{name: "b", journal: &j}, next: c}
	s := NewStack(a)
	s.SetTransitionTicks(3)
	in := input.NewMapper(controls.DefaultBindings())
	in.SetPolling(false)
	ctx := &Context{Stack: s, Input: in}
	a.then(func(ctx *Context) { ctx.Stack.Push(b) })
	for i := 0; i < 30; i++ {
		if i > 0 && i < 6 && i%2 == 1 {
			in.Inject(input.Confirm) // three presses in a's fade to b
		}
		in.Update()
		if err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	if names(s) != "a,c" || c.confirms != 0 {
		t.Fatalf("stack %s, c took %d presses meant for b", names(s), c.confirms)
	}
}

// leaveOnConfirm replaces itself with next when Confirm is pressed.
type leaveOnConfirm struct {
	fakeScene
	next Scene
}

func (l *leaveOnConfirm) Update(ctx *Context) error {
	if ctx.Input.Just(input.Confirm) {
		ctx.Stack.Replace(l.next)
	}
	return nil
}

// TestFadesAreTimedInRealTime: at 10 frames a second (6 ticks an Update)
// a 12-tick fade out and in takes 4 Updates, not 24, and the veil never
// goes past black.
func TestFadesAreTimedInRealTime(t *testing.T) {
	var j []string
	a := &fakeScene{name: "a", journal: &j}
	s := NewStack(a)
	s.SetTransitionTicks(12)
	now := time.Duration(0)
	frames := clock.NewFrames(func() time.Duration { return now })
	ctx := &Context{Stack: s, Frames: frames}
	a.then(func(ctx *Context) { ctx.Stack.Replace(&fakeScene{name: "b", journal: &j}) })
	updates := 0
	for ; updates < 30; updates++ {
		frames.Begin(s.Transitioning())
		now += 100 * time.Millisecond
		s.Update(ctx)
		if f := s.fade(); f < 0 || f > 1 {
			t.Fatalf("veil %v", f)
		}
		if updates > 1 && !s.Transitioning() {
			break
		}
	}
	if names(s) != "b" || updates != 4 {
		t.Fatalf("stack %s after %d Updates of fade; want b after 4", names(s), updates)
	}
}
