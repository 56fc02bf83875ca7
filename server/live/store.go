package live

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"deepwood/rules/dice"
	"deepwood/wire"
)

// Record is an attempt as it is stored: what it takes to take it up again
// on any server, from its header and its steps. It holds the seed, so it
// never leaves the server before the run ends.
type Record struct {
	ID         string
	ResumeHash string // SHA-256 of the resume token, hex
	Player     string
	Category   string // daily, random or set (wire.LiveDaily …)
	Date       string // a daily's UTC date, YYYY-MM-DD
	Seed       string // the seed code
	Rules      string // the Forward rules fingerprint it is played under
	Version    string
	Started    time.Time // wall clock, for the run's page
	Steps      []Step
	Over       bool
}

// Step is one action as the server took it: its replay line (tick, dice
// checksum, text), the witnessed time at its arrival, the runner's own
// claimed in-game time, and the wall-clock time it arrived (for a run's
// page of arrival times). The last step of an abandoned attempt is its
// abandon (verify.MetaAbandon) at the last action's tick and witnessed
// time (RULES B11).
type Step struct {
	Tick      int64
	Check     uint32
	Action    string
	Witnessed time.Duration
	Claimed   int64
	At        time.Time
}

// Store keeps attempts: an action is stored before it is answered, so a
// server that stops loses none. It is narrow so the boards' databases can
// implement it (a row per attempt, a row per step).
type Store interface {
	// Create stores a new attempt with no steps. A daily is refused with
	// ErrDailyTaken when its player (ignoring case) has one of that date
	// already: one ranked attempt a day, a restart or an abandon included.
	// A Store that keeps Leases stores the attempt held by this server.
	Create(ctx context.Context, r Record) error
	// Append stores the attempt's step number n (0 for the first), and
	// whether the run is over after it. It refuses with ErrConflict when
	// the attempt does not have exactly n steps, so two servers that both
	// think they hold an attempt cannot both write its next step.
	Append(ctx context.Context, id string, n int, s Step, over bool) error
	// Load reads an attempt, or ErrNoAttempt.
	Load(ctx context.Context, id string) (Record, error)
	// Reissue gives the player's daily attempt of date a new resume token
	// (its hash) and returns its id, while the attempt is not over: a
	// restart whose answer was lost, or from another device, takes the
	// day's one attempt up again instead of being told it was made. An
	// attempt over is ErrDailyTaken, none ErrNoAttempt.
	Reissue(ctx context.Context, player, date, resumeHash string) (string, error)
}

// Filer files an ended attempt as a run on its witnessed board (the
// boards' database, boards.Live): a Store that is one is asked when an
// attempt ends, before its end is sent, again when an ended attempt is
// resumed, and by the hub's sweep for an ended attempt it lists as
// unfiled (Sweeper), so a filing that failed is tried again with nobody
// resuming; filing an attempt twice answers its one run. An abandoned
// attempt is filed too, as a run that never ranks. claimedMs is the
// runner's own in-game time.
type Filer interface {
	File(ctx context.Context, rec Record, replay []byte, claimedMs int64) (runID int64, err error)
}

// Errors of a Store.
var (
	ErrNoAttempt = errors.New("no such attempt")
	ErrConflict  = errors.New("the attempt has moved on: another server holds it")
	// ErrDailyTaken refuses a player's second daily attempt of a day.
	ErrDailyTaken = errors.New("the player has made this day's daily attempt")
)

// MemStore is a Store in memory: for tests, and for a server whose
// attempts need not outlive it (the boards' databases come next).
type MemStore struct {
	mu    sync.Mutex
	m     map[string]*Record
	daily map[string]string // the id of each daily stored, by dailyKey
	// Fail, when set, is returned by every Append: a store that cannot
	// write, for tests.
	Fail error
}

// NewMemStore makes an empty MemStore.
func NewMemStore() *MemStore { return &MemStore{m: map[string]*Record{}, daily: map[string]string{}} }

// dailyKey is what makes a daily attempt the only one of its player and
// day: the name ignoring case, and the date.
func dailyKey(r Record) string { return strings.ToLower(r.Player) + " " + r.Date }

func (s *MemStore) Create(_ context.Context, r Record) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.m[r.ID]; ok {
		return errors.New("attempt " + r.ID + " exists")
	}
	if r.Category == wire.LiveDaily {
		if s.daily[dailyKey(r)] != "" {
			return ErrDailyTaken
		}
		s.daily[dailyKey(r)] = r.ID
	}
	r.Steps = slices.Clone(r.Steps)
	s.m[r.ID] = &r
	return nil
}

func (s *MemStore) Append(_ context.Context, id string, n int, st Step, over bool) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.Fail != nil {
		return s.Fail
	}
	r, ok := s.m[id]
	if !ok {
		return ErrNoAttempt
	}
	if len(r.Steps) != n || r.Over {
		return ErrConflict
	}
	r.Steps = append(r.Steps, st)
	r.Over = over
	return nil
}

func (s *MemStore) Reissue(_ context.Context, player, date, resumeHash string) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.m[s.daily[dailyKey(Record{Player: player, Date: date})]]
	switch {
	case r == nil:
		return "", ErrNoAttempt
	case r.Over:
		return "", ErrDailyTaken
	}
	r.ResumeHash = resumeHash
	return r.ID, nil
}

func (s *MemStore) Load(_ context.Context, id string) (Record, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.m[id]
	if !ok {
		return Record{}, ErrNoAttempt
	}
	c := *r
	c.Steps = slices.Clone(r.Steps)
	return c, nil
}

var _ Sweeper = (*MemStore)(nil)

// Idle implements Sweeper: the attempts not over whose last step (their
// start, before one) arrived before cutoff.
func (s *MemStore) Idle(_ context.Context, cutoff time.Time, after string, n int) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var ids []string
	for id, r := range s.m {
		last := r.Started
		if k := len(r.Steps); k > 0 {
			last = r.Steps[k-1].At
		}
		if !r.Over && id > after && last.Before(cutoff) {
			ids = append(ids, id)
		}
	}
	slices.Sort(ids)
	return ids[:min(n, len(ids))], nil
}

// Unfiled implements Sweeper: a MemStore is no Filer, so it has none.
func (s *MemStore) Unfiled(context.Context, string, int) ([]string, error) { return nil, nil }

// Names holds who may play under a name: the boards' players.
type Names interface {
	// Claim lets tokenHash (hashToken of the player's token) play as name:
	// a new name is claimed by it (created is then true), a known one must
	// be its own, else ErrNameTaken. Claiming twice with the same token is
	// no error, so a start whose answer was lost can be sent again. With
	// create false a new name is refused with ErrNewName: its address has
	// claimed its share (NameGate).
	Claim(ctx context.Context, name, tokenHash string, create bool) (created bool, err error)
}

// Errors of Names.
var (
	// ErrNameTaken refuses a name claimed with another token.
	ErrNameTaken = errors.New("the name is taken")
	// ErrNewName refuses a new name that Claim was told not to create.
	ErrNewName = errors.New("no new name may be claimed now")
)

// NameGate limits the new names one client address may claim
// (server.NameGate, shared with the boards' API).
type NameGate interface {
	// Key is who r comes from.
	Key(r *http.Request) string
	// Wait is how long until key may claim another new name, 0 if it may.
	Wait(key string, now time.Time) time.Duration
	// Claimed notes a new name claimed by key.
	Claimed(key string, now time.Time)
	// Refusal says why a new name was refused, wait before another.
	Refusal(wait time.Duration) string
}

// MemNames is Names in memory.
type MemNames struct {
	mu sync.Mutex
	m  map[string]string // lower-case name → token hash
}

// NewMemNames makes an empty MemNames.
func NewMemNames() *MemNames { return &MemNames{m: map[string]string{}} }

func (n *MemNames) Claim(_ context.Context, name, tokenHash string, create bool) (bool, error) {
	n.mu.Lock()
	defer n.mu.Unlock()
	k := strings.ToLower(name)
	h, ok := n.m[k]
	switch {
	case ok && h != tokenHash:
		return false, ErrNameTaken
	case ok:
		return false, nil
	case !create:
		return false, ErrNewName
	}
	n.m[k] = tokenHash
	return true, nil
}

// hashToken is what is kept of a token: its SHA-256, hex, as the boards
// keep a player's (server.HashToken).
func hashToken(tok string) string {
	sum := sha256.Sum256([]byte(tok))
	return hex.EncodeToString(sum[:])
}

// Keys holds the server's daily key: made at the first start, kept, and
// never sent, so nobody can deal a day's dungeon before the server does.
type Keys interface {
	DailyKey(ctx context.Context) ([]byte, error)
}

// MemKeys is Keys in memory: a key made from crypto/rand the first time
// it is asked for, kept while the process lives (the boards' database
// keeps it next, so a restart deals the same days).
type MemKeys struct {
	once sync.Once
	key  []byte
	err  error
}

func (k *MemKeys) DailyKey(context.Context) ([]byte, error) {
	k.once.Do(func() {
		k.key = make([]byte, 32)
		_, k.err = rand.Read(k.key)
	})
	return k.key, k.err
}

// DailySeed is the ranked daily's seed of date (YYYY-MM-DD) under key:
// HMAC-SHA256 of the date, cut to a seed's 40 bits. Without the key it
// cannot be computed, unlike dice.DailySeed, which deals the offline daily.
func DailySeed(key []byte, date string) dice.Seed {
	m := hmac.New(sha256.New, key)
	m.Write([]byte("deepwood forward daily " + date))
	return dice.Seed(binary.BigEndian.Uint64(m.Sum(nil)) & (1<<40 - 1))
}

// randomSeed is a seed from crypto/rand: a random attempt's dungeon, which
// nobody can know before the server deals it.
func randomSeed() (dice.Seed, error) {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return 0, err
	}
	return dice.Seed(binary.BigEndian.Uint64(b[:]) & (1<<40 - 1)), nil
}
