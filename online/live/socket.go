package live

import (
	"context"
	"encoding/json"
	"fmt"

	"deepwood/wire"
)

// maxReply bounds a server message the client reads: the longest is an
// end, a state and the whole replay, a few tens of kilobytes.
const maxReply = 1 << 20

// socket is one WebSocket to the live route, one JSON message a text
// message each way. It is all of the client that touches a WebSocket: the
// transport under it is coder/websocket natively (socket_native.go) and
// the page's own WebSocket in the browser (socket_js.go), which keeps
// net/http and TLS out of the game's WebAssembly.
//
// The transport reads all the time, not only while an action waits for
// its answer: a close from the server (the attempt resumed elsewhere, its
// idle limit) is then answered and seen at once, so the game can show the
// connection lost before the runner acts, and the server's close
// handshake does not wait on a client that is not reading.
type socket struct {
	t    *transport
	in   chan wire.LiveReply // the server's messages, read ahead
	done chan struct{}       // closed when the reader stops; err says why
	err  error
	stop chan struct{} // closed by close
}

func newSocket(t *transport) *socket {
	return &socket{t: t, in: make(chan wire.LiveReply, 1), done: make(chan struct{}), stop: make(chan struct{})}
}

// deliver decodes one message the transport read and hands it to recv;
// false means reading must stop (the message was not of this protocol,
// which ends the connection, or the socket was closed). s.err then says
// why, and the caller closes done.
func (s *socket) deliver(b []byte, text bool) bool {
	var r wire.LiveReply
	switch err := json.Unmarshal(b, &r); {
	case !text:
		s.err = fmt.Errorf("%w: a binary message", ErrProtocol)
	case err != nil:
		s.err = fmt.Errorf("%w: %v", ErrProtocol, err)
	case r.V != wire.LiveVersion:
		s.err = fmt.Errorf("%w: version %d; this client speaks version %d", ErrProtocol, r.V, wire.LiveVersion)
	}
	if s.err != nil {
		s.t.closeNow()
		return false
	}
	select {
	case s.in <- r:
		return true
	case <-s.stop:
		return false
	}
}

// send writes m as one text message.
func (s *socket) send(ctx context.Context, m wire.LiveRequest) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return s.t.write(ctx, b)
}

// recv is the server's next message. A connection that ended is
// ErrDisconnected (or ErrProtocol), a message read before it ended still
// answered first; a ctx that ends first is ErrDisconnected too, as the
// answer may yet come and could not be told from the next one's.
func (s *socket) recv(ctx context.Context) (wire.LiveReply, error) {
	select {
	case r := <-s.in:
		return r, nil
	case <-s.done:
		select {
		case r := <-s.in:
			return r, nil
		default:
			return wire.LiveReply{}, s.err
		}
	case <-ctx.Done():
		return wire.LiveReply{}, fmt.Errorf("%w: no answer: %v", ErrDisconnected, context.Cause(ctx))
	}
}

// alive reports whether the connection is still open.
func (s *socket) alive() bool {
	select {
	case <-s.done:
		return false
	default:
		return true
	}
}

// close drops the connection without waiting for the server's close.
// It is called once (Attempt.disconnect lets go of the socket first).
func (s *socket) close() {
	close(s.stop)
	s.t.closeNow()
}
