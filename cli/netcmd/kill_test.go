package netcmd

import (
	"context"
	crand "crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"deepwood/online/client"
	"deepwood/rules/verify"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// TestKilledServerKeepsEveryAcceptedRun kills a `deepwood serve` with
// SIGKILL while clients submit, restarts it on the same database, and
// finds every run that was answered 201 there, whole: a 201 is a promise.
func TestKilledServerKeepsEveryAcceptedRun(t *testing.T) {
	eachDB(t, func(t *testing.T, _, db string) {
		replays, err := botReplays(400)
		if err != nil {
			t.Fatal(err)
		}
		first := startServe(t, "--db", db)
		c, err := client.New(first.url)
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		claim, err := c.Submit(ctx, "crash", "", replays[0])
		if err != nil {
			t.Fatal(err)
		}
		var (
			mu       sync.Mutex
			accepted = map[int64][]byte{claim.Run.ID: replays[0]}
			killed   sync.Once
			wg       sync.WaitGroup
		)
		work := make(chan []byte)
		for range 4 {
			wg.Go(func() {
				for r := range work {
					out, err := c.Submit(ctx, "crash", claim.Token, r)
					if err != nil || out.Status != wire.Accepted {
						continue
					}
					mu.Lock()
					accepted[out.Run.ID] = r
					n := len(accepted)
					mu.Unlock()
					if n >= 100 {
						killed.Do(func() { first.cmd.Process.Kill() })
					}
				}
			})
		}
		for _, r := range replays[1:] {
			work <- r
		}
		close(work)
		wg.Wait()
		killed.Do(func() { first.cmd.Process.Kill() })
		<-first.done
		first.done <- nil
		t.Logf("%d runs answered 201 before and around the kill", len(accepted))

		second := startServe(t, "--db", db)
		c2, err := client.New(second.url)
		if err != nil {
			t.Fatal(err)
		}
		for id, r := range accepted {
			run, err := c2.Run(ctx, id)
			sum := sha256.Sum256(r)
			if err != nil || run.ReplayHash != hex.EncodeToString(sum[:]) {
				t.Fatalf("run %d after the restart: %+v, %v", id, run, err)
			}
			again, err := c2.Submit(ctx, "crash", claim.Token, r)
			if err != nil || again.Status != wire.Duplicate || again.Run.ID != id {
				t.Fatalf("run %d submitted again: %+v, %v", id, again, err)
			}
		}
		p, err := c2.Player(ctx, "crash")
		if err != nil || p.Attempts < len(accepted) {
			t.Fatalf("player after the restart: %+v, %v; want at least %d runs", p, err, len(accepted))
		}
	})
}

// TestKilledLiveServerLosesNoAction plays a witnessed attempt with a bot
// on a `deepwood serve`, kills it with SIGKILL with an action in flight,
// and resumes the attempt with its id and resume token on another server:
// on SQLite the same file restarted, on PostgreSQL a second server that
// ran beside the first on the same database. The other server refuses
// the resume as busy until the dead one's lease lapses (--lease 1s), then
// takes it up; the bot plays it to the end there. Every action answered
// before the kill is in the final replay, in order; the replay verifies;
// and the outage is not in the witnessed time (RULES B8).
func TestKilledLiveServerLosesNoAction(t *testing.T) {
	eachDB(t, func(t *testing.T, kind, db string) {
		first := startServe(t, "--db", db, "--lease", "1s", "--live-rate", "0")
		var second *child
		if kind == "postgres" {
			second = startServe(t, "--db", db, "--lease", "1s", "--live-rate", "0")
		}
		c := dialLive(t, first.url)
		st := c.send(wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: wire.LiveSet,
			Seed: "420Z-Y2GS", Player: "Kim", Token: liveToken(t)})
		if st.Type != wire.LiveState || st.Resume == "" {
			t.Fatalf("start: %+v", st)
		}
		rng := rand.New(rand.NewPCG(11, 12))
		var acked []string
		began := time.Now()
		for len(acked) < 30 {
			a := c.last.Legal[rng.IntN(len(c.last.Legal))]
			if r := c.act(a); r.Type != wire.LiveState {
				t.Fatalf("action %d %q: %+v", len(acked)+1, a, r)
			}
			acked = append(acked, a)
		}
		inflight := c.last.Legal[rng.IntN(len(c.last.Legal))]
		c.write(wire.LiveRequest{Type: wire.LiveAct, Action: inflight, Seq: c.seq + 1})
		first.cmd.Process.Kill() // SIGKILL, the answer to the action unread
		<-first.done
		first.done <- nil
		killed := time.Now()
		if second == nil {
			second = startServe(t, "--db", db, "--lease", "1s", "--live-rate", "0")
		}

		c2, busy, sent := resumeLive(t, second.url, st.Attempt, st.Resume)
		outage := time.Since(killed)
		if busy == 0 {
			t.Errorf("the resume was never refused as busy: the dead server's lease did not hold it")
		}
		switch c2.seq {
		case len(acked) + 1:
			acked = append(acked, inflight) // the action in flight was stored before the kill
		case len(acked):
		default:
			t.Fatalf("resumed at action %d; %d were answered before the kill", c2.seq, len(acked))
		}
		resumedAt := len(acked)
		for c2.last.Type != wire.LiveEnd {
			a := c2.last.Legal[rng.IntN(len(c2.last.Legal))]
			if r := c2.act(a); r.Type == wire.LiveRefused {
				t.Fatalf("action %d %q after the take-over: %+v", c2.seq+1, a, r)
			}
			acked = append(acked, a)
		}
		ended := time.Now()
		end := c2.last

		res, rp, err := verify.File("live.replay", []byte(end.Replay))
		if err != nil || res.Witnessed != st.Attempt || res.Actions != end.Seq || len(rp.Entries) != len(acked) {
			t.Fatalf("the replay: %v, %+v; %d actions played", err, res, len(acked))
		}
		for i, a := range acked {
			if rp.Entries[i].Action != a {
				t.Fatalf("action %d is %q in the replay, %q was played", i+1, rp.Entries[i].Action, a)
			}
		}
		ms := func(ticks int64) int64 { return ticks * 1000 / verify.TicksPerSecond }
		gap := ms(rp.Entries[resumedAt].Tick - rp.Entries[resumedAt-1].Tick)
		if gap > 250 || gap*2 > outage.Milliseconds() {
			t.Errorf("the first action after the take-over came %d ms (witnessed) after the last before the kill; the outage lasted %v and should not count", gap, outage)
		}
		wall := killed.Sub(began) + ended.Sub(sent) + time.Duration(len(acked))*time.Second/verify.TicksPerSecond
		if time.Duration(end.WitnessedMs)*time.Millisecond > wall {
			t.Errorf("witnessed %d ms, more than the %v the bot played outside the outage", end.WitnessedMs, wall)
		}
		t.Logf("%d actions, %d before the kill; outage %v (%d busy refusals); witnessed %d ms, %d ms across the outage",
			len(acked), resumedAt, outage.Round(time.Millisecond), busy, end.WitnessedMs, gap)
	})
}

// liveClient is a bot's WebSocket to a server's GET /api/v1/live.
type liveClient struct {
	t    *testing.T
	ws   *websocket.Conn
	seq  int
	last wire.LiveReply
}

// liveWait bounds each message's wait: a server that never answers fails
// the test instead of hanging it.
const liveWait = 20 * time.Second

func dialLive(t *testing.T, url string) *liveClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), liveWait)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(url, "http")+wire.LivePath, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(1 << 20)
	t.Cleanup(func() { ws.CloseNow() })
	return &liveClient{t: t, ws: ws}
}

// write sends m without reading the answer.
func (c *liveClient) write(m wire.LiveRequest) {
	c.t.Helper()
	m.V = wire.LiveVersion
	b, err := json.Marshal(m)
	if err != nil {
		c.t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), liveWait)
	defer cancel()
	if err := c.ws.Write(ctx, websocket.MessageText, b); err != nil {
		c.t.Fatal(err)
	}
}

// send sends m and reads the answer.
func (c *liveClient) send(m wire.LiveRequest) wire.LiveReply {
	c.t.Helper()
	c.write(m)
	ctx, cancel := context.WithTimeout(context.Background(), liveWait)
	defer cancel()
	_, b, err := c.ws.Read(ctx)
	if err != nil {
		c.t.Fatal(err)
	}
	var r wire.LiveReply
	if err := json.Unmarshal(b, &r); err != nil {
		c.t.Fatalf("%v: %s", err, b)
	}
	if r.Type != wire.LiveRefused {
		c.last, c.seq = r, r.Seq
	}
	return r
}

// act sends the next action, again after retry_ms while the server's
// rate limit refuses it (the bot plays faster than a person; the tests'
// servers run with no limit).
func (c *liveClient) act(action string) wire.LiveReply {
	c.t.Helper()
	for {
		r := c.send(wire.LiveRequest{Type: wire.LiveAct, Action: action, Seq: c.seq + 1})
		if r.Type != wire.LiveRefused || r.Code != wire.LiveRate {
			return r
		}
		time.Sleep(time.Duration(r.RetryMs) * time.Millisecond)
	}
}

// resumeLive resumes an attempt on the server at url, again after
// retry_ms while it is refused as busy (another server's lease holds it),
// for at most liveWait. It returns the client, how many times it was
// refused, and when it sent the resume that was answered.
func resumeLive(t *testing.T, url, attempt, resume string) (*liveClient, int, time.Time) {
	t.Helper()
	c := dialLive(t, url)
	for busy, deadline := 0, time.Now().Add(liveWait); ; busy++ {
		sent := time.Now()
		r := c.send(wire.LiveRequest{Type: wire.LiveResume, Attempt: attempt, Resume: resume})
		switch {
		case r.Type == wire.LiveState:
			return c, busy, sent
		case r.Code != wire.LiveBusy || r.RetryMs <= 0 || r.RetryMs > 1000:
			t.Fatalf("resume: %+v; want a state, or busy for at most the 1 s lease", r)
		case time.Now().After(deadline):
			t.Fatalf("still busy after %v: %+v", liveWait, r)
		}
		time.Sleep(time.Duration(r.RetryMs) * time.Millisecond)
	}
}

// liveToken is a new player token, as a client makes one.
func liveToken(t *testing.T) string {
	b := make([]byte, 32)
	if _, err := crand.Read(b); err != nil {
		t.Fatal(err)
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// TestStoppedLiveServerHandsAttemptsOver: a server stopped with SIGTERM
// ends its leases as it goes, so a server started next on the same
// database takes the attempt up at the first resume, without waiting out
// the lease (10 s here).
func TestStoppedLiveServerHandsAttemptsOver(t *testing.T) {
	db := filepath.Join(t.TempDir(), "boards.db")
	first := startServe(t, "--db", db, "--live-rate", "0")
	c := dialLive(t, first.url)
	st := c.send(wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: wire.LiveRandom, Player: "Kim", Token: liveToken(t)})
	if st.Type != wire.LiveState {
		t.Fatalf("start: %+v", st)
	}
	c.act(c.last.Legal[0])
	if err := first.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	if err := <-first.done; err != nil {
		t.Fatalf("serve after SIGTERM: %v\n%s", err, first.stderr)
	}
	first.done <- nil
	second := startServe(t, "--db", db, "--live-rate", "0")
	c2, busy, _ := resumeLive(t, second.url, st.Attempt, st.Resume)
	if busy != 0 || c2.seq != 1 {
		t.Fatalf("resumed at action %d after %d busy refusals; want action 1 at once", c2.seq, busy)
	}
}

// TestKilledLiveServersAttemptExpires: an attempt whose server was killed
// (SIGKILL) mid-run, and that nobody resumes, is abandoned by the sweep of
// the next server on the database once it has lain idle past
// --live-expire and its lease has lapsed, and filed: the runner's page
// counts it, never ranked, and the runner's resume answers its end,
// abandoned at the last action taken before the kill.
func TestKilledLiveServersAttemptExpires(t *testing.T) {
	eachDB(t, func(t *testing.T, _, db string) {
		first := startServe(t, "--db", db, "--lease", "1s", "--live-rate", "0")
		c := dialLive(t, first.url)
		st := c.send(wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: wire.LiveSet,
			Seed: "420Z-Y2GS", Player: "Lou", Token: liveToken(t)})
		for range 3 {
			c.act(c.last.Legal[0])
		}
		first.cmd.Process.Kill()
		<-first.done
		first.done <- nil
		time.Sleep(1500 * time.Millisecond) // the lease lapses, and the attempt has lain idle past 1 s
		second := startServe(t, "--db", db, "--lease", "1s", "--live-rate", "0", "--live-expire", "1s")
		boards, err := client.New(second.url)
		if err != nil {
			t.Fatal(err)
		}
		for deadline := time.Now().Add(liveWait); ; time.Sleep(50 * time.Millisecond) {
			p, err := boards.Player(context.Background(), "Lou")
			if err == nil && p.Attempts == 1 && p.Wins == 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the sweep as the second server started did not file the attempt: %+v, %v", p, err)
			}
		}
		end := dialLive(t, second.url).send(wire.LiveRequest{Type: wire.LiveResume, Attempt: st.Attempt, Resume: st.Resume})
		res, _, err := verify.File("live.replay", []byte(end.Replay))
		if end.Outcome != wire.LiveAbandoned || end.RunID == 0 || err != nil || res.Outcome != verify.Abandoned || res.Actions != 3 {
			t.Fatalf("the resume after the expiry: %+v; its replay %+v, %v", end, res, err)
		}
	})
}
