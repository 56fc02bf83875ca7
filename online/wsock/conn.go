// Package wsock is the game's WebSocket client, one JSON message a text
// message each way, shared by every online mode's client (online/live's
// witnessed attempts, online/tables' tables). It is all of the client that
// touches a WebSocket: the transport under it is coder/websocket natively
// (native.go) and the page's own WebSocket in the browser (js.go), which
// keeps net/http and TLS out of the game's WebAssembly. It imports no
// Ebitengine.
//
// A Conn reads all the time, not only while an answer is awaited: a close
// from the server (a seat resumed elsewhere, an idle limit) is then
// answered and seen at once, so the game can show the connection lost
// before the player acts, and the server's close handshake does not wait
// on a client that is not reading.
package wsock

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"sync"
)

// Options say how a Conn reads the server's messages and names its
// failures.
type Options[R any] struct {
	// Max bounds a server message, in bytes (1 MiB when 0).
	Max int64
	// Decode reads one text message; its error ends the connection and is
	// what Recv answers (wrap the caller's protocol error in it).
	Decode func(b []byte) (R, error)
	// Lost is wrapped in the error of a connection that ended (the
	// network, the server, a context that ended mid-exchange), and
	// Protocol in that of a message that is not text.
	Lost, Protocol error
}

// Versioned is an Options.Decode for a protocol whose every message says
// its version: it reads one JSON message (version reads its version) and
// refuses one of another version than want, wrapping protocol. Every
// online client reads its server so; one reader keeps their refusals
// alike.
func Versioned[R any](want int, version func(R) int, protocol error) func(b []byte) (R, error) {
	return func(b []byte) (R, error) {
		var r R
		if err := json.Unmarshal(b, &r); err != nil {
			return r, fmt.Errorf("%w: %v", protocol, err)
		}
		if v := version(r); v != want {
			return r, fmt.Errorf("%w: version %d; this client speaks version %d", protocol, v, want)
		}
		return r, nil
	}
}

// Conn is one WebSocket whose server messages are R values, read ahead.
type Conn[R any] struct {
	t    *transport
	opt  Options[R]
	in   chan R        // the server's messages, read ahead
	done chan struct{} // closed when the reader stops; err says why
	err  error
	stop chan struct{} // closed by Close
	once sync.Once     // Close closes once, however often it is called
}

// Dial opens a WebSocket to u, within ctx, and starts reading it.
func Dial[R any](ctx context.Context, u string, opt Options[R]) (*Conn[R], error) {
	if opt.Max <= 0 {
		opt.Max = 1 << 20
	}
	if opt.Lost == nil {
		opt.Lost = errors.New("the connection to the server is lost")
	}
	if opt.Protocol == nil {
		opt.Protocol = errors.New("the server's message is not of this protocol")
	}
	c := &Conn[R]{opt: opt, in: make(chan R, 1), done: make(chan struct{}), stop: make(chan struct{})}
	t, err := dial(ctx, u, opt.Max, opt.Lost)
	if err != nil {
		return nil, err
	}
	c.t = t
	go c.read()
	return c, nil
}

// deliver decodes one message the transport read and hands it to Recv;
// false means reading must stop (the message was not of this protocol,
// which ends the connection, or the Conn was closed). c.err then says
// why, and the caller closes done.
func (c *Conn[R]) deliver(b []byte, text bool) bool {
	if !text {
		c.err = fmt.Errorf("%w: a binary message", c.opt.Protocol)
		c.t.closeNow()
		return false
	}
	r, err := c.opt.Decode(b)
	if err != nil {
		c.err = err
		c.t.closeNow()
		return false
	}
	select {
	case c.in <- r:
		return true
	case <-c.stop:
		return false
	}
}

// Send writes m as one JSON text message.
func (c *Conn[R]) Send(ctx context.Context, m any) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	if err := c.t.write(ctx, b); err != nil {
		return fmt.Errorf("%w: %v", c.opt.Lost, err)
	}
	return nil
}

// Recv is the server's next message. A connection that ended is an error
// wrapping Lost (or the Decode error), a message read before it ended
// still answered first; a ctx that ends first wraps Lost too, as the
// answer may yet come and could not be told from the next one's.
func (c *Conn[R]) Recv(ctx context.Context) (R, error) {
	var zero R
	select {
	case r := <-c.in:
		return r, nil
	case <-c.done:
		select {
		case r := <-c.in:
			return r, nil
		default:
			return zero, c.err
		}
	case <-ctx.Done():
		return zero, fmt.Errorf("%w: no answer: %v", c.opt.Lost, context.Cause(ctx))
	}
}

// Messages is the channel Recv reads, for a caller that waits on it
// beside other things (a screen's update loop polls it).
func (c *Conn[R]) Messages() <-chan R { return c.in }

// Alive reports whether the connection is still open.
func (c *Conn[R]) Alive() bool {
	select {
	case <-c.done:
		return false
	default:
		return true
	}
}

// Err is why the connection ended, nil while it is open.
func (c *Conn[R]) Err() error {
	if c.Alive() {
		return nil
	}
	return c.err
}

// Close drops the connection without waiting for the server's close. A
// second Close does nothing: a screen leaving and a connection lost may
// both close it.
func (c *Conn[R]) Close() {
	c.once.Do(func() {
		close(c.stop)
		c.t.closeNow()
	})
}

// URL is the WebSocket address of the route at path on the server at
// base: http becomes ws and https wss (a ws or wss address is taken as
// is), and the server's own path is followed by path.
func URL(base, path string) (string, error) {
	u, err := url.Parse(base)
	if err != nil {
		return "", fmt.Errorf("server %q: %v", base, err)
	}
	switch u.Scheme {
	case "http":
		u.Scheme = "ws"
	case "https":
		u.Scheme = "wss"
	case "ws", "wss":
	default:
		return "", fmt.Errorf("server %q: want http://HOST[:PORT] or https://…", base)
	}
	if u.Host == "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return "", fmt.Errorf("server %q: give the server's address alone", base)
	}
	if !strings.HasSuffix(u.Path, path) {
		u.Path = strings.TrimSuffix(u.Path, "/") + path
	}
	return u.String(), nil
}
