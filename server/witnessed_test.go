package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/online/client"
	"deepwood/rules/dice"
	"deepwood/rules/replay"
	"deepwood/server/botreplay"
	"deepwood/server/live"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// fixedKeys is a daily key a test chooses, so that it can pick a day
// whose witnessed daily the greedy bot wins.
type fixedKeys []byte

func (k fixedKeys) DailyKey(context.Context) ([]byte, error) { return k, nil }

// witnessedServer is a boards server whose live hub keeps its attempts
// in the same database and files them on its witnessed boards, as serve
// runs it: a real server on 127.0.0.1 over a real database.
type witnessedServer struct {
	hs  *httptest.Server
	clk *movingClock
}

func newWitnessedServer(t *testing.T, st boards.Store, keys live.Keys, clk *movingClock) *witnessedServer {
	t.Helper()
	lv, err := boards.NewLive(st, boards.LiveOptions{})
	must(t, err)
	hub, err := live.New(live.Options{Store: lv, Names: lv, Keys: keys, Now: clk.Now, Log: quiet(t),
		ActionsPerSecond: 1e6, ActionBurst: 1e6})
	must(t, err)
	t.Cleanup(func() { hub.Close() })
	hs, _ := serve(t, st, Options{Live: hub, Keys: keys, Now: clk.Now})
	return &witnessedServer{hs: hs, clk: clk}
}

// play starts a live attempt and plays actions (replay text) one by one,
// claiming each one's tick as the runner's own, the server's clock moving
// 1 s an action; it returns the end.
func (w *witnessedServer) play(t *testing.T, m wire.LiveRequest, actions []string, ticks []int64) wire.LiveReply {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(w.hs.URL, "http")+wire.LivePath, nil)
	must(t, err)
	defer ws.CloseNow()
	ws.SetReadLimit(1 << 20)
	m.V, m.Type, m.Mode = wire.LiveVersion, wire.LiveStart, "forward"
	var r wire.LiveReply
	for i := 0; ; i++ {
		b, _ := json.Marshal(m)
		must(t, ws.Write(ctx, websocket.MessageText, b))
		_, b, err := ws.Read(ctx)
		must(t, err)
		r = wire.LiveReply{}
		must(t, json.Unmarshal(b, &r))
		if r.Type != wire.LiveState {
			break
		}
		if i == len(actions) {
			t.Fatalf("the actions ran out before the end: %+v", r)
		}
		w.clk.Add(time.Second)
		m = wire.LiveRequest{V: wire.LiveVersion, Type: wire.LiveAct, Action: actions[i], Seq: i + 1, Ticks: ticks[i]}
	}
	if r.Type != wire.LiveEnd {
		t.Fatalf("the attempt did not end: %+v", r)
	}
	return r
}

// actionsOf are a bot run's actions and ticks.
func actionsOf(r botreplay.Run) ([]string, []int64) {
	var as []string
	var ts []int64
	for _, e := range r.Replay.Entries {
		as, ts = append(as, e.Action), append(ts, e.Tick)
	}
	return as, ts
}

// getJSON reads url as JSON into out (when not nil) with an optional token,
// returning the status and body.
func getJSON(t *testing.T, url, token string, out any) (int, string) {
	t.Helper()
	code, b := send(t, http.MethodGet, url, token, nil)
	if out != nil && code == http.StatusOK {
		must(t, json.Unmarshal([]byte(b), out))
	}
	return code, b
}

// dbKinds are the stores a live hub can keep its attempts in.
func dbKinds() []storeKind {
	var out []storeKind
	for _, k := range storeKinds {
		if k.name != "fake" {
			out = append(out, k)
		}
	}
	return out
}

// TestOnlyLiveAttemptsReachWitnessedBoards (findings 1, 2 and 3): a
// live attempt is filed on its witnessed board, ranked by the witnessed
// time, the runner's claim beside it. A replay with its ticks edited to
// nothing (finding 1) and a program's run (finding 2), submitted, are
// kept on the claim board, labelled witnessed false, and the witnessed
// board, the default, does not list them. The witnessed run's published
// replay, and another player's submitted one, resubmitted by a thief with
// its header edited, CRLF line ends, ticks shifted or another category
// (finding 3), are duplicates of the author's run, not new ranks.
func TestOnlyLiveAttemptsReachWitnessedBoards(t *testing.T) {
	runs, _ := fixtures(t)
	for _, k := range dbKinds() {
		t.Run(k.name, func(t *testing.T) {
			st := k.open(t)
			t.Cleanup(func() { st.Close() })
			w := newWitnessedServer(t, st, &live.MemKeys{}, newMovingClock())
			base := w.hs.URL + wire.Prefix
			// Ada plays runs[0]'s seed live, claiming the bot's ticks.
			ada := clientToken(t)
			acts, ticks := actionsOf(runs[0])
			end := w.play(t, wire.LiveRequest{Category: wire.LiveSet, Seed: runs[0].Seed.Code(), Player: "Ada", Token: ada}, acts, ticks)
			if end.Outcome != "victory" || end.RunID == 0 {
				t.Fatalf("the live run's end: %s, run %d", end.Outcome, end.RunID)
			}
			var run wire.Run
			getJSON(t, fmt.Sprint(base, "/runs/", end.RunID), "", &run)
			claimed := (ticks[len(ticks)-1] - ticks[0]) * 1000 / 60
			if !run.Board.Witnessed || run.IGTms != end.WitnessedMs || run.ClaimedMs != claimed || run.Attempt != end.Attempt || run.Player != "Ada" {
				t.Fatalf("the witnessed run: %+v; want witnessed, igt %d ms (the server's), claimed %d ms", run, end.WitnessedMs, claimed)
			}
			var board wire.Board
			getJSON(t, base+"/boards/forward/"+runs[0].Seed.Code(), "", &board)
			if !board.Board.Witnessed || len(board.Entries) != 1 || board.Entries[0].RunID != end.RunID || board.Entries[0].ClaimedMs != claimed {
				t.Fatalf("the default board: %+v, want the witnessed board with Ada's run", board)
			}

			// Finding 1: runs[1] with every tick edited to 0, 1, 2, …
			forged, err := replay.Parse("forged", runs[1].Bytes())
			must(t, err)
			for i := range forged.Entries {
				forged.Entries[i].Tick = int64(i)
			}
			got := submit(t, mustClient(t, w.hs.URL), "Mallory", clientToken(t), forged.Marshal())
			if got.Status != wire.Accepted || got.Run.Board.Witnessed {
				t.Fatalf("a replay with edited ticks: %+v, want kept on the claim board", got)
			}
			// Finding 2: a program's run (the greedy bot's), submitted.
			bot := submit(t, mustClient(t, w.hs.URL), "Bot", clientToken(t), runs[2].Bytes())
			if bot.Run.Board.Witnessed {
				t.Fatalf("a program's replay reached a witnessed board: %+v", bot.Run)
			}
			for _, seed := range []dice.Seed{runs[1].Seed, runs[2].Seed} {
				getJSON(t, base+"/boards/forward/"+seed.Code(), "", &board)
				if !board.Board.Witnessed || len(board.Entries) != 0 {
					t.Fatalf("the witnessed board of %s lists submitted runs: %+v", seed.Code(), board)
				}
				getJSON(t, base+"/boards/forward/"+seed.Code()+"?witnessed=false", "", &board)
				if board.Board.Witnessed || len(board.Entries) != 1 || board.Entries[0].Rank != 1 {
					t.Fatalf("the claim board of %s: %+v", seed.Code(), board)
				}
			}

			// Finding 3: the witnessed run's replay, taken and edited.
			_, published := getJSON(t, fmt.Sprint(base, "/runs/", end.RunID, "/replay"), "", nil)
			thief := clientToken(t)
			for i, edit := range []func(string) string{
				func(s string) string { return dropLine(s, "witnessed ") },
				func(s string) string { return strings.ReplaceAll(dropLine(s, "witnessed "), "\n", "\r\n") },
				func(s string) string {
					return strings.Replace(dropLine(s, "witnessed "), "category set", "category random\nnote mine", 1)
				},
				func(s string) string { return shiftTicks(t, dropLine(s, "witnessed "), 7) },
			} {
				status, _, body := post(t, w.hs.URL, "Thief", thief, strings.NewReader(edit(published)))
				if status != http.StatusOK || !strings.Contains(body, `"duplicate"`) || !strings.Contains(body, `"player": "Ada"`) {
					t.Fatalf("theft %d of a witnessed run: %d %s", i, status, body)
				}
			}
			// … and a submitted run, taken from its page and edited.
			_, bobs := getJSON(t, fmt.Sprint(base, "/runs/", bot.Run.ID, "/replay"), "", nil)
			stolen := strings.ReplaceAll(shiftTicks(t, strings.Replace(bobs, "version ", "version 9", 1), 7), "\n", "\r\n")
			status, _, body := post(t, w.hs.URL, "Thief", thief, strings.NewReader(stolen))
			if status != http.StatusOK || !strings.Contains(body, `"duplicate"`) || !strings.Contains(body, `"player": "Bot"`) {
				t.Fatalf("theft of a submitted run: %d %s", status, body)
			}
		})
	}
}

func mustClient(t *testing.T, url string) *client.Client {
	c, err := client.New(url)
	must(t, err)
	return c
}

// dropLine drops the header line that starts with prefix.
func dropLine(s, prefix string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasPrefix(l, prefix) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// shiftTicks adds d to every action line's tick.
func shiftTicks(t *testing.T, s string, d int64) string {
	lines := strings.Split(s, "\n")
	body := false
	for i, l := range lines {
		if l == "" {
			body = true
			continue
		}
		if !body {
			continue
		}
		tick, rest, ok := strings.Cut(l, " ")
		var n int64
		if _, err := fmt.Sscan(tick, &n); !ok || err != nil {
			t.Fatalf("line %q", l)
		}
		lines[i] = fmt.Sprint(n+d, " ", rest)
	}
	return strings.Join(lines, "\n")
}

// TestDailiesOnlyOnTheirDay (finding 4): an offline daily dated after the
// server's UTC day, or long before it, is refused with the reason, and
// one of today is kept on the claim board. The witnessed daily is dealt
// from the server's key, not the offline seed anyone can compute; while
// its day runs its board shows ranks and times but no seed, and its runs'
// seed and replay are refused with the reason, except to a player who has
// made their attempt; once the day is over, everyone sees them.
func TestDailiesOnlyOnTheirDay(t *testing.T) {
	d := forwardData(t)
	day := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	var offline botreplay.Run
	for ; ; day = day.AddDate(0, 0, 1) {
		r, err := botreplay.Record(d, dice.DailySeed(day.Year(), int(day.Month()), day.Day()), botreplay.Options{Date: day.Format(time.DateOnly)})
		must(t, err)
		if r.Won {
			offline = r
			break
		}
	}
	date := day.Format(time.DateOnly)
	var key fixedKeys
	var live1 botreplay.Run
	for i := 0; live1.Replay == nil; i++ {
		k := fixedKeys(fmt.Sprintf("a daily key the test picks, %05d", i))
		r, err := botreplay.Record(d, live.DailySeed(k, date), botreplay.Options{})
		must(t, err)
		if r.Won {
			key, live1 = k, r
		}
	}
	for _, k := range dbKinds() {
		t.Run(k.name, func(t *testing.T) {
			st := k.open(t)
			t.Cleanup(func() { st.Close() })
			clk := newMovingClock()
			clk.us.Store(day.UnixMicro())
			w := newWitnessedServer(t, st, key, clk)
			base := w.hs.URL + wire.Prefix
			for _, c := range []struct {
				now  time.Time
				want string
			}{{day.AddDate(0, 0, -1), "has not begun"}, {day.AddDate(0, 0, 2), "is over"}} {
				clk.us.Store(c.now.UnixMicro())
				status, _, body := post(t, w.hs.URL, "Early", clientToken(t), strings.NewReader(string(offline.Bytes())))
				if status != http.StatusUnprocessableEntity || !strings.Contains(body, c.want) {
					t.Fatalf("the daily of %s on %s: %d %s", date, c.now.Format(time.DateOnly), status, body)
				}
			}
			clk.us.Store(day.UnixMicro())
			got := submit(t, mustClient(t, w.hs.URL), "Early", clientToken(t), offline.Bytes())
			if got.Run.Board.Witnessed || got.Run.Board.Category != "daily-seed" {
				t.Fatalf("the daily of its day: %+v", got.Run)
			}

			// A live start names no date: the server deals today's.
			ada := clientToken(t)
			acts, ticks := actionsOf(live1)
			end := w.play(t, wire.LiveRequest{Category: wire.LiveDaily, Player: "Ada", Token: ada}, acts, ticks)
			if end.Outcome != "victory" || end.Seed != live1.Seed.Code() || end.Seed == offline.Seed.Code() || end.RunID == 0 {
				t.Fatalf("the witnessed daily: %s on %s, run %d; want the server's seed %s", end.Outcome, end.Seed, end.RunID, live1.Seed.Code())
			}
			var board wire.Board
			getJSON(t, base+"/daily/forward", "", &board)
			if !board.Board.Witnessed || board.Board.Seed != "" || board.Hidden == "" || len(board.Entries) != 1 || board.Entries[0].Player != "Ada" {
				t.Fatalf("today's witnessed daily board: %+v", board)
			}
			var run wire.Run
			getJSON(t, fmt.Sprint(base, "/runs/", end.RunID), "", &run)
			if run.Board.Seed != "" || run.Hidden == "" {
				t.Fatalf("a run of today's witnessed daily shows its seed: %+v", run)
			}
			replayURL := fmt.Sprint(base, "/runs/", end.RunID, "/replay")
			if status, body := getJSON(t, replayURL, "", nil); status != http.StatusForbidden || !strings.Contains(body, "under way") {
				t.Fatalf("today's daily replay to anyone: %d %s", status, body)
			}
			if status, body := getJSON(t, replayURL, clientToken(t), nil); status != http.StatusForbidden {
				t.Fatalf("today's daily replay to a stranger's token: %d %s", status, body)
			}
			if status, _ := getJSON(t, replayURL, ada, nil); status != http.StatusOK {
				t.Fatalf("today's daily replay to a player who made their attempt: %d", status)
			}
			clk.Add(24 * time.Hour)
			if status, body := getJSON(t, replayURL, "", nil); status != http.StatusOK || !strings.Contains(body, "seed "+live1.Seed.Code()) {
				t.Fatalf("the daily replay once the day is over: %d", status)
			}
			var after wire.Board
			getJSON(t, base+"/daily/forward?date="+date, "", &after)
			if after.Board.Seed != live1.Seed.Code() || after.Hidden != "" {
				t.Fatalf("yesterday's witnessed daily board: %+v", after)
			}
		})
	}
}
