//go:build !js

package live

import (
	"context"
	"fmt"

	"github.com/coder/websocket"
)

// transport is a coder/websocket connection, natively.
type transport struct{ ws *websocket.Conn }

// dial opens a WebSocket to u, within ctx, and starts its reader.
func dial(ctx context.Context, u string) (*socket, error) {
	ws, _, err := websocket.Dial(ctx, u, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(maxReply)
	s := newSocket(&transport{ws: ws})
	go s.read()
	return s, nil
}

// read hands the server's messages to deliver until the connection ends
// or a message is not of this protocol.
func (s *socket) read() {
	defer close(s.done)
	for {
		typ, b, err := s.t.ws.Read(context.Background())
		if err != nil {
			s.err = fmt.Errorf("%w: %v", ErrDisconnected, err)
			return
		}
		if !s.deliver(b, typ == websocket.MessageText) {
			return
		}
	}
}

func (t *transport) write(ctx context.Context, b []byte) error {
	return t.ws.Write(ctx, websocket.MessageText, b)
}

func (t *transport) closeNow() { t.ws.CloseNow() }
