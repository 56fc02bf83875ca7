package tables

import (
	"fmt"
	"slices"
	"sync"
	"testing"

	"deepwood/rules/verify"
	"deepwood/wire"
)

// seatTable creates a table of players on h with the seats open, the
// host at open[0], and joins a client at every other open seat; it
// returns the clients, the host first, all seated and not started.
func seatTable(t testing.TB, h *testHub, players int, open []int) []*client {
	t.Helper()
	host := mustDial(t, h)
	info, err := host.create(players, open, open[0], 0)
	if err != nil {
		t.Fatal(err)
	}
	if !wire.TableCode(info.Table) || info.Link != "/play/?table="+info.Table || info.Token == "" {
		t.Fatalf("create answered %+v", info)
	}
	out := []*client{host}
	for i := 1; i < len(open); i++ {
		c := mustDial(t, h)
		r, err := c.join(info.Table, fmt.Sprintf("Friend%d", i))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(open, r.Seat) || slices.ContainsFunc(out, func(o *client) bool { return o.seat == r.Seat }) {
			t.Fatalf("join %d sat at %d: not a free open seat of %v", i, r.Seat, open)
		}
		out = append(out, c)
	}
	return out
}

// playAll starts the table (its host first in cs) and has every client
// play its seat as a bot to the end, each on its own goroutine; it returns
// their ends, by client.
func playAll(t testing.TB, cs []*client, players int) []wire.TableReply {
	t.Helper()
	if err := cs[0].send(wire.TableRequest{Type: wire.TableStart}); err != nil {
		t.Fatal(err)
	}
	ends := make([]wire.TableReply, len(cs))
	errs := make([]error, len(cs))
	var wg sync.WaitGroup
	for i, c := range cs {
		wg.Go(func() { ends[i], errs[i] = c.bot(players, nil) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("client %d (seat %d): %v", i, cs[i].seat, err)
		}
	}
	return ends
}

// TestTableWithThreePeopleVerifies plays a table of six with three
// networked people (bots over WebSockets) and three computer travelers of
// the server's to its end: every seat is sent the same end, whose replay
// `deepwood verify`'s code proves with the same winner and fingerprint,
// and whose humans line names the people's seats.
func TestTableWithThreePeopleVerifies(t *testing.T) {
	h := newTestHub(t, Options{})
	cs := seatTable(t, h, 6, []int{1, 3, 4})
	ends := playAll(t, cs, 6)
	end := ends[0]
	if end.Replay == "" || end.Winner == "" || end.Seed == "" {
		t.Fatalf("the end lacks its replay, winner or seed: %+v", end)
	}
	for i, e := range ends {
		if e.Replay != end.Replay || e.Winner != end.Winner {
			t.Errorf("client %d was sent another end", i)
		}
		if e.View == nil || len(e.View.Reveal) != 6 {
			t.Errorf("client %d's end reveals %v", i, e.View)
		}
	}
	res, r, err := verify.File("table.replay", []byte(end.Replay))
	if err != nil {
		t.Fatalf("the table's replay does not verify: %v\n%s", err, end.Replay)
	}
	if res.Outcome != verify.Victory || res.Winner != end.Winner {
		t.Errorf("verify says %s won (%s); the table said %s", res.Winner, res.Outcome, end.Winner)
	}
	if humans, _ := r.Get("humans"); humans != "1,3,4" {
		t.Errorf("the replay's humans line is %q, want 1,3,4", humans)
	}
	rec, err := h.Hub.opt.Store.Load(t.Context(), cs[0].code)
	if err != nil || !rec.Over || len(rec.Steps) != len(r.Entries) {
		t.Errorf("the store holds %d actions, over %v (%v); the replay %d", len(rec.Steps), rec.Over, err, len(r.Entries))
	}
	g, err := rebuild(h.Hub.d, rec)
	if err != nil {
		t.Fatal(err)
	}
	if g.host.Fingerprint() != res.Fingerprint {
		t.Errorf("the stored table rebuilds to %s; verify says %s", g.host.Fingerprint(), res.Fingerprint)
	}
	t.Logf("%d actions, %s won (%s)", len(r.Entries), res.Winner, res.EndedBy)
	if h.Hub.Held() != 0 {
		t.Errorf("the hub holds %d tables after the end", h.Hub.Held())
	}
}
