// Package live hosts witnessed attempts (docs/api.md, "GET /api/v1/live";
// RULES B8): Forward runs the server deals, plays action by action with
// the rules and times with its own clock, over one WebSocket per attempt.
// The client is sent only what the runner may see (forward.ViewFor,
// forward.EventsFor); the seed and the whole replay only once the run has
// ended. Every action is stored (Store) before it is answered. It imports
// no Ebitengine.
package live

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"deepwood/levels"
	"deepwood/rules/forward"
	"deepwood/server/sockets"
	"deepwood/version"
	"deepwood/wire"

	"golang.org/x/time/rate"
)

// DefaultActionsPerSecond is each attempt's action limit when Options
// give none: a person takes a few a second at most.
const DefaultActionsPerSecond = 20

// DefaultExpire is how long `deepwood serve` lets an attempt lie with no
// action before its sweep abandons it (Options.Expire): a day, so that
// only an attempt its runner left is abandoned, never one paused a while.
const DefaultExpire = 24 * time.Hour

// Options tune a Hub; the zero value is a sensible one, in memory.
type Options struct {
	Store Store // NewMemStore() when nil
	Names Names // NewMemNames() when nil
	Keys  Keys  // &MemKeys{} when nil
	// Names limits the new names an address may claim; nil: no limit.
	NameGate NameGate
	// Leases hold each attempt for one server among several on one Store:
	// when nil, the Store's own if it implements Leases, else none (one
	// server, and the Store in memory).
	Leases Leases
	// Now is the server's clock (time.Now when nil): its monotonic reading
	// times the attempts, its UTC date names the daily.
	Now func() time.Time
	Log *slog.Logger // slog.Default() when nil
	// ActionsPerSecond and ActionBurst limit each attempt's actions (20 a
	// second, 40 at once, when zero): a person takes a few a second at most.
	ActionsPerSecond float64
	ActionBurst      int
	// Idle is the longest the server waits for a client's message (10
	// minutes when zero): the connection is then closed, the attempt kept
	// to be resumed, its clock running.
	Idle time.Duration
	// WriteTimeout bounds sending one message, and StoreTimeout one call
	// to the Store (10 s and 2 s when zero).
	WriteTimeout time.Duration
	StoreTimeout time.Duration
	// MaxHeld bounds the attempts held at once (10,000 when zero): a start
	// beyond it is refused as busy.
	MaxHeld int
	// Expire abandons an attempt with no action for this long (its start,
	// before one), by the hub's sweep (RULES B11); 0: never. An attempt
	// left is otherwise under way, held and leased, for ever.
	Expire time.Duration
	// SweepEvery is how often the hub sweeps by itself, the first time as
	// it starts (a minute when zero); negative: never, only when Sweep is
	// called (tests that move the clock by hand).
	SweepEvery time.Duration
}

// Hub hosts witnessed attempts. It is an http.Handler for GET
// /api/v1/live. Build one with New.
type Hub struct {
	opt   Options
	log   *slog.Logger
	data  *forward.Data
	rules string
	mu    sync.Mutex
	held  map[string]*attempt // the attempts this server holds, by id
	// restarts serialises restartDaily.
	restarts sync.Mutex
	// leases, when not nil, are renewed by a goroutine until stop, and
	// the sweeper sweeps until then; both are done when bg is.
	leases Leases
	stop   context.CancelFunc
	bg     sync.WaitGroup
	// sweeping serialises Sweep; idleAfter and unfiledAfter are where its
	// listings go on.
	sweeping                sync.Mutex
	idleAfter, unfiledAfter string
}

// New makes a hub. A hub with Leases renews them, and one whose Store is
// a Sweeper sweeps (at once, then every minute), until Close.
func New(opt Options) (*Hub, error) {
	d, err := forward.DefaultData()
	if err != nil {
		return nil, err
	}
	if opt.Store == nil {
		opt.Store = NewMemStore()
	}
	if opt.Names == nil {
		opt.Names = NewMemNames()
	}
	if opt.Keys == nil {
		opt.Keys = &MemKeys{}
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Log == nil {
		opt.Log = slog.Default()
	}
	if opt.ActionsPerSecond <= 0 {
		opt.ActionsPerSecond, opt.ActionBurst = DefaultActionsPerSecond, 2*DefaultActionsPerSecond
	}
	opt.ActionBurst = max(opt.ActionBurst, 1)
	sockets.Bounds(&opt.Idle, &opt.WriteTimeout, &opt.StoreTimeout)
	if opt.MaxHeld <= 0 {
		opt.MaxHeld = 10000
	}
	if opt.SweepEvery == 0 {
		opt.SweepEvery = time.Minute
	}
	h := &Hub{opt: opt, log: opt.Log, data: d, rules: levels.ModeFingerprint("forward"), held: map[string]*attempt{}}
	h.leases = opt.Leases
	if l, ok := opt.Store.(Leases); ok && h.leases == nil {
		h.leases = l
	}
	var ctx context.Context
	ctx, h.stop = context.WithCancel(context.Background())
	if h.leases != nil {
		h.bg.Go(func() { h.renew(ctx, h.leases) })
	}
	if sw, ok := opt.Store.(Sweeper); ok && opt.SweepEvery > 0 {
		h.bg.Go(func() { h.sweeper(ctx, sw) })
	}
	return h, nil
}

// Held is how many attempts the hub holds now.
func (h *Hub) Held() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.held)
}

// ServeHTTP upgrades the request to a WebSocket (sockets.Accept) and
// plays one attempt on it. Any origin may connect, as the API allows any:
// nothing rides on cookies, a name's token and an attempt's resume token
// travel only in messages the client's own code sends.
func (h *Hub) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ws := sockets.Accept(w, r, wire.MaxLiveMessage)
	if ws == nil {
		return // Accept answered the request
	}
	c := &connection{hub: h, ws: ws}
	if h.opt.NameGate != nil {
		c.addr = h.opt.NameGate.Key(r)
	}
	c.serve(context.WithoutCancel(r.Context()))
}

// storeCtx bounds one Store call.
func (h *Hub) storeCtx(ctx context.Context) (context.Context, context.CancelFunc) {
	return context.WithTimeout(ctx, h.opt.StoreTimeout)
}

// limiter is a new attempt's action limit.
func (h *Hub) limiter() *rate.Limiter {
	return rate.NewLimiter(rate.Limit(h.opt.ActionsPerSecond), h.opt.ActionBurst)
}

// start deals a new attempt for m's player and holds it for c. It answers
// the attempt and the resume token only its starter is given.
func (h *Hub) start(ctx context.Context, m wire.LiveRequest, c *connection) (*attempt, string, *refusal) {
	sctx, cancel := h.storeCtx(ctx)
	defer cancel()
	gate, wait := h.opt.NameGate, time.Duration(0)
	if gate != nil {
		wait = gate.Wait(c.addr, h.opt.Now())
	}
	created, err := h.opt.Names.Claim(sctx, m.Player, hashToken(m.Token), wait <= 0)
	switch {
	case errors.Is(err, ErrNameTaken):
		return nil, "", &refusal{code: wire.LiveName, msg: fmt.Sprintf("the name %q is taken (names are unique ignoring case): send its token, or choose another name", m.Player)}
	case errors.Is(err, ErrNewName):
		return nil, "", &refusal{code: wire.LiveName, msg: gate.Refusal(wait), retry: wait}
	case err != nil:
		return nil, "", h.busy("claiming a name", err)
	case created && gate != nil:
		gate.Claimed(c.addr, h.opt.Now())
	}
	if h.Held() >= h.opt.MaxHeld {
		return nil, "", &refusal{code: wire.LiveBusy, msg: "the server holds as many attempts as it can; try again later"}
	}
	now := h.opt.Now()
	rec := Record{Player: m.Player, Category: m.Category, Rules: h.rules, Version: version.Number, Started: now.UTC()}
	id, err1 := sockets.RandomKey(16)
	resume, err2 := sockets.RandomKey(32)
	if err := errors.Join(err1, err2); err != nil {
		return nil, "", h.busy("making an attempt id", err)
	}
	rec.ID, rec.ResumeHash = id, hashToken(resume)
	switch m.Category {
	case wire.LiveDaily:
		key, err := h.opt.Keys.DailyKey(sctx)
		if err != nil {
			return nil, "", h.busy("reading the daily key", err)
		}
		rec.Date = now.UTC().Format(time.DateOnly)
		rec.Seed = DailySeed(key, rec.Date).Code()
	case wire.LiveRandom:
		seed, err := randomSeed()
		if err != nil {
			return nil, "", h.busy("drawing a seed", err)
		}
		rec.Seed = seed.Code()
	default:
		rec.Seed = m.Seed
	}
	host, sess, ev, err := newSession(h.data, rec)
	if err != nil {
		return nil, "", &refusal{code: wire.LiveInternal, msg: "could not deal the attempt"}
	}
	if err := h.opt.Store.Create(sctx, rec); errors.Is(err, ErrDailyTaken) {
		a, ref := h.restartDaily(ctx, rec, resume, c)
		return a, resume, ref
	} else if err != nil {
		return nil, "", h.busy("storing a new attempt", err)
	}
	if h.leases != nil {
		if _, own := h.opt.Store.(Leases); !own { // a Store with leases holds what it creates
			if err := h.leases.Take(sctx, id, now); err != nil {
				return nil, "", h.busy("taking a new attempt's lease", err)
			}
		}
	}
	a := &attempt{rec: rec, host: host, sess: sess, last: forward.EventsFor(0, ev), limit: h.limiter(), conn: c, active: rec.Started}
	h.mu.Lock()
	h.held[id] = a
	h.mu.Unlock()
	h.log.Info("live attempt started", "attempt", id, "player", m.Player, "category", m.Category)
	return a, resume, nil
}

// drop lets go of an attempt that ended, or that another server took up
// (its Append was refused): the Store keeps it.
func (h *Hub) drop(a *attempt) {
	h.mu.Lock()
	if h.held[a.rec.ID] == a {
		delete(h.held, a.rec.ID)
	}
	h.mu.Unlock()
}

// finish lets go of an attempt that has ended (its end stored): it is no
// longer held nor leased here, and is filed on its board. It answers the
// run's id (0 when it could not be filed: the sweep files it later).
func (h *Hub) finish(ctx context.Context, a *attempt) int64 {
	h.drop(a)
	h.release(a.rec.ID)
	return h.file(ctx, a)
}

// release ends this server's lease of an attempt that has ended, so the
// lease is no longer renewed; a failure is only logged (the lease lapses).
func (h *Hub) release(id string) {
	if h.leases == nil {
		return
	}
	ctx, cancel := h.storeCtx(context.Background())
	defer cancel()
	if err := h.leases.Release(ctx, id); err != nil {
		h.log.Warn("live: releasing a lease", "attempt", id, "err", err)
	}
}

// busy logs a Store or system failure and refuses with busy: nothing was
// changed, and the client may send the message again.
func (h *Hub) busy(what string, err error) *refusal {
	h.log.Error("live: "+what, "err", err)
	return &refusal{code: wire.LiveBusy, msg: "the server cannot keep attempts just now; try again"}
}
