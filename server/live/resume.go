package live

import (
	"context"
	"errors"
	"fmt"
	"time"

	"deepwood/server/sockets"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// resume hands the attempt m names to c. An attempt this server holds goes
// on as it was, its clock running (a client that left does not stop it);
// one it does not is taken up from the Store (takeUp). The connection that
// played it before, if any, is closed.
func (h *Hub) resume(ctx context.Context, m wire.LiveRequest, c *connection) (*attempt, *refusal) {
	h.mu.Lock()
	a := h.held[m.Attempt]
	h.mu.Unlock()
	if a == nil {
		var ref *refusal
		if a, ref = h.takeUp(ctx, m); ref != nil {
			return nil, ref
		}
		if a.over() {
			return a, nil // not held: its end is sent again
		}
		a = h.hold(a)
	} else {
		a.mu.Lock()
		ok := sockets.SameHash(a.rec.ResumeHash, hashToken(m.Resume))
		a.mu.Unlock()
		if !ok {
			return nil, unknownAttempt
		}
	}
	a.mu.Lock()
	old := a.conn
	a.conn = c
	a.mu.Unlock()
	if old != nil && old != c {
		// Close waits for the client's answer (up to 5 s): the new
		// connection is not kept waiting for it.
		go old.ws.Close(websocket.StatusPolicyViolation, "the attempt was resumed on another connection")
	}
	return a, nil
}

// unknownAttempt refuses a resume of no attempt or with a wrong token,
// alike, so that a guess learns nothing.
var unknownAttempt = &refusal{code: wire.LiveUnknown, msg: "no attempt has that id and resume token on this server"}

// hold makes this server hold a, just taken up from the Store, unless a
// copy of it is held already (taken up meanwhile by another connection,
// or by the sweep): that copy is answered, so that one attempt is played
// and timed once.
func (h *Hub) hold(a *attempt) *attempt {
	h.mu.Lock()
	defer h.mu.Unlock()
	if b := h.held[a.rec.ID]; b != nil {
		return b
	}
	h.held[a.rec.ID] = a
	return a
}

// takeUp reads an attempt this server does not hold from the Store and
// deals it again from its steps (takeRecord), for the runner whose resume
// token m carries.
func (h *Hub) takeUp(ctx context.Context, m wire.LiveRequest) (*attempt, *refusal) {
	rec, ref := h.load(ctx, m.Attempt)
	if ref != nil {
		return nil, ref
	}
	if !sockets.SameHash(rec.ResumeHash, hashToken(m.Resume)) {
		return nil, unknownAttempt
	}
	return h.takeRecord(ctx, rec)
}

// takeRecord deals rec, as read from the Store, again from its steps.
// With Leases, the attempt is first taken: one another server holds is
// refused as busy (held) until its lease lapses, and it is read again once
// taken, so that no step its last holder stored is missed. The time since
// its last stored action is not counted (RULES B8: the server that held
// it has stopped); its clock runs again from now.
func (h *Hub) takeRecord(ctx context.Context, rec Record) (*attempt, *refusal) {
	if h.leases != nil && !rec.Over {
		sctx, cancel := h.storeCtx(ctx)
		now := h.opt.Now()
		err := h.leases.Take(sctx, rec.ID, now)
		cancel()
		if held, ok := errors.AsType[*HeldError](err); ok {
			wait := max(held.Until.Sub(now), time.Millisecond)
			return nil, &refusal{code: wire.LiveBusy, retry: wait, held: true,
				msg: fmt.Sprintf("another server holds this attempt; resume it there, or here once its lease lapses (in %s)", wait.Round(time.Millisecond))}
		} else if err != nil {
			return nil, h.busy("taking an attempt's lease", err)
		}
		var ref *refusal
		if rec, ref = h.load(ctx, rec.ID); ref != nil {
			return nil, ref
		}
	}
	a, err := rebuild(h.data, rec)
	if err != nil {
		h.log.Error("live attempt cannot be taken up", "attempt", rec.ID, "err", err)
		h.release(rec.ID)
		return nil, &refusal{code: wire.LiveInternal, msg: "the attempt cannot be taken up: its stored actions do not replay"}
	}
	a.base, a.limit = h.opt.Now(), h.limiter()
	if a.over() {
		h.release(rec.ID)
	}
	h.log.Info("live attempt taken up", "attempt", rec.ID, "actions", len(rec.Steps))
	return a, nil
}

// load reads an attempt from the Store.
func (h *Hub) load(ctx context.Context, id string) (Record, *refusal) {
	sctx, cancel := h.storeCtx(ctx)
	defer cancel()
	rec, err := h.opt.Store.Load(sctx, id)
	switch {
	case errors.Is(err, ErrNoAttempt):
		return Record{}, unknownAttempt
	case err != nil:
		return Record{}, h.busy("loading an attempt", err)
	}
	return rec, nil
}
