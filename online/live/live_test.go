package live_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"sync"
	"testing"

	"deepwood/online/live"
	"deepwood/rules/verify"
	hub "deepwood/server/live"
	"deepwood/wire"
)

// start deals an attempt for a new player on the server at url.
func start(t *testing.T, url, category, seed, player string) *live.Attempt {
	t.Helper()
	tok, err := live.NewToken()
	if err != nil {
		t.Fatal(err)
	}
	a, err := live.Dial(testCtx(t), url, wire.LiveRequest{Category: category, Seed: seed, Player: player, Token: tok})
	if err != nil {
		t.Fatalf("start %s for %s: %v", category, player, err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// playOut plays a to its end, or to n actions when n > 0, by picking among
// the legal actions it is sent: a bot that knows only what the runner sees.
func playOut(t *testing.T, a *live.Attempt, rng *rand.Rand, n int) wire.LiveReply {
	t.Helper()
	ctx := testCtx(t)
	for i := 0; !a.Over() && (n == 0 || i < n); i++ {
		legal := a.Legal()
		if len(legal) == 0 {
			t.Fatalf("a state with no legal action and no end: %+v", a.State())
		}
		r, err := a.Act(ctx, legal[rng.IntN(len(legal))])
		if err != nil {
			t.Fatalf("action %d: %v", a.Seq()+1, err)
		}
		if r.Type != wire.LiveEnd && (r.Seed != "" || r.Replay != "") {
			t.Fatalf("a state before the end names the seed or the replay: %+v", r)
		}
		if a.RTT() <= 0 {
			t.Fatalf("no round trip measured for action %d", r.Seq)
		}
	}
	return a.State()
}

// TestAttemptsPlayToTheEnd plays twelve attempts of every category, four
// at once, to their ends through the client: each end's replay verifies
// as the witnessed attempt it was, with the actions the client sent; an
// action after the end is ErrEnded and sends nothing.
func TestAttemptsPlayToTheEnd(t *testing.T) {
	srv := newServer(t, hub.Options{})
	cats := []string{wire.LiveRandom, wire.LiveDaily, wire.LiveSet}
	var wg sync.WaitGroup
	sem := make(chan struct{}, 4)
	for i := range 12 {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			cat, seed := cats[i%3], ""
			if cat == wire.LiveSet {
				seed = "7k3m-9qxa"
			}
			a := start(t, srv.url, cat, seed, fmt.Sprintf("Bot%d", i))
			if len(a.ID()) != wire.LiveIDLen || len(a.ResumeToken()) != wire.LiveKeyLen || a.Seq() != 0 || len(a.Legal()) == 0 || a.View() == nil || len(a.Events()) == 0 {
				t.Errorf("a new attempt: id %q, state %+v", a.ID(), a.State())
				return
			}
			end := playOut(t, a, rand.New(rand.NewPCG(uint64(i), 7)), 0)
			res, rep, err := verify.File("live.replay", []byte(end.Replay))
			switch {
			case err != nil:
				t.Errorf("attempt %d's replay does not verify: %v", i, err)
			case res.Witnessed != a.ID() || res.Outcome != end.Outcome || res.Actions != end.Seq || res.Seed != end.Seed ||
				(cat == wire.LiveSet && res.Seed != "7K3M-9QXA"):
				t.Errorf("attempt %d verified as %+v; the end said %s, %d actions, seed %s", i, res, end.Outcome, end.Seq, end.Seed)
			case len(rep.Entries) != a.Seq() || a.Connected():
				t.Errorf("attempt %d: %d replay entries, %d actions, connected %v after the end", i, len(rep.Entries), a.Seq(), a.Connected())
			}
			if _, err := a.Act(testCtx(t), "flip 1"); !errors.Is(err, live.ErrEnded) {
				t.Errorf("an action after the end: %v", err)
			}
		})
	}
	wg.Wait()
}

// TestResumeAfterADroppedConnection plays through a proxy that drops every
// connection mid-run: the next action fails with ErrDisconnected and
// leaves the state as it was, Resume takes the attempt up where it stood,
// and the run ends with every action sent before and after the drop. A
// second client resuming with the id and token (a game restarted) takes
// the attempt over, and the first is told its connection is gone.
func TestResumeAfterADroppedConnection(t *testing.T) {
	srv := newServer(t, hub.Options{})
	p := newProxy(t, srv)
	a := start(t, p.url(), wire.LiveSet, "420Z-Y2GS", "Ada")
	rng := rand.New(rand.NewPCG(5, 6))
	playOut(t, a, rng, 10)
	before := a.State()

	p.cut()
	_, err := a.Act(testCtx(t), before.Legal[0])
	if !errors.Is(err, live.ErrDisconnected) || a.Connected() {
		t.Fatalf("an action on a dropped connection: %v, connected %v", err, a.Connected())
	}
	if !reflect.DeepEqual(a.State(), before) {
		t.Fatalf("a failed action changed the state: %+v", a.State())
	}
	if err := a.Resume(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	if got := a.State(); got.Seq != 10 || !reflect.DeepEqual(got.Legal, before.Legal) || !reflect.DeepEqual(got.View, before.View) || !a.Connected() {
		t.Fatalf("resumed at seq %d, legal %v; before the drop seq 10, legal %v", got.Seq, got.Legal, before.Legal)
	}
	playOut(t, a, rng, 10)

	// The game restarts: a new client with the id and the resume token.
	b, err := live.Resume(testCtx(t), srv.url, a.ID(), a.ResumeToken())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { b.Close() })
	if b.Seq() != 20 || b.ID() != a.ID() {
		t.Fatalf("the restarted client resumed at seq %d of %s", b.Seq(), b.ID())
	}
	if _, err := a.Act(testCtx(t), a.Legal()[0]); !errors.Is(err, live.ErrDisconnected) {
		t.Fatalf("the client the attempt was taken from acted: %v", err)
	}
	end := playOut(t, b, rng, 0)
	res, _, err := verify.File("live.replay", []byte(end.Replay))
	if err != nil || res.Actions != end.Seq || res.Witnessed != a.ID() {
		t.Fatalf("after two resumes the replay: %+v, %v", res, err)
	}
	// A run that has ended is resumed as its end.
	c, err := live.Resume(testCtx(t), p.url(), a.ID(), a.ResumeToken())
	if err != nil || !c.Over() || c.State().Replay != end.Replay {
		t.Fatalf("resuming an ended run: %v, %+v", err, c)
	}
}

// TestRefusalsLeaveTheAttemptAsItWas: each refusal the client can meet
// comes back as a *Refused with the server's code and sentence, and the
// attempt's state is what it was; the next good action is action 1.
func TestRefusalsLeaveTheAttemptAsItWas(t *testing.T) {
	store := hub.NewMemStore()
	srv := newServer(t, hub.Options{Store: store, ActionsPerSecond: 0.001, ActionBurst: 4})
	a := start(t, srv.url, wire.LiveRandom, "", "Ada")
	before := a.State()
	// The server takes an action from the rate limit before it looks at
	// it: the four below use the burst of four, and the fifth is too fast.
	refused := func(err error, code string) {
		t.Helper()
		r, ok := errors.AsType[*live.Refused](err)
		if !ok || r.Code != code || r.Msg == "" || !strings.Contains(err.Error(), r.Msg) || !live.IsCode(err, code) {
			t.Fatalf("want a %s refusal, got %v", code, err)
		}
		if !reflect.DeepEqual(a.State(), before) || !a.Connected() {
			t.Fatalf("after a %s refusal the state is %+v (connected %v)", code, a.State(), a.Connected())
		}
	}
	ctx := testCtx(t)
	_, err := a.Act(ctx, "flip 9") // the first action chooses a start card
	refused(err, wire.LiveIllegal)
	_, err = a.Act(ctx, "dance")
	refused(err, wire.LiveIllegal)
	store.Fail = errors.New("disk full")
	_, err = a.Act(ctx, before.Legal[0])
	refused(err, wire.LiveBusy)
	store.Fail = nil
	r, err := a.Act(ctx, before.Legal[0])
	if err != nil || r.Seq != 1 || a.Seq() != 1 {
		t.Fatalf("the first action after the refusals: %+v, %v", r, err)
	}
	before = a.State()
	_, err = a.Act(ctx, before.Legal[0])
	refused(err, wire.LiveRate)
	if r, _ := errors.AsType[*live.Refused](err); r.Retry <= 0 || r.Seq != 1 {
		t.Errorf("a rate refusal: retry %v, seq %d", r.Retry, r.Seq)
	}

	// Refused before an attempt exists: Dial and Resume answer no Attempt.
	_, err = live.Dial(ctx, srv.url, wire.LiveRequest{Category: wire.LiveRandom, Player: "ada", Token: strings.Repeat("A", wire.LiveKeyLen)})
	if !live.IsCode(err, wire.LiveName) {
		t.Errorf("another token for a taken name: %v", err)
	}
	if _, err = live.Resume(ctx, srv.url, a.ID(), strings.Repeat("A", wire.LiveKeyLen)); !live.IsCode(err, wire.LiveUnknown) {
		t.Errorf("a wrong resume token: %v", err)
	}
	if _, err = live.Dial(ctx, srv.url, wire.LiveRequest{Category: "weekly", Player: "Bo", Token: strings.Repeat("B", wire.LiveKeyLen)}); !live.IsCode(err, wire.LiveMalformed) {
		t.Errorf("an unknown category: %v", err)
	}
	for _, u := range []string{"ftp://127.0.0.1", "http://", "http://127.0.0.1/?x=1"} {
		if _, err := live.Dial(ctx, u, wire.LiveRequest{}); err == nil || errors.Is(err, live.ErrDisconnected) {
			t.Errorf("server %q: %v", u, err)
		}
	}
	if !reflect.DeepEqual(a.State(), before) || !a.Connected() {
		t.Errorf("refusals to other clients changed this one: %+v", a.State())
	}
}
