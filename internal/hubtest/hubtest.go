// Package hubtest holds what the tests of the server's two WebSocket hubs,
// server/live and server/tables, share: a server clock a test moves by
// hand, and a hub served on loopback with its socket's URL. It imports
// nothing of Deepwood's, so the hubs' own (in-package) tests may use it.
package hubtest

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// Clock is a server clock a test moves by hand, so the times a hub keeps
// (witnessed times, hand-over limits, countdowns) are exact and no test
// waits on real time. Pass its Now as a hub's Options.Now.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// NewClock is a clock standing at t.
func NewClock(t time.Time) *Clock { return &Clock{t: t} }

// Now is the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

// Add moves the clock on by d.
func (c *Clock) Add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// Quiet is a logger that drops everything: a hub's log in a test, which
// would otherwise bury the test's own output.
func Quiet() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// Serve serves h behind a real HTTP server on 127.0.0.1 (httptest listens
// on loopback only) until the test ends, and answers the server and the
// ws:// URL of path on it, where a client dials the hub.
func Serve(t testing.TB, h http.Handler, path string) (*httptest.Server, string) {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv, "ws" + strings.TrimPrefix(srv.URL, "http") + path
}
