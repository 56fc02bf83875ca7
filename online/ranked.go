package online

import (
	"context"
	"errors"
	"fmt"

	"deepwood/online/live"
	"deepwood/rules/forward"
	"deepwood/wire"
)

// Ranked starts a witnessed attempt of category (wire.LiveDaily or
// LiveRandom) on the player's server, off the update loop: the server
// deals it, keeps its seed, deck and dice, and times it (RULES B8). The
// player's token for the server is made and kept before it is sent, the
// same token their submitted runs carry, so an answer lost on the way back
// cannot lock the name out. Asking for the daily again while its attempt
// is unfinished takes that attempt up where it stands.
func (b *Boards) Ranked(category string) *Call[*live.Run] {
	err := b.Ready()
	server, name := b.Server(), b.settings().PlayerName
	return Go(Timeout, func(ctx context.Context) (*live.Run, error) {
		if err != nil {
			return nil, err
		}
		tok, fresh, err := b.tokens.Ensure(server, name)
		if err != nil {
			return nil, err
		}
		a, err := live.Dial(ctx, server, wire.LiveRequest{Category: category, Player: name, Token: tok})
		if err != nil {
			if fresh && live.IsCode(err, wire.LiveName) {
				_ = b.tokens.Forget(server, name, tok) // the name is someone else's
			}
			return nil, err
		}
		d, err := forward.DefaultData()
		if err != nil {
			a.Close()
			return nil, err
		}
		r, err := live.NewRun(a, d)
		if err == nil {
			if kerr := b.keepHeld(server, r); kerr != nil {
				r.Close() // a run that could not be taken up after a restart is not started
				return nil, fmt.Errorf("the ranked run could not be kept to take up later: %w", kerr)
			}
		}
		return r, err
	})
}

// errUnranked is RankOf's answer for a run that is not on its board: a
// defeat, or not the player's best there.
var errUnranked = errors.New("not ranked: only a victory ranks")

// IsUnranked reports RankOf's answer for a run that holds no rank.
func IsUnranked(err error) bool { return errors.Is(err, errUnranked) }

// RankOf is where run id stands on its board, as the player's page lists
// their bests: the entry, with its rank by time.
func (b *Boards) RankOf(id int64) *Call[wire.Entry] {
	c, err := b.client()
	name := b.settings().PlayerName
	return Go(Timeout, func(ctx context.Context) (wire.Entry, error) {
		if err != nil {
			return wire.Entry{}, err
		}
		p, err := c.Player(ctx, name)
		if err != nil {
			return wire.Entry{}, err
		}
		for _, e := range p.Bests {
			if e.RunID == id && e.Rank > 0 {
				return e, nil
			}
		}
		return wire.Entry{}, errUnranked
	})
}
