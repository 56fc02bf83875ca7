package tables

import (
	"context"
	"time"
)

// OpenTimeout bounds a create, join or resume: the server answers at
// once or not at all.
const OpenTimeout = 10 * time.Second

// Opening is a create, join or resume under way off a screen's update
// loop (a browser must not block its only thread on the network): the
// screen starts it with Open and asks each tick whether it is done.
type Opening struct{ ch chan opened }

type opened struct {
	t   *Table
	err error
}

// Open runs open against the server at server, within OpenTimeout.
func Open(server string, open func(ctx context.Context, server string) (*Table, error)) *Opening {
	o := &Opening{ch: make(chan opened, 1)}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), OpenTimeout)
		defer cancel()
		t, err := open(ctx, server)
		o.ch <- opened{t, err}
	}()
	return o
}

// Done reports the table opened, or why not, once the server has
// answered; ok is false while it has not.
func (o *Opening) Done() (t *Table, err error, ok bool) {
	select {
	case r := <-o.ch:
		return r.t, r.err, true
	default:
		return nil, nil, false
	}
}
