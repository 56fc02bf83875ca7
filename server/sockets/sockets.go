// Package sockets is what the server's two WebSocket hubs share, so that
// server/live (witnessed attempts) and server/tables (tables with friends)
// take a socket up, bound it and read and write on it in one way: the
// defaults of their bounds, the upgrade, reading one message within the
// idle bound and the protocol's size, writing one within the write bound,
// and the random keys and token comparison their resume tokens rest on.
// It imports no Ebitengine.
package sockets

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"io"
	"net/http"
	"time"

	"deepwood/wire"

	"github.com/coder/websocket"
)

// The bounds a hub takes when its Options give none: a client may think
// for ten minutes, a message is written within ten seconds, and a Store
// call answers within two.
const (
	DefaultIdle         = 10 * time.Minute
	DefaultWriteTimeout = 10 * time.Second
	DefaultStoreTimeout = 2 * time.Second
)

// Bounds fills a hub's idle, write and store bounds that are zero (or
// negative) with the defaults, so both hubs read their Options alike.
func Bounds(idle, write, store *time.Duration) {
	if *idle <= 0 {
		*idle = DefaultIdle
	}
	if *write <= 0 {
		*write = DefaultWriteTimeout
	}
	if *store <= 0 {
		*store = DefaultStoreTimeout
	}
}

// Accept upgrades the request to a WebSocket that reads messages of at
// most limit bytes and one more (so the protocol's decoder, not the
// socket, refuses a message too big, with its reason). Any origin may
// connect, as the API allows any: nothing rides on cookies. The HTTP
// server's read and write timeouts are for requests; the socket keeps its
// own deadlines, message by message. It answers nil when the upgrade
// failed (Accept answered the request).
func Accept(w http.ResponseWriter, r *http.Request, limit int64) *websocket.Conn {
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Time{})
	_ = rc.SetWriteDeadline(time.Time{})
	ws, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: []string{"*"}})
	if err != nil {
		return nil
	}
	ws.SetReadLimit(limit + 1)
	return ws
}

// Read waits for the client's next message, at most idle, and reads at
// most one byte beyond limit, the protocol's bound (the decoder refuses
// it). A binary message is answered as text that is not JSON, so it is
// refused as malformed.
func Read(ctx context.Context, ws *websocket.Conn, idle time.Duration, limit int64) ([]byte, error) {
	ctx, cancel := context.WithTimeout(ctx, idle)
	defer cancel()
	typ, r, err := ws.Reader(ctx)
	if err != nil {
		return nil, err
	}
	b, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err == nil && typ != websocket.MessageText {
		return []byte("binary message"), nil // not JSON: refused as malformed
	}
	return b, err
}

// Messages reads the client's messages on ws (Read: each within idle, at
// most limit bytes) until a read fails, the client gone or idle too long.
// Each is decoded by the protocol's decode: a message it takes goes to
// handle, a refusal (a *wire.RequestError, as both protocols' decoders
// refuse) to refused; the loop ends as soon as either answers false. Both
// hubs read their sockets through it, so a message is read, bounded and
// refused in one way; what a refusal closes is each protocol's to say.
func Messages[M any](ctx context.Context, ws *websocket.Conn, idle time.Duration, limit int64,
	decode func([]byte) (M, error), refused func(*wire.RequestError) bool, handle func(M) bool) {
	for {
		b, err := Read(ctx, ws, idle, limit)
		if err != nil {
			return
		}
		m, err := decode(b)
		if err != nil {
			re, _ := errors.AsType[*wire.RequestError](err)
			if !refused(re) {
				return
			}
			continue
		}
		if !handle(m) {
			return
		}
	}
}

// Write sends b as one text message within timeout.
func Write(ctx context.Context, ws *websocket.Conn, timeout time.Duration, b []byte) error {
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	return ws.Write(ctx, websocket.MessageText, b)
}

// RandomKey is n bytes from crypto/rand, base64url: the hubs' ids and
// resume and seat tokens.
func RandomKey(n int) (string, error) {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// SameHash compares two token hashes in constant time, so a guess learns
// nothing from how long it took to refuse.
func SameHash(a, b string) bool { return subtle.ConstantTimeCompare([]byte(a), []byte(b)) == 1 }
