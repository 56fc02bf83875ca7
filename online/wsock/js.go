//go:build js

package wsock

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"syscall/js"
)

// transport is the page's own WebSocket: the browser already speaks the
// protocol and TLS, so the game's WebAssembly links neither.
//
// The page calls back on its event loop, which must never wait on Go: a
// callback only queues what it was told (queue, under mu) and wakes the
// reader goroutine (wake), which hands the messages to deliver in order.
type transport struct {
	ws    js.Value
	funcs []js.Func
	max   int64
	lost  error

	release sync.Once

	mu     sync.Mutex
	queue  []jsMessage
	closed error // why the connection ended, once it has
	wake   chan struct{}
}

// jsMessage is one message the page received.
type jsMessage struct {
	data []byte
	text bool
}

// dial opens a WebSocket to u, within ctx, once the page says it is open.
func dial(ctx context.Context, u string, max int64, lost error) (*transport, error) {
	ctor := js.Global().Get("WebSocket")
	if ctor.IsUndefined() {
		return nil, errors.New("this browser has no WebSocket")
	}
	t := &transport{wake: make(chan struct{}, 1), max: max, lost: lost}
	opened := make(chan error, 1)
	var ws js.Value
	if err := catch(func() { ws = ctor.New(u) }); err != nil {
		return nil, err
	}
	t.ws = ws
	ws.Set("binaryType", "arraybuffer")
	t.on("open", func(js.Value) { send(opened, nil) })
	t.on("message", func(ev js.Value) {
		data := ev.Get("data")
		var m jsMessage
		if data.Type() == js.TypeString {
			m = jsMessage{data: []byte(data.String()), text: true}
		} else {
			u8 := js.Global().Get("Uint8Array").New(data)
			m.data = make([]byte, u8.Length())
			js.CopyBytesToGo(m.data, u8)
		}
		t.mu.Lock()
		t.queue = append(t.queue, m)
		t.mu.Unlock()
		t.signal()
	})
	t.on("close", func(ev js.Value) {
		err := fmt.Errorf("%w: closed (%d %s)", lost, ev.Get("code").Int(), ev.Get("reason").String())
		send(opened, err)
		t.mu.Lock()
		if t.closed == nil {
			t.closed = err
		}
		t.mu.Unlock()
		t.signal()
	})
	select {
	case err := <-opened:
		if err != nil {
			t.closeNow()
			return nil, err
		}
	case <-ctx.Done():
		t.closeNow()
		return nil, context.Cause(ctx)
	}
	return t, nil
}

// on sets a handler of the WebSocket's event, released with the socket.
func (t *transport) on(event string, f func(ev js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args[0])
		return nil
	})
	t.funcs = append(t.funcs, fn)
	t.ws.Set("on"+event, fn)
}

// signal wakes the reader, without waiting.
func (t *transport) signal() {
	select {
	case t.wake <- struct{}{}:
	default:
	}
}

// send puts err in c if nothing is there yet, without waiting.
func send(c chan error, err error) {
	select {
	case c <- err:
	default:
	}
}

// read hands the queued messages to deliver, in order, until the page
// says the connection closed and all it read before is handed over.
func (c *Conn[R]) read() {
	defer close(c.done)
	t := c.t
	for {
		t.mu.Lock()
		q, closed := t.queue, t.closed
		t.queue = nil
		t.mu.Unlock()
		for _, m := range q {
			if int64(len(m.data)) > t.max {
				c.err = fmt.Errorf("%w: a message of %d bytes", c.opt.Protocol, len(m.data))
				t.closeNow()
				return
			}
			if !c.deliver(m.data, m.text) {
				return
			}
		}
		if len(q) == 0 && closed != nil {
			c.err = closed
			return
		}
		select {
		case <-t.wake:
		case <-c.stop:
			return
		}
	}
}

// write sends b as one text message. The page queues it; a connection
// that is not open refuses it.
func (t *transport) write(_ context.Context, b []byte) error {
	if t.ws.Get("readyState").Int() != 1 {
		return fmt.Errorf("%w: the connection is not open", t.lost)
	}
	return catch(func() { t.ws.Call("send", string(b)) })
}

// closeNow closes the connection and lets go of the handlers (the page
// calls none after they are unset).
func (t *transport) closeNow() {
	catch(func() { t.ws.Call("close") })
	t.release.Do(func() {
		for _, e := range []string{"onopen", "onmessage", "onclose"} {
			t.ws.Set(e, js.Null())
		}
		for _, f := range t.funcs {
			f.Release()
		}
	})
	t.mu.Lock()
	if t.closed == nil {
		t.closed = fmt.Errorf("%w: closed by the client", t.lost)
	}
	t.mu.Unlock()
	t.signal()
}

// catch runs f, a call into the page, and turns an exception it throws
// into an error.
func catch(f func()) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the browser refused: %v", r)
		}
	}()
	f()
	return nil
}
