//go:build js

package livesplit

import (
	"errors"
	"syscall/js"
	"time"
)

// wsConn speaks LiveSplit Server's WebSocket endpoint from the browser,
// which cannot open raw TCP: one command per text message, one answer per
// message back.
type wsConn struct {
	ws     js.Value
	closed chan struct{}
	recv   chan string // answers; closed with closed
	funcs  []js.Func
}

func platformDial(addr string) (transport, error) {
	ws := js.Global().Get("WebSocket").New("ws://" + addr + "/livesplit")
	c := &wsConn{ws: ws, closed: make(chan struct{}), recv: make(chan string, 16)}
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
	// The browser runs these one at a time, so recv is never sent to
	// after it is closed.
	onClose := js.FuncOf(func(js.Value, []js.Value) any {
		select {
		case <-c.closed:
		default:
			close(c.closed)
			close(c.recv)
		}
		signal(fail)
		return nil
	})
	onMessage := js.FuncOf(func(_ js.Value, args []js.Value) any {
		select {
		case <-c.closed:
		case c.recv <- args[0].Get("data").String():
		default: // nobody waits for it
		}
		return nil
	})
	c.funcs = []js.Func{onOpen, onErr, onClose, onMessage}
	ws.Set("onopen", onOpen)
	ws.Set("onerror", onErr)
	ws.Set("onclose", onClose)
	ws.Set("onmessage", onMessage)
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

// Send refuses a socket that is not open (readyState 1): the browser
// would drop the message silently.
func (c *wsConn) Send(cmd string) error {
	select {
	case <-c.closed:
		return errors.New("the WebSocket closed")
	default:
	}
	if c.ws.Get("readyState").Int() != 1 {
		return errors.New("the WebSocket is closing")
	}
	c.ws.Call("send", cmd)
	return nil
}

func (c *wsConn) Recv() <-chan string { return c.recv }

func (c *wsConn) Close() error {
	for _, h := range []string{"onopen", "onerror", "onclose", "onmessage"} {
		c.ws.Set(h, js.Null())
	}
	c.ws.Call("close")
	for _, f := range c.funcs {
		f.Release()
	}
	return nil
}
