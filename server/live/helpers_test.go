package live

import (
	"encoding/json"
	"testing"
	"time"

	"deepwood/internal/hubtest"
	"deepwood/server/sockets"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// newFakeClock is a server clock a test moves by hand, so witnessed times
// are exact and no test waits on real time.
func newFakeClock() *hubtest.Clock {
	return hubtest.NewClock(time.Date(2026, 11, 24, 13, 0, 0, 0, time.UTC))
}

// testHub is a hub behind a real HTTP server on 127.0.0.1.
type testHub = hubtest.Hub[*Hub]

func newTestHub(t testing.TB, opt Options) *testHub {
	t.Helper()
	if opt.Log == nil {
		opt.Log = hubtest.Quiet()
	}
	if opt.ActionsPerSecond == 0 {
		opt.ActionsPerSecond, opt.ActionBurst = 1e6, 1e6 // bots play as fast as the server answers
	}
	return hubtest.Serve(t, New, opt, wire.LivePath)
}

// client is one WebSocket to a hub, keeping every message the server sent
// on it, raw.
type client struct {
	t    testing.TB
	ws   *websocket.Conn
	raw  [][]byte
	seq  int
	last wire.LiveReply
}

// testTimeout bounds one message's wait in a test: a server that never
// answers fails the test instead of hanging it.
const testTimeout = hubtest.Timeout

func dial(t testing.TB, h *testHub) *client {
	t.Helper()
	ws, err := hubtest.Dial(h.URL, 1<<20)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ws.CloseNow() })
	return &client{t: t, ws: ws}
}

// sendRaw writes b as one text message.
func (c *client) sendRaw(b []byte) {
	c.t.Helper()
	if err := hubtest.Write(c.ws, b); err != nil {
		c.t.Fatal(err)
	}
}

// send writes m (its version set) and reads the reply.
func (c *client) send(m wire.LiveRequest) wire.LiveReply {
	c.t.Helper()
	m.V = wire.LiveVersion
	b, err := json.Marshal(m)
	if err != nil {
		c.t.Fatal(err)
	}
	c.sendRaw(b)
	return c.recv()
}

// recv reads the server's next message, keeping it raw.
func (c *client) recv() wire.LiveReply {
	c.t.Helper()
	r, err := c.tryRecv()
	if err != nil {
		c.t.Fatal(err)
	}
	return r
}

func (c *client) tryRecv() (wire.LiveReply, error) {
	r, b, err := hubtest.Read[wire.LiveReply](c.ws)
	if b == nil {
		return wire.LiveReply{}, err
	}
	c.raw = append(c.raw, b)
	if err != nil {
		c.t.Fatal(err)
	}
	if r.V != wire.LiveVersion {
		c.t.Fatalf("a reply of version %d: %s", r.V, b)
	}
	if r.Type != wire.LiveRefused {
		c.last, c.seq = r, r.Seq
	}
	return r, nil
}

// start starts an attempt and fails the test unless it is dealt.
func (c *client) start(category, seed, player, token string) wire.LiveReply {
	c.t.Helper()
	r := c.send(wire.LiveRequest{Type: wire.LiveStart, Mode: "forward", Category: category, Seed: seed, Player: player, Token: token})
	if r.Type != wire.LiveState || r.Attempt == "" || r.Resume == "" {
		c.t.Fatalf("start %s: %+v", category, r)
	}
	return r
}

// act sends the next action.
func (c *client) act(action string) wire.LiveReply {
	c.t.Helper()
	return c.send(wire.LiveRequest{Type: wire.LiveAct, Action: action, Seq: c.seq + 1})
}

// closeStatus reads until the server closes, and says how it closed.
func (c *client) closeStatus() websocket.StatusCode {
	for {
		if _, err := c.tryRecv(); err != nil {
			return websocket.CloseStatus(err)
		}
	}
}

// newToken is a player's token as a client makes it.
func newToken(t testing.TB) string {
	k, err := sockets.RandomKey(32)
	if err != nil {
		t.Fatal(err)
	}
	return k
}
