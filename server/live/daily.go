package live

import (
	"context"
	"errors"
	"fmt"

	"deepwood/wire"
)

// restartDaily answers a daily start of a player who has the day's
// attempt: one not over is handed back, under the new resume token the
// start made (its start's answer may have been lost, or it is played on
// another device: the name's token proved it is the player's), taken up
// as a resume is; one over is refused, daily-done.
func (h *Hub) restartDaily(ctx context.Context, rec Record, resume string, c *connection) (*attempt, *refusal) {
	// One at a time on this server, so that two restarts at once do not
	// each reissue the token the other's resume then no longer matches.
	h.restarts.Lock()
	defer h.restarts.Unlock()
	sctx, cancel := h.storeCtx(ctx)
	id, err := h.opt.Store.Reissue(sctx, rec.Player, rec.Date, rec.ResumeHash)
	cancel()
	switch {
	case errors.Is(err, ErrDailyTaken), errors.Is(err, ErrNoAttempt):
		return nil, &refusal{code: wire.LiveDailyDone, msg: fmt.Sprintf("%s has made the ranked daily attempt of %s (one a day, a restart or abandon included); play today's daily again as practice once the day is over, or a random attempt now", rec.Player, rec.Date)}
	case err != nil:
		return nil, h.busy("handing a daily attempt back", err)
	}
	h.mu.Lock()
	a := h.held[id]
	h.mu.Unlock()
	if a != nil {
		a.mu.Lock()
		a.rec.ResumeHash = rec.ResumeHash
		a.mu.Unlock()
	}
	h.log.Info("live daily handed back", "attempt", id, "player", rec.Player)
	return h.resume(ctx, wire.LiveRequest{Attempt: id, Resume: resume}, c)
}

// file files an ended attempt on its witnessed board when the Store is a
// Filer, and answers its run's id; a failure is logged and answers 0 (the
// attempt is kept, and filed again by the next sweep, or when it is
// resumed).
func (h *Hub) file(ctx context.Context, a *attempt) int64 {
	f, ok := h.opt.Store.(Filer)
	if !ok {
		return 0
	}
	a.mu.Lock()
	rec, body, claimed := a.rec, a.sess.Replay.Marshal(), a.claimedMs()
	a.mu.Unlock()
	sctx, cancel := h.storeCtx(ctx)
	defer cancel()
	id, err := f.File(sctx, rec, body, claimed)
	if err != nil {
		h.log.Error("live: filing an ended attempt on its board", "attempt", rec.ID, "err", err)
		return 0
	}
	return id
}
