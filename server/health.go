package server

import (
	"context"
	"net/http"
	"strconv"
	"sync"
	"time"

	"deepwood/boards"
	"deepwood/version"
	"deepwood/wire"
)

// writeFaultMemory is how long a submission's write that failed for a
// full disk or a read-only database keeps /healthz at 503. The write check writes nothing to the disk, so it cannot see a
// full one; the runs that failed to be stored can. A failure is
// forgotten after this (or at the next stored run), so a server that a
// load balancer stopped sending runs to is tried again.
const writeFaultMemory = 10 * time.Second

// handleHealth answers 200 only when the store would take a write now:
// its write check passes within the store's deadline (Options'
// StoreTimeout: a database that takes longer to grant a write is one a
// load balancer should route around), and no run failed to be stored for
// a full disk or a read-only database in the last writeFaultMemory.
// Otherwise 503, with the reason in status and Retry-After, so that a load
// balancer stops sending runs to a server that cannot keep them.
func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	h := wire.Health{Status: "ok", Version: version.Number, Rules: map[string]string{"forward": s.forward}}
	if err := s.probe.run(r.Context(), s.opt.StoreTimeout, s.store.Ping); err != nil {
		f := boards.Classify(err)
		s.log.Error("health: the store cannot write", "fault", f.String(), "err", err)
		h.Status = "cannot write: " + f.String()
		unhealthy(w, f, h)
		return
	}
	if f, ago, ok := s.writes.recent(time.Now()); ok {
		h.Status = "the last write failed " + ago.Round(time.Millisecond).String() + " ago: " + f.String()
		unhealthy(w, f, h)
		return
	}
	writeJSON(w, http.StatusOK, h)
}

// unhealthy answers /healthz's 503, with the fault's Retry-After (at
// least a second).
func unhealthy(w http.ResponseWriter, f boards.Fault, h wire.Health) {
	secs := max(1, int(f.RetryAfter()/time.Second))
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	writeJSON(w, http.StatusServiceUnavailable, h)
}

// probe runs the store's write check one at a time: a request that comes
// while a check runs shares its answer. /healthz has no rate limit, and
// the check takes the write lock, so a flood of health checks must not
// queue ahead of the submissions.
type probe struct {
	mu  sync.Mutex
	cur *probeCall
}

type probeCall struct {
	done chan struct{}
	err  error
}

// run runs check with deadline d, or waits for the one already running.
// The check is not tied to the request that started it, so the requests
// that share it get its answer even if that one goes away.
func (p *probe) run(ctx context.Context, d time.Duration, check func(context.Context) error) error {
	p.mu.Lock()
	c := p.cur
	if c == nil {
		c = &probeCall{done: make(chan struct{})}
		p.cur = c
		go func() {
			cctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), d)
			defer cancel()
			c.err = check(cctx)
			p.mu.Lock()
			p.cur = nil
			p.mu.Unlock()
			close(c.done)
		}()
	}
	p.mu.Unlock()
	select {
	case <-c.done:
		return c.err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// writeFaults remembers the last run that failed to be stored for an
// outage, until writeFaultMemory has passed or a run is stored.
type writeFaults struct {
	mu    sync.Mutex
	at    time.Time
	fault boards.Fault
}

// failed notes a failed write, if it failed for a fault the write check
// may not see: a full disk (nothing the check does reaches the disk) or a
// read-only database. A busy, slow or unreachable database the check meets
// itself, and one such write must not take the server out of a load
// balancer for seconds after it.
func (wf *writeFaults) failed(f boards.Fault, now time.Time) {
	if f != boards.DiskFull && f != boards.ReadOnly {
		return
	}
	wf.mu.Lock()
	defer wf.mu.Unlock()
	wf.at, wf.fault = now, f
}

// stored forgets any failure: the store took a write since.
func (wf *writeFaults) stored() {
	wf.mu.Lock()
	defer wf.mu.Unlock()
	wf.fault = boards.NoFault
}

// recent is the last failure and how long ago it was, if within
// writeFaultMemory and not forgotten.
func (wf *writeFaults) recent(now time.Time) (boards.Fault, time.Duration, bool) {
	wf.mu.Lock()
	defer wf.mu.Unlock()
	ago := now.Sub(wf.at)
	if wf.fault == boards.NoFault || ago >= writeFaultMemory {
		return boards.NoFault, 0, false
	}
	return wf.fault, ago, true
}
