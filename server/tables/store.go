package tables

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"slices"
	"sync"
	"time"

	"deepwood/rules/replay"
)

// Record is a table as it is stored: what it takes to take it up again on
// any server (RULES B14): who sits where, the seat tokens' hashes, and
// once started the replay's header and every action, from which the game
// is rebuilt by re-applying them. It holds the seed, so it never leaves
// the server before the game ends.
type Record struct {
	Code    string
	Mode    string // wire.TableForsaken or wire.TableBattle
	Players int
	// Level is the computer travelers' level word at a Forsaken table; at
	// a battle table the scenario's name, then "/" and the computer
	// general's level if it names one, or a custom battle's budget and
	// attacker (battleSetup.word): the set-up each
	// mode has, in the column every store keeps.
	Level   string
	PaceMs  int // the computer travelers' thinking time
	Host    int // the host's seat
	Seats   []Seat
	Created time.Time
	// Header is the replay's header text (Replay.Marshal with no entry),
	// "" until the start.
	Header string
	Steps  []replay.Entry
	Over   bool
}

// Started reports that the game is dealt.
func (r *Record) Started() bool { return r.Header != "" }

// Seat is one seat as stored: its kind (wire.SeatOpen, SeatHuman,
// SeatComputer), the person's name, the SHA-256 of their seat token (hex),
// for a computer traveler's seat the action it took the seat at (0: from
// the deal; later: handed over), -1 for a person's, and at a custom
// battle table the army its general sent (battle.ArmyText; RULES B19).
type Seat struct {
	Kind      string `json:"kind"`
	Name      string `json:"name,omitempty"`
	TokenHash string `json:"token,omitempty"`
	HandedAt  int    `json:"handed_at"`
	Army      string `json:"army,omitempty"`
}

// Errors a Store answers.
var (
	// ErrCodeTaken refuses a Create whose code another table has: the hub
	// draws another.
	ErrCodeTaken = errors.New("tables: that code is taken")
	// ErrNotFound is a table no server stored.
	ErrNotFound = errors.New("tables: no such table")
	// ErrConflict refuses an Append or a seat change that does not follow
	// what is stored: another server took the table up (or it is over),
	// and this one must let go of it.
	ErrConflict = errors.New("tables: the stored table has moved on")
)

// Store keeps tables: every change is stored before it is answered, so a
// server killed loses none, and another on the same store takes every
// table up from its last action. It is narrow so the boards' databases
// can implement it (a row per table, a row per action).
type Store interface {
	// Create stores a new table, not started. A code another table has is
	// ErrCodeTaken.
	Create(ctx context.Context, r Record) error
	// SetSeats rewrites a table's seats (a join, a hand-over), only while
	// it has n actions stored and is not over, else ErrConflict.
	SetSeats(ctx context.Context, code string, n int, seats []Seat) error
	// Start stores the seats at the deal and the replay's header, only on
	// a table not started, else ErrConflict.
	Start(ctx context.Context, code string, seats []Seat, header string) error
	// Append stores action n (0 for the first) of a started table that
	// has n actions stored and is not over, else ErrConflict; over marks
	// the game ended with it.
	Append(ctx context.Context, code string, n int, e replay.Entry, over bool) error
	// Load reads a table whole, or ErrNotFound.
	Load(ctx context.Context, code string) (Record, error)
}

// HashToken is how a seat token is kept: its SHA-256, hex. A token is 32
// random bytes, so no salt or slow hash is needed.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// MemStore is a Store in memory: one server, and its tables lost with it.
// Tests use it, and `deepwood serve` runs on the boards' database instead.
type MemStore struct {
	mu     sync.Mutex
	tables map[string]*Record
}

// NewMemStore is an empty MemStore.
func NewMemStore() *MemStore { return &MemStore{tables: map[string]*Record{}} }

var _ Store = (*MemStore)(nil)

// Create implements Store.
func (m *MemStore) Create(_ context.Context, r Record) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, ok := m.tables[r.Code]; ok {
		return ErrCodeTaken
	}
	r = clone(r)
	m.tables[r.Code] = &r
	return nil
}

// SetSeats implements Store.
func (m *MemStore) SetSeats(_ context.Context, code string, n int, seats []Seat) error {
	return m.move(code, func(r *Record) bool { return r.Over || len(r.Steps) != n }, func(r *Record) {
		r.Seats = slices.Clone(seats)
	})
}

// Start implements Store.
func (m *MemStore) Start(_ context.Context, code string, seats []Seat, header string) error {
	return m.move(code, (*Record).Started, func(r *Record) {
		r.Seats, r.Header = slices.Clone(seats), header
	})
}

// Append implements Store.
func (m *MemStore) Append(_ context.Context, code string, n int, e replay.Entry, over bool) error {
	return m.move(code, func(r *Record) bool { return !r.Started() || r.Over || len(r.Steps) != n }, func(r *Record) {
		r.Steps = append(r.Steps, e)
		r.Over = over
	})
}

// move changes the table of code under the store's lock, as every write
// after its Create does: ErrNotFound when there is none, ErrConflict when
// the writer's view of it is stale (it moved on since), else do.
func (m *MemStore) move(code string, stale func(*Record) bool, do func(*Record)) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, ok := m.tables[code]
	switch {
	case !ok:
		return ErrNotFound
	case stale(r):
		return ErrConflict
	}
	do(r)
	return nil
}

// Load implements Store.
func (m *MemStore) Load(_ context.Context, code string) (Record, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, ok := m.tables[code]
	if !ok {
		return Record{}, ErrNotFound
	}
	return clone(*r), nil
}

// clone copies a record's slices, so the store's copy is its own.
func clone(r Record) Record {
	r.Seats = slices.Clone(r.Seats)
	r.Steps = slices.Clone(r.Steps)
	return r
}
