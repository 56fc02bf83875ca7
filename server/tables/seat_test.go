package tables

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"
	"time"

	"deepwood/internal/hubtest"
	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// TestResumeTakesTheSameSeat drops a person's connection mid-game: a new
// connection with the seat token is seated at the same seat and sent the
// current state with the seat's whole share of the log, and plays on to
// the end, which verifies; a wrong token is refused with its reason.
func TestResumeTakesTheSameSeat(t *testing.T) {
	h := newTestHub(t, Options{})
	cs := seatTable(t, h, 5, []int{0, 2})
	host, friend := cs[0], cs[1]
	if err := host.send(wire.TableRequest{Type: wire.TableStart}); err != nil {
		t.Fatal(err)
	}
	var hostEnd wire.TableReply
	var hostErr error
	var wg sync.WaitGroup
	wg.Go(func() { hostEnd, hostErr = host.bot(5, nil) })
	if _, err := friend.bot(5, func(r wire.TableReply) bool { return r.Seq >= 20 }); err != nil {
		t.Fatal(err)
	}
	friend.ws.CloseNow()

	wrong := mustDial(t, h)
	wrong.send(wire.TableRequest{Type: wire.TableResume, Table: friend.code, Token: strings.Repeat("A", wire.TableTokenLen)})
	if r, _ := wrong.recv(); r.Type != wire.TableRefused || r.Code != wire.TableUnknown || r.Error == "" {
		t.Errorf("a wrong token was answered %+v", r)
	}

	back := mustDial(t, h)
	back.token = friend.token
	back.send(wire.TableRequest{Type: wire.TableResume, Table: friend.code, Token: friend.token})
	info, err := back.seated()
	if err != nil || info.Seat != friend.seat || info.Token != "" || !info.Started {
		t.Fatalf("resume answered %+v, %v", info, err)
	}
	st, err := back.awaitState()
	if err != nil {
		for _, b := range back.raw {
			t.Logf("%.300s", b)
		}
		t.Fatal(err)
	}
	had := 0 // the events the dropped connection was sent
	for _, b := range friend.raw {
		var r wire.TableReply
		json.Unmarshal(b, &r)
		had += len(r.Events)
	}
	if st.View == nil || st.View.Seat != friend.seat || st.Type == wire.TableState && st.Seq < 20 || len(st.Events) < had || had == 0 {
		t.Fatalf("the resumed seat's first state: seat %d, seq %d, %d events (the seat had %d)", st.View.Seat, st.Seq, len(st.Events), had)
	}
	end := st // the game may have ended without the seat
	if st.Type == wire.TableState {
		if end, err = back.playFrom(5, st); err != nil {
			t.Fatal(err)
		}
	}
	wg.Wait()
	if hostErr != nil {
		t.Fatal(hostErr)
	}
	if end.Replay != hostEnd.Replay {
		t.Error("the resumed seat and the host were sent other ends")
	}
	if _, _, err := verify.File("table.replay", []byte(end.Replay)); err != nil {
		t.Fatal(err)
	}
}

// playFrom plays c's seat as bot does, from a state already read.
func (c *client) playFrom(players int, first wire.TableReply) (wire.TableReply, error) {
	d, _ := forsaken.DefaultData()
	comp := forsaken.NewComputer(d, forsaken.Normal, c.seat, players, 7)
	comp.Observe(first.Events)
	if len(first.Legal) > 0 {
		legal := make([]forsaken.Action, len(first.Legal))
		for i, text := range first.Legal {
			legal[i], _ = forsaken.ParseAction(text)
		}
		a := comp.Choose(*first.View, legal)
		c.send(wire.TableRequest{Type: wire.TableAct, Action: a.String(), Seq: first.Seq})
	}
	return c.play(comp, nil)
}

// TestHandOverAfterTheLimit: the host may hand a person's empty seat to a
// computer traveler only once it has had no connection for the limit;
// before, the refusal says how long is left. The game then goes on to its
// end with the computer traveler in that seat, and the replay verifies.
func TestHandOverAfterTheLimit(t *testing.T) {
	h, clock, host := oneLeft(t, 1)
	host.send(wire.TableRequest{Type: wire.TableHandOver, Seat: 1})
	r, err := host.awaitRefusal()
	if err != nil || r.Code != wire.TableTooSoon || r.RetryMs != 60000 {
		t.Fatalf("an early hand-over was answered %+v, %v", r, err)
	}
	host.send(wire.TableRequest{Type: wire.TableHandOver, Seat: 0})
	if r, _ := host.awaitRefusal(); r.Code != wire.TableTooSoon {
		t.Errorf("handing over a connected seat was answered %+v", r)
	}
	_, res, _ := handOverAtLimit(t, clock, host, 1)
	rec, _ := h.Hub.opt.Store.Load(t.Context(), host.code)
	if s := rec.Seats[1]; s.Kind != wire.SeatComputer || s.HandedAt < 0 || s.Name != "Friend1" {
		t.Errorf("the handed-over seat is stored as %+v", s)
	}
	g, err := rebuild(h.Hub.d, rec)
	if err != nil || g.host.Fingerprint() != res.Fingerprint {
		t.Errorf("the stored table rebuilds to another game: %v", err)
	}
}

// awaitState reads until a state or an end.
func (c *client) awaitState() (wire.TableReply, error) {
	for {
		r, err := c.recv()
		if err != nil || r.Type == wire.TableState || r.Type == wire.TableEnd {
			return r, err
		}
	}
}

// awaitRefusal reads until an error message.
func (c *client) awaitRefusal() (wire.TableReply, error) {
	for {
		r, err := c.recv()
		if err != nil || r.Type == wire.TableRefused {
			return r, err
		}
	}
}

// TestTableNobodySitsAtIsLetGo: a table whose people all left is let go
// of after the hub's Unheld, and a resume takes it up again from the
// store, where it was.
func TestTableNobodySitsAtIsLetGo(t *testing.T) {
	h := newTestHub(t, Options{Unheld: time.Millisecond})
	cs := seatTable(t, h, 4, []int{0, 1})
	host := cs[0]
	host.send(wire.TableRequest{Type: wire.TableStart})
	before, err := host.awaitState()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		c.ws.Close(websocket.StatusNormalClosure, "")
	}
	deadline := time.Now().Add(testTimeout)
	for h.Hub.Held() > 0 { // waits for the event; no assertion on how long it took
		if time.Now().After(deadline) {
			t.Fatal("the table was never let go of")
		}
		time.Sleep(time.Millisecond)
	}
	back := mustDial(t, h)
	back.send(wire.TableRequest{Type: wire.TableResume, Table: host.code, Token: host.token})
	st, err := back.awaitState()
	if err != nil || st.Seq < before.Seq || st.View.Seat != host.seat {
		t.Fatalf("resumed at %d (was %d): %v", st.Seq, before.Seq, err)
	}
	if h.Hub.Held() != 1 {
		t.Errorf("the hub holds %d tables after the resume", h.Hub.Held())
	}
}

// TestHostLeftOthersHost: once the host's seat has had no connection for
// the hand-over limit, anyone at the table may do what the host does, so
// a table its host left is not stuck: here a guest hands the host's seat
// to a computer traveler and plays on to the end.
func TestHostLeftOthersHost(t *testing.T) {
	_, clock, friend := oneLeft(t, 0)
	friend.send(wire.TableRequest{Type: wire.TableHandOver, Seat: 0})
	if r, _ := friend.awaitRefusal(); r.Code != wire.TableNotHost {
		t.Fatalf("a guest's hand-over while the host may come back: %+v", r)
	}
	_, res, r := handOverAtLimit(t, clock, friend, 0)
	if res.Outcome != verify.Victory {
		t.Fatalf("the replay: %+v", res)
	}
	if humans, _ := r.Get("humans"); humans != "0,1" {
		t.Errorf("the humans line is %q: a seat handed over stays a human at the deal", humans)
	}
}

// handOverAtLimit is the end of the hand-over tests: the clock moves on to
// the limit, c hands seat over and a bot plays c's seat to the end. It
// answers the end and its replay as verify reads it, failing the test
// when the replay does not verify.
func handOverAtLimit(t *testing.T, clock *hubtest.Clock, c *client, seat int) (wire.TableReply, verify.Result, *replay.Replay) {
	t.Helper()
	clock.Add(time.Minute)
	c.send(wire.TableRequest{Type: wire.TableHandOver, Seat: seat})
	end, err := c.bot(4, nil)
	if err != nil {
		t.Fatal(err)
	}
	res, r, err := verify.File("table.replay", []byte(end.Replay))
	if err != nil {
		t.Fatal(err)
	}
	return end, res, r
}

// oneLeft is the start of the hand-over tests: a host (seat 0) and a
// friend (seat 1) at a table of four on a hub whose clock the test moves
// and whose hand-over limit is a minute; the host starts, the person at
// seat gone leaves, and the other waits until told so. It answers the
// hub, its clock and the person who stayed.
func oneLeft(t *testing.T, gone int) (*testHub, *hubtest.Clock, *client) {
	t.Helper()
	clock := hubtest.NewClock(time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC))
	h := newTestHub(t, Options{Now: clock.Now, HandOver: time.Minute})
	cs := seatTable(t, h, 4, []int{0, 1})
	cs[0].send(wire.TableRequest{Type: wire.TableStart})
	cs[gone].ws.Close(websocket.StatusNormalClosure, "gone")
	stayed := cs[1-gone]
	for {
		r, err := stayed.recv()
		if err != nil {
			t.Fatal(err)
		}
		if r.Type == wire.TableInfo && r.Started && !r.Seats[gone].Connected {
			return h, clock, stayed
		}
	}
}
