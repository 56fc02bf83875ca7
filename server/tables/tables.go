// Package tables hosts tables (docs/api.md, "Tables"; RULES B12–B16,
// B18): several people, each on their own screen, at one game of Forsaken
// Forest, or two generals at a Mass Combat battle (battle_play.go), that
// the server runs on the session core, joined by an invite code, the
// empty seats taken by computer travelers. Each client is sent only its
// own seat's view (forsaken.ViewFor) and its share of the events
// (forsaken.Event.For), who sits where, and the table's chat; every action
// is checked by the rules and stored (Store) before it is answered, so a
// server killed loses nothing and another on the same store takes every
// table up from its last action. It imports no Ebitengine.
package tables

import (
	"context"
	"crypto/rand"
	"errors"
	"log/slog"
	"net/http"
	"slices"
	"sync"
	"time"

	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/server/sockets"
	"deepwood/wire"
)

// DefaultPace is the computer travelers' thinking time at the game's own
// pace (scenes/forsakenui/pace.go): half a second, and three times that
// when a person at the table may answer the open window.
const DefaultPace = 500 * time.Millisecond

// DefaultHandOver is how long a person's seat must have had no connection
// before the host may hand it to a computer traveler.
const DefaultHandOver = 2 * time.Minute

// Options tune a Hub. Pace is taken as given (0: the computer travelers
// act at once, as tests and the load test want); `deepwood serve` passes
// DefaultPace. The rest have sensible zero values.
type Options struct {
	Store Store        // NewMemStore() when nil
	Log   *slog.Logger // slog.Default() when nil
	// Pace is the computer travelers' thinking time at a table whose
	// create names none; they wait three times as long whenever a person
	// at the table may answer the open window (humanMayAnswer, RULES B12).
	Pace time.Duration
	// HandOver is how long a person's seat must have had no connection
	// before the host may hand it over (DefaultHandOver when zero).
	HandOver time.Duration
	// ChatPerSecond and ChatBurst limit each seat's chat (1 a second, 5 at
	// once, when zero); ActionsPerSecond and ActionBurst each connection's
	// actions (20 and 40 when zero; negative: no limit).
	ChatPerSecond    float64
	ChatBurst        int
	ActionsPerSecond float64
	ActionBurst      int
	// Idle is the longest the server waits for a client's message (10
	// minutes when zero); the seat is kept to be resumed.
	Idle time.Duration
	// Unheld is how long a table nobody is connected to stays in memory
	// (10 minutes when zero): then it is let go, its store keeping it
	// for the next join or resume to take up.
	Unheld time.Duration
	// WriteTimeout bounds sending one message, StoreTimeout one call to
	// the Store (10 s and 2 s when zero).
	WriteTimeout time.Duration
	StoreTimeout time.Duration
	// MaxTables bounds the tables held at once (10,000 when zero): a
	// create beyond it is refused as busy.
	MaxTables int
	// Now is the server's clock (time.Now when nil).
	Now func() time.Time
}

// Hub hosts tables. It is an http.Handler for GET /api/v1/tables (a
// WebSocket). Build one with New.
type Hub struct {
	opt  Options
	log  *slog.Logger
	d    *forsaken.Data
	mu   sync.Mutex
	held map[string]*table // the tables this server holds, by code
	// loading are the take-ups under way (find), by code: closed when
	// done.
	loading map[string]chan struct{}
}

// New makes a hub.
func New(opt Options) (*Hub, error) {
	d, err := forsaken.DefaultData()
	if err != nil {
		return nil, err
	}
	if opt.Store == nil {
		opt.Store = NewMemStore()
	}
	if opt.Log == nil {
		opt.Log = slog.Default()
	}
	if opt.Pace < 0 {
		opt.Pace = 0
	}
	if opt.HandOver <= 0 {
		opt.HandOver = DefaultHandOver
	}
	if opt.ChatPerSecond <= 0 {
		opt.ChatPerSecond, opt.ChatBurst = 1, 5
	}
	opt.ChatBurst = max(opt.ChatBurst, 1)
	if opt.ActionsPerSecond == 0 {
		opt.ActionsPerSecond, opt.ActionBurst = 20, 40
	}
	opt.ActionBurst = max(opt.ActionBurst, 1)
	sockets.Bounds(&opt.Idle, &opt.WriteTimeout, &opt.StoreTimeout)
	if opt.Unheld <= 0 {
		opt.Unheld = 10 * time.Minute
	}
	if opt.MaxTables <= 0 {
		opt.MaxTables = 10000
	}
	if opt.Now == nil {
		opt.Now = time.Now
	}
	return &Hub{opt: opt, log: opt.Log, d: d, held: map[string]*table{}, loading: map[string]chan struct{}{}}, nil
}

// Held is how many tables the hub holds now (finished ones are let go).
func (h *Hub) Held() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.held)
}

// ServeHTTP upgrades the request to a WebSocket (sockets.Accept) and
// serves one seat on it. Any origin may connect, as the API allows any:
// nothing rides on cookies; a seat token travels only in messages the
// client's code sends.
func (h *Hub) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ws := sockets.Accept(w, r, wire.MaxTableMessage)
	if ws == nil {
		return // Accept answered the request
	}
	c := newConnection(h, ws)
	c.serve(context.WithoutCancel(r.Context()))
}

// storeCtx bounds one Store call.
func (h *Hub) storeCtx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), h.opt.StoreTimeout)
}

// refusal is why a message was refused, as its error reply says it.
type refusal struct {
	code  string
	msg   string
	retry time.Duration
}

// busy logs a Store or system failure and refuses with busy: nothing was
// changed, and the client may send the message again.
func (h *Hub) busy(what string, err error) *refusal {
	h.log.Error("tables: "+what, "err", err)
	return &refusal{code: wire.TableBusy, msg: "the server cannot keep the table just now; try again"}
}

// newCode draws an invite code from crypto/rand: TableCodeLen characters
// of the unambiguous alphabet, each drawn without bias.
func newCode() (string, error) {
	const n = len(wire.TableAlphabet)
	out := make([]byte, 0, wire.TableCodeLen)
	var b [16]byte
	for len(out) < wire.TableCodeLen {
		if _, err := rand.Read(b[:]); err != nil {
			return "", err
		}
		for _, x := range b {
			if int(x) < 256/n*n && len(out) < wire.TableCodeLen {
				out = append(out, wire.TableAlphabet[int(x)%n])
			}
		}
	}
	return string(out), nil
}

// newToken is a seat token: 32 bytes from crypto/rand, base64url.
func newToken() (string, error) { return sockets.RandomKey(32) }

// create makes a new table for m's host, stored and held here.
func (h *Hub) create(m wire.TableRequest) (*table, string, *refusal) {
	if h.Held() >= h.opt.MaxTables {
		return nil, "", &refusal{code: wire.TableBusy, msg: "the server holds as many tables as it can; try again later"}
	}
	token, err := newToken()
	if err != nil {
		return nil, "", h.busy("making a seat token", err)
	}
	pace := int(h.opt.Pace / time.Millisecond)
	if m.PaceMs != nil {
		pace = *m.PaceMs
	}
	level := m.Level
	if m.Mode == wire.TableBattle {
		level = createdBattle(m).word()
	}
	rec := Record{Mode: m.Mode, Players: m.Players, Level: level, PaceMs: pace, Host: m.Seat, Created: h.opt.Now().UTC()}
	rec.Seats = make([]Seat, m.Players)
	for i := range rec.Seats {
		rec.Seats[i] = Seat{Kind: wire.SeatComputer, HandedAt: 0}
	}
	for _, s := range m.Open {
		rec.Seats[s] = Seat{Kind: wire.SeatOpen, HandedAt: -1}
	}
	rec.Seats[m.Seat] = Seat{Kind: wire.SeatHuman, Name: m.Name, TokenHash: HashToken(token), HandedAt: -1}
	for range 8 {
		if rec.Code, err = newCode(); err != nil {
			return nil, "", h.busy("drawing a code", err)
		}
		ctx, cancel := h.storeCtx()
		err = h.opt.Store.Create(ctx, rec)
		cancel()
		if !errors.Is(err, ErrCodeTaken) {
			break
		}
	}
	if err != nil {
		return nil, "", h.busy("storing a new table", err)
	}
	t := newTable(h, rec, nil)
	h.mu.Lock()
	h.held[rec.Code] = t
	h.mu.Unlock()
	h.log.Info("table created", "table", rec.Code, "players", rec.Players, "open", len(m.Open))
	return t, token, nil
}

// find is the table of code: held here, or taken up from the Store (a
// table another server held, or this one before a restart), its game
// rebuilt from its actions. One take-up of a code runs at a time, and
// whoever asks meanwhile waits for it: a second, stale copy of a table is
// never held (one loaded before the first copy moved on). A finished
// table is answered but not held.
func (h *Hub) find(code string) (*table, *refusal) {
	for {
		h.mu.Lock()
		if t := h.held[code]; t != nil {
			h.mu.Unlock()
			return t, nil
		}
		if wait := h.loading[code]; wait != nil {
			h.mu.Unlock()
			<-wait
			continue
		}
		done := make(chan struct{})
		h.loading[code] = done
		h.mu.Unlock()
		t, ref := h.takeUp(code)
		h.mu.Lock()
		delete(h.loading, code)
		close(done)
		if t != nil && !t.over() {
			h.held[code] = t
		}
		h.mu.Unlock()
		if t != nil && !t.over() {
			t.mu.Lock()
			t.advance()
			if t.idle == nil && !slices.ContainsFunc(t.conns, func(c *connection) bool { return c != nil }) {
				t.idle = time.AfterFunc(h.opt.Unheld, t.letGo) // until a connection sits down
			}
			t.mu.Unlock()
			h.log.Info("table taken up", "table", code, "actions", t.steps())
		}
		return t, ref
	}
}

// takeUp loads the table of code from the Store and rebuilds its game.
func (h *Hub) takeUp(code string) (*table, *refusal) {
	ctx, cancel := h.storeCtx()
	rec, err := h.opt.Store.Load(ctx, code)
	cancel()
	switch {
	case errors.Is(err, ErrNotFound):
		return nil, &refusal{code: wire.TableUnknown, msg: "no table has the code " + code}
	case err != nil:
		return nil, h.busy("loading a table", err)
	}
	var g play
	if rec.Started() {
		if g, err = h.rebuild(rec); err != nil {
			h.log.Error("tables: rebuilding a table", "table", code, "err", err)
			return nil, &refusal{code: wire.TableInternal, msg: "the table could not be taken up"}
		}
	}
	return newTable(h, rec, g), nil
}

// rebuild takes a stored, started table's game up again, by its mode.
func (h *Hub) rebuild(rec Record) (play, error) {
	if rec.Mode == wire.TableBattle {
		return rebuildBattle(rec)
	}
	return rebuild(h.d, rec)
}

// deal starts a table's game once its seats are settled, by its mode.
func (h *Hub) deal(rec Record, seed dice.Seed, seats []Seat) (play, string, error) {
	if rec.Mode == wire.TableBattle {
		g, err := dealBattle(rec.Code, seed, seats, rec.Level)
		if err != nil {
			return nil, "", err
		}
		return g, g.replayText(), nil
	}
	level, err := forsaken.ParseLevel(rec.Level)
	if err != nil {
		return nil, "", err
	}
	g, err := deal(h.d, rec.Code, seed, rec.Players, level, seats)
	if err != nil {
		return nil, "", err
	}
	return g, g.replayText(), nil
}

// drop lets go of a table that ended, or whose store moved on without it
// (another server took it up): the Store keeps it.
func (h *Hub) drop(t *table) {
	h.mu.Lock()
	if h.held[t.rec.Code] == t {
		delete(h.held, t.rec.Code)
	}
	h.mu.Unlock()
}
