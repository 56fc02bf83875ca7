package forwardui

import (
	"log/slog"
	"math/rand/v2"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/boards"
	"deepwood/internal/screentest"
	"deepwood/internal/servetest"
	"deepwood/online"
	"deepwood/rules/forward"
	"deepwood/rules/verify"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/server"
	"deepwood/server/live"
	"deepwood/settings"
	"deepwood/sprites"
	"deepwood/storage"
)

// rankedServer is `deepwood serve` as it runs, on 127.0.0.1: the boards
// over a SQLite file and the live hub over the same database, which files
// each ended attempt on its witnessed board.
func rankedServer(t *testing.T) string {
	t.Helper()
	st := servetest.SQLite(t, "")
	lv, err := boards.NewLive(st, boards.LiveOptions{})
	if err != nil {
		t.Fatal(err)
	}
	quiet := slog.New(slog.DiscardHandler)
	hub, err := live.New(live.Options{Store: lv, Names: lv, Keys: lv, Log: quiet, ActionsPerSecond: 1e9, ActionBurst: 1e6})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(server.New(st, server.Options{Limits: server.Limits{Tracked: 10}, Live: hub, Keys: lv, Log: quiet}))
	t.Cleanup(hs.Close)
	t.Cleanup(func() { hub.Close() })
	return hs.URL
}

// rankedHooks are Forward's hooks with Online on, as Ada, at url.
func rankedHooks(t *testing.T, url string) Hooks {
	cfg := storage.NewDir(t.TempDir())
	st := settings.Defaults()
	st.Online, st.PlayerName, st.ServerURL = true, "Ada", url
	return Hooks{Hooks: ui.Hooks{Store: cfg, Replays: storage.NewDir(t.TempDir())},
		Boards: online.NewBoards(cfg, func() settings.Settings { return st }, "")}
}

// until runs the stack's frames until done holds, for at most 80,000
// frames: a bound, not a measure (counted in frames, so a loaded machine,
// slower at each, is given as many; a run played to its end over the
// socket took over a minute of a busy machine's time).
func until(t *testing.T, ctx *scenes.Context, screen *ebiten.Image, what string, done func() bool) {
	t.Helper()
	for i := 0; !done(); i++ {
		if i >= 20000 {
			t.Fatalf("%s did not happen in 80,000 frames; the top screen is %s", what, ctx.Stack.Top().Name())
		}
		screentest.Frames(t, ctx, screen, 4)
	}
}

// pressRanked focuses the new-run screen's button id and confirms it.
func pressRanked(t *testing.T, ctx *scenes.Context, screen *ebiten.Image, nr *newRunScene, id int) {
	t.Helper()
	for i, b := range nr.f.Btns {
		if b.ID == id {
			nr.f.Focus = i
			screentest.Frames(t, ctx, screen, 1, input.Confirm)
			return
		}
	}
	t.Fatalf("the new-run screen has no button %d", id)
}

// TestRankedDailyPlaysToItsSummary plays a ranked daily through the real
// screens against a real server on loopback, choosing only among what the
// screens offer: the server deals it (the HUD shows no seed but the
// connection), every action goes there and comes back, and the summary
// shows the witnessed time, the seed the end told and the board's answer
// on the rank. The run's replay is kept as the server recorded it and
// verifies as that witnessed attempt. A second ranked daily the same day
// is refused in the server's words, and nothing starts.
func TestRankedDailyPlaysToItsSummary(t *testing.T) {
	url := rankedServer(t)
	h := rankedHooks(t, url)
	nr := NewRunScene(h).(*newRunScene)
	ctx := screentest.On(t, nr, 1)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	screentest.ShootStack(t, ctx, "forward-newrun-online.png")
	pressRanked(t, ctx, screen, nr, uiRankedDaily)
	until(t, ctx, screen, "the ranked daily's first location", func() bool { return ctx.Stack.Top().Name() == "forward-location" })
	sess := ctx.Stack.Top().(Driven).Session()
	if !sess.Ranked() || sess.State != nil || sess.SeedCode() != "hidden" || sess.Category != "daily" || sess.RankedDate() == "" {
		t.Fatalf("a ranked daily's session: ranked %v, seed %s, category %s, date %q", sess.Ranked(), sess.SeedCode(), sess.Category, sess.RankedDate())
	}
	if words, _ := linkWords(sess.Link()); !strings.HasPrefix(words, "Ranked") {
		t.Errorf("the HUD says %q of a connected run", words)
	}
	screentest.Frames(t, ctx, screen, 30)
	screentest.ShootStack(t, ctx, "forward-ranked-location.png")
	rng := rand.New(rand.NewPCG(3, 4))
	var want *forward.Action
	at := -1
	deadline := time.Now().Add(3 * time.Minute)
	for ctx.Stack.Top().Name() != "forward-summary" {
		if time.Now().After(deadline) {
			t.Fatalf("the run did not end; at step %d on %s", sess.View().Steps, ctx.Stack.Top().Name())
		}
		d, ok := ctx.Stack.Top().(Driven)
		legal := sess.Legal()
		if !ok || !d.Ready() || len(legal) == 0 {
			screentest.Frames(t, ctx, screen, 1)
			continue
		}
		if v := sess.View(); want == nil || v.Steps != at {
			a := legal[rng.IntN(len(legal))]
			want, at = &a, v.Steps
		}
		in, ok := d.Plan(*want)
		if !ok {
			t.Fatalf("the screen %s cannot take %s", ctx.Stack.Top().Name(), forward.FormatAction(sess.Data, *want))
		}
		screentest.Frames(t, ctx, screen, 1, in)
	}
	sum := ctx.Stack.Top().(*summaryScene)
	until(t, ctx, screen, "the board's answer on the rank", func() bool { return !strings.HasPrefix(sum.rows[len(sum.rows)-1][1], "asking") })
	screentest.ShootStack(t, ctx, "forward-ranked-summary.png")
	rows := map[string]string{}
	for _, r := range sum.rows {
		rows[r[0]] = r[1]
	}
	won := sess.View().Phase == forward.PhaseWon
	switch {
	case !strings.Contains(rows["Witnessed time"], ":") || rows["Your in-game time"] == "" || rows["Real time"] != "":
		t.Errorf("the summary's times: %v", rows)
	case won && !strings.HasPrefix(rows["Rank"], "#"), !won && rows["Rank"] != "none (a fall)":
		t.Errorf("won %v, and the summary's rank says %q", won, rows["Rank"])
	case rows["Seed"] != sess.SeedCode() || sess.SeedCode() == "hidden" || !strings.HasPrefix(rows["Ranked"], "daily 20"):
		t.Errorf("the end did not tell the seed: %q", rows["Seed"])
	}
	for _, b := range sum.f.Btns {
		if b.ID == uiSubmit {
			t.Error("a witnessed run offers to be submitted")
		}
	}
	where, err := sess.Kept()
	if err != nil || where == "" {
		t.Fatalf("the ranked run's replay was not kept: %q, %v", where, err)
	}
	res, err := sess.ReplayResult()
	if err != nil || res.Witnessed == "" || res.Actions != sess.View().Steps || res.Seed != sess.SeedCode() {
		t.Fatalf("the kept replay verifies as %+v, %v", res, err)
	}
	if _, _, err := verify.File("kept.replay", sess.Replay.Marshal()); err != nil {
		t.Fatal(err)
	}

	// The day's one attempt is made: a second is refused, and says why.
	nr = NewRunScene(h).(*newRunScene)
	ctx.Stack.Reset(nr)
	until(t, ctx, screen, "the new-run screen", func() bool { return ctx.Stack.Top() == nr })
	until(t, ctx, screen, "the server's answer", func() bool {
		if nr.ranked == nil && nr.msg == "" {
			pressRanked(t, ctx, screen, nr, uiRankedDaily) // again, if a fade's end held the first press
		}
		return nr.ranked == nil && nr.msg != ""
	})
	if ctx.Stack.Top() != nr || !strings.HasPrefix(nr.msg, "No ranked run: ") || !strings.Contains(nr.msg, "day") {
		t.Errorf("a second ranked daily: top %s, message %q", ctx.Stack.Top().Name(), nr.msg)
	}
}

// TestRankedRunIsTakenUpAfterTheGameCloses: a ranked random run left
// mid-run (the game closed, or left from the pause menu) is kept in the
// config folder; the next new-run screen offers to take it up, and does,
// where the server has it, with the same attempt; played to its end, it
// is forgotten and the button starts a new one again.
func TestRankedRunIsTakenUpAfterTheGameCloses(t *testing.T) {
	h := rankedHooks(t, rankedServer(t))
	nr := NewRunScene(h).(*newRunScene)
	ctx := screentest.On(t, nr, 1)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	pressRanked(t, ctx, screen, nr, uiRankedRandom)
	until(t, ctx, screen, "the ranked run's first location", func() bool { return ctx.Stack.Top().Name() == "forward-location" })
	first := ctx.Stack.Top().(Driven).Session()
	id := first.remote.Attempt().ID()
	for first.View().Steps < 3 {
		if legal := first.Legal(); len(legal) > 0 {
			if err := first.send(legal[0]); err != nil {
				t.Fatal(err)
			}
		}
		screentest.Frames(t, ctx, screen, 1)
	}
	first.Leave() // the game closes

	nr = NewRunScene(h).(*newRunScene)
	ctx.Stack.Reset(nr)
	until(t, ctx, screen, "the new-run screen", func() bool { return ctx.Stack.Top() == nr })
	if got := buttonLabel(nr, uiRankedRandom); got != "Take up your ranked random" {
		t.Fatalf("with a ranked random under way the button says %q", got)
	}
	pressRanked(t, ctx, screen, nr, uiRankedRandom)
	until(t, ctx, screen, "the ranked run taken up", func() bool { return ctx.Stack.Top().Name() == "forward-location" })
	again := ctx.Stack.Top().(Driven).Session()
	if again.remote.Attempt().ID() != id || again.View().Steps != 3 {
		t.Fatalf("took up attempt %s at step %d; left %s at step 3", again.remote.Attempt().ID(), again.View().Steps, id)
	}
	until(t, ctx, screen, "the run's end", func() bool {
		if legal := again.Legal(); len(legal) > 0 && !again.Over() {
			_ = again.send(legal[len(legal)-1])
		}
		return again.Over()
	})
	if _, held, err := h.Boards.Held(); held || err != nil {
		t.Fatalf("an ended ranked run is still held (%v)", err)
	}
	if got := buttonLabel(NewRunScene(h).(*newRunScene), uiRankedRandom); got != "Ranked random" {
		t.Fatalf("after the end the button says %q", got)
	}
}

// buttonLabel is the words of the new-run screen's button id.
func buttonLabel(nr *newRunScene, id int) string {
	for _, b := range nr.f.Btns {
		if b.ID == id {
			return b.Label
		}
	}
	return ""
}
