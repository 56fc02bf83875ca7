package online

import (
	"context"
	"errors"

	"deepwood/online/client"
	"deepwood/wire"
)

// Submission is what became of a run sent to the board.
type Submission struct {
	Server string
	Result wire.Submitted
	// Around is the board by time from two lines above the run to two
	// below (the top five when it ranks in them); empty for a run that is
	// not ranked (a defeat, or not the player's best).
	Around []wire.Entry
	// Queued is set when the server could not take the run now (no
	// answer, busy, down): it waits in the queue and is sent later; Why
	// says what happened.
	Queued bool
	Why    string
}

// Submit sends a finished run's replay to the board off the update loop.
// A server that cannot be reached, or is busy, does not lose the run: it
// is queued and sent again later (Update). A refusal (a replay the server
// will not rank, a name that is someone else's) is the call's error, in
// the server's words through Plain.
func (b *Boards) Submit(replay []byte) *Call[Submission] {
	c, err := b.client()
	name := b.settings().PlayerName
	return Go(Timeout, func(ctx context.Context) (Submission, error) {
		if err != nil {
			return Submission{}, err
		}
		sub := Submission{Server: c.Base()}
		res, err := b.send(ctx, c, name, replay)
		if transient(err) {
			if qerr := b.queue.add(queued{Server: c.Base(), Name: name, Replay: string(replay)}); qerr != nil {
				return sub, errors.Join(err, qerr)
			}
			sub.Queued, sub.Why = true, Plain(err)
			return sub, nil
		}
		if err != nil {
			return sub, err
		}
		sub.Result = res
		if rank := res.Ranks.Time; rank > 0 {
			q := client.BoardQuery{Category: res.Run.Board.Category, Offset: max(0, rank-3), Limit: 5, Claims: !res.Run.Board.Witnessed}
			var board wire.Board
			if res.Run.Board.Category == "daily-seed" {
				board, err = c.Daily(ctx, q)
			} else {
				board, err = c.Board(ctx, res.Run.Board.Seed, q)
			}
			if err == nil && board.Board.Seed == res.Run.Board.Seed {
				sub.Around = board.Entries
			}
		}
		return sub, nil
	})
}

// send submits one replay with the name's token. A name without one is
// sent with a token made and kept here first (client.Tokens.Ensure), so
// that a retry after a lost answer is the same claim, not a stranger's;
// a fresh token the server refuses (the name is someone else's) is
// forgotten again.
func (b *Boards) send(ctx context.Context, c *client.Client, name string, replay []byte) (wire.Submitted, error) {
	token, fresh, err := b.tokens.Ensure(c.Base(), name)
	if err != nil {
		return wire.Submitted{}, err
	}
	res, err := c.Submit(ctx, name, token, replay)
	if fresh && client.IsStatus(err, client.StatusUnauthorized) {
		_ = b.tokens.Forget(c.Base(), name, token)
	}
	if err == nil && res.Token != "" { // a server that made the token itself
		if err := b.tokens.Put(c.Base(), name, res.Token); err != nil {
			return res, errors.New("the run was ranked, but the name's token could not be kept (" + err.Error() + "): later runs under this name will be refused")
		}
	}
	return res, err
}

// transient reports a failure worth trying again later: no answer, a
// timeout, a server that is busy or failing, a request cancelled because
// the player left the screen. A refusal of the run itself (4xx) would be
// the same next time. Sending again what did reach the server is harmless:
// the same bytes come back as a duplicate.
func transient(err error) bool {
	if err == nil {
		return false
	}
	var r *client.Refusal
	if errors.As(err, &r) {
		return r.Status == client.StatusTooManyRequests || r.Status >= 500
	}
	return true
}
