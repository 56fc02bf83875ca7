// Package boards is the leaderboards' domain: a submitted replay becomes a
// verified run (through rules/verify, the code `deepwood verify` uses) and
// an entry on its board; the ranking rules; and the Store every server
// process shares, with two implementations (SQLite embedded by default,
// PostgreSQL when given a URL) over one schema and one migration set.
//
// A board is keyed by mode, seed, category and rules fingerprint, so a
// change to the rules data opens new boards instead of mixing runs that
// cannot be compared. Every run is kept; a board shows each player's best
// verified victory.
package boards

import (
	"context"
	"errors"
	"time"

	"deepwood/wire"
)

// Ranking is what a board orders its victories by.
type Ranking string

// The boards of every seed: the in-game time the replay claims, and two the
// rules alone decide and no clock can forge.
const (
	ByTime    Ranking = "time"    // least in-game time first
	ByActions Ranking = "actions" // fewest actions to beat the Dragon first
	ByHP      Ranking = "hp"      // most HP left at the end first
)

// Key names one board. It is the API's type: the server answers with the
// store's own values.
type Key = wire.Key

// Run is one verified submission, victory or not: every run is kept. It is
// the API's type too (Victory included).
type Run = wire.Run

// Ranks maps each ranking to a run's rank by it; a ranking that does not
// rank the run (not a victory, or not the player's best) is absent, and
// reads as 0.
type Ranks map[Ranking]int

// Entry is one line of a board: a player's best victory by the board's
// ranking, and its rank (1 is best; ties share a rank, ordered by who was
// first).
type Entry struct {
	Rank int `json:"rank"`
	Run  Run `json:"run"`
}

// PlayerStats are what a player's page shows.
type PlayerStats struct {
	Name     string    `json:"name"`
	Since    time.Time `json:"since"`
	Attempts int       `json:"attempts"`
	Wins     int       `json:"wins"`
	Bests    []Entry   `json:"bests"` // the player's best run and rank on each board they won on, by time
	// Moderated is set when a moderator hid the player (Bests is then
	// empty: a hidden player has no bests).
	Moderated *wire.Moderated `json:"moderated,omitempty"`
}

// Errors a Store returns.
var (
	ErrNotFound     = errors.New("not found")
	ErrNameTaken    = errors.New("that name is taken (names are unique ignoring case)")
	ErrBadToken     = errors.New("wrong or missing token for that name")
	ErrDuplicateRun = errors.New("that replay was already submitted")
)

// Store keeps players, runs and their replays. Every method is safe to call
// from many goroutines and from many processes sharing one database: the
// server holds no state of its own.
type Store interface {
	// AddRun stores a verified run and its replay in one transaction with
	// its player. tokenHash is the SHA-256 (hex) of the token the request
	// carried ("" when none). A new name is created with tokenHash (which
	// must then be set); a known name must match it (ErrBadToken). The same
	// replay bytes again return the existing run and ErrDuplicateRun.
	AddRun(ctx context.Context, run Run, replay []byte, tokenHash string) (Run, error)
	// Board lists the board's entries by ranking: each player's best
	// victory, ranked, from offset, at most limit.
	Board(ctx context.Context, key Key, by Ranking, offset, limit int) ([]Entry, error)
	// Ranks is where a run stands on its board by every ranking, in one
	// read: a submission answers with all three.
	Ranks(ctx context.Context, id int64) (Ranks, error)
	Run(ctx context.Context, id int64) (Run, error)
	Replay(ctx context.Context, id int64) ([]byte, error)
	Player(ctx context.Context, name string) (PlayerStats, error)
	// Played reports whether the player whose token hashes to tokenHash
	// has a run on the board key: the seed and replays of a witnessed
	// daily are shown to a player who has made their attempt, and to
	// nobody else before the day is over.
	Played(ctx context.Context, tokenHash string, key Key) (bool, error)
	// Latest lists the newest verified victories, newest first, but for
	// those a moderator hid (moderate.go). Board and Player list none
	// either: a hidden run or player has no bests.
	Latest(ctx context.Context, limit int) ([]Run, error)
	// Ping checks that the database answers and would take a write,
	// writing nothing: a server's health is its database's, and a
	// database that reads but cannot write keeps no run.
	Ping(ctx context.Context) error
	Close() error
}
