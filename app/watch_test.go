package app

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"deepwood/internal/boardstest"
	"deepwood/internal/windowtest"
	"deepwood/online"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/scenes/forwardui"
	"deepwood/scenes/input"
	"deepwood/server/botreplay"
	"deepwood/settings"
	"deepwood/storage"
)

// greedyReplay plays a few greedy actions of a seed and returns the replay.
func greedyReplay(t *testing.T, n int) []byte {
	t.Helper()
	s, err := forwardui.NewSession(nil, dice.HashText("watch"), "set")
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !s.Over(); i++ {
		for j := 0; j < 20; j++ {
			s.Tick(nil)
		}
		if err := s.Do(forward.Greedy{}.Choose(s.State, s.Legal())); err != nil {
			t.Fatal(err)
		}
	}
	return s.Replay.Marshal()
}

func TestWatchRefusesABadReplayBeforeOpeningAWindow(t *testing.T) {
	b := greedyReplay(t, 12)
	lines := strings.Split(string(b), "\n")
	lines[10] = strings.Replace(lines[10], " ", " 1", 1) // the fourth action's tick and checksum no longer hold
	path := filepath.Join(t.TempDir(), "bad.replay")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := RunWatch([]string{path}, &out, &errb); code != 1 || !strings.Contains(errb.String(), "bad.replay:11:") {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	if code := RunWatch(nil, &out, &errb); code != 2 {
		t.Fatalf("no file: exit %d", code)
	}
}

// TestWatchOpensTheViewerOverTheTitle: the game launched on a replay shows
// the viewer at once, plays it, and Back leaves for the title.
func TestWatchOpensTheViewerOverTheTitle(t *testing.T) {
	windowtest.Require(t)
	tape, err := forwardui.LoadTape("watch.replay", greedyReplay(t, 12))
	if err != nil {
		t.Fatal(err)
	}
	d := newDriverWith(t, Options{Store: storage.NewDir(t.TempDir()), Scripted: true, Log: t.Logf, Watch: tape})
	g, tick := d.g, d.tick
	if names := g.Stack().Names(); len(names) != 2 || names[1] != "forward-viewer" {
		t.Fatalf("stack %v", names)
	}
	tick(input.Pause) // play
	for i := 0; i < 600 && g.Stack().Top().(interface{ Session() *forwardui.Session }).Session().State.Steps < 3; i += 10 {
		d.frames(10)
	}
	if steps := g.Stack().Top().(interface{ Session() *forwardui.Session }).Session().State.Steps; steps < 3 {
		t.Fatalf("the viewer played %d actions in 600 ticks", steps)
	}
	d.shot("watch.png")
	tick(input.Back)
	for i := 0; i < 60 && g.Stack().Top().Name() != "title"; i++ {
		tick()
	}
	if g.Stack().Top().Name() != "title" {
		t.Fatalf("Back left the viewer for %v", g.Stack().Names())
	}
}

// TestWatchRunOfABoardsServer: the game opened on a boards server's run
// (the web pages' Watch link, `deepwood watch --run`) downloads it from a
// real server, proves it and plays it in the viewer.
func TestWatchRunOfABoardsServer(t *testing.T) {
	windowtest.Require(t)
	url := boardstest.Start(t)
	run := boardstest.Victories(t, "watch run", 1, botreplay.Options{})[0]
	st := settings.Defaults()
	st.Online, st.ServerURL, st.PlayerName = true, url, "Ada"
	sub, err := online.NewBoards(storage.NewDir(t.TempDir()), func() settings.Settings { return st }, "").Submit(run.Bytes()).Result()
	if err != nil {
		t.Fatal(err)
	}
	var g *Game
	windowtest.Do(func() {
		g, err = New(Options{Store: storage.NewDir(t.TempDir()), Scripted: true, Log: t.Logf, WatchRun: sub.Result.Run.ID, WatchServer: url})
	})
	if err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(time.Minute); g.Stack().Top().Name() != "forward-viewer"; {
		if time.Now().After(deadline) {
			t.Fatalf("the viewer never opened: %v", g.Stack().Names())
		}
		windowtest.Do(func() { _ = g.Update() })
	}
	if names := g.Stack().Names(); len(names) != 2 || names[0] != "title" {
		t.Errorf("stack %v: the viewer should stand over the title", names)
	}
	var out, errb bytes.Buffer
	if code := RunWatch([]string{"--run", "x"}, &out, &errb); code != 2 {
		t.Errorf("--run x: exit %d", code)
	}
	if code := RunWatch([]string{"--run", "3", "--server", "ftp://x"}, &out, &errb); code != 2 || !strings.Contains(errb.String(), "http") {
		t.Errorf("--server ftp://x: exit %d, %q", code, errb.String())
	}
}
