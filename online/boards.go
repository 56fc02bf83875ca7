package online

import (
	"context"
	"errors"
	"fmt"
	"net"
	"strings"
	"time"

	"deepwood/online/client"
	"deepwood/settings"
	"deepwood/storage"
	"deepwood/wire"
)

// Timeout bounds every request the game makes: a screen shows the
// request's state, and after this long it shows that the server did not
// answer.
const Timeout = 15 * time.Second

// Boards is the game's link to a boards server: the server and name come
// from the player's settings each time (they may change them at any
// moment), tokens and the queue of runs waiting to be sent are kept in the
// player's store beside the settings.
type Boards struct {
	store    storage.Store
	settings func() settings.Settings
	origin   string // the page's origin in the browser, "" natively
	tokens   client.Tokens
	queue    queue
}

// NewBoards links the game to the boards. origin is the page's origin in
// the browser (the default server there: the one that served the game).
func NewBoards(store storage.Store, current func() settings.Settings, origin string) *Boards {
	b := &Boards{store: store, settings: current, origin: origin}
	b.tokens.Store = store
	b.queue.store = store
	return b
}

// Server is the address runs go to: the player's, or the default.
func (b *Boards) Server() string { return ServerFor(b.settings(), b.origin) }

// ServerFor is the server st names, or when it names none the default:
// the page's origin in the browser (origin, "" natively), else
// settings.DefaultServer. The settings screen shows and tests the same.
func ServerFor(st settings.Settings, origin string) string {
	if u := strings.TrimSuffix(st.ServerURL, "/"); u != "" {
		return u
	}
	return DefaultServer(origin)
}

// DefaultServer is what an empty server setting means.
func DefaultServer(origin string) string {
	if origin != "" {
		return origin
	}
	return settings.DefaultServer
}

// ErrOffline is why nothing is sent: Online is off in the settings.
var ErrOffline = errors.New("Online is off (Settings → Online)")

// Ready reports why the game cannot talk to the boards, or nil.
func (b *Boards) Ready() error {
	st := b.settings()
	switch {
	case !st.Online:
		return ErrOffline
	case st.PlayerName == "":
		return errors.New("choose a player name in Settings → Online")
	}
	return nil
}

// client is a client for the current server, or why there is none.
func (b *Boards) client() (*client.Client, error) {
	if err := b.Ready(); err != nil {
		return nil, err
	}
	c, err := client.New(b.Server())
	if err != nil {
		return nil, err
	}
	c.SetTimeout(Timeout)
	return c, nil
}

// Daily is today's daily board: the top ten, and where the player stands.
type Daily struct {
	Board wire.Board
	Mine  wire.Entry // Rank 0 when the player has no victory on it
}

// Daily reads today's daily board off the update loop.
func (b *Boards) Daily() *Call[Daily] {
	c, err := b.client()
	name := b.settings().PlayerName
	return Go(Timeout, func(ctx context.Context) (Daily, error) {
		if err != nil {
			return Daily{}, err
		}
		var d Daily
		// The board of the daily this game deals offline (dice.DailySeed),
		// whose runs are submitted replays: the runners' claims. The
		// witnessed daily is another dungeon, dealt by the server.
		if d.Board, err = c.Daily(ctx, client.BoardQuery{Limit: 10, Claims: true}); err != nil {
			return d, err
		}
		p, err := c.Player(ctx, name)
		if client.IsStatus(err, client.StatusNotFound) {
			return d, nil // a player who never submitted
		}
		if err != nil {
			return d, err
		}
		for _, e := range p.Bests {
			if e.Board != nil && *e.Board == d.Board.Board {
				d.Mine = e
			}
		}
		return d, nil
	})
}

// Best is the best run on a seed's board by time: what the timer races
// when the player asks it to. ok is false when the board has no victory.
func (b *Boards) Best(seed, category string) *Call[wire.Entry] {
	c, err := b.client()
	return Go(Timeout, func(ctx context.Context) (wire.Entry, error) {
		if err != nil {
			return wire.Entry{}, err
		}
		// The witnessed board's best first (the server timed it), else
		// the best claimed by a submitted replay: an offline daily's
		// seed is not the witnessed daily's, so only the second has it.
		for _, claims := range []bool{false, true} {
			var board wire.Board
			q := client.BoardQuery{Category: category, Limit: 1, Claims: claims}
			if category == "daily-seed" {
				q.Category = ""
				board, err = c.Daily(ctx, q)
			} else {
				board, err = c.Board(ctx, seed, q)
			}
			if err != nil {
				return wire.Entry{}, err
			}
			if len(board.Entries) > 0 && board.Board.Seed == seed {
				return board.Entries[0], nil
			}
		}
		return wire.Entry{}, errNoBoard
	})
}

// errNoBoard is Best's answer for a seed nobody has beaten yet.
var errNoBoard = errors.New("nobody has beaten this seed on the board yet")

// IsNoBoard reports Best's answer for a seed with no victory on its board.
func IsNoBoard(err error) bool { return errors.Is(err, errNoBoard) }

// Replay downloads a board run's replay from server ("" is the player's
// server), for the viewer, which proves it before it plays it. It asks even
// with Online off: the player chose to watch the run (on a board in the
// game, or with a web page's Watch link, which names its own server).
func (b *Boards) Replay(server string, id int64) *Call[[]byte] {
	base := server
	if base == "" {
		base = b.Server()
	}
	return Go(Timeout, func(ctx context.Context) ([]byte, error) {
		c, err := client.New(base)
		if err != nil {
			return nil, err
		}
		c.SetTimeout(Timeout)
		return c.Replay(ctx, id)
	})
}

// Plain says what went wrong with a request in words for the screen: the
// server's own reason for a refusal, or what kind of failure it was.
func Plain(err error) string {
	var r *client.Refusal
	var ne net.Error
	switch {
	case err == nil:
		return ""
	case errors.As(err, &r):
		return r.Message
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return "the server did not answer in time"
	case errors.Is(err, context.Canceled):
		return "cancelled"
	case strings.Contains(err.Error(), "connection refused"):
		return "nothing answers at that address (is the server running?)"
	case strings.Contains(err.Error(), "Failed to fetch"), strings.Contains(err.Error(), "NetworkError"), strings.Contains(err.Error(), "Load failed"):
		// The browser's words for a request that never reached a server
		// (Chromium's, Firefox's, Safari's): offline, or nothing there.
		return "you are offline, or the server cannot be reached"
	}
	return fmt.Sprint(err)
}
