package boards

import (
	"context"
	"time"
)

// DefaultTimeout is the deadline of one store call when none is given. A
// board read takes about a millisecond and a submission's write a few, even
// under load (README, "Boards"); a call still waiting after three seconds
// is waiting on a database that is frozen, locked or gone, and its client
// is better told so (503, try again) than kept waiting while requests
// pile up behind it.
const DefaultTimeout = 3 * time.Second

// WithTimeout is st with a deadline on every call: d after the call
// begins, or the caller's own deadline if that comes first (d <= 0 means
// DefaultTimeout). Without one, a database that stops answering holds
// every request, and the goroutine and connection serving it, until the
// network gives up, which took 40 s in a test of a frozen PostgreSQL.
func WithTimeout(st Store, d time.Duration) Store {
	if d <= 0 {
		d = DefaultTimeout
	}
	return &timedStore{st: st, d: d}
}

// timedStore implements every method itself rather than embedding the
// Store, so that a method added to Store does not compile here until it
// has its deadline too.
type timedStore struct {
	st Store
	d  time.Duration
}

// timed runs one call of the store underneath with s's deadline on its
// context, cancelled when the call returns: every method below is this
// with its own arguments.
func timed[T any](s *timedStore, ctx context.Context, call func(context.Context) (T, error)) (T, error) {
	ctx, cancel := context.WithTimeout(ctx, s.d)
	defer cancel()
	return call(ctx)
}

func (s *timedStore) AddRun(ctx context.Context, run Run, replay []byte, tokenHash string) (Run, error) {
	return timed(s, ctx, func(ctx context.Context) (Run, error) { return s.st.AddRun(ctx, run, replay, tokenHash) })
}

func (s *timedStore) Board(ctx context.Context, key Key, by Ranking, offset, limit int) ([]Entry, error) {
	return timed(s, ctx, func(ctx context.Context) ([]Entry, error) { return s.st.Board(ctx, key, by, offset, limit) })
}

func (s *timedStore) Ranks(ctx context.Context, id int64) (Ranks, error) {
	return timed(s, ctx, func(ctx context.Context) (Ranks, error) { return s.st.Ranks(ctx, id) })
}

func (s *timedStore) Run(ctx context.Context, id int64) (Run, error) {
	return timed(s, ctx, func(ctx context.Context) (Run, error) { return s.st.Run(ctx, id) })
}

func (s *timedStore) Replay(ctx context.Context, id int64) ([]byte, error) {
	return timed(s, ctx, func(ctx context.Context) ([]byte, error) { return s.st.Replay(ctx, id) })
}

func (s *timedStore) Player(ctx context.Context, name string) (PlayerStats, error) {
	return timed(s, ctx, func(ctx context.Context) (PlayerStats, error) { return s.st.Player(ctx, name) })
}

func (s *timedStore) Played(ctx context.Context, tokenHash string, key Key) (bool, error) {
	return timed(s, ctx, func(ctx context.Context) (bool, error) { return s.st.Played(ctx, tokenHash, key) })
}

func (s *timedStore) Latest(ctx context.Context, limit int) ([]Run, error) {
	return timed(s, ctx, func(ctx context.Context) ([]Run, error) { return s.st.Latest(ctx, limit) })
}

func (s *timedStore) Ping(ctx context.Context) error {
	_, err := timed(s, ctx, func(ctx context.Context) (struct{}, error) { return struct{}{}, s.st.Ping(ctx) })
	return err
}

// Close closes the store underneath: closing waits for no database call.
func (s *timedStore) Close() error { return s.st.Close() }
