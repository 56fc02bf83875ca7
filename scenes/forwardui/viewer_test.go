package forwardui

import (
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/storage"
)

// recordedRun plays a won seed with the greedy bot and returns the session
// and its replay file.
func recordedRun(t *testing.T) (*Session, []byte) {
	t.Helper()
	s, err := NewSession(nil, wonSeed(t), "set")
	if err != nil {
		t.Fatal(err)
	}
	playOut(t, s, 2000)
	return s, s.Replay.Marshal()
}

// frames runs the viewer n frames, pressing the given inputs on the first.
func frames(ctx *scenes.Context, v *viewerScene, n int, press ...input.Action) {
	windowtest.Do(func() {
		for _, a := range press {
			ctx.Input.Inject(a)
		}
		for i := 0; i < n; i++ {
			ctx.Input.Update()
			_ = v.Update(ctx)
		}
	})
}

func TestViewerPlaysTheRunAsRecorded(t *testing.T) {
	t.Parallel() // independent window tests share the engine loop's frames
	windowtest.Require(t)
	orig, b := recordedRun(t)
	tape, err := LoadTape("won.replay", b)
	if err != nil {
		t.Fatal(err)
	}
	if len(tape.marks) != 10 || tape.marks[9].label != dragonMark || !strings.HasPrefix(tape.marks[0].label, "1. ") {
		t.Fatalf("marks %+v", tape.marks)
	}
	sc, err := NewViewer(Hooks{}, tape)
	if err != nil {
		t.Fatal(err)
	}
	v := sc.(*viewerScene)
	ctx := screentest.Context(t)
	ctx.Notify = func(msg string) { t.Errorf("notified: %s", msg) }
	ctx.Stack = scenes.NewStack(v)

	// Paused at the start, nothing is played and the clock stands.
	frames(ctx, v, 30)
	if v.v.next != 0 || v.v.sess.Ticks() != 0 {
		t.Fatalf("paused viewer played: next %d, ticks %d", v.v.next, v.v.sess.Ticks())
	}
	// Step plays exactly one action, then holds.
	frames(ctx, v, 200, input.Skip)
	if v.v.next != 1 || v.v.playing {
		t.Fatalf("step: next %d playing %v", v.v.next, v.v.playing)
	}
	held := v.v.sess.Ticks()
	frames(ctx, v, 100)
	if v.v.next != 1 || v.v.sess.Ticks() != held {
		t.Fatalf("after a step the viewer moved on: next %d, ticks %d→%d", v.v.next, held, v.v.sess.Ticks())
	}
	// Jump to the fourth location.
	v.press(ctx, uiVMark+3)
	if v.v.next != tape.marks[3].entry || v.v.sess.State.At != 3 {
		t.Fatalf("jump: next %d (want %d), at location %d", v.v.next, tape.marks[3].entry, v.v.sess.State.At)
	}
	if got := v.Inspect().(map[string]any)["location"]; got != tape.marks[3].label {
		t.Fatalf("location %v, want %s", got, tape.marks[3].label)
	}
	shot := screentest.NewScreen()
	frames(ctx, v, 4)
	windowtest.Do(func() { v.Draw(shot, ctx) })
	screentest.Save(t, shot, "forward-viewer.png")

	// Play at top speed to the end: the same run, the same clock.
	v.v.speed = len(viewerSpeeds) - 1
	frames(ctx, v, 1, input.Pause)
	for i := 0; i < 400 && !(v.v.done() && v.v.stack.Top().Name() == "forward-summary"); i++ {
		frames(ctx, v, 50)
	}
	if v.v.err != nil {
		t.Fatal(v.v.err)
	}
	if !v.v.done() || v.v.sess.State.Fingerprint() != orig.State.Fingerprint() || v.v.sess.Ticks() != orig.Ticks() {
		t.Fatalf("played %d/%d actions; fingerprint %s want %s; ticks %d want %d", v.v.next, tape.end,
			v.v.sess.State.Fingerprint(), orig.State.Fingerprint(), v.v.sess.Ticks(), orig.Ticks())
	}
	if top := v.v.stack.Top().Name(); top != "forward-summary" {
		t.Fatalf("the run ended on %s", top)
	}
	// Prev from the end goes back to the Dragon's start.
	v.press(ctx, uiVPrev)
	if v.v.next != tape.marks[9].entry {
		t.Fatalf("prev: next %d, want %d", v.v.next, tape.marks[9].entry)
	}
}

func TestViewerRefusesABrokenReplay(t *testing.T) {
	_, b := recordedRun(t)
	lines := strings.Split(string(b), "\n")
	// Line 12 is the fifth action: change its checksum.
	f := strings.Fields(lines[11])
	f[1] = "00000000"
	lines[11] = strings.Join(f, " ")
	_, err := LoadTape("bad.replay", []byte(strings.Join(lines, "\n")))
	if err == nil || !strings.Contains(err.Error(), "bad.replay:12:") {
		t.Fatalf("tampered replay: %v", err)
	}
}

func TestReplaysListNewestFirstAndBrokenOnesSaySo(t *testing.T) {
	dir := storage.NewDir(t.TempDir())
	_, b := recordedRun(t)
	must := func(err error) {
		if err != nil {
			t.Fatal(err)
		}
	}
	must(dir.Write("forward-AAAA-AAAA-20261120-101010.replay", b))
	must(dir.Write("forward-BBBB-BBBB-20261121-090000.replay", []byte("not a replay\n")))
	must(dir.Write("records.json", []byte("{}")))
	s := NewReplaysScene(Hooks{Hooks: ui.Hooks{Replays: dir}}).(*replaysScene)
	if len(s.rows) != 2 || s.rows[0].name != "forward-BBBB-BBBB-20261121-090000.replay" {
		t.Fatalf("rows %+v", s.rows)
	}
	if s.f.Btns[0].Enabled || !strings.Contains(s.rows[0].label, ":1: not a Deepwood replay") {
		t.Fatalf("broken row: %q enabled %v", s.rows[0].label, s.f.Btns[0].Enabled)
	}
	if !s.f.Btns[1].Enabled || !strings.HasPrefix(s.rows[1].label, "2026-11-20 10:10") || !strings.Contains(s.rows[1].label, "Victory") {
		t.Fatalf("good row: %q", s.rows[1].label)
	}
}

// TestReplaysListOpensTheViewer presses a row of the list the way a player
// does and runs the viewer it opens for a few frames, drawn.
func TestReplaysListOpensTheViewer(t *testing.T) {
	t.Parallel() // independent window tests share the engine loop's frames
	ctx := screentest.Window(t)
	dir := storage.NewDir(t.TempDir())
	_, b := recordedRun(t)
	if err := dir.Write("forward-AAAA-AAAA-20261120-101010.replay", b); err != nil {
		t.Fatal(err)
	}
	ctx.Notify = func(msg string) { t.Errorf("notified: %s", msg) }
	list := NewReplaysScene(Hooks{Hooks: ui.Hooks{Replays: dir, Store: dir}})
	ctx.Stack = scenes.NewStack(list)
	ctx.Stack.SetTransitionTicks(0)
	screen := screentest.NewScreen()
	// Each frame is updated and drawn, as the game does: the viewer is
	// drawn before its first update.
	step := func(n int, a ...input.Action) { screentest.Frames(t, ctx, screen, n, a...) }
	step(1)
	step(2, input.Confirm)
	if top := ctx.Stack.Top().Name(); top != "forward-viewer" {
		t.Fatalf("top %s", top)
	}
	step(30, input.Pause)
	if v := ctx.Stack.Top().(*viewerScene); !v.v.playing || v.v.err != nil {
		t.Fatalf("the viewer is not playing: %v", v.v.err)
	}
}
