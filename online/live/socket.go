package live

import (
	"context"

	"deepwood/online/wsock"
	"deepwood/wire"
)

// maxReply bounds a server message the client reads: the longest is an
// end, a state and the whole replay, a few tens of kilobytes.
const maxReply = 1 << 20

// socket is one WebSocket to the live route (online/wsock: coder/websocket
// natively, the page's own WebSocket in the browser), its messages read
// ahead as LiveReply values.
type socket = wsock.Conn[wire.LiveReply]

// dial opens a WebSocket to u, within ctx, and starts its reader.
func dial(ctx context.Context, u string) (*socket, error) {
	return wsock.Dial(ctx, u, wsock.Options[wire.LiveReply]{Max: maxReply, Decode: decodeReply,
		Lost: ErrDisconnected, Protocol: ErrProtocol})
}

// decodeReply reads one server message of this protocol's version.
var decodeReply = wsock.Versioned(wire.LiveVersion, func(r wire.LiveReply) int { return r.V }, ErrProtocol)
