package client

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"syscall/js"
	"time"
)

// transport is the page's fetch in the browser: net/http would link its
// own TLS and HTTP code into the game for a job the browser already does.
type transport struct {
	timeout time.Duration
}

// SetTimeout bounds every request, reading the answer included.
func (t *transport) SetTimeout(d time.Duration) { t.timeout = d }

// fetched is what the promise chain hands back to the waiting goroutine.
type fetched struct {
	ans answer
	err error
}

func (c *Client) roundTrip(ctx context.Context, req request) (answer, error) {
	if c.timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, c.timeout)
		defer cancel()
	}
	g := js.Global()
	abort := g.Get("AbortController").New()
	headers := g.Get("Headers").New()
	for _, h := range req.header {
		headers.Call("set", h[0], h[1])
	}
	opts := g.Get("Object").New()
	opts.Set("method", req.method)
	opts.Set("headers", headers)
	opts.Set("signal", abort.Get("signal"))
	opts.Set("cache", "no-store")
	if req.body != nil {
		u8 := g.Get("Uint8Array").New(len(req.body))
		js.CopyBytesToJS(u8, req.body)
		opts.Set("body", u8)
	}
	done := make(chan fetched, 1)
	var status int
	var retryAfter string
	var funcs []js.Func
	defer func() {
		for _, f := range funcs {
			f.Release()
		}
	}()
	fn := func(f func(v js.Value)) js.Func {
		jf := js.FuncOf(func(_ js.Value, args []js.Value) any {
			f(args[0])
			return nil
		})
		funcs = append(funcs, jf)
		return jf
	}
	fail := fn(func(e js.Value) {
		done <- fetched{err: fmt.Errorf("%s: %s", c.base, e.Call("toString").String())}
	})
	gotBody := fn(func(buf js.Value) {
		u8 := g.Get("Uint8Array").New(buf)
		b := make([]byte, u8.Get("length").Int())
		js.CopyBytesToGo(b, u8)
		done <- fetched{ans: answer{status: status, retryAfter: retryAfter, body: b}}
	})
	gotResponse := fn(func(resp js.Value) {
		status = resp.Get("status").Int()
		h := resp.Get("headers")
		if v := h.Call("get", "Retry-After"); v.Type() == js.TypeString {
			retryAfter = v.String()
		}
		if v := h.Call("get", "Content-Length"); v.Type() == js.TypeString {
			if n, err := strconv.Atoi(v.String()); err == nil && n > maxAnswer {
				abort.Call("abort")
				done <- fetched{err: fmt.Errorf("%s: an answer of more than %d bytes", c.base, maxAnswer)}
				return
			}
		}
		resp.Call("arrayBuffer").Call("then", gotBody).Call("catch", fail)
	})
	g.Call("fetch", req.url, opts).Call("then", gotResponse).Call("catch", fail)
	select {
	case r := <-done:
		return r.ans, r.err
	case <-ctx.Done():
		abort.Call("abort")
		<-done // the aborted promise settles; its callbacks must not outlive us
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return answer{}, fmt.Errorf("%s: no answer within %v: %w", c.base, c.timeout, ctx.Err())
		}
		return answer{}, ctx.Err()
	}
}
