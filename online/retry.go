package online

import (
	"context"
	"fmt"
	"time"

	"deepwood/online/client"
)

// retryEvery is how long the queue rests after a failed attempt: long
// enough not to hammer a server that is down, short enough that a run
// reaches the board in the same sitting once the network is back.
const retryEvery = time.Minute

// Retrier sends the queued runs again, one attempt at a time, from the
// update loop's clock: the app calls Update every frame and shows what it
// returns.
type Retrier struct {
	b    *Boards
	call *Call[[]string]
	next time.Time
}

// Retrier makes the queue's retrier; its first attempt is at once.
func (b *Boards) Retrier() *Retrier { return &Retrier{b: b} }

// Pending is how many runs wait to be submitted.
func (b *Boards) Pending() int { return b.queue.len() }

// Busy reports an attempt under way.
func (r *Retrier) Busy() bool { return r.call != nil }

// Update starts an attempt when one is due (Online on, runs waiting, the
// rest after the last failure over) and returns, once an attempt ends,
// what became of the runs it sent, worded for the screen.
func (r *Retrier) Update(now time.Time) []string {
	if r.call != nil {
		if !r.call.Done() {
			return nil
		}
		notes, err := r.call.Result()
		r.call = nil
		if err != nil {
			r.next = now.Add(retryEvery)
		}
		return notes
	}
	if now.Before(r.next) || r.b.Ready() != nil {
		return nil
	}
	r.next = now.Add(retryEvery)
	if r.b.Pending() == 0 {
		return nil
	}
	r.call = Go(2*Timeout, r.b.sendQueued)
	return nil
}

// sendQueued sends the queue's runs in order until one fails for a reason
// that may pass (that one and the rest stay for the next attempt). Its
// error is that reason.
func (b *Boards) sendQueued(ctx context.Context) ([]string, error) {
	var notes []string
	var stop error
	err := b.queue.update(func(q *queued) bool {
		if stop != nil {
			return true
		}
		c, err := client.New(q.Server)
		if err != nil {
			notes = append(notes, "A queued run was dropped: "+err.Error())
			return false
		}
		res, err := b.send(ctx, c, q.Name, []byte(q.Replay))
		switch {
		case transient(err):
			q.Tries++
			stop = err
			return true
		case err != nil:
			notes = append(notes, "A queued run was refused by "+q.Server+": "+Plain(err))
		case res.Ranks.Time > 0:
			notes = append(notes, fmt.Sprintf("A queued run reached the board: rank %d on %s", res.Ranks.Time, res.Run.Board.Seed))
		default:
			notes = append(notes, "A queued run reached the board ("+res.Run.Outcome+", "+res.Run.Board.Seed+")")
		}
		return false
	})
	if err != nil {
		return notes, err
	}
	return notes, stop
}
