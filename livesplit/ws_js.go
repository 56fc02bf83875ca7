//go:build js

package livesplit

import (
	"errors"
	"syscall/js"
	"time"
)

// wsConn speaks LiveSplit Server's WebSocket endpoint from the browser,
// which cannot open raw TCP: one command per text message.
type wsConn struct {
	ws     js.Value
	closed chan struct{}
	funcs  []js.Func
}

func platformDial(addr string) (transport, error) {
	ws := js.Global().Get("WebSocket").New("ws://" + addr + "/livesplit")
	c := &wsConn{ws: ws, closed: make(chan struct{})}
	open := make(chan struct{}, 1)
	fail := make(chan struct{}, 1)
	// signal never blocks: the browser calls these on its own thread.
	signal := func(ch chan struct{}) {
		select {
		case ch <- struct{}{}:
		default:
		}
	}
	onOpen := js.FuncOf(func(js.Value, []js.Value) any { signal(open); return nil })
	onErr := js.FuncOf(func(js.Value, []js.Value) any { signal(fail); return nil })
	onClose := js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case <-c.closed:
		default:
			close(c.closed)
		}
		signal(fail)
		return nil
	})
	c.funcs = []js.Func{onOpen, onErr, onClose}
	ws.Set("onopen", onOpen)
	ws.Set("onerror", onErr)
	ws.Set("onclose", onClose)
	select {
	case <-open:
		return c, nil
	case <-fail:
		c.Close()
		return nil, errors.New("the WebSocket would not open")
	case <-time.After(dialTimeout):
		c.Close()
		return nil, errors.New("the WebSocket did not open in time")
	}
}

func (c *wsConn) Send(cmd string) error {
	select {
	case <-c.closed:
		return errors.New("the WebSocket closed")
	default:
	}
	c.ws.Call("send", cmd)
	return nil
}

func (c *wsConn) Close() error {
	for _, h := range []string{"onopen", "onerror", "onclose"} {
		c.ws.Set(h, js.Null())
	}
	c.ws.Call("close")
	for _, f := range c.funcs {
		f.Release()
	}
	return nil
}
