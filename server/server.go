// Package server is the boards' HTTP side: the JSON API under /api/v1/
// (docs/api.md), limits on what a request may cost, player tokens and rate
// limits, over a boards.Store. A server keeps nothing of its own but its
// rate limiters, so several processes can share one PostgreSQL database.
package server

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"runtime"
	"runtime/debug"
	"time"

	"deepwood/boards"
	"deepwood/levels"
	"deepwood/server/live"
	"deepwood/server/outage"
	"deepwood/wire"
)

// MaxBody bounds a submitted replay: a whole Forward run is a few
// kilobytes, so 256 KiB leaves room for any genuine one and none for abuse.
const MaxBody = 256 << 10

// DefaultVerifyTimeout bounds one verification. The rules core replays a
// whole run in well under a millisecond; a replay that takes two seconds
// is an attack or a bug, and either way is refused.
const DefaultVerifyTimeout = 2 * time.Second

// Options tune a server; the zero value is a sensible one.
type Options struct {
	Limits Limits // DefaultLimits when zero
	// Names limits new names per address: a gate shared with the live
	// hub (serve makes one); nil: NewNameGate(DefaultNameLimit, …).
	Names         *NameGate
	VerifyTimeout time.Duration    // DefaultVerifyTimeout when zero
	StoreTimeout  time.Duration    // the deadline of every store call and of /healthz's check; boards.DefaultTimeout when zero
	Log           *slog.Logger     // slog.Default() when nil; wrapped in outage.Limit, so a failure repeated is a line a second
	Now           func() time.Time // the clock for the daily seed and rate limits; time.Now when nil
	// Pages, when set, answers every path outside /api/v1/ and /healthz
	// (the web pages and the game under /play/), behind the same read
	// limit as the API: a page costs the store what its API call would.
	Pages http.Handler
	// Live answers GET /api/v1/live (server/live); nil: a hub in memory.
	Live http.Handler
	// Tables answers GET /api/v1/tables (server/tables); nil: a hub in
	// memory.
	Tables http.Handler
	// Keys hold the witnessed daily's key (the hub's): the daily board
	// names its seed, and hides it while the day runs. nil: the key of
	// the hub in memory, or one of its own.
	Keys live.Keys
	// AdminToken, when set, turns moderation on: POST /api/v1/admin/hide
	// and /unhide take it as "Authorization: Bearer TOKEN" (serve reads
	// it from --admin-token-file). "" answers them 404, moderation off.
	AdminToken string
}

// Server answers the boards' API. Build one with New.
type Server struct {
	store   boards.Store
	opt     Options
	log     *slog.Logger
	mux     *http.ServeMux
	read    *limiter
	submit  *limiter // per client address
	token   *limiter // per token
	names   *NameGate
	verify  chan struct{}
	forward string      // the Forward rules fingerprint this build verifies against
	probe   probe       // /healthz's write check, one at a time
	writes  writeFaults // the last run that failed to be stored, for /healthz
	// mod is the store's moderation (nil when the store keeps none), and
	// adminFails counts wrong admin tokens per address.
	mod        boards.Moderator
	adminFails *limiter
}

// New makes a server over store; every call it makes to the store has
// the deadline opt.StoreTimeout.
func New(store boards.Store, opt Options) *Server {
	if opt.Limits == (Limits{}) {
		opt.Limits = DefaultLimits
	}
	if opt.Names == nil {
		opt.Names = NewNameGate(DefaultNameLimit, opt.Limits.Tracked)
	}
	if opt.VerifyTimeout <= 0 {
		opt.VerifyTimeout = DefaultVerifyTimeout
	}
	if opt.StoreTimeout <= 0 {
		opt.StoreTimeout = boards.DefaultTimeout
	}
	if opt.Log == nil {
		opt.Log = slog.Default()
	}
	opt.Log = outage.Limit(opt.Log)
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Keys == nil {
		opt.Keys = &live.MemKeys{}
	}
	s := &Server{
		store:   boards.WithTimeout(store, opt.StoreTimeout),
		opt:     opt,
		log:     opt.Log,
		mux:     http.NewServeMux(),
		read:    newLimiter(opt.Limits.Read, opt.Limits.Tracked),
		submit:  newLimiter(opt.Limits.Submit, opt.Limits.Tracked),
		token:   newLimiter(opt.Limits.Submit, opt.Limits.Tracked),
		names:   opt.Names,
		verify:  make(chan struct{}, 2*runtime.GOMAXPROCS(0)),
		forward: levels.ModeFingerprint("forward"),

		adminFails: newLimiter(adminFailRate, opt.Limits.Tracked),
	}
	s.mod, _ = boards.NewModerator(store, opt.StoreTimeout) // nil for a store of no database: moderation off
	p := wire.Prefix
	s.mux.HandleFunc("POST "+p+"/runs", s.handleSubmit)
	s.mux.HandleFunc("GET "+p+"/runs/{id}", s.handleRun)
	s.mux.HandleFunc("GET "+p+"/runs/{id}/replay", s.handleReplay)
	s.mux.HandleFunc("GET "+p+"/boards/{mode}/{seed}", s.handleBoard)
	s.mux.HandleFunc("GET "+p+"/daily/{mode}", s.handleDaily)
	s.mux.HandleFunc("GET "+p+"/players/{name}", s.handlePlayer)
	s.mux.HandleFunc("POST "+p+"/admin/hide", s.handleHide)
	s.mux.HandleFunc("POST "+p+"/admin/unhide", s.handleUnhide)
	s.mux.HandleFunc("GET "+p+"/moderation", s.handleModeration)
	s.mux.Handle(livePath, s.liveHandler())
	s.mux.Handle(tablesPath, s.tablesHandler())
	s.mux.HandleFunc("GET /healthz", s.handleHealth)
	s.mux.HandleFunc(p+"/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "no such endpoint: "+r.Method+" "+r.URL.Path+" (see docs/api.md)", 0)
	})
	if opt.Pages != nil {
		s.mux.Handle("/", opt.Pages)
	}
	return s
}

// ServeHTTP applies the per-address read limit, recovers from any panic
// (logged with its stack, answered 500: one bad request must not take the
// process down) and routes.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			s.log.Error("panic serving request", "method", r.Method, "path", r.URL.Path, "panic", v, "stack", string(debug.Stack()))
			writeError(w, http.StatusInternalServerError, "internal error", 0)
		}
	}()
	if cors(w, r) {
		return
	}
	if r.URL.Path != "/healthz" {
		if ok, wait := s.read.allow(clientKey(r), s.opt.Now()); !ok {
			tooMany(w, wait, "requests")
			return
		}
	}
	s.mux.ServeHTTP(w, r)
}

// writeJSON answers with v as JSON.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	_ = enc.Encode(v)
}

// writeError answers a refusal; line is the replay line at fault, or 0.
func writeError(w http.ResponseWriter, status int, msg string, line int) {
	writeJSON(w, status, wire.Error{Error: msg, Line: line})
}
