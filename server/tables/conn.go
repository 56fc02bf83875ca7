package tables

import (
	"context"
	"encoding/json"
	"runtime/debug"
	"sync"
	"time"

	"deepwood/server/sockets"
	"deepwood/wire"

	"github.com/coder/websocket"
	"golang.org/x/time/rate"
)

// outQueue is how many messages may wait for a slow client: a client that
// falls this far behind is disconnected (it resumes its seat), so a table
// never waits on one connection.
const outQueue = 256

// connection is one client's WebSocket: it plays one seat, which it takes
// with its first create, join or resume. Messages to it are queued (push)
// and written by its own goroutine.
type connection struct {
	hub   *Hub
	ws    *websocket.Conn
	t     *table // set by attach, on the connection's own goroutine
	seat  int
	limit *rate.Limiter
	muted [wire.TableMaxPlayers]bool

	omu    sync.Mutex
	out    chan []byte
	closed bool
}

func newConnection(h *Hub, ws *websocket.Conn) *connection {
	c := &connection{hub: h, ws: ws, seat: -1, out: make(chan []byte, outQueue)}
	if h.opt.ActionsPerSecond > 0 {
		c.limit = rate.NewLimiter(rate.Limit(h.opt.ActionsPerSecond), h.opt.ActionBurst)
	}
	return c
}

// serve reads the client's messages until it goes or a message breaks the
// protocol. A panic is logged and closes this connection only.
func (c *connection) serve(ctx context.Context) {
	h := c.hub
	done := make(chan struct{})
	go c.write(ctx, done)
	defer func() {
		if v := recover(); v != nil {
			h.log.Error("tables: panic", "panic", v, "stack", string(debug.Stack()))
		}
		if c.t != nil {
			c.t.detach(c)
		}
		c.end()
		<-done
		c.ws.CloseNow()
	}()
	sockets.Messages(ctx, c.ws, h.opt.Idle, wire.MaxTableMessage, wire.DecodeTableRequest, func(te *wire.TableError) bool {
		c.refuse(&refusal{code: te.Code, msg: te.Msg})
		// The writer sends the refusal, then closes, on a message not of
		// the protocol; any other refusal leaves the connection open.
		return te.Code != wire.TableMalformed && te.Code != wire.TableTooBig && te.Code != wire.TableVersionNo
	}, func(m wire.TableRequest) bool {
		c.handle(m)
		return true
	})
}

// write sends the queued messages, each within WriteTimeout, until the
// queue is closed; then it closes the socket, so what was queued before
// (a refusal's reason) goes out first.
func (c *connection) write(ctx context.Context, done chan struct{}) {
	defer close(done)
	for b := range c.out {
		if err := sockets.Write(ctx, c.ws, c.hub.opt.WriteTimeout, b); err != nil {
			c.ws.CloseNow()
			for range c.out { // drain until end closes it
			}
			return
		}
	}
	c.ws.Close(websocket.StatusNormalClosure, "")
}

// push queues one message; a client too far behind is disconnected.
func (c *connection) push(m wire.TableReply) {
	b, err := json.Marshal(m)
	if err != nil {
		c.hub.log.Error("tables: encoding a message", "err", err)
		return
	}
	c.omu.Lock()
	defer c.omu.Unlock()
	if c.closed {
		return
	}
	select {
	case c.out <- b:
	default:
		c.closed = true
		close(c.out)
		c.ws.CloseNow() // its reader ends, and the seat is let go
	}
}

// end closes the queue: the writer sends what is queued and closes.
func (c *connection) end() {
	c.omu.Lock()
	defer c.omu.Unlock()
	if !c.closed {
		c.closed = true
		close(c.out)
	}
}

// refuse sends an error reply.
func (c *connection) refuse(r *refusal) {
	c.push(wire.TableReply{V: wire.TableVersion, Type: wire.TableRefused, Seat: c.seat, Code: r.code, Error: r.msg,
		RetryMs: (r.retry + time.Millisecond - 1).Milliseconds()})
}
