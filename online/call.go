// Package online is the game's side of the boards server: requests that
// run off the update loop, the player's token, and the queue of runs
// waiting to be submitted. Screens start calls and look at them each
// frame; nothing here draws, and nothing here blocks a frame. The HTTP
// client those calls go through is online/client, also used by the
// network subcommands (cli/netcmd).
package online

import (
	"context"
	"time"
)

// Call is one request running off the update loop. A screen starts it,
// asks Done each frame while it shows the request's state, and reads
// Result once it is done.
type Call[T any] struct {
	done   chan struct{}
	cancel context.CancelFunc
	val    T
	err    error
}

// Go runs f in its own goroutine with a deadline of timeout, so that a
// server that never answers cannot keep a screen waiting for ever.
func Go[T any](timeout time.Duration, f func(context.Context) (T, error)) *Call[T] {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	c := &Call[T]{done: make(chan struct{}), cancel: cancel}
	go func() {
		defer close(c.done)
		defer cancel()
		c.val, c.err = f(ctx)
	}()
	return c
}

// Done reports whether the call has finished, without waiting. A nil call
// is never done.
func (c *Call[T]) Done() bool {
	if c == nil {
		return false
	}
	select {
	case <-c.done:
		return true
	default:
		return false
	}
}

// Result waits for the call and returns what f returned; a screen calls it
// once Done is true.
func (c *Call[T]) Result() (T, error) {
	<-c.done
	return c.val, c.err
}

// Cancel stops the call's request; Result then reports the cancellation.
// Screens cancel what they leave behind.
func (c *Call[T]) Cancel() {
	if c != nil {
		c.cancel()
	}
}
