package boards

import (
	"context"
	"testing"
	"time"
)

// deadlines is a Store that records, by method, how far off each call's
// deadline was (0 when it had none).
type deadlines map[string]time.Duration

func (d deadlines) note(ctx context.Context, method string) {
	if at, ok := ctx.Deadline(); ok {
		d[method] = time.Until(at)
	} else {
		d[method] = 0
	}
}

func (d deadlines) AddRun(ctx context.Context, _ Run, _ []byte, _ string) (Run, error) {
	d.note(ctx, "AddRun")
	return Run{}, nil
}
func (d deadlines) Board(ctx context.Context, _ Key, _ Ranking, _, _ int) ([]Entry, error) {
	d.note(ctx, "Board")
	return nil, nil
}
func (d deadlines) Ranks(ctx context.Context, _ int64) (Ranks, error) {
	d.note(ctx, "Ranks")
	return nil, nil
}
func (d deadlines) Run(ctx context.Context, _ int64) (Run, error) {
	d.note(ctx, "Run")
	return Run{}, nil
}
func (d deadlines) Replay(ctx context.Context, _ int64) ([]byte, error) {
	d.note(ctx, "Replay")
	return nil, nil
}
func (d deadlines) Player(ctx context.Context, _ string) (PlayerStats, error) {
	d.note(ctx, "Player")
	return PlayerStats{}, nil
}
func (d deadlines) Played(ctx context.Context, _ string, _ Key) (bool, error) {
	d.note(ctx, "Played")
	return false, nil
}
func (d deadlines) Latest(ctx context.Context, _ int) ([]Run, error) {
	d.note(ctx, "Latest")
	return nil, nil
}
func (d deadlines) Ping(ctx context.Context) error { d.note(ctx, "Ping"); return nil }
func (d deadlines) Close() error                   { return nil }

// TestWithTimeoutGivesEveryCallADeadline: every method of the store
// WithTimeout wraps is called with a deadline of d, or with the caller's
// own when that is sooner; 0 means DefaultTimeout.
func TestWithTimeoutGivesEveryCallADeadline(t *testing.T) {
	calls := func(st Store, ctx context.Context) {
		st.AddRun(ctx, Run{}, nil, "")
		st.Board(ctx, Key{}, ByTime, 0, 1)
		st.Ranks(ctx, 1)
		st.Run(ctx, 1)
		st.Replay(ctx, 1)
		st.Player(ctx, "Ann")
		st.Latest(ctx, 1)
		st.Played(ctx, "", Key{})
		st.Ping(ctx)
	}
	for _, c := range []struct {
		d, caller, want time.Duration
	}{
		{time.Second, 0, time.Second},
		{0, 0, DefaultTimeout},
		{time.Minute, 100 * time.Millisecond, 100 * time.Millisecond},
	} {
		got := deadlines{}
		ctx := context.Background()
		if c.caller > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, c.caller)
			defer cancel()
		}
		calls(WithTimeout(got, c.d), ctx)
		if len(got) != 9 {
			t.Fatalf("%d methods called, want 9", len(got))
		}
		for m, left := range got {
			if left <= 0 || left > c.want || left < c.want-time.Second/2 {
				t.Errorf("WithTimeout(%v), caller's deadline %v: %s had %v left, want about %v", c.d, c.caller, m, left, c.want)
			}
		}
	}
}
