package live

import (
	"context"
	"fmt"
	"time"
)

// Leases let several servers share one Store: an attempt is held by one
// server at a time, through a lease (a holder and an expiry) the Store
// keeps beside it. The server renews its leases while it runs; when it
// stops (a crash, a kill, an outage) they lapse, and another server takes
// the attempt up from its stored steps on the runner's resume. A Store
// that implements Leases refuses an Append from a server that does not
// hold the attempt's lease (ErrConflict), so a server that stalled past
// its lease cannot write beside the one that took over.
//
// Times are the servers' wall clocks, which must agree to well within a
// lease (NTP does).
type Leases interface {
	// Lease is how long a lease lasts unrenewed: another server waits at
	// most that long after a crash to take an attempt up.
	Lease() time.Duration
	// Take makes this server the holder of attempt id until now plus
	// Lease, when nobody holds it, this server does, or its holder's lease
	// has lapsed at now; else it refuses with a *HeldError.
	Take(ctx context.Context, id string, now time.Time) error
	// Renew extends every lease this server holds to now plus Lease, in
	// one call however many it holds.
	Renew(ctx context.Context, now time.Time) error
	// Release lets go of an attempt that has ended.
	Release(ctx context.Context, id string) error
	// Stop ends every lease this server holds at now, for a server that
	// stops: another may take its attempts up at once, without waiting for
	// the leases to lapse. (The time until then is not counted: RULES B8.)
	Stop(ctx context.Context, now time.Time) error
}

// HeldError refuses to take an attempt another server holds: Until is
// when its lease lapses unless that server renews it.
type HeldError struct {
	Until time.Time
}

func (e *HeldError) Error() string {
	return fmt.Sprintf("another server holds the attempt (its lease runs until %s)", e.Until.UTC().Format(time.RFC3339Nano))
}

// DefaultLease is a lease's length when the Store does not say: a crashed
// server's attempts wait this long at most before another takes them up.
const DefaultLease = 10 * time.Second

// renew keeps the hub's leases for as long as it runs, renewing them three
// times a lease so that one late or failed renewal loses none. A renewal
// that fails is logged (once a second at most, by the server's logger);
// an attempt whose lease lapses meanwhile may be taken up by another
// server, and this one's next Append is then refused.
func (h *Hub) renew(ctx context.Context, l Leases) {
	every := max(l.Lease()/3, time.Millisecond)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if h.Held() == 0 {
			continue
		}
		sctx, cancel := h.storeCtx(ctx)
		err := l.Renew(sctx, h.opt.Now())
		cancel()
		if err != nil && ctx.Err() == nil {
			h.log.Error("live: renewing leases", "err", err)
		}
	}
}

// Close stops the hub's sweeps and the renewal of its leases, and ends
// them, so that another server may take its attempts up at once. The hub
// must not be used after.
func (h *Hub) Close() error {
	h.stop()
	h.bg.Wait()
	if h.leases == nil {
		return nil
	}
	ctx, cancel := h.storeCtx(context.Background())
	defer cancel()
	return h.leases.Stop(ctx, h.opt.Now())
}
