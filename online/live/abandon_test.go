package live_test

import (
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"deepwood/online/live"
	"deepwood/rules/verify"
	hub "deepwood/server/live"
	"deepwood/wire"
)

// TestAbandonAcrossADrop: Attempt.Abandon on a connection the network
// dropped resumes first, then gives the attempt up: the end is abandoned
// at the last action, its replay verifies so, the server holds it no
// more, and another Abandon answers that end with ErrEnded.
func TestAbandonAcrossADrop(t *testing.T) {
	srv := newServer(t, hub.Options{})
	p := newProxy(t, srv)
	a := start(t, p.url(), wire.LiveSet, "420Z-Y2GS", "Ada")
	playOut(t, a, rand.New(rand.NewPCG(1, 2)), 4)
	p.cut()
	end, err := a.Abandon(testCtx(t))
	if err != nil {
		t.Fatal(err)
	}
	res, _, err := verify.File("live.replay", []byte(end.Replay))
	if end.Outcome != wire.LiveAbandoned || end.Seq != 4 || err != nil || res.Outcome != verify.Abandoned || res.Actions != 4 {
		t.Fatalf("the abandon's end: %+v; its replay %+v, %v", end, res, err)
	}
	if !a.Over() || a.Connected() || srv.hub.Held() != 0 {
		t.Errorf("after the abandon: over %v, connected %v, held %d", a.Over(), a.Connected(), srv.hub.Held())
	}
	if again, err := a.Abandon(testCtx(t)); !errors.Is(err, live.ErrEnded) || again.Replay != end.Replay {
		t.Errorf("a second Abandon: %v, %+v", err, again)
	}
}

// TestRunAbandonDoesNotWait: Run.Abandon returns at once, with an action
// on its way, and the abandon it sends ends the attempt.
func TestRunAbandonDoesNotWait(t *testing.T) {
	srv := newServer(t, hub.Options{})
	a := start(t, srv.url, wire.LiveRandom, "", "Bo")
	r := newRun(t, a)
	legal := r.Legal(0, nil)
	if err := r.Send(legal[0], 0); err != nil {
		t.Fatal(err)
	}
	t0 := time.Now()
	done := r.Abandon()
	if d := time.Since(t0); d > 100*time.Millisecond {
		t.Errorf("Run.Abandon waited %v", d)
	}
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(testTimeout):
		t.Fatal("the abandon never finished")
	}
	if st := a.State(); st.Outcome != wire.LiveAbandoned || srv.hub.Held() != 0 {
		t.Fatalf("after Run.Abandon: %+v, held %d", st, srv.hub.Held())
	}
}
