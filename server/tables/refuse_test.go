package tables

import (
	"strings"
	"testing"

	"deepwood/rules/forsaken"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// TestBadMessagesAreRefused sends what a broken or hostile client might:
// each is refused with its code and a reason, and nothing changes (the
// table's stored actions and state stay as they were). A message that is
// not of the protocol closes the connection after its refusal.
func TestBadMessagesAreRefused(t *testing.T) {
	h := newTestHub(t, Options{ChatPerSecond: 0.001, ChatBurst: 2})
	for raw, code := range map[string]string{
		`{"v":1,"type":"act"`:                       wire.TableMalformed,
		`{"v":7,"type":"start"}`:                    wire.TableVersionNo,
		strings.Repeat(" ", wire.MaxTableMessage+1): wire.TableTooBig,
	} {
		c := mustDial(t, h)
		c.sendRaw([]byte(raw))
		r, err := c.recv()
		if err != nil || r.Type != wire.TableRefused || r.Code != code || r.Error == "" {
			t.Errorf("%.20q: answered %+v, %v; want %s", raw, r, err, code)
		}
		if _, err := c.recv(); websocket.CloseStatus(err) == -1 {
			t.Errorf("%.20q: the connection stays open (%v)", raw, err)
		}
	}
	loner := mustDial(t, h)
	loner.send(wire.TableRequest{Type: wire.TableAct, Action: "0 pass", Seq: 0})
	if r, _ := loner.recv(); r.Code != wire.TableNotSeated {
		t.Errorf("an act before a seat: %+v", r)
	}
	loner.send(wire.TableRequest{Type: wire.TableJoin, Table: "ABCDEF", Name: "Zed"})
	if r, _ := loner.recv(); r.Code != wire.TableUnknown {
		t.Errorf("a join of no table: %+v", r)
	}

	cs := seatTable(t, h, 4, []int{0, 1})
	host, friend := cs[0], cs[1]
	friend.send(wire.TableRequest{Type: wire.TableStart})
	if r, _ := friend.awaitRefusal(); r.Code != wire.TableNotHost {
		t.Errorf("a start by a guest: %+v", r)
	}
	friend.send(wire.TableRequest{Type: wire.TableAct, Action: "1 pass", Seq: 0})
	if r, _ := friend.awaitRefusal(); r.Code != wire.TableNotStarted {
		t.Errorf("an act before the start: %+v", r)
	}
	host.send(wire.TableRequest{Type: wire.TableStart})
	hs, _ := host.awaitState()
	fs, _ := friend.awaitState()
	// The seat the game waits on, and the other.
	mover, other, legal := host, friend, hs.Legal
	if len(legal) == 0 {
		mover, other, legal = friend, host, fs.Legal
	}
	if len(legal) == 0 {
		t.Fatalf("neither person may act at the start: %+v %+v", hs, fs)
	}
	code := host.code
	before, _ := h.Hub.opt.Store.Load(t.Context(), code)
	mine, _ := forsaken.ParseAction(legal[0])
	theirs := mine
	theirs.Seat = other.seat
	for _, tc := range []struct {
		who  *client
		m    wire.TableRequest
		code string
	}{
		{other, wire.TableRequest{Type: wire.TableAct, Action: legal[0], Seq: hs.Seq}, wire.TableNotYours},       // another seat's action
		{other, wire.TableRequest{Type: wire.TableAct, Action: theirs.String(), Seq: hs.Seq}, wire.TableIllegal}, // its own, not its turn
		{mover, wire.TableRequest{Type: wire.TableAct, Action: "0 fly", Seq: hs.Seq}, wire.TableIllegal},
		{mover, wire.TableRequest{Type: wire.TableAct, Action: legal[0], Seq: hs.Seq + 3}, wire.TableStale},
		{mover, wire.TableRequest{Type: wire.TableStart}, wire.TableStarted},
		{mover, wire.TableRequest{Type: wire.TableReplay}, wire.TableNotOver},
		{mover, wire.TableRequest{Type: wire.TableJoin, Table: code, Name: "Again"}, wire.TableNotSeated},
		{mover, wire.TableRequest{Type: wire.TableHandOver, Seat: other.seat}, wire.TableTooSoon},
		{mover, wire.TableRequest{Type: wire.TableChat, Text: strings.Repeat("x", wire.TableChatMax+1)}, wire.TableChatBad},
	} {
		if tc.who == friend && (tc.m.Type == wire.TableStart || tc.m.Type == wire.TableHandOver) {
			tc.code = wire.TableNotHost // the host's alone
		}
		tc.who.send(tc.m)
		r, err := tc.who.awaitRefusal()
		if err != nil || r.Code != tc.code || r.Error == "" {
			t.Errorf("%+v: answered %+v, %v; want %s", tc.m, r, err, tc.code)
		}
	}
	late := mustDial(t, h)
	late.send(wire.TableRequest{Type: wire.TableJoin, Table: code, Name: "Late"})
	if r, _ := late.awaitRefusal(); r.Code != wire.TableStarted {
		t.Errorf("a join after the start: %+v", r)
	}
	// Chat: two lines at once pass, the third is too fast.
	for i := range 3 {
		host.send(wire.TableRequest{Type: wire.TableChat, Text: "hello\x00 friend"})
		if i < 2 {
			continue
		}
		if r, _ := host.awaitRefusal(); r.Code != wire.TableRate || r.RetryMs <= 0 {
			t.Errorf("a third chat line at once: %+v", r)
		}
	}
	for range 2 {
		r, err := friend.await(wire.TableChat)
		if err != nil || r.Text != "hello friend" || r.Seat != host.seat || r.Name != "Host" {
			t.Fatalf("the friend heard %+v, %v", r, err)
		}
	}
	after, _ := h.Hub.opt.Store.Load(t.Context(), code)
	if len(after.Steps) != len(before.Steps) {
		t.Errorf("the refusals changed the table: %d actions stored, were %d", len(after.Steps), len(before.Steps))
	}
	// The table still takes the legal action in the state it was chosen in.
	mover.send(wire.TableRequest{Type: wire.TableAct, Action: legal[0], Seq: hs.Seq})
	for {
		r, err := mover.recv()
		if err != nil || r.Type == wire.TableRefused {
			t.Fatalf("the legal action: %+v, %v", r, err)
		}
		if r.Type == wire.TableState && r.Ack == hs.Seq+1 {
			break
		}
	}
}
