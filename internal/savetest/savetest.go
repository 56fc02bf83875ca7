// Package savetest holds what the modes' save tests share: a fuzz body
// for "any bytes as an autosave", and a stand-in screen that asks the
// "abandon your saved game?" question the way a real screen does, with
// the keys to answer it, and the check that an ended game's replay was
// kept.
package savetest

import (
	"errors"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/controls"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/storage"
)

// Resume is a mode's Continue as the fuzz body sees it, and whether a
// save is still in place. Its errors name their bad line (BadLine, as
// scenes/resume's errors do).
type Resume struct {
	Name    string                       // the autosave's file name
	Load    func(st storage.Store) error // the mode's Resume
	HasSave func(st storage.Store) bool
}

// lineOf is the bad line an error names, or 0.
func lineOf(err error) int {
	var l interface{ BadLine() int }
	if errors.As(err, &l) {
		return l.BadLine()
	}
	return 0
}

// Fuzz feeds any bytes to the mode's Resume as its autosave: it never
// panics, and either continues or names the bad line and keeps the save
// aside, so the same damage is never met twice.
func Fuzz(f *testing.F, r Resume) {
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		st := storage.NewDir(dir)
		_ = st.Remove(r.Name + ".bad")
		if err := st.Write(r.Name, data); err != nil {
			t.Skip(err)
		}
		err := r.Load(st)
		if err == nil {
			return
		}
		if lineOf(err) < 1 {
			t.Fatalf("the error names no line: %v", err)
		}
		if r.HasSave(st) {
			t.Fatal("a broken save was left in place")
		}
	})
}

// Asker is a screen that, on its first update, asks to start a new game
// the way a mode's new-game screen does; Started reports that the start
// ran.
type Asker struct {
	Ask     func(ctx *scenes.Context, start func(*scenes.Context))
	Started bool
	asked   bool
}

// Name is "asker".
func (a *Asker) Name() string { return "asker" }

// Update asks once.
func (a *Asker) Update(ctx *scenes.Context) error {
	if !a.asked {
		a.asked = true
		a.Ask(ctx, func(*scenes.Context) { a.Started = true })
	}
	return nil
}

// Draw draws nothing: the tests read the stack, not pixels.
func (a *Asker) Draw(*ebiten.Image, *scenes.Context) {}

// Stage is an Asker on a stack with scripted input and no fades.
type Stage struct {
	t     *testing.T
	Asker *Asker
	Stack *scenes.Stack
	in    *input.Mapper
	ctx   *scenes.Context
}

// NewStage puts an Asker with ask on a stack and runs its first update,
// so the question (if any) is on top.
func NewStage(t *testing.T, ask func(ctx *scenes.Context, start func(*scenes.Context))) *Stage {
	s := &Stage{t: t, Asker: &Asker{Ask: ask}}
	s.in = input.NewMapper(controls.DefaultBindings())
	s.in.SetPolling(false)
	s.Stack = scenes.NewStack(s.Asker)
	s.Stack.SetTransitionTicks(0)
	s.ctx = &scenes.Context{Input: s.in, Stack: s.Stack}
	s.Press()
	return s
}

// Press presses the actions together for one tick, then releases them.
func (s *Stage) Press(a ...input.Action) {
	s.t.Helper()
	for _, x := range a {
		s.in.Inject(x)
	}
	s.in.Update()
	if err := s.Stack.Update(s.ctx); err != nil {
		s.t.Fatal(err)
	}
	s.in.Update()
}

// Answer answers the question on top: Yes is Up then Confirm (the focus
// starts on No), No is Confirm.
func (s *Stage) Answer(yes bool) {
	if yes {
		s.Press(input.Up)
	}
	s.Press(input.Confirm)
}

// Kept is the one replay a game left in replays when it ended or was
// abandoned (its name starts with prefix) and its bytes. The test fails
// unless the autosave is gone (saved is false) and exactly that replay
// was kept: a game is kept once, and then it cannot be continued.
func Kept(t testing.TB, saved bool, replays *storage.Dir, prefix string) (string, []byte) {
	t.Helper()
	if saved {
		t.Fatal("the autosave outlived the game")
	}
	names, err := replays.List()
	if err != nil || len(names) != 1 || !strings.HasPrefix(names[0], prefix) {
		t.Fatalf("replays kept: %v, %v; want one named %s…", names, err, prefix)
	}
	b, err := replays.Read(names[0])
	if err != nil {
		t.Fatal(err)
	}
	return names[0], b
}
