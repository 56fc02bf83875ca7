package server

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"deepwood/server/live"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// TestLiveDefault: a server given no hub hosts attempts in memory, at a
// person's pace: a bot's burst of actions is told to wait, and when.
func TestLiveDefault(t *testing.T) {
	hs, _ := serve(t, newFakeStore(), Options{})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	dial := func() *websocket.Conn {
		ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(hs.URL, "http")+wire.LivePath, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { ws.CloseNow() })
		ws.SetReadLimit(1 << 20)
		return ws
	}
	ws := dial()
	// A run can end, taking the first legal action each time, before the
	// burst is spent (and the server closes the socket): then a new
	// attempt starts on a new socket, with a limit of its own.
	start := wire.LiveRequest{V: wire.LiveVersion, Type: wire.LiveStart, Mode: "forward", Category: wire.LiveRandom, Player: "Ada", Token: strings.Repeat("B", wire.LiveKeyLen)}
	m, seq := start, 0
	for sent := 0; sent < 400; sent++ {
		r, b, err := exchange(ctx, ws, m)
		if err != nil {
			t.Fatalf("%v: %s", err, b)
		}
		if r.Type == wire.LiveEnd {
			ws, m, seq = dial(), start, 0
			continue
		}
		seq++
		if r.Type == wire.LiveRefused {
			if r.Code != wire.LiveRate || r.RetryMs <= 0 || r.Seq < 40 || r.Seq != seq-2 {
				t.Fatalf("action %d: %s", seq, b)
			}
			return
		}
		m = wire.LiveRequest{V: wire.LiveVersion, Type: wire.LiveAct, Action: r.Legal[0], Seq: seq}
	}
	t.Fatal("400 actions at once were never limited")
}

// TestLiveIsMounted plays a witnessed attempt through the server's own
// listener on 127.0.0.1 (its request timeouts do not reach the socket) to
// its end, then submits the end's replay to POST /api/v1/runs: refused, as
// a witnessed run is filed by the server that hosted it.
func TestLiveIsMounted(t *testing.T) {
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	addr := make(chan net.Addr, 1)
	done := make(chan error, 1)
	hub, err := live.New(live.Options{Log: quiet(t), ActionsPerSecond: 1e6, ActionBurst: 1e6}) // a bot acts faster than a person
	if err != nil {
		t.Fatal(err)
	}
	srv := New(newFakeStore(), Options{Limits: unlimited, Log: quiet(t), Live: hub})
	go func() { done <- Listen(ctx, "127.0.0.1:0", srv, func(a net.Addr) { addr <- a }) }()
	base := "127.0.0.1"
	select {
	case a := <-addr:
		base = a.String()
	case err := <-done:
		t.Fatal(err)
	}
	dctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(dctx, "ws://"+base+wire.LivePath, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer ws.CloseNow()
	ws.SetReadLimit(1 << 20)
	tok := strings.Repeat("A", wire.LiveKeyLen)
	m := wire.LiveRequest{V: wire.LiveVersion, Type: wire.LiveStart, Mode: "forward", Category: wire.LiveRandom, Player: "Ada", Token: tok}
	rng := rand.New(rand.NewPCG(9, 9))
	var r wire.LiveReply
	for seq := 1; ; seq++ {
		var b []byte
		r, b, err = exchange(dctx, ws, m)
		if err != nil || r.Type == wire.LiveRefused {
			t.Fatalf("%v: %s", err, b)
		}
		if r.Type == wire.LiveEnd {
			break
		}
		m = wire.LiveRequest{V: wire.LiveVersion, Type: wire.LiveAct, Action: r.Legal[rng.IntN(len(r.Legal))], Seq: seq}
	}
	status, _, body := post(t, "http://"+base, "Ada", "", strings.NewReader(r.Replay))
	if status != http.StatusUnprocessableEntity || !strings.Contains(body, "witnessed") {
		t.Fatalf("submitting a witnessed run's replay: %d %s", status, body)
	}
	stop()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
}

// exchange sends m on ws as one text message and reads the server's next
// message: the reply it decodes to and its bytes, for the failure's words.
func exchange(ctx context.Context, ws *websocket.Conn, m wire.LiveRequest) (wire.LiveReply, []byte, error) {
	var r wire.LiveReply
	b, err := json.Marshal(m)
	if err == nil {
		err = ws.Write(ctx, websocket.MessageText, b)
	}
	if err == nil {
		_, b, err = ws.Read(ctx)
	}
	if err == nil {
		err = json.Unmarshal(b, &r)
	}
	return r, b, err
}
