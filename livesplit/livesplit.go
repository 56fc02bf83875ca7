// Package livesplit drives a LiveSplit Server: the desktop game speaks its
// TCP protocol, the browser build its WebSocket endpoint. The game's calls
// only append to a log under a mutex; a background goroutine sends, so an
// absent, slow or vanishing server never stalls a frame.
//
// LiveSplit Server acknowledges no command, and TCP takes a write into a
// connection the peer has already closed: the bytes vanish and only a later
// write fails. So when a connection ends the client cannot know how many of
// the commands it wrote last arrived, and replaying them could split twice.
// What it can ask is `getsplitindex` (every LiveSplit Server answers it: the
// split index, -1 when the timer is not running). The design:
//
//   - Two timer models (model.go): the game's, as told (running, each
//     split's game time, the latest game time, game time paused and
//     initialised), and what the server is believed to hold, where any
//     field may be unknown. diff turns the difference into commands:
//     `reset`; or `starttimer`, `initgametime`, `pausegametime`, each
//     missing split as `setgametime <its time>` and `split` (or `unsplit`
//     down to the game's index), then `setgametime` with the latest time.
//     Resending state is idempotent, where replaying commands is not.
//   - While a connection stands, the log goes out as the game gave it, in
//     order, with nothing added (app/livesplit_test.go pins the sequence).
//     Before each write the client checks that the server has not closed
//     (a reader goroutine sees the end of the stream).
//   - Commands written stay in the log until an answer confirms them. When
//     a connection ends, those are in limbo; on the next one the client
//     asks the index and takes as arrived the prefix of the limbo that
//     leads to it (settle.go); the rest is sent again, so a run reset
//     while LiveSplit was away still gets its splits before its reset. An
//     index no prefix leads to (LiveSplit restarted) is resynced by diff.
//   - Every connection after the first is careful until it proves it
//     stands: it writes one command, then `getsplitindex`. An answer proves
//     both arrived. A close before the answer means at most that first
//     command arrived: taken as arrived if it cannot move the index, else
//     checked by asking on the next connection. So a server that closes
//     after every line still ends in the game's state, one line per
//     connection. A server that never answers is taken, after
//     replyTimeout, to have received what it was sent.
//   - The log holds queueSize commands. When it overflows the oldest is
//     folded into the game's timer: counted as dropped if it was never
//     sent, and its effect still reaches the server by diff.
//
// Limits: a server that neither answers nor keeps a connection open cannot
// be brought in step; nor can the client see a runner's own key presses
// between connections beyond the split index.
package livesplit

import (
	"fmt"
	"net"
	"strconv"
	"sync"
	"time"
)

// DefaultAddr is LiveSplit Server's own default.
const DefaultAddr = "localhost:16834"

// queueSize bounds the log; a game emits a handful of commands per split,
// so more than this means the server is gone, and resending the timer's
// state beats replaying an older backlog.
const queueSize = 64

// Timing of the background sender.
const (
	dialTimeout  = 2 * time.Second
	writeTimeout = 1 * time.Second
	replyTimeout = 2 * time.Second
	retryMin     = 250 * time.Millisecond
	retryMax     = 8 * time.Second
)

// transport is one connection to the server: TCP natively, a WebSocket in
// the browser.
type transport interface {
	// Send writes one command; nil does not mean it arrived.
	Send(cmd string) error
	// Recv yields the server's answers, one per line, and is closed when
	// the connection ends, which is how a closed peer is noticed.
	Recv() <-chan string
	Close() error
}

// dialer opens a transport: platformDial, TCP or WebSocket by build.
type dialer func(addr string) (transport, error)

// linkState is where the sender stands, for Status.
type linkState uint8

const (
	linkConnecting linkState = iota // first dial under way
	linkDown                        // never connected yet
	linkUp                          // a connection stands
	linkSyncing                     // connected, resending the timer's state
	linkLost                        // was connected, is not
	linkClosed                      // Close was called
)

// Client sends commands to a LiveSplit Server at one address.
type Client struct {
	addr      string
	dial      dialer
	wake      chan struct{} // told when a command is queued
	stop      chan struct{}
	done      chan struct{}
	closeOnce sync.Once

	mu sync.Mutex
	// log holds the game's commands not known to have arrived: first
	// those written on a lost connection (inflight, in limbo until the
	// server's split index tells how many arrived), then those written on
	// the current connection (cursor), then those not yet sent.
	log      []command
	inflight int
	cursor   int
	base     timer // the game's timer before log[0]
	have     timer // what the server is believed to hold
	link     linkState
	everUp   bool
	reason   string
	sent     int
	dropped  int
}

// New starts a client for addr ("host:port"). It returns at once; the
// connection is made in the background.
func New(addr string) (*Client, error) {
	if _, _, err := net.SplitHostPort(addr); err != nil {
		return nil, fmt.Errorf("LiveSplit address %q: want host:port, like %s", addr, DefaultAddr)
	}
	return newClient(addr, platformDial), nil
}

func newClient(addr string, d dialer) *Client {
	c := &Client{addr: addr, dial: d, wake: make(chan struct{}, 1), stop: make(chan struct{}),
		done: make(chan struct{}), base: unknownTimer(), have: unknownTimer()}
	go c.loop()
	return c
}

// Addr is where the client sends.
func (c *Client) Addr() string { return c.addr }

// Status says, in words for the settings screen, how the link is: it says
// "connected" only while a connection stands and carries what the game
// tells, never after a write failed or the server closed.
func (c *Client) Status() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	_, resync := diff(c.have, c.target(), true)
	waiting := len(c.log) - c.inflight - c.cursor + len(resync)
	switch c.link {
	case linkConnecting:
		return "connecting"
	case linkUp:
		return "connected"
	case linkSyncing:
		return fmt.Sprintf("reconnecting (%s waiting): checking LiveSplit's timer", plural(waiting))
	case linkLost:
		return fmt.Sprintf("reconnecting (%s waiting): %s", plural(waiting), c.reason)
	case linkClosed:
		return "closed"
	}
	if waiting > 0 {
		return fmt.Sprintf("not connected: %s (%s waiting)", c.reason, plural(waiting))
	}
	return "not connected: " + c.reason
}

func plural(n int) string {
	if n == 1 {
		return "1 command"
	}
	return strconv.Itoa(n) + " commands"
}

// Counts reports commands written to a connection and commands dropped
// from a full queue (whose effect is still sent, by the resync).
func (c *Client) Counts() (sent, dropped int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.sent, c.dropped
}

// push queues commands without ever blocking. A full log folds its oldest
// command into the game's timer: if it was sent, it most likely arrived;
// if not, it is dropped, and the resync carries its effect.
func (c *Client) push(cmds ...command) {
	c.mu.Lock()
	for _, cmd := range cmds {
		if len(c.log) == queueSize {
			c.settleHead(1)
			switch {
			case c.inflight > 0:
				c.inflight--
			case c.cursor > 0:
				c.cursor--
			default:
				c.dropped++
			}
		}
		c.log = append(c.log, cmd)
	}
	c.mu.Unlock()
	select {
	case c.wake <- struct{}{}:
	default:
	}
}

// StartTimer starts the run, with game time driven by this client.
func (c *Client) StartTimer() {
	c.push(command{op: opStart}, command{op: opInitGameTime}, command{op: opPauseGameTime})
}

// Split records a split at the given in-game time.
func (c *Client) Split(gameTicks int64) {
	c.push(command{op: opSetGameTime, ticks: max(gameTicks, 0)}, command{op: opSplit})
}

// SetGameTime sets LiveSplit's game time to the in-game time.
func (c *Client) SetGameTime(gameTicks int64) {
	c.push(command{op: opSetGameTime, ticks: max(gameTicks, 0)})
}

// PauseGameTime and UnpauseGameTime mirror the game's pause menu.
func (c *Client) PauseGameTime()   { c.push(command{op: opPauseGameTime}) }
func (c *Client) UnpauseGameTime() { c.push(command{op: opUnpauseGameTime}) }

// Reset resets LiveSplit's timer.
func (c *Client) Reset() { c.push(command{op: opReset}) }

// Close stops the sender, sending what is queued if a connection stands,
// within a second.
func (c *Client) Close() {
	c.closeOnce.Do(func() { close(c.stop) })
	select {
	case <-c.done:
	case <-time.After(time.Second):
	}
	c.mu.Lock()
	c.link = linkClosed
	c.mu.Unlock()
}

// FormatTime writes ticks (1/60 s) as LiveSplit parses times: h:mm:ss.fff.
func FormatTime(ticks int64) string {
	if ticks < 0 {
		ticks = 0
	}
	ms := ticks * 1000 / 60
	return strconv.FormatInt(ms/3600000, 10) + fmt.Sprintf(":%02d:%02d.%03d", ms/60000%60, ms/1000%60, ms%1000)
}
