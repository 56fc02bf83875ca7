package server

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/rules/verify"
	"deepwood/server/live"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// eachDB runs f on a fresh database of each kind a live hub keeps its
// attempts in (SQLite, and PostgreSQL when a cluster can be started).
func eachDB(t *testing.T, f func(t *testing.T, st boards.Store)) {
	for _, k := range dbKinds() {
		t.Run(k.name, func(t *testing.T) {
			st := k.open(t)
			t.Cleanup(func() { st.Close() })
			f(t, st)
		})
	}
}

// flakyFiler is the boards' live store with a board that fails the first
// filings asked of it, as a database down while an attempt ends.
type flakyFiler struct {
	*boards.Live
	mu   sync.Mutex
	fail int
}

func (f *flakyFiler) File(ctx context.Context, rec live.Record, body []byte, claimedMs int64) (int64, error) {
	f.mu.Lock()
	fail := f.fail > 0
	f.fail--
	f.mu.Unlock()
	if fail {
		return 0, errors.New("the board cannot be written")
	}
	return f.Live.File(ctx, rec, body, claimedMs)
}

// lifecycleServer is a boards server on st, as serve runs it, whose hub
// abandons attempts idle a day and sweeps only when the test says: the
// test's clock is the server's, its first fails filings fail.
func lifecycleServer(t *testing.T, st boards.Store, clk *movingClock, fails int) (*witnessedServer, *live.Hub) {
	t.Helper()
	lv, err := boards.NewLive(st, boards.LiveOptions{})
	must(t, err)
	hub, err := live.New(live.Options{Store: &flakyFiler{Live: lv, fail: fails}, Names: lv, Keys: lv, Now: clk.Now, Log: quiet(t),
		ActionsPerSecond: 1e6, ActionBurst: 1e6, Expire: 24 * time.Hour, SweepEvery: -1})
	must(t, err)
	t.Cleanup(func() { hub.Close() })
	hs, _ := serve(t, st, Options{Live: hub, Keys: lv, Now: clk.Now})
	return &witnessedServer{hs: hs, clk: clk}, hub
}

// talk opens a WebSocket to w's live route: each call sends a message
// (its version set) and answers the reply.
func (w *witnessedServer) talk(t *testing.T) func(m wire.LiveRequest) wire.LiveReply {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(w.hs.URL, "http")+wire.LivePath, nil)
	must(t, err)
	t.Cleanup(func() { ws.CloseNow() })
	ws.SetReadLimit(1 << 20)
	return func(m wire.LiveRequest) wire.LiveReply {
		t.Helper()
		m.V = wire.LiveVersion
		r, b, err := exchange(ctx, ws, m)
		if err != nil {
			t.Fatalf("%v: %s", err, b)
		}
		return r
	}
}

// begin starts an attempt for player and plays n actions, the clock
// moving a second before each; it answers the start and the last state.
func (w *witnessedServer) begin(t *testing.T, player, token, category string, n int) (func(wire.LiveRequest) wire.LiveReply, wire.LiveReply, wire.LiveReply) {
	t.Helper()
	send := w.talk(t)
	first := send(wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: category, Player: player, Token: token})
	if first.Type != wire.LiveState {
		t.Fatalf("start: %+v", first)
	}
	st := first
	for i := range n {
		w.clk.Add(time.Second)
		if st = send(wire.LiveRequest{Type: wire.LiveAct, Action: st.Legal[0], Seq: i + 1}); st.Type != wire.LiveState {
			t.Fatalf("action %d: %+v", i+1, st)
		}
	}
	return send, first, st
}

// abandonedRun checks an abandoned attempt's end and its run: filed on
// its witnessed board, in its player's history, never ranked.
func abandonedRun(t *testing.T, w *witnessedServer, end wire.LiveReply, actions int) {
	t.Helper()
	res, _, err := verify.File("live.replay", []byte(end.Replay))
	if end.Type != wire.LiveEnd || end.Outcome != wire.LiveAbandoned || end.RunID == 0 || err != nil ||
		res.Outcome != verify.Abandoned || res.Actions != actions || res.Witnessed != end.Attempt {
		t.Fatalf("the abandoned end: %+v; its replay %+v, %v", end, res, err)
	}
	var run wire.Run
	getJSON(t, fmt.Sprint(w.hs.URL, wire.Prefix, "/runs/", end.RunID), "", &run)
	if run.Outcome != verify.Abandoned || !run.Board.Witnessed || run.Attempt != end.Attempt || run.IGTms != end.WitnessedMs {
		t.Fatalf("the abandoned attempt's run: %+v", run)
	}
	var p wire.Player
	getJSON(t, w.hs.URL+wire.Prefix+"/players/"+run.Player, "", &p)
	if p.Attempts != 1 || p.Wins != 0 || len(p.Bests) != 0 {
		t.Fatalf("the player's page: %+v; want the abandoned run counted, never ranked", p)
	}
}

// TestAbandonIsFiledNeverRanked: an abandon over a real WebSocket ends
// the attempt at its last action: it is stored as over, released (no
// longer held, its lease gone), filed on its witnessed board as a run
// that never ranks, and a daily abandoned is the day's attempt.
func TestAbandonIsFiledNeverRanked(t *testing.T) {
	eachDB(t, func(t *testing.T, st boards.Store) {
		w, hub := lifecycleServer(t, st, newMovingClock(), 0)
		tok := clientToken(t)
		send, first, _ := w.begin(t, "Ada", tok, wire.LiveDaily, 3)
		w.clk.Add(time.Hour) // after the last action: not witnessed
		end := send(wire.LiveRequest{Type: wire.LiveAbandon})
		if end.WitnessedMs != 2000 {
			t.Errorf("abandoned at %d ms witnessed, want 2000 (the last action's)", end.WitnessedMs)
		}
		abandonedRun(t, w, end, 3)
		if n := hub.Held(); n != 0 {
			t.Errorf("the hub holds %d attempts after the abandon", n)
		}
		other, err := boards.NewLive(st, boards.LiveOptions{Holder: "another server"})
		must(t, err)
		if err := other.Take(context.Background(), first.Attempt, w.clk.Now()); err != nil {
			t.Errorf("the abandoned attempt's lease is still held: %v", err)
		}
		again := w.talk(t)(wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: wire.LiveDaily, Player: "Ada", Token: tok})
		if again.Code != wire.LiveDailyDone {
			t.Fatalf("a second daily the day one was abandoned: %+v, want daily-done", again)
		}
	})
}

// TestIdleAttemptExpiresAndIsFiled: the sweep abandons an attempt with no
// action for a day, held by its server or left by a server that stopped
// (taken up through its lease by another on the same database), and files
// it; its runner's resume answers the end.
func TestIdleAttemptExpiresAndIsFiled(t *testing.T) {
	eachDB(t, func(t *testing.T, st boards.Store) {
		clk := newMovingClock()
		w, hub := lifecycleServer(t, st, clk, 0)
		_, bo, _ := w.begin(t, "Bo", clientToken(t), wire.LiveRandom, 2)
		_, cy, _ := w.begin(t, "Cy", clientToken(t), wire.LiveRandom, 1)
		clk.Add(23 * time.Hour)
		if n, _, err := hub.Sweep(context.Background()); n != 0 || err != nil {
			t.Fatalf("a sweep within the day abandoned %d attempts (%v)", n, err)
		}
		clk.Add(2 * time.Hour)
		if n, _, err := hub.Sweep(context.Background()); n != 2 || err != nil {
			t.Fatalf("the sweep abandoned %d attempts (%v), want both idle a day", n, err)
		}
		end := w.talk(t)(wire.LiveRequest{Type: wire.LiveResume, Attempt: bo.Attempt, Resume: bo.Resume})
		abandonedRun(t, w, end, 2)
		abandonedRun(t, w, w.talk(t)(wire.LiveRequest{Type: wire.LiveResume, Attempt: cy.Attempt, Resume: cy.Resume}), 1)

		// Dee's server stops; another on the same database sweeps.
		_, dee, _ := w.begin(t, "Dee", clientToken(t), wire.LiveRandom, 1)
		must(t, hub.Close()) // its leases end at once
		w2, hub2 := lifecycleServer(t, st, clk, 0)
		clk.Add(25 * time.Hour)
		if n, _, err := hub2.Sweep(context.Background()); n != 1 || err != nil {
			t.Fatalf("the other server's sweep abandoned %d attempts (%v), want Dee's", n, err)
		}
		abandonedRun(t, w2, w2.talk(t)(wire.LiveRequest{Type: wire.LiveResume, Attempt: dee.Attempt, Resume: dee.Resume}), 1)
	})
}

// TestSweepFilesAnUnfiledEnd: an attempt whose filing failed as it ended
// (its end has no run) is filed by the next sweep, nobody resuming it;
// the sweep after finds nothing to file.
func TestSweepFilesAnUnfiledEnd(t *testing.T) {
	runs, _ := fixtures(t)
	eachDB(t, func(t *testing.T, st boards.Store) {
		w, hub := lifecycleServer(t, st, newMovingClock(), 1)
		acts, ticks := actionsOf(runs[0])
		end := w.play(t, wire.LiveRequest{Category: wire.LiveSet, Seed: runs[0].Seed.Code(), Player: "Ada", Token: clientToken(t)}, acts, ticks)
		if end.Outcome != "victory" || end.RunID != 0 {
			t.Fatalf("the end: %s, run %d; want a victory not filed", end.Outcome, end.RunID)
		}
		if _, n, err := hub.Sweep(context.Background()); n != 1 || err != nil {
			t.Fatalf("the sweep filed %d attempts (%v), want 1", n, err)
		}
		var board wire.Board
		getJSON(t, w.hs.URL+wire.Prefix+"/boards/forward/"+runs[0].Seed.Code(), "", &board)
		if len(board.Entries) != 1 || board.Entries[0].Player != "Ada" {
			t.Fatalf("the witnessed board after the sweep: %+v", board)
		}
		if _, n, err := hub.Sweep(context.Background()); n != 0 || err != nil {
			t.Fatalf("a second sweep filed %d attempts (%v)", n, err)
		}
	})
}
