// Package hubtest holds what the tests of the server's two WebSocket hubs,
// server/live and server/tables, share: a server clock a test moves by
// hand, a hub served on loopback with its socket's URL, and a client's
// dial, write and read, each bounded by Timeout. It imports nothing of
// Deepwood's, so the hubs' own (in-package) tests may use it.
package hubtest

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
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

// Hub is a hub behind a real HTTP server on 127.0.0.1 (httptest listens
// on loopback only), as Serve starts it.
type Hub[H http.Handler] struct {
	Hub H
	Srv *httptest.Server
	URL string // the ws:// URL a client dials the hub at
}

// Serve makes a hub with newHub(opt) and serves it at path until the test
// ends; a hub that cannot be made fails the test.
func Serve[O any, H http.Handler](t testing.TB, newHub func(O) (H, error), opt O, path string) *Hub[H] {
	t.Helper()
	h, err := newHub(opt)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return &Hub[H]{Hub: h, Srv: srv, URL: "ws" + strings.TrimPrefix(srv.URL, "http") + path}
}

// Timeout bounds one dial or one message's wait in a hub's test: a server
// that never answers fails the test instead of hanging it.
const Timeout = 20 * time.Second

// Dial opens a WebSocket to url that reads messages of up to limit bytes.
func Dial(url string, limit int64) (*websocket.Conn, error) {
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(limit)
	return ws, nil
}

// Write writes b as one text message.
func Write(ws *websocket.Conn, b []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	return ws.Write(ctx, websocket.MessageText, b)
}

// Read reads the server's next message and decodes it as R, answering it
// raw too. When the read fails (the socket closed) raw is nil and err the
// read's; a message the client cannot read is an error that says so.
func Read[R any](ws *websocket.Conn) (r R, raw []byte, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	_, b, err := ws.Read(ctx)
	if err != nil {
		return r, nil, err
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return r, b, fmt.Errorf("the server sent what the client cannot read: %v\n%s", err, b)
	}
	return r, b, nil
}
