// Package wire is the boards' wire format: the JSON the server answers under
// /api/v1/ and the names of its headers, shared by the server and its
// clients. It imports neither the server nor the databases, so a client (the
// game's screens, later the browser build) can speak the API without
// linking them. docs/api.md describes every endpoint with examples.
package wire

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"deepwood/rules/dice"
	"deepwood/rules/quote"
)

// Prefix is where the API lives on a server.
const Prefix = "/api/v1"

// Identity travels with a submission: the player's name in PlayerHeader (or
// the PlayerQuery parameter), and from the second submission on the token
// the first one returned, as "Authorization: Bearer TOKEN".
const (
	PlayerHeader = "X-Deepwood-Player"
	PlayerQuery  = "player"
)

// Rankings a board can be ordered by.
const (
	ByTime    = "time"
	ByActions = "actions"
	ByHP      = "hp"
)

// SeedCode reads a seed as a code ("7K3M-9QXA", any case, dash or not),
// refusing free text: boards are named by seed codes, not hashed phrases
// (a client hashes a phrase with dice.ParseSeed and sends the code). The
// API and the server's pages read a board's seed with it.
func SeedCode(text string) (string, error) {
	t := text
	if len(t) == 9 && t[4] == '-' {
		t = t[:4] + t[5:]
	}
	if len(t) != 8 || strings.Trim(strings.ToUpper(t), "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return "", fmt.Errorf("seed %s is not a seed code: a seed code is eight letters and digits, such as 7K3M-9QXA", quote.Short(text))
	}
	s, err := dice.ParseSeed(t)
	if err != nil {
		return "", fmt.Errorf("seed %s: %v", quote.Short(text), err)
	}
	return s.Code(), nil
}

// DailySeed is the code of the daily seed of day's UTC date, as the game
// derives it: the daily board's seed.
func DailySeed(day time.Time) string {
	d := day.UTC()
	return dice.DailySeed(d.Year(), int(d.Month()), d.Day()).Code()
}

// Statuses of a submission that was taken.
const (
	Accepted  = "accepted"  // a new run (201)
	Duplicate = "duplicate" // these bytes were submitted before: the run they made (200)
)

// Key names one board: runs on different rules data never share one, nor
// runs the server witnessed (live attempts, ranked by the server's clock)
// and runs submitted as replays (ranked by the runner's own claim).
type Key struct {
	Mode     string `json:"mode"`
	Seed     string `json:"seed"` // "" on a daily board whose day is not over (Board.Hidden)
	Category string `json:"category"`
	Rules    string `json:"rules"`
	// Witnessed is true on a board of live attempts: its times are the
	// server's. False: a board of submitted replays, whose times are the
	// runners' claims (legal runs, proved, but timed by no one).
	Witnessed bool `json:"witnessed"`
}

// Run is one verified run as the server keeps it.
type Run struct {
	ID        int64     `json:"id"`
	Player    string    `json:"player"`
	Board     Key       `json:"board"`
	Version   string    `json:"version"`
	Outcome   string    `json:"outcome"`
	IGTms     int64     `json:"igt_ms"`
	RTAms     int64     `json:"rta_ms,omitempty"` // 0 when the replay does not say
	Splits    []int64   `json:"splits_ms"`
	Actions   int       `json:"actions"`
	HPLeft    int       `json:"hp_left"`
	Submitted time.Time `json:"submitted"`
	// ReplayHash is the SHA-256 of the replay's bytes, hex: the same bytes
	// submitted twice are one run.
	ReplayHash string `json:"replay_hash"`
	// Attempt is a witnessed run's live attempt, and ClaimedMs the
	// runner's own in-game time beside the witnessed IGTms (0 when the
	// client sent none): it ranks nothing.
	Attempt   string `json:"attempt,omitempty"`
	ClaimedMs int64  `json:"claimed_ms,omitempty"`
	// Hidden says why the seed (and the replay) of a witnessed daily are
	// not shown yet: its day is not over.
	Hidden string `json:"hidden,omitempty"`
	// ActionsHash names the run's dungeon and actions (mode, seed, rules
	// and every action's text, not ticks, header lines or line ends): two
	// replays with one are one run, the first submitted.
	ActionsHash string `json:"actions_hash,omitempty"`
	// Moderated is set when a moderator hid the run or its player: no
	// board lists it, and its page says why.
	Moderated *Moderated `json:"moderated,omitempty"`
	// NewName is set by the store on the run that claimed its player's
	// name (never sent: Submitted.NewName says it).
	NewName bool `json:"-"`
}

// Victory reports a run that beat the Dragon: only victories are ranked.
func (r *Run) Victory() bool { return r.Outcome == "victory" }

// Ranks is where a run stands on its board by each ranking; 0 where it is
// not ranked (not a victory, or not the player's best by that ranking).
type Ranks struct {
	Time    int `json:"time"`
	Actions int `json:"actions"`
	HP      int `json:"hp"`
}

// Submitted answers a submission that was taken.
type Submitted struct {
	Status string `json:"status"`
	Run    Run    `json:"run"`
	Ranks  Ranks  `json:"ranks"`
	// PersonalBest is true when the run is now the player's best by time
	// on its board (and so holds the player's line there).
	PersonalBest bool `json:"personal_best"`
	// Token is set once: on the first run under a new name. Keep it; every
	// later submission under the name must carry it.
	Token string `json:"token,omitempty"`
	// NewName is true when this run claimed its name.
	NewName bool `json:"new_name,omitempty"`
}

// Entry is one line of a board.
type Entry struct {
	Rank      int       `json:"rank"`
	Player    string    `json:"player"`
	IGTms     int64     `json:"igt_ms"`
	RTAms     int64     `json:"rta_ms,omitempty"`
	Splits    []int64   `json:"splits_ms"`
	Actions   int       `json:"actions"`
	HPLeft    int       `json:"hp_left"`
	RunID     int64     `json:"run_id"`
	Submitted time.Time `json:"submitted"`
	ClaimedMs int64     `json:"claimed_ms,omitempty"` // a witnessed run's claimed in-game time
	Board     *Key      `json:"board,omitempty"`      // only in a player's bests
}

// Board is a page of a board.
type Board struct {
	Board   Key     `json:"board"`
	By      string  `json:"by"`
	Date    string  `json:"date,omitempty"`   // the UTC date, for a daily board
	Hidden  string  `json:"hidden,omitempty"` // why the seed is not shown: the day is not over
	Offset  int     `json:"offset"`
	Entries []Entry `json:"entries"`
}

// Player is a player's page.
type Player struct {
	Name     string    `json:"name"`
	Since    time.Time `json:"since"`
	Attempts int       `json:"attempts"`
	Wins     int       `json:"wins"`
	Bests    []Entry   `json:"bests"`
	// Moderated is set when a moderator hid the player: their bests are
	// then empty, as on every board.
	Moderated *Moderated `json:"moderated,omitempty"`
}

// Health answers /healthz.
type Health struct {
	Status  string            `json:"status"`
	Version string            `json:"version"`
	Rules   map[string]string `json:"rules"` // mode → the rules fingerprint this server verifies against
}

// Error is every refusal's body. Line is the replay line verification
// stopped at, when it did.
type Error struct {
	Error string `json:"error"`
	Line  int    `json:"line,omitempty"`
}

// MaxNameLen bounds a player's name, so a board's column stays readable.
const MaxNameLen = 24

// CheckName reports why a player name is refused, or nil. Names are 1–24
// letters, digits, '-' or '_' (ASCII only, so two names that look alike
// are alike ignoring case, which is how the boards compare them). The
// server and the game's settings both ask it, so the game refuses a name
// before the server would.
func CheckName(name string) error {
	if name == "" {
		return errors.New("no player name")
	}
	if len(name) > MaxNameLen {
		return fmt.Errorf("player name %s is %d characters long; at most %d", quote.Short(name), len(name), MaxNameLen)
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_') {
			return fmt.Errorf("player name %s: character %d is not a letter, digit, '-' or '_'", quote.Short(name), i+1)
		}
	}
	return nil
}
