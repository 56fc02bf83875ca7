package live

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"

	"deepwood/rules/verify"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// sweep runs one sweep of h and fails the test on an error.
func sweep(t *testing.T, h *Hub) (expired, filed int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), testTimeout)
	defer cancel()
	expired, filed, err := h.Sweep(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return expired, filed
}

// checkAbandoned holds an abandoned attempt's end to RULES B11: outcome
// abandoned, the replay verifying as abandoned at the last action's
// witnessed time, with actions rules actions.
func checkAbandoned(t *testing.T, end wire.LiveReply, actions int, witnessedMs int64) {
	t.Helper()
	res, rp, err := verify.File("live.replay", []byte(end.Replay))
	switch {
	case end.Type != wire.LiveEnd || end.Outcome != wire.LiveAbandoned || end.Seq != actions || end.WitnessedMs != witnessedMs:
		t.Fatalf("the end of an abandoned attempt: %+v; want abandoned after %d actions, %d ms", end, actions, witnessedMs)
	case err != nil || res.Outcome != verify.Abandoned || res.EndedBy != verify.MetaAbandon || res.Actions != actions:
		t.Fatalf("its replay: %v, %+v", err, res)
	case len(rp.Entries) != actions+1 || (actions > 0 && rp.Entries[actions].Tick != rp.Entries[actions-1].Tick):
		t.Fatalf("its replay's lines: %+v; want the abandon at the last action's tick", rp.Entries)
	}
}

// TestAbandonEndsTheAttempt: an abandon ends the attempt at its last
// action (the time since is not witnessed), answers the end with the
// whole replay and closes; the server holds it no more, its lease is
// released, a resume answers the end again, and an abandon before any
// attempt is refused.
func TestAbandonEndsTheAttempt(t *testing.T) {
	clk := newFakeClock()
	st, table := NewMemStore(), &leaseTable{m: map[string]memLease{}}
	h := leasedHub(t, st, table, "A", clk)
	if r := dial(t, h).send(wire.LiveRequest{Type: wire.LiveAbandon}); r.Code != wire.LiveNoAttempt {
		t.Fatalf("an abandon before a start: %+v", r)
	}
	c := dial(t, h)
	first := c.start(wire.LiveSet, "420Z-Y2GS", "Ada", newToken(t))
	c.act(c.last.Legal[0])
	clk.Add(3 * time.Second)
	c.act(c.last.Legal[0])
	clk.Add(time.Hour) // not witnessed: the abandon is at the last action
	end := c.send(wire.LiveRequest{Type: wire.LiveAbandon})
	checkAbandoned(t, end, 2, 3000)
	if got := c.closeStatus(); got != websocket.StatusNormalClosure {
		t.Errorf("the connection closed with %v after the end", got)
	}
	if n := h.Hub.Held(); n != 0 {
		t.Errorf("the hub holds %d attempts after the abandon", n)
	}
	table.mu.Lock()
	leases := len(table.m)
	table.mu.Unlock()
	if leases != 0 {
		t.Errorf("%d leases left after the abandon", leases)
	}
	rec, err := st.Load(context.Background(), first.Attempt)
	if err != nil || !rec.Over || len(rec.Steps) != 3 || rec.Steps[2].Action != verify.MetaAbandon {
		t.Fatalf("the stored attempt: %+v, %v", rec, err)
	}
	again := dial(t, h).send(wire.LiveRequest{Type: wire.LiveResume, Attempt: first.Attempt, Resume: first.Resume})
	checkAbandoned(t, again, 2, 3000)
	if again.Replay != end.Replay {
		t.Errorf("a resume's end sends another replay")
	}
}

// TestAbandonedDailyIsTheDays: a daily abandoned, even before its first
// action, is the day's attempt: a start of that day's daily is refused
// daily-done.
func TestAbandonedDailyIsTheDays(t *testing.T) {
	clk := newFakeClock()
	h := newTestHub(t, Options{Now: clk.Now})
	tok := newToken(t)
	c := dial(t, h)
	c.start(wire.LiveDaily, "", "Ada", tok)
	checkAbandoned(t, c.send(wire.LiveRequest{Type: wire.LiveAbandon}), 0, 0)
	r := dial(t, h).send(wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: wire.LiveDaily, Player: "Ada", Token: tok})
	if r.Code != wire.LiveDailyDone {
		t.Fatalf("a start of the daily abandoned: %+v, want daily-done", r)
	}
}

// TestIdleAttemptExpires: the sweep abandons an attempt with no action
// for Expire at its last action, whether the server holds it or it was
// left by a server that stopped (its lease lapsed); one played within
// Expire, or held by a server that runs, is left alone.
func TestIdleAttemptExpires(t *testing.T) {
	clk := newFakeClock()
	st, table := NewMemStore(), &leaseTable{m: map[string]memLease{}}
	l := &memLeases{t: table, holder: "A", d: time.Hour}
	hA := newTestHub(t, Options{Now: clk.Now, Store: fencedStore{st, l}, Leases: l, Expire: 24 * time.Hour, SweepEvery: -1})
	t.Cleanup(func() { hA.Hub.stop() })

	idle := dial(t, hA) // held by A, then left
	left := idle.start(wire.LiveSet, "420Z-Y2GS", "Ada", newToken(t))
	idle.act(idle.last.Legal[0])
	clk.Add(2 * time.Second)
	idle.act(idle.last.Legal[0])
	idle.ws.CloseNow()

	clk.Add(20 * time.Hour)
	busy := dial(t, hA) // played 20 h later: not idle for 24 h
	busy.start(wire.LiveRandom, "", "Bo", newToken(t))
	busy.act(busy.last.Legal[0])

	clk.Add(5 * time.Hour) // 25 h since the first's last action, 5 h since the second's
	if exp, _ := sweep(t, hA.Hub); exp != 1 {
		t.Fatalf("the sweep abandoned %d attempts, want the one idle 25 h", exp)
	}
	end := dial(t, hA).send(wire.LiveRequest{Type: wire.LiveResume, Attempt: left.Attempt, Resume: left.Resume})
	checkAbandoned(t, end, 2, 2000)
	if n := hA.Hub.Held(); n != 1 {
		t.Errorf("A holds %d attempts after the sweep, want the one played", n)
	}
	if r := busy.act(busy.last.Legal[0]); r.Type != wire.LiveState {
		t.Fatalf("the attempt played within the day: %+v", r)
	}

	// B takes up what A left once A stops: A's lease lapses, A's own
	// sweep never runs again.
	lB := &memLeases{t: table, holder: "B", d: time.Hour}
	hB := newTestHub(t, Options{Now: clk.Now, Store: fencedStore{st, lB}, Leases: lB, Expire: 24 * time.Hour, SweepEvery: -1})
	t.Cleanup(func() { hB.Hub.stop() })
	clk.Add(25 * time.Hour)
	if err := l.Renew(context.Background(), clk.Now()); err != nil { // A runs: it renews its leases
		t.Fatal(err)
	}
	if exp, _ := sweep(t, hB.Hub); exp != 0 {
		t.Fatalf("B abandoned %d attempts A holds", exp)
	}
	if err := hA.Hub.Close(); err != nil { // A stops: its leases end at once
		t.Fatal(err)
	}
	if exp, _ := sweep(t, hB.Hub); exp != 1 {
		t.Fatalf("B abandoned %d attempts left by A, want 1", exp)
	}
	if n := hB.Hub.Held(); n != 0 {
		t.Errorf("B holds %d attempts after abandoning them", n)
	}
}

// failOnceFiler is a MemStore that files ended attempts on a board it
// keeps, failing each attempt's first filing: a board that could not be
// written as the attempt ended.
type failOnceFiler struct {
	*MemStore
	mu     sync.Mutex
	tried  map[string]bool
	filed  map[string]int64
	replay map[string]string
}

func newFailOnceFiler() *failOnceFiler {
	return &failOnceFiler{MemStore: NewMemStore(), tried: map[string]bool{}, filed: map[string]int64{}, replay: map[string]string{}}
}

func (f *failOnceFiler) File(_ context.Context, rec Record, body []byte, _ int64) (int64, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.tried[rec.ID] {
		f.tried[rec.ID] = true
		return 0, errors.New("the board cannot be written")
	}
	if f.filed[rec.ID] == 0 {
		f.filed[rec.ID], f.replay[rec.ID] = int64(len(f.filed)+1), string(body)
	}
	return f.filed[rec.ID], nil
}

func (f *failOnceFiler) Unfiled(ctx context.Context, after string, n int) ([]string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.MemStore.mu.Lock()
	defer f.MemStore.mu.Unlock()
	var ids []string
	for id, r := range f.MemStore.m {
		if r.Over && f.filed[id] == 0 && id > after {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids[:min(n, len(ids))], nil
}

// TestSweepFilesWhatEndedUnfiled: an attempt whose filing failed as it
// ended (its end has no run id) is filed by the next sweep with nobody
// resuming it, its replay the end's; a sweep after finds nothing to file.
func TestSweepFilesWhatEndedUnfiled(t *testing.T) {
	clk := newFakeClock()
	st := newFailOnceFiler()
	h := newTestHub(t, Options{Now: clk.Now, Store: st, SweepEvery: -1})
	c := dial(t, h)
	c.start(wire.LiveSet, "420Z-Y2GS", "Ada", newToken(t))
	end := playOut(t, c, rand.New(rand.NewPCG(5, 6)), func() { clk.Add(time.Second) })
	if end.RunID != 0 {
		t.Fatalf("the end was filed as run %d though the board failed", end.RunID)
	}
	c2 := dial(t, h)
	c2.start(wire.LiveRandom, "", "Bo", newToken(t))
	checkAbandoned(t, c2.send(wire.LiveRequest{Type: wire.LiveAbandon}), 0, 0)
	if _, filed := sweep(t, h.Hub); filed != 2 {
		t.Fatalf("the sweep filed %d attempts, want the two whose filing failed", filed)
	}
	st.mu.Lock()
	got := st.replay[end.Attempt]
	st.mu.Unlock()
	if got != end.Replay {
		t.Errorf("the sweep filed another replay than the end's")
	}
	if _, filed := sweep(t, h.Hub); filed != 0 {
		t.Errorf("a second sweep filed %d attempts", filed)
	}
}
