package live

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/coder/websocket"
)

// Sweeper lists the attempts the hub's sweep sees to (RULES B11): a Store
// that is one is swept (boards.Live and MemStore are). Each listing
// answers at most n ids greater than after, in order, so that one sweep
// does bounded work and the next goes on where it stopped.
type Sweeper interface {
	// Idle lists attempts not over whose last action (their start, before
	// one) came before cutoff.
	Idle(ctx context.Context, cutoff time.Time, after string, n int) ([]string, error)
	// Unfiled lists attempts over that have no run on their board yet: a
	// Store that is no Filer lists none.
	Unfiled(ctx context.Context, after string, n int) ([]string, error)
}

// sweepBatch bounds one sweep: at most this many idle attempts and this
// many unfiled ones are seen to, so a sweep after an outage that left
// thousands takes seconds, not the server's database.
const sweepBatch = 50

// sweeper sweeps as the hub starts and then every Options.SweepEvery (a
// minute), until ctx ends: an idle attempt is abandoned at most that long
// after Options.Expire.
func (h *Hub) sweeper(ctx context.Context, sw Sweeper) {
	t := time.NewTicker(h.opt.SweepEvery)
	defer t.Stop()
	for {
		h.sweep(ctx, sw)
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Sweep does one sweep now, as the hub does every minute, and answers how
// many attempts it abandoned and filed, and its first failure. Nothing is
// done when the Store is no Sweeper.
func (h *Hub) Sweep(ctx context.Context) (expired, filed int, err error) {
	sw, ok := h.opt.Store.(Sweeper)
	if !ok {
		return 0, 0, nil
	}
	return h.sweep(ctx, sw)
}

// sweep abandons the attempts idle past Options.Expire that this server
// holds or can take up, and files the ended attempts whose run is missing
// on their board (a filing that failed as the attempt ended). Failures
// are logged and left to the next sweep.
func (h *Hub) sweep(ctx context.Context, sw Sweeper) (expired, filed int, err error) {
	h.sweeping.Lock()
	defer h.sweeping.Unlock()
	var errs []error
	if h.opt.Expire > 0 {
		cutoff := h.opt.Now().Add(-h.opt.Expire)
		ids, err := h.page(ctx, &h.idleAfter, func(ctx context.Context, after string, n int) ([]string, error) {
			return sw.Idle(ctx, cutoff, after, n)
		})
		errs = append(errs, err)
		for _, id := range ids {
			if ctx.Err() != nil { // the hub is closing
				break
			}
			done, err := h.expire(ctx, id, cutoff)
			if done {
				expired++
			}
			errs = append(errs, err)
		}
	}
	if _, ok := h.opt.Store.(Filer); ok {
		ids, err := h.page(ctx, &h.unfiledAfter, sw.Unfiled)
		errs = append(errs, err)
		for _, id := range ids {
			if ctx.Err() != nil {
				break
			}
			err := h.refile(ctx, id)
			if err == nil {
				filed++
			}
			errs = append(errs, err)
		}
	}
	if err = errors.Join(errs...); err != nil {
		h.log.Error("live: sweeping attempts", "err", err)
	}
	if expired+filed > 0 {
		h.log.Info("live attempts swept", "expired", expired, "filed", filed)
	}
	return expired, filed, err
}

// page lists the ids after *after and moves *after on: to the last id
// listed, or back to the start when the listing has run out.
func (h *Hub) page(ctx context.Context, after *string, list func(ctx context.Context, after string, n int) ([]string, error)) ([]string, error) {
	sctx, cancel := h.storeCtx(ctx)
	defer cancel()
	ids, err := list(sctx, *after, sweepBatch)
	if err != nil {
		return nil, fmt.Errorf("listing attempts: %w", err)
	}
	*after = ""
	if len(ids) == sweepBatch {
		*after = ids[len(ids)-1]
	}
	return ids, nil
}

// expire abandons attempt id, when it has had no action since cutoff, at
// its last action (RULES B11): the time since is never witnessed (B8). An
// attempt this server does not hold is taken up first, its lease taken as
// a resume takes it; one another server holds is left to that server's
// sweep. It reports whether it abandoned the attempt.
func (h *Hub) expire(ctx context.Context, id string, cutoff time.Time) (bool, error) {
	h.mu.Lock()
	a := h.held[id]
	h.mu.Unlock()
	adopted := a == nil
	if adopted {
		rec, ref := h.load(ctx, id)
		if ref == nil {
			a, ref = h.takeRecord(ctx, rec)
		}
		switch {
		case ref != nil && ref.held:
			return false, nil
		case ref != nil:
			return false, fmt.Errorf("attempt %s: %s", id, ref.msg)
		case a.over():
			return false, nil // it ended meanwhile
		}
		held := h.hold(a)
		adopted = held == a // else a resume here took it up meanwhile: its copy is the one
		a = held
	}
	a.mu.Lock()
	if a.over() || !a.active.Before(cutoff) { // ended, or played, meanwhile
		a.mu.Unlock()
		if adopted {
			h.drop(a)
			h.release(id)
		}
		return false, nil
	}
	sctx, cancel := h.storeCtx(ctx)
	ref := a.abandon(sctx, h.opt.Store, h.opt.Now())
	cancel()
	conn, idle := a.conn, a.active
	a.mu.Unlock()
	if ref != nil {
		if ref.lost {
			h.drop(a)
		}
		return false, fmt.Errorf("attempt %s: abandoning it: %s", id, ref.msg)
	}
	h.finish(ctx, a)
	if conn != nil { // its runner is told on the next message, or the resume
		go conn.ws.Close(websocket.StatusNormalClosure, "the attempt had no action for too long: it was abandoned")
	}
	h.log.Info("live attempt expired", "attempt", id, "player", a.rec.Player, "idle_since", idle)
	return true, nil
}

// refile files an ended attempt whose run its board lacks: dealt again
// from its stored steps, its replay is what its end sent.
func (h *Hub) refile(ctx context.Context, id string) error {
	rec, ref := h.load(ctx, id)
	if ref != nil {
		return fmt.Errorf("attempt %s: %s", id, ref.msg)
	}
	if !rec.Over {
		return nil
	}
	a, err := rebuild(h.data, rec)
	if err != nil {
		return err
	}
	if h.file(ctx, a) == 0 {
		return fmt.Errorf("attempt %s: it could not be filed", id)
	}
	return nil
}
