package live

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"deepwood/rules/dice"
	"deepwood/rules/verify"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// playOut plays c's attempt to its end by picking among the legal actions
// it is sent (a random bot that knows only what the runner sees), calling
// each before every action, and returns the end.
func playOut(t testing.TB, c *client, rng *rand.Rand, each func()) wire.LiveReply {
	t.Helper()
	r := c.last
	for r.Type != wire.LiveEnd {
		if len(r.Legal) == 0 {
			t.Fatalf("a state with no legal action and no end: %+v", r)
		}
		if each != nil {
			each()
		}
		r = c.act(r.Legal[rng.IntN(len(r.Legal))])
		if r.Type == wire.LiveRefused {
			t.Fatalf("a legal action refused: %+v", r)
		}
	}
	return r
}

// TestWitnessedRunVerifies plays a set seed over the socket to its end:
// the end's replay is the seed asked for, verifies, and proves the
// witnessed time the server reported, each action 1.5 s after the last on
// the server's clock.
func TestWitnessedRunVerifies(t *testing.T) {
	clk := newFakeClock()
	h := newTestHub(t, Options{Now: clk.Now})
	c := dial(t, h)
	c.start(wire.LiveSet, "420Z-Y2GS", "Ada", newToken(t))
	end := playOut(t, c, rand.New(rand.NewPCG(1, 2)), func() { clk.Add(1500 * time.Millisecond) })
	res, _, err := verify.File("live.replay", []byte(end.Replay))
	if err != nil {
		t.Fatalf("the end's replay does not verify: %v\n%s", err, end.Replay)
	}
	want := int64(end.Seq-1) * 90 // 1.5 s is 90 ticks, from the first action
	if res.Seed != "420Z-Y2GS" || end.Seed != res.Seed || res.Category != verify.SetSeed || res.Witnessed != end.Attempt ||
		res.Actions != end.Seq || res.Ticks != want || end.WitnessedMs != want*1000/60 || res.Outcome != end.Outcome {
		t.Fatalf("verified %+v; the end said %s %s %d actions %d ms; want %d ticks", res, end.Seed, end.Outcome, end.Seq, end.WitnessedMs, want)
	}
	if got := c.closeStatus(); got != websocket.StatusNormalClosure {
		t.Errorf("after the end the connection closed with %v", got)
	}
	if h.Hub.Held() != 0 {
		t.Errorf("%d attempts still held after the end", h.Hub.Held())
	}
}

// TestRefusalsChangeNothing: an illegal action, an action out of turn
// (seq), an act from a connection that did not start or resume the
// attempt, a wrong resume token and a store that cannot write are each
// refused with their reason, and the attempt goes on as if they had not
// been sent.
func TestRefusalsChangeNothing(t *testing.T) {
	st := NewMemStore()
	h := newTestHub(t, Options{Store: st})
	c := dial(t, h)
	first := c.start(wire.LiveRandom, "", "Ada", newToken(t))
	before := c.last
	check := func(r wire.LiveReply, code string) {
		t.Helper()
		if r.Type != wire.LiveRefused || r.Code != code || r.Error == "" {
			t.Fatalf("want a %s refusal, got %+v", code, r)
		}
	}
	check(c.act("flip 9"), wire.LiveIllegal) // the first action chooses a start card
	check(c.act("dance"), wire.LiveIllegal)
	check(c.send(wire.LiveRequest{Type: wire.LiveAct, Action: before.Legal[0], Seq: 5}), wire.LiveSeq)
	check(c.send(wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: "random", Player: "Ada", Token: newToken(t)}), wire.LiveNoAttempt)

	other := dial(t, h) // another client: it holds no attempt, and cannot take this one
	check(other.act(before.Legal[0]), wire.LiveNoAttempt)
	check(other.send(wire.LiveRequest{Type: wire.LiveResume, Attempt: first.Attempt, Resume: newToken(t)}), wire.LiveUnknown)

	st.Fail = errors.New("disk full")
	check(c.act(before.Legal[0]), wire.LiveBusy)
	st.Fail = nil
	rec, _ := st.Load(t.Context(), first.Attempt)
	if len(rec.Steps) != 0 || c.last.Seq != 0 {
		t.Fatalf("after refusals the attempt has %d stored steps, seq %d", len(rec.Steps), c.last.Seq)
	}
	r := c.act(before.Legal[0])
	if r.Type != wire.LiveState || r.Seq != 1 || r.Ack != 1 {
		t.Fatalf("the first action after the refusals: %+v", r)
	}
	if rec, _ = st.Load(t.Context(), first.Attempt); len(rec.Steps) != 1 || rec.Steps[0].Action != before.Legal[0] {
		t.Fatalf("stored steps %+v", rec.Steps)
	}
}

// TestForgedTicksChangeNothing plays one set seed twice with the same
// actions at the same server times, once sending honest ticks and once
// forged ones (0, or a day): the witnessed times and replays are the same.
func TestForgedTicksChangeNothing(t *testing.T) {
	play := func(ticks func(i int) int64) wire.LiveReply {
		clk := newFakeClock()
		h := newTestHub(t, Options{Now: clk.Now})
		c := dial(t, h)
		c.start(wire.LiveSet, "7K3M-9QXA", "Ada", newToken(t))
		rng := rand.New(rand.NewPCG(3, 4))
		for i := 0; c.last.Type != wire.LiveEnd; i++ {
			clk.Add(time.Duration(700+i%5*100) * time.Millisecond)
			a := c.last.Legal[rng.IntN(len(c.last.Legal))]
			if r := c.send(wire.LiveRequest{Type: wire.LiveAct, Action: a, Seq: c.seq + 1, Ticks: ticks(i)}); r.Type == wire.LiveRefused {
				t.Fatalf("%+v", r)
			}
		}
		return c.last
	}
	honest := play(func(i int) int64 { return int64(i) * 48 })
	for name, forged := range map[string]func(int) int64{"zero": func(int) int64 { return 0 }, "a day": func(int) int64 { return 5184000 }} {
		got := play(forged)
		replayOf := func(r wire.LiveReply) string { _, body, _ := strings.Cut(r.Replay, "\n\n"); return body }
		if got.WitnessedMs != honest.WitnessedMs || replayOf(got) != replayOf(honest) {
			t.Errorf("ticks forged as %s: witnessed %d ms, honest %d ms", name, got.WitnessedMs, honest.WitnessedMs)
		}
	}
}

// TestClockAcrossLeavingAndOutage: a client that leaves and comes back
// does not stop the clock; a server that stops does, from its last stored
// action until another server takes the attempt up (RULES B8).
func TestClockAcrossLeavingAndOutage(t *testing.T) {
	clk := newFakeClock()
	st := NewMemStore()
	h1 := newTestHub(t, Options{Now: clk.Now, Store: st})
	c := dial(t, h1)
	first := c.start(wire.LiveSet, "420Z-Y2GS", "Ada", newToken(t))
	c.act(c.last.Legal[0])
	clk.Add(2 * time.Second)
	c.act(c.last.Legal[0]) // 2 s witnessed
	c.ws.Close(websocket.StatusGoingAway, "the player's train enters a tunnel")
	clk.Add(time.Hour)
	c = dial(t, h1)
	if r := c.send(wire.LiveRequest{Type: wire.LiveResume, Attempt: first.Attempt, Resume: first.Resume}); r.Type != wire.LiveState || r.Seq != 2 || r.Events == nil {
		t.Fatalf("resume on the same server: %+v", r)
	}
	if r := c.act(c.last.Legal[0]); r.WitnessedMs != 3602000 {
		t.Fatalf("a client away for an hour: witnessed %d ms, want 3,602,000 (the hour counts)", r.WitnessedMs)
	}
	h1.Srv.Close() // the server stops; its attempts live on in the store
	clk.Add(5 * time.Hour)
	h2 := newTestHub(t, Options{Now: clk.Now, Store: st})
	c = dial(t, h2)
	if r := c.send(wire.LiveRequest{Type: wire.LiveResume, Attempt: first.Attempt, Resume: first.Resume}); r.Type != wire.LiveState || r.Seq != 3 || r.WitnessedMs != 3602000 {
		t.Fatalf("resume on another server: %+v", r)
	}
	clk.Add(4 * time.Second)
	if r := c.act(c.last.Legal[0]); r.WitnessedMs != 3606000 {
		t.Fatalf("after the outage: witnessed %d ms, want 3,606,000 (the outage not counted, the 4 s since the resume counted)", r.WitnessedMs)
	}
}

// TestBadMessagesAreTold: a message over 4 KiB, one far over, a binary
// one, one that is not JSON and one of another version each get an error
// with its reason and a close, and the server goes on serving.
func TestBadMessagesAreTold(t *testing.T) {
	h := newTestHub(t, Options{})
	cases := []struct {
		msg    []byte
		code   string
		status websocket.StatusCode
	}{
		{[]byte(`{"v":1,"type":"act","action":"` + strings.Repeat("x", 5000) + `","seq":1}`), wire.LiveTooBig, websocket.StatusMessageTooBig},
		{[]byte(strings.Repeat("[", 1<<20)), wire.LiveTooBig, websocket.StatusMessageTooBig},
		{[]byte("flip 5"), wire.LiveMalformed, websocket.StatusPolicyViolation},
		{[]byte(`{"v":9,"type":"act","action":"roll","seq":1}`), wire.LiveVersionNo, websocket.StatusPolicyViolation},
		{nil, wire.LiveMalformed, websocket.StatusPolicyViolation}, // binary, below
	}
	for i, tc := range cases {
		c := dial(t, h)
		if tc.msg == nil {
			if err := c.ws.Write(t.Context(), websocket.MessageBinary, []byte{0, 1, 2}); err != nil {
				t.Fatal(err)
			}
		} else {
			c.sendRaw(tc.msg)
		}
		r := c.recv()
		if r.Type != wire.LiveRefused || r.Code != tc.code || r.Error == "" {
			t.Errorf("case %d: %+v, want %s", i, r, tc.code)
		}
		if got := c.closeStatus(); got != tc.status {
			t.Errorf("case %d: closed with %v, want %v", i, got, tc.status)
		}
	}
	c := dial(t, h)
	c.start(wire.LiveRandom, "", "Ada", newToken(t)) // still serving
}

// TestDailyFromTheServersKey: the daily is dealt from the server's key,
// the same for every player that day, another for another key, never the
// offline daily; its replay verifies as a daily of its date.
func TestDailyFromTheServersKey(t *testing.T) {
	clk := newFakeClock()
	keys := &MemKeys{}
	h := newTestHub(t, Options{Now: clk.Now, Keys: keys})
	a := dial(t, h)
	da := a.start(wire.LiveDaily, "", "Ada", newToken(t))
	b := dial(t, h)
	b.start(wire.LiveDaily, "", "Bob", newToken(t))
	end := playOut(t, a, rand.New(rand.NewPCG(5, 6)), nil)
	key, _ := keys.DailyKey(t.Context())
	want := DailySeed(key, "2026-11-24")
	if da.Date != "2026-11-24" || end.Seed != want.Code() || want == dice.DailySeed(2026, 11, 24) {
		t.Fatalf("daily of %s dealt %s, want %s (not the offline %s)", da.Date, end.Seed, want.Code(), dice.DailySeed(2026, 11, 24).Code())
	}
	if other := DailySeed([]byte("another server's key"), "2026-11-24"); other == want {
		t.Fatal("two keys deal the same daily")
	}
	res, _, err := verify.File("daily.replay", []byte(end.Replay))
	if err != nil || res.Category != verify.DailySeed || res.Date != "2026-11-24" {
		t.Fatalf("the daily's replay: %v, %+v", err, res)
	}
	endB := playOut(t, b, rand.New(rand.NewPCG(7, 8)), nil)
	if endB.Seed != end.Seed {
		t.Fatalf("two players' dailies: %s and %s", end.Seed, endB.Seed)
	}
}

// TestNamesAreClaimedByToken: the first start claims a name for its
// token; the same token again plays (a lost answer costs nothing),
// another token is refused.
func TestNamesAreClaimedByToken(t *testing.T) {
	h := newTestHub(t, Options{})
	tok := newToken(t)
	dial(t, h).start(wire.LiveRandom, "", "Ada", tok)
	dial(t, h).start(wire.LiveRandom, "", "ada", tok)
	c := dial(t, h)
	r := c.send(wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: "random", Player: "ADA", Token: newToken(t)})
	if r.Type != wire.LiveRefused || r.Code != wire.LiveName {
		t.Fatalf("another token for a claimed name: %+v", r)
	}
}

// TestLostDailyStartIsHandedBack: a daily whose start's answer was lost
// (or that the player left mid-run) is not lost with it: a start of the
// same day by the same name's token hands the attempt back where it
// stands, under a new resume token, and the old token no longer resumes
// it. Before, the start was refused daily-done and the day's attempt was
// gone.
func TestLostDailyStartIsHandedBack(t *testing.T) {
	clk := newFakeClock()
	h := newTestHub(t, Options{Now: clk.Now})
	tok := newToken(t)
	c := dial(t, h)
	first := c.start(wire.LiveDaily, "", "Ada", tok)
	r := c.act(first.Legal[0])
	r = c.act(r.Legal[0])
	c.ws.CloseNow() // the player's game is gone, and with it the resume token

	again := dial(t, h)
	back := again.start(wire.LiveDaily, "", "ada", tok)
	if back.Attempt != first.Attempt || back.Seq != 2 || back.Resume == first.Resume || back.Date != first.Date {
		t.Fatalf("the daily handed back: %+v, want attempt %s at action 2 under a new resume token", back, first.Attempt)
	}
	if r := again.act(back.Legal[0]); r.Type == wire.LiveRefused || r.Seq != 3 {
		t.Fatalf("playing on: %+v", r)
	}
	old := dial(t, h).send(wire.LiveRequest{Type: wire.LiveResume, Attempt: first.Attempt, Resume: first.Resume})
	if old.Code != wire.LiveUnknown {
		t.Fatalf("the old resume token: %+v, want unknown", old)
	}
	if r := dial(t, h).send(wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: wire.LiveDaily, Player: "Ada", Token: newToken(t)}); r.Code != wire.LiveName {
		t.Fatalf("another token's start of Ada's daily: %+v", r)
	}
}
