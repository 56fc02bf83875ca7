//go:build !js

package wsock

import (
	"context"
	"fmt"

	"github.com/coder/websocket"
)

// transport is a coder/websocket connection, natively.
type transport struct {
	ws   *websocket.Conn
	lost error
}

// dial opens a WebSocket to u, within ctx.
func dial(ctx context.Context, u string, max int64, lost error) (*transport, error) {
	ws, _, err := websocket.Dial(ctx, u, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(max)
	return &transport{ws: ws, lost: lost}, nil
}

// read hands the server's messages to deliver until the connection ends
// or a message is not of this protocol.
func (c *Conn[R]) read() {
	defer close(c.done)
	for {
		typ, b, err := c.t.ws.Read(context.Background())
		if err != nil {
			c.err = fmt.Errorf("%w: %v", c.t.lost, err)
			return
		}
		if !c.deliver(b, typ == websocket.MessageText) {
			return
		}
	}
}

func (t *transport) write(ctx context.Context, b []byte) error {
	return t.ws.Write(ctx, websocket.MessageText, b)
}

func (t *transport) closeNow() { t.ws.CloseNow() }
