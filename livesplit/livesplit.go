// Package livesplit drives a LiveSplit Server: the desktop game speaks its
// TCP protocol, the browser build its WebSocket endpoint. Commands are
// queued and sent from a background goroutine, so an absent, slow or
// vanishing server never stalls a frame; commands that cannot be sent are
// dropped, and the client reconnects on its own.
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

// queueSize bounds the commands waiting to be sent; a game emits a handful
// per split, so a full queue means the server is gone and dropping is right.
const queueSize = 64

// Timing of the background sender.
const (
	dialTimeout  = 2 * time.Second
	writeTimeout = 1 * time.Second
	retryMin     = 500 * time.Millisecond
	retryMax     = 8 * time.Second
)

// transport is one connection to the server: TCP natively, a WebSocket in
// the browser.
type transport interface {
	Send(cmd string) error
	Close() error
}

// dialer opens a transport; tests swap it.
type dialer func(addr string) (transport, error)

// Client sends commands to a LiveSplit Server at one address.
type Client struct {
	addr    string
	queue   chan string
	stop    chan struct{}
	done    chan struct{}
	dial    dialer
	mu      sync.Mutex
	status  string
	dropped int
	sent    int
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
	c := &Client{addr: addr, queue: make(chan string, queueSize), stop: make(chan struct{}), done: make(chan struct{}), dial: d, status: "connecting"}
	go c.loop()
	return c
}

// Addr is where the client sends.
func (c *Client) Addr() string { return c.addr }

// Status says, in words for the settings screen, how the link is.
func (c *Client) Status() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.status
}

// Counts reports commands sent and dropped so far.
func (c *Client) Counts() (sent, dropped int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.sent, c.dropped
}

func (c *Client) setStatus(s string) {
	c.mu.Lock()
	c.status = s
	c.mu.Unlock()
}

// send queues a command without ever blocking.
func (c *Client) send(cmd string) {
	select {
	case c.queue <- cmd:
	default:
		c.mu.Lock()
		c.dropped++
		c.mu.Unlock()
	}
}

// StartTimer starts the run, with game time driven by this client.
func (c *Client) StartTimer() {
	c.send("starttimer")
	c.send("initgametime")
	c.send("pausegametime")
}

// Split records a split at the given in-game time.
func (c *Client) Split(gameTicks int64) {
	c.SetGameTime(gameTicks)
	c.send("split")
}

// SetGameTime sets LiveSplit's game time to the in-game time.
func (c *Client) SetGameTime(gameTicks int64) { c.send("setgametime " + FormatTime(gameTicks)) }

// PauseGameTime and UnpauseGameTime mirror the game's pause menu.
func (c *Client) PauseGameTime()   { c.send("pausegametime") }
func (c *Client) UnpauseGameTime() { c.send("unpausegametime") }

// Reset resets LiveSplit's timer.
func (c *Client) Reset() { c.send("reset") }

// Close stops the sender, sending what is queued if it can within a second.
func (c *Client) Close() {
	close(c.stop)
	select {
	case <-c.done:
	case <-time.After(time.Second):
	}
}

// FormatTime writes ticks (1/60 s) as LiveSplit parses times: h:mm:ss.fff.
func FormatTime(ticks int64) string {
	if ticks < 0 {
		ticks = 0
	}
	ms := ticks * 1000 / 60
	return strconv.FormatInt(ms/3600000, 10) + fmt.Sprintf(":%02d:%02d.%03d", ms/60000%60, ms/1000%60, ms%1000)
}

// loop owns the connection: it dials, sends, and on any error drops the
// connection and dials again after a growing pause.
func (c *Client) loop() {
	defer close(c.done)
	var conn transport
	retry := retryMin
	var nextDial time.Time
	for {
		var cmd string
		select {
		case <-c.stop:
			c.drain(conn)
			return
		case cmd = <-c.queue:
		}
		if conn == nil && time.Now().After(nextDial) {
			var err error
			conn, err = c.dial(c.addr)
			if err != nil {
				conn = nil
				nextDial = time.Now().Add(retry)
				retry = min(retry*2, retryMax)
				c.setStatus("not connected: " + err.Error())
			} else {
				retry = retryMin
				c.setStatus("connected")
			}
		}
		if conn == nil {
			c.mu.Lock()
			c.dropped++
			c.mu.Unlock()
			continue
		}
		if err := conn.Send(cmd); err != nil {
			conn.Close()
			conn = nil
			nextDial = time.Now().Add(retry)
			c.setStatus("connection lost: " + err.Error())
			c.mu.Lock()
			c.dropped++
			c.mu.Unlock()
			continue
		}
		c.mu.Lock()
		c.sent++
		c.mu.Unlock()
	}
}

// drain sends what is queued on the way out, then closes.
func (c *Client) drain(conn transport) {
	if conn == nil {
		return
	}
	for {
		select {
		case cmd := <-c.queue:
			if conn.Send(cmd) != nil {
				conn.Close()
				return
			}
			c.mu.Lock()
			c.sent++
			c.mu.Unlock()
		default:
			conn.Close()
			return
		}
	}
}
