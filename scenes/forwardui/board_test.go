package forwardui

import (
	"strings"
	"testing"
	"time"

	"deepwood/internal/boardstest"
	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/online"
	"deepwood/records"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/server/botreplay"
	"deepwood/settings"
	"deepwood/storage"
)

// onlineCtx is a screen context with Online on, as name, and Forward's
// hooks linked to the boards server at url.
func onlineCtx(t *testing.T, url, name string) (*scenes.Context, Hooks) {
	ctx := screentest.Context(t)
	ctx.Settings.Online, ctx.Settings.ServerURL, ctx.Settings.PlayerName = true, url, name
	return ctx, Hooks{Boards: boardsFor(t, ctx)}
}

// boardsFor is a link to the boards server ctx's settings name.
func boardsFor(t *testing.T, ctx *scenes.Context) *online.Boards {
	return online.NewBoards(storage.NewDir(t.TempDir()), func() settings.Settings { return ctx.Settings }, "")
}

// settle updates sc until cond holds (the request is answered off the
// update loop), failing after a minute.
func settle(t *testing.T, ctx *scenes.Context, sc scenes.Scene, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(time.Minute); !cond(); {
		if time.Now().After(deadline) {
			t.Fatal("the board never answered")
		}
		windowtest.Do(func() { _ = sc.Update(ctx) })
	}
}

// TestSummarySubmitsToTheBoard: the summary sends the run to a real
// server, then shows its rank and the board around it.
func TestSummarySubmitsToTheBoard(t *testing.T) {
	windowtest.Require(t)
	url := boardstest.Start(t)
	runs := boardstest.Victories(t, "summary board", 1, botreplay.Options{})
	ctx, h := onlineCtx(t, url, "Ada")
	won := wonSession(t, runs[0])
	s := newSummary(&play{sess: won, h: h})
	ctx.Stack = scenes.NewStack(s)
	// The session of a test plays with no clock, so the server would
	// refuse its replay's ticks: the panel sends a bot's recorded run.
	s.board.start(ctx, h.Boards, runs[0].Bytes())
	s.sent()
	if !s.board.busy() {
		t.Fatal("no request under way after submit")
	}
	screentest.Shoot(t, ctx, s, 1, "forward-summary-submitting.png")
	settle(t, ctx, s, func() bool { return !s.board.busy() })
	head, _ := s.board.headline()
	if !strings.HasPrefix(head, "Rank 1 ") || len(s.board.sub.Around) != 1 || s.board.sub.Around[0].Player != "Ada" {
		t.Fatalf("after the answer: %q, board %+v, err %v, result %+v", head, s.board.sub.Around, s.board.err, s.board.sub)
	}
	screentest.Shoot(t, ctx, s, 1, "forward-summary-board.png")
}

// TestSummaryRefusalAndOffline: a refusal is shown in the server's words,
// and Submit with Online off opens the settings and says why.
func TestSummaryRefusalAndOffline(t *testing.T) {
	windowtest.Require(t)
	url := boardstest.Start(t)
	ctx, h := onlineCtx(t, url, "Bo")
	won := wonSession(t, boardstest.Victories(t, "summary refused", 1, botreplay.Options{})[0])
	s := newSummary(&play{sess: won, h: h})
	ctx.Stack = scenes.NewStack(s)
	s.submit(ctx) // this session's replay has no clock: the server refuses its ticks
	settle(t, ctx, s, func() bool { return !s.board.busy() })
	if head, _ := s.board.headline(); s.board.err == nil || !strings.Contains(head, "did not take") || s.board.detail() == "" {
		t.Fatalf("a refused run shows %q / %q (err %v)", head, s.board.detail(), s.board.err)
	}
	screentest.Shoot(t, ctx, s, 1, "forward-summary-refused.png")

	off := screentest.Context(t)
	var told string
	off.Notify = func(m string) { told = m }
	opened := false
	p := &play{sess: won, h: Hooks{Hooks: ui.Hooks{Settings: func() scenes.Scene { opened = true; return newHowTo(Hooks{}, true) }}, Boards: boardsFor(t, off)}}
	s = newSummary(p)
	off.Stack = scenes.NewStack(s)
	s.submit(off)
	if !opened || !strings.Contains(told, "Online is off") || s.board.active() {
		t.Errorf("offline submit: settings opened %v, told %q, sent %v", opened, told, s.board.active())
	}
}

// wonSession plays a bot's winning run again in a session, as the screens
// would have.
func wonSession(t *testing.T, run botreplay.Run) *Session {
	t.Helper()
	sess, err := NewSession(nil, run.Seed, "set")
	if err != nil {
		t.Fatal(err)
	}
	bot, err := forward.NewBot("greedy", run.Seed)
	if err != nil {
		t.Fatal(err)
	}
	for !sess.State.Phase.Over() {
		if err := sess.Do(bot.Choose(sess.State, sess.Legal())); err != nil {
			t.Fatal(err)
		}
	}
	if sess.State.Phase != forward.PhaseWon {
		t.Fatal("the bot's winning run lost when played again")
	}
	return sess
}

// TestNewRunShowsTheDailyAndWatchesItsRuns: with Online on, the new-run
// screen lists today's daily board from a real server with the player's
// rank; choosing a line downloads the run, proves it, and opens the viewer.
func TestNewRunShowsTheDailyAndWatchesItsRuns(t *testing.T) {
	windowtest.Require(t)
	run, day := boardstest.DailyVictory(t)
	url := boardstest.ServeAt(t, boardstest.Listen(t, "127.0.0.1:0"), func() time.Time { return day })
	ctx, h := onlineCtx(t, url, "Ada")
	if _, err := h.Boards.Submit(run.Bytes()).Result(); err != nil {
		t.Fatal(err)
	}
	s := NewRunScene(h).(*newRunScene)
	ctx.Stack = scenes.NewStack(s)
	settle(t, ctx, s, func() bool { return s.board.answered })
	b := s.board
	if b.err != nil || len(b.daily.Board.Entries) != 1 || b.daily.Mine.Rank != 1 || b.daily.Board.Board.Seed != run.Seed.Code() {
		t.Fatalf("daily board: %+v, err %v", b.daily, b.err)
	}
	row := -1
	for i, btn := range s.f.Btns {
		if s.board.runID(btn.ID) != 0 {
			row = i
		}
	}
	if row < 0 {
		t.Fatal("the board's line is not a control")
	}
	s.f.Focus = row
	screentest.Shoot(t, ctx, s, 1, "forward-newrun-daily.png")
	ctx.Stack.Push(NewBoardRunScene(h, "", s.board.runID(s.f.Btns[row].ID)))
	for deadline := time.Now().Add(time.Minute); ctx.Stack.Top().Name() != "forward-viewer"; {
		if time.Now().After(deadline) {
			t.Fatalf("the viewer never opened: %v", ctx.Stack.Names())
		}
		windowtest.Do(func() { _ = ctx.Stack.Update(ctx) })
		if br, ok := ctx.Stack.Top().(*boardRunScene); ok && br.msg != "" {
			t.Fatalf("the run could not be watched: %s", br.msg)
		}
	}
}

// TestNewRunOfflineSaysSoQuietly: with Online off nothing is asked, and the
// notes stay with one quiet line about the board.
func TestNewRunOfflineSaysSoQuietly(t *testing.T) {
	ctx := screentest.Window(t)
	s := NewRunScene(Hooks{Boards: boardsFor(t, ctx)}).(*newRunScene)
	screentest.Shoot(t, ctx, s, 2, "forward-newrun.png")
	if s.board.call != nil || s.board.offline == nil {
		t.Errorf("offline new-run screen asked the board: %+v", s.board)
	}
}

// TestRaceTheBoardsBest: with Race the board's best on, a run's splits are
// compared with the board's best run (its splits from the server), and the
// player's own golds still count; with it off, with the personal best.
func TestRaceTheBoardsBest(t *testing.T) {
	url := boardstest.Start(t)
	run := boardstest.Victories(t, "race", 1, botreplay.Options{})[0]
	ctx, h := onlineCtx(t, url, "Ada")
	sub, err := h.Boards.Submit(run.Bytes()).Result()
	if err != nil || len(sub.Result.Run.Splits) < 2 {
		t.Fatalf("submit: %+v, %v", sub, err)
	}
	board := sub.Result.Run.Splits // cumulative milliseconds
	own := &records.Record{Best: []int64{1, 2}, Golds: []int64{msTicks(board[0]) + 5, 1}}
	for _, c := range []struct {
		name      string
		race      bool
		i         int
		t         int64
		wantDelta int64
		wantPace  records.Pace
	}{
		{"ahead of the board", true, 1, msTicks(board[1]) - 30, -30, records.Ahead},
		{"behind the board", true, 1, msTicks(board[1]) + 12, 12, records.Behind},
		{"an own gold against the board", true, 0, msTicks(board[0]), 0, records.Gold},
		{"racing off: the personal best", false, 1, msTicks(board[0]) + 101, msTicks(board[0]) + 99, records.Behind},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx.Settings.RaceBoard = c.race
			sess, err := NewSession(nil, run.Seed, "set")
			if err != nil {
				t.Fatal(err)
			}
			sess.askRace(ctx, h.Boards)
			if c.race {
				for deadline := time.Now().Add(time.Minute); sess.racing() == nil; time.Sleep(time.Millisecond) {
					if time.Now().After(deadline) || sess.race.why != "" {
						t.Fatalf("no board best to race: %q", sess.race.why)
					}
				}
			}
			sess.run.splits = []int64{msTicks(board[0]) + 1}
			rec := sess.raceRecord(own)
			seg := c.t
			if c.i > 0 {
				seg -= sess.run.splits[0]
			}
			if d, p := rec.Compare(c.i, c.t, seg); d != c.wantDelta || p != c.wantPace {
				t.Errorf("split %d at %d: delta %d pace %v, want %d %v", c.i, c.t, d, p, c.wantDelta, c.wantPace)
			}
			if got := sess.RaceLabel() != ""; got != c.race {
				t.Errorf("race label %q", sess.RaceLabel())
			}
		})
	}
}
