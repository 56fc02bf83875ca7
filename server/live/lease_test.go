package live

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"deepwood/internal/hubtest"
	"deepwood/rules/verify"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// leaseTable is the leases of servers sharing a MemStore, as a database
// row per attempt keeps them (boards.Live is the real one).
type leaseTable struct {
	mu sync.Mutex
	m  map[string]memLease
}

type memLease struct {
	holder string
	until  time.Time
}

// memLeases are one server's Leases over a leaseTable.
type memLeases struct {
	t      *leaseTable
	holder string
	d      time.Duration
}

func (l *memLeases) Lease() time.Duration { return l.d }

func (l *memLeases) Take(_ context.Context, id string, now time.Time) error {
	l.t.mu.Lock()
	defer l.t.mu.Unlock()
	if cur, ok := l.t.m[id]; ok && cur.holder != l.holder && cur.until.After(now) {
		return &HeldError{Until: cur.until}
	}
	l.t.m[id] = memLease{l.holder, now.Add(l.d)}
	return nil
}

func (l *memLeases) Renew(_ context.Context, now time.Time) error {
	l.t.mu.Lock()
	defer l.t.mu.Unlock()
	for id, cur := range l.t.m {
		if cur.holder == l.holder {
			l.t.m[id] = memLease{l.holder, now.Add(l.d)}
		}
	}
	return nil
}

func (l *memLeases) Release(_ context.Context, id string) error {
	l.t.mu.Lock()
	defer l.t.mu.Unlock()
	if l.t.m[id].holder == l.holder {
		delete(l.t.m, id)
	}
	return nil
}

func (l *memLeases) Stop(_ context.Context, now time.Time) error {
	l.t.mu.Lock()
	defer l.t.mu.Unlock()
	for id, cur := range l.t.m {
		if cur.holder == l.holder && cur.until.After(now) {
			l.t.m[id] = memLease{l.holder, now}
		}
	}
	return nil
}

// fencedStore is a MemStore that refuses a step from a server without the
// attempt's lease, as boards.Live does.
type fencedStore struct {
	*MemStore
	l *memLeases
}

func (f fencedStore) Append(ctx context.Context, id string, n int, s Step, over bool) error {
	f.l.t.mu.Lock()
	mine := f.l.t.m[id].holder == f.l.holder
	f.l.t.mu.Unlock()
	if !mine {
		return ErrConflict
	}
	return f.MemStore.Append(ctx, id, n, s, over)
}

// leasedHub is one of several servers on st, sharing table: its leases
// last an hour, so that only the fake clock lapses them.
func leasedHub(t *testing.T, st *MemStore, table *leaseTable, holder string, clk *hubtest.Clock) *testHub {
	l := &memLeases{t: table, holder: holder, d: time.Hour}
	h := newTestHub(t, Options{Now: clk.Now, Store: fencedStore{st, l}, Leases: l})
	t.Cleanup(func() { h.Hub.stop() })
	return h
}

// TestLeaseHoldsAnAttemptForOneServer: two servers on one store. A resume
// on the server that does not hold the attempt is refused as busy with
// the time until the lease lapses; once it has, that server takes the
// attempt up from its stored steps, the time since the last stored action
// not counted (RULES B8), and the first server can no longer act on it.
// The run ends there and verifies with the witnessed time.
func TestLeaseHoldsAnAttemptForOneServer(t *testing.T) {
	clk := newFakeClock()
	st, table := NewMemStore(), &leaseTable{m: map[string]memLease{}}
	h1 := leasedHub(t, st, table, "A", clk)
	h2 := leasedHub(t, st, table, "B", clk)
	c1 := dial(t, h1)
	first := c1.start(wire.LiveSet, "420Z-Y2GS", "Ada", newToken(t))
	c1.act(c1.last.Legal[0])
	clk.Add(3 * time.Second)
	c1.act(c1.last.Legal[0]) // 3 s witnessed; the lease runs an hour from the start
	clk.Add(20 * time.Minute)
	resume := wire.LiveRequest{Type: wire.LiveResume, Attempt: first.Attempt, Resume: first.Resume}
	c2 := dial(t, h2)
	if r := c2.send(resume); r.Type != wire.LiveRefused || r.Code != wire.LiveBusy || r.RetryMs != (40*time.Minute-3*time.Second).Milliseconds() {
		t.Fatalf("a resume on the server without the lease: %+v; want busy, retry when the lease taken at the start lapses", r)
	}
	clk.Add(time.Hour) // server A stopped renewing: its lease lapses
	c2 = dial(t, h2)
	if r := c2.send(resume); r.Type != wire.LiveState || r.Seq != 2 || r.WitnessedMs != 3000 {
		t.Fatalf("a resume after the lease lapsed: %+v", r)
	}
	if r := c1.act(c1.last.Legal[0]); r.Type != wire.LiveRefused || r.Code != wire.LiveUnknown {
		t.Fatalf("the server that lost the lease took an action: %+v", r)
	}
	if got := c1.closeStatus(); got != websocket.StatusTryAgainLater {
		t.Errorf("the lost attempt's connection closed with %v", got)
	}
	if h1.Hub.Held() != 0 {
		t.Errorf("server A still holds %d attempts", h1.Hub.Held())
	}
	clk.Add(2 * time.Second)
	if r := c2.act(c2.last.Legal[0]); r.Type != wire.LiveState || r.WitnessedMs != 5000 {
		t.Fatalf("the first action after the take-over: %+v; want 5 s witnessed (the 80 min outage not counted)", r)
	}
	end := playOut(t, c2, rand.New(rand.NewPCG(3, 4)), func() { clk.Add(time.Second) })
	res, _, err := verify.File("live.replay", []byte(end.Replay))
	if err != nil || res.Ticks != end.WitnessedMs*60/1000 || res.Actions != end.Seq {
		t.Fatalf("the run ended on server B: %v, %+v; end %d ms, %d actions", err, res, end.WitnessedMs, end.Seq)
	}
	table.mu.Lock()
	defer table.mu.Unlock()
	if len(table.m) != 0 {
		t.Errorf("leases left after the end: %v", table.m)
	}
}

// TestDailyOnceAPlayer: many starts of one player's daily at once deal
// one attempt, each start handed it; once it is over, a start is refused
// daily-done until the next UTC day. (An attempt is played on one
// connection, so a start handed it closes the connection of the one
// before: some of the starts at once are closed instead of answered.)
func TestDailyOnceAPlayer(t *testing.T) {
	clk := newFakeClock()
	h := newTestHub(t, Options{Now: clk.Now})
	tok := newToken(t)
	replies := make([]wire.LiveReply, 16)
	var wg sync.WaitGroup
	for i := range replies {
		c := dial(t, h)
		wg.Go(func() {
			ctx, cancel := context.WithTimeout(context.Background(), testTimeout)
			defer cancel()
			r, err := startRaw(ctx, c, wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: wire.LiveDaily, Player: "Ada", Token: tok})
			if err != nil && websocket.CloseStatus(err) != websocket.StatusPolicyViolation {
				t.Error(err)
			}
			replies[i] = r
		})
	}
	wg.Wait()
	ids := map[string]int{}
	for _, r := range replies {
		if r.Type == "" {
			continue // closed: handed to a start after it
		}
		if r.Type != wire.LiveState || r.Resume == "" {
			t.Errorf("a start of the player's daily under way: %+v, want it handed back", r)
		}
		ids[r.Attempt]++
	}
	if len(ids) != 1 {
		t.Fatalf("16 starts of one daily dealt %d attempts", len(ids))
	}
	c := dial(t, h)
	c.start(wire.LiveDaily, "", "ADA", tok) // handed back again
	playOut(t, c, rand.New(rand.NewPCG(3, 3)), nil)
	if r := dial(t, h).send(wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: wire.LiveDaily, Player: "Ada", Token: tok}); r.Code != wire.LiveDailyDone || r.Error == "" {
		t.Fatalf("a restart of the daily once over: %+v", r)
	}
	clk.Add(24 * time.Hour)
	dial(t, h).start(wire.LiveDaily, "", "Ada", tok) // the next day's
}

// startRaw sends a start from a goroutine other than the test's: it
// reports errors instead of failing the test.
func startRaw(ctx context.Context, c *client, m wire.LiveRequest) (wire.LiveReply, error) {
	m.V = wire.LiveVersion
	b, err := json.Marshal(m)
	if err != nil {
		return wire.LiveReply{}, err
	}
	if err := c.ws.Write(ctx, websocket.MessageText, b); err != nil {
		return wire.LiveReply{}, err
	}
	_, b, err = c.ws.Read(ctx)
	if err != nil {
		return wire.LiveReply{}, err
	}
	var r wire.LiveReply
	if err := json.Unmarshal(b, &r); err != nil {
		return wire.LiveReply{}, errors.New(string(b))
	}
	return r, nil
}
