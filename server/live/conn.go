package live

import (
	"context"
	"encoding/json"
	"runtime/debug"
	"time"

	"deepwood/server/sockets"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// connection is one client's WebSocket: it plays one attempt, which it
// starts or resumes with its first good message.
type connection struct {
	hub  *Hub
	ws   *websocket.Conn
	a    *attempt
	addr string // who it comes from, for the NameGate
}

// serve reads the client's messages until the run ends, the client goes
// or a message breaks the protocol. A panic is logged and closes this
// connection only; the attempt stays as stored.
func (c *connection) serve(ctx context.Context) {
	h := c.hub
	defer func() {
		if v := recover(); v != nil {
			h.log.Error("live: panic", "panic", v, "stack", string(debug.Stack()))
			c.ws.Close(websocket.StatusInternalError, "internal error")
		}
		c.detach()
		c.ws.CloseNow()
	}()
	sockets.Messages(ctx, c.ws, h.opt.Idle, wire.MaxLiveMessage, wire.DecodeLiveRequest, func(le *wire.LiveError) bool {
		c.refuse(ctx, &refusal{code: le.Code, msg: le.Msg})
		status := websocket.StatusPolicyViolation
		if le.Code == wire.LiveTooBig {
			status = websocket.StatusMessageTooBig
		}
		c.ws.Close(status, le.Msg)
		return false
	}, func(m wire.LiveRequest) bool { return c.handle(ctx, m) })
}

// take makes a the attempt this connection plays, once started or
// resumed, and returns the state to send it: the start's and the resume's
// first answer alike.
func (c *connection) take(a *attempt) wire.LiveReply {
	c.a = a
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.reply(0)
}

// handle answers one message; false ends the connection.
func (c *connection) handle(ctx context.Context, m wire.LiveRequest) bool {
	h := c.hub
	plays := m.Type == wire.LiveAct || m.Type == wire.LiveAbandon // what only an attempt's connection sends
	switch {
	case plays && c.a == nil:
		return c.refuse(ctx, &refusal{code: wire.LiveNoAttempt, msg: "start or resume an attempt before acting or abandoning it"})
	case !plays && c.a != nil:
		return c.refuse(ctx, &refusal{code: wire.LiveNoAttempt, msg: "one attempt per connection: this one plays " + c.a.rec.ID})
	case m.Type == wire.LiveStart:
		a, resume, ref := h.start(ctx, m, c)
		if ref != nil {
			return c.refuse(ctx, ref)
		}
		out := c.take(a)
		out.Resume = resume
		return c.send(ctx, out)
	case m.Type == wire.LiveResume:
		a, ref := h.resume(ctx, m, c)
		if ref != nil {
			return c.refuse(ctx, ref)
		}
		out := c.take(a)
		if out.Type == wire.LiveEnd {
			out.RunID = h.file(ctx, a)
		}
		if !c.send(ctx, out) {
			return false
		}
		if out.Type == wire.LiveEnd { // its end again, for a client that missed it
			c.ws.Close(websocket.StatusNormalClosure, "the run has ended")
			return false
		}
		return true
	}
	a := c.a
	a.mu.Lock()
	if a.conn != c {
		a.mu.Unlock()
		c.refuse(ctx, &refusal{code: wire.LiveUnknown, msg: "the attempt was resumed on another connection"})
		return false
	}
	sctx, cancel := h.storeCtx(ctx)
	now := h.opt.Now()
	var ref *refusal
	if m.Type == wire.LiveAbandon {
		ref = a.abandon(sctx, h.opt.Store, now) // answered as an end, with its ack 0
	} else {
		ref = a.act(sctx, h.opt.Store, m.Action, m.Seq, m.Ticks, now, now)
	}
	cancel()
	var out wire.LiveReply
	if ref == nil {
		out = a.reply(m.Seq)
	} else {
		out = a.refusal(ref)
	}
	a.mu.Unlock()
	if ref != nil && ref.lost {
		h.drop(a)
		h.log.Warn("live attempt lost to another server", "attempt", a.rec.ID)
		c.send(ctx, out)
		c.ws.Close(websocket.StatusTryAgainLater, "another server holds the attempt: resume it")
		return false
	}
	if out.Type == wire.LiveEnd { // stored: let go of it, and file it, before answering
		out.RunID = h.finish(ctx, a)
	}
	if !c.send(ctx, out) {
		return false
	}
	if out.Type == wire.LiveEnd {
		h.log.Info("live attempt ended", "attempt", a.rec.ID, "player", a.rec.Player, "outcome", out.Outcome, "witnessed_ms", out.WitnessedMs)
		c.ws.Close(websocket.StatusNormalClosure, "the run has ended")
		return false
	}
	return true
}

// refusal is the error reply to a refused action, with where the attempt
// stands.
func (a *attempt) refusal(r *refusal) wire.LiveReply {
	return wire.LiveReply{V: wire.LiveVersion, Type: wire.LiveRefused, Attempt: a.rec.ID, Seq: a.actions(),
		WitnessedMs: a.witnessedMs(), Code: r.code, Error: r.msg, RetryMs: retryMs(r.retry)}
}

// retryMs is a refusal's wait in whole milliseconds, rounded up.
func retryMs(d time.Duration) int64 { return (d + time.Millisecond - 1).Milliseconds() }

// refuse sends an error reply that belongs to no attempt yet (or to c's);
// it reports whether the connection goes on.
func (c *connection) refuse(ctx context.Context, r *refusal) bool {
	if c.a != nil {
		c.a.mu.Lock()
		out := c.a.refusal(r)
		c.a.mu.Unlock()
		return c.send(ctx, out)
	}
	return c.send(ctx, wire.LiveReply{V: wire.LiveVersion, Type: wire.LiveRefused, Code: r.code, Error: r.msg, RetryMs: retryMs(r.retry)})
}

// send writes one reply within WriteTimeout; false when it could not.
func (c *connection) send(ctx context.Context, out wire.LiveReply) bool {
	b, err := json.Marshal(out)
	if err != nil {
		c.hub.log.Error("live: encoding a reply", "err", err)
		return false
	}
	return sockets.Write(ctx, c.ws, c.hub.opt.WriteTimeout, b) == nil
}

// detach lets go of the attempt when this connection ends: the attempt
// stays held, its clock running, until it is resumed.
func (c *connection) detach() {
	if a := c.a; a != nil {
		a.mu.Lock()
		if a.conn == c {
			a.conn = nil
		}
		a.mu.Unlock()
	}
}
