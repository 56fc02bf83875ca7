package live_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"deepwood/internal/rulestest"
	"deepwood/online/live"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	hub "deepwood/server/live"
	"deepwood/session"
	"deepwood/wire"
)

// newRun is the run of a on Forward's own data, as the game makes it.
func newRun(t *testing.T, a *live.Attempt) *live.Run {
	t.Helper()
	r, err := live.NewRun(a, rulestest.Load(t, forward.DefaultData))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// runSession is a session core over a witnessed run, as the screens hold
// one: no autosave, the server keeps the replay.
func runSession(t *testing.T, r *live.Run) *session.Session[forward.Action, forward.Event, forward.SeatView] {
	t.Helper()
	views := func(int) forward.SeatView { return r.View() }
	return session.New[forward.Action, forward.Event, forward.SeatView](r, views, &replay.Replay{Mode: "forward"}, session.Spec{Autosave: "x", Mode: "forward"}, nil)
}

// newSessionRun is a's run (newRun), closed when the test ends, and the
// session core over it (runSession): a run as the screens play one.
func newSessionRun(t *testing.T, a *live.Attempt) (*live.Run, *session.Session[forward.Action, forward.Event, forward.SeatView]) {
	t.Helper()
	r := newRun(t, a)
	t.Cleanup(r.Close)
	return r, runSession(t, r)
}

// pollUntil polls r as a screen does each frame until an answer came or
// the test's time is up, and runs the answered action through s.
func pollUntil(t *testing.T, r *live.Run, s *session.Session[forward.Action, forward.Event, forward.SeatView]) []forward.Event {
	t.Helper()
	deadline := time.Now().Add(testTimeout)
	for time.Now().Before(deadline) {
		if a, ok := r.Poll(); ok {
			ev, err := s.Do(0, a)
			if err != nil {
				t.Fatalf("the session refused the server's answer: %v", err)
			}
			return ev
		}
		if r.Link().State == live.LinkFailed {
			t.Fatalf("the run failed: %s", r.Link().Err)
		}
		time.Sleep(time.Millisecond) // a frame, for the exchange's goroutine
	}
	t.Fatal("no answer in time")
	return nil
}

// TestARunPlaysThroughTheSessionCoreAcrossDrops plays a witnessed run the
// way the screens do, through the session core, never waiting in a
// frame: each action is sent, offers no legal action until its answer is
// taken in, and then gives the session the server's events. The proxy
// drops every connection three times mid-run, once with an action on its
// way: the run reconnects by itself, applies nothing twice and loses
// nothing, and the end's replay verifies with every action played.
func TestARunPlaysThroughTheSessionCoreAcrossDrops(t *testing.T) {
	srv := newServer(t, hub.Options{})
	p := newProxy(t, srv)
	a := start(t, p.url(), wire.LiveSet, "420Z-Y2GS", "Ada")
	r, s := newSessionRun(t, a)
	rng := rand.New(rand.NewPCG(9, 9))
	for n := 0; !s.Over(); n++ {
		legal := s.Legal(0)
		if len(legal) == 0 {
			if r.Poll(); r.Link().State == live.LinkFailed {
				t.Fatalf("the run failed: %s", r.Link().Err)
			}
			time.Sleep(time.Millisecond)
			continue
		}
		act := legal[rng.IntN(len(legal))]
		if n%40 == 39 {
			p.cut() // the next action meets a dropped connection
		}
		if err := r.Send(act, int64(n)); err != nil {
			t.Fatalf("send %d: %v", n, err)
		}
		if len(s.Legal(0)) != 0 || r.Send(act, 0) == nil {
			t.Fatalf("an action on its way still offers actions")
		}
		if n == 20 {
			p.cut() // dropped while the answer is on its way
		}
		ev := pollUntil(t, r, s)
		if len(ev) == 0 {
			t.Fatalf("action %d answered no event", n+1)
		}
		if got := r.State().Seq; got != n+1 {
			t.Fatalf("after %d actions the server says %d", n+1, got)
		}
		if s.View(0).Steps != r.State().Seq {
			t.Fatalf("the session's view is at step %d, the server at %d", s.View(0).Steps, r.State().Seq)
		}
	}
	end := r.State()
	res, _, err := verify.File("live.replay", []byte(end.Replay))
	if err != nil || res.Actions != end.Seq || res.Witnessed != a.ID() {
		t.Fatalf("the end's replay: %+v, %v", res, err)
	}
	if r.Link().State != live.LinkEnded || r.Running() || len(s.Legal(0)) != 0 {
		t.Fatalf("after the end: link %v, running %v", r.Link(), r.Running())
	}
}

// TestARunReconnectsWhenIdle: a connection dropped while the runner
// thinks is taken up again at the next Poll, with no action offered in
// between, and the run goes on where it stood.
func TestARunReconnectsWhenIdle(t *testing.T) {
	srv := newServer(t, hub.Options{})
	p := newProxy(t, srv)
	a := start(t, p.url(), wire.LiveRandom, "", "Bo")
	r, s := newSessionRun(t, a)
	if err := r.Send(s.Legal(0)[0], 1); err != nil {
		t.Fatal(err)
	}
	pollUntil(t, r, s)
	before := r.State()
	p.cut()
	for a.Connected() {
		time.Sleep(time.Millisecond)
	}
	r.Poll()
	if st := r.Link().State; st != live.LinkReconnecting && st != live.LinkWaiting || len(s.Legal(0)) != 0 {
		t.Fatalf("a dropped connection, polled: link %v, %d actions offered", r.Link(), len(s.Legal(0)))
	}
	deadline := time.Now().Add(testTimeout)
	for r.Link().State != live.LinkUp && time.Now().Before(deadline) {
		r.Poll()
		time.Sleep(time.Millisecond)
	}
	if r.Link().State != live.LinkUp || r.State().Seq != before.Seq || len(s.Legal(0)) != len(before.Legal) || !a.Connected() {
		t.Fatalf("after reconnecting: link %v, seq %d (was %d)", r.Link(), r.State().Seq, before.Seq)
	}
}
