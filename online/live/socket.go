package live

import (
	"context"
	"encoding/json"
	"fmt"

	"deepwood/wire"

	"github.com/coder/websocket"
)

// maxReply bounds a server message the client reads: the longest is an
// end, a state and the whole replay, a few tens of kilobytes.
const maxReply = 1 << 20

// socket is one WebSocket to the live route, one JSON message a text
// message each way. It is all of the client that touches the WebSocket
// library, so a browser-only transport could replace this file.
//
// A goroutine reads all the time, not only while an action waits for its
// answer: a close from the server (the attempt resumed elsewhere, its
// idle limit) is then answered and seen at once, so the game can show
// the connection lost before the runner acts, and the server's close
// handshake does not wait on a client that is not reading.
type socket struct {
	ws   *websocket.Conn
	in   chan wire.LiveReply // the server's messages, read ahead
	done chan struct{}       // closed when the reader stops; err says why
	err  error
	stop chan struct{} // closed by close
}

// dial opens a WebSocket to u, within ctx, and starts its reader.
func dial(ctx context.Context, u string) (*socket, error) {
	ws, _, err := websocket.Dial(ctx, u, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(maxReply)
	s := &socket{ws: ws, in: make(chan wire.LiveReply, 1), done: make(chan struct{}), stop: make(chan struct{})}
	go s.read()
	return s, nil
}

// read decodes the server's messages into in until the connection ends or
// a message is not of this protocol (which ends it too).
func (s *socket) read() {
	defer close(s.done)
	for {
		typ, b, err := s.ws.Read(context.Background())
		if err != nil {
			s.err = fmt.Errorf("%w: %v", ErrDisconnected, err)
			return
		}
		var r wire.LiveReply
		switch err := json.Unmarshal(b, &r); {
		case typ != websocket.MessageText:
			s.err = fmt.Errorf("%w: a binary message", ErrProtocol)
		case err != nil:
			s.err = fmt.Errorf("%w: %v", ErrProtocol, err)
		case r.V != wire.LiveVersion:
			s.err = fmt.Errorf("%w: version %d; this client speaks version %d", ErrProtocol, r.V, wire.LiveVersion)
		}
		if s.err != nil {
			s.ws.CloseNow()
			return
		}
		select {
		case s.in <- r:
		case <-s.stop:
			return
		}
	}
}

// send writes m as one text message.
func (s *socket) send(ctx context.Context, m wire.LiveRequest) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return s.ws.Write(ctx, websocket.MessageText, b)
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
	s.ws.CloseNow()
}
