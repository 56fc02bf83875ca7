package outage

import (
	"context"
	"fmt"
	"log/slog"
	"sync"
	"time"
)

// Every is how often a repeated failure is logged, at most.
const Every = time.Second

// maxMessages bounds how many messages a Limiter remembers; past it, those
// quiet for a second are forgotten (a message is a constant of the code's,
// so this is only a guard).
const maxMessages = 1000

// Limiter is a slog.Handler that writes each message at Warn or above at
// most once a second: the first at once, and those held back in the
// second after it as one line when the second ends, "store: write failed
// (x312 in the last 1s)", with the attributes of the last of them. Info
// and Debug pass untouched. A store outage fails every request, and a
// line for each (2,952 in 20 s in a test of a full disk) buries all else
// in the log; the count keeps what they said.
type Limiter struct {
	next slog.Handler
	st   *limitState // shared with the Limiters WithAttrs and WithGroup make
}

type limitState struct {
	mu    sync.Mutex
	every time.Duration
	now   func() time.Time
	after func(time.Duration, func()) // calls f after d, as time.AfterFunc does
	msgs  map[string]*repeats
}

// repeats is one message's state.
type repeats struct {
	last      time.Time    // when a line of it was last written
	n         int          // records held back since
	rec       slog.Record  // the latest of them
	h         slog.Handler // the handler, with its attributes, that would have written it
	scheduled bool         // a flush of the held-back records is due
}

// Limit is log with its handler wrapped in a Limiter, or log itself if it
// already is one: the server and its pages, given one logger, then share
// its count.
func Limit(log *slog.Logger) *slog.Logger {
	if _, ok := log.Handler().(*Limiter); ok {
		return log
	}
	return slog.New(NewLimiter(log.Handler()))
}

// NewLimiter wraps next, on the real clock.
func NewLimiter(next slog.Handler) *Limiter {
	return newLimiter(next, Every, time.Now, func(d time.Duration, f func()) { time.AfterFunc(d, f) })
}

func newLimiter(next slog.Handler, every time.Duration, now func() time.Time, after func(time.Duration, func())) *Limiter {
	return &Limiter{next: next, st: &limitState{every: every, now: now, after: after, msgs: map[string]*repeats{}}}
}

// Enabled implements slog.Handler.
func (l *Limiter) Enabled(ctx context.Context, level slog.Level) bool {
	return l.next.Enabled(ctx, level)
}

// WithAttrs implements slog.Handler; the new handler shares the counts.
func (l *Limiter) WithAttrs(as []slog.Attr) slog.Handler {
	return &Limiter{next: l.next.WithAttrs(as), st: l.st}
}

// WithGroup implements slog.Handler; the new handler shares the counts.
func (l *Limiter) WithGroup(name string) slog.Handler {
	return &Limiter{next: l.next.WithGroup(name), st: l.st}
}

// Handle implements slog.Handler: a message written less than a second ago
// is held back (and a flush scheduled for the end of that second); any
// other is written, with the count of those held back that no flush has
// written yet.
func (l *Limiter) Handle(ctx context.Context, r slog.Record) error {
	if r.Level < slog.LevelWarn {
		return l.next.Handle(ctx, r)
	}
	st := l.st
	st.mu.Lock()
	now := st.now()
	rp := st.msgs[r.Message]
	if rp == nil {
		st.forget(now)
		rp = &repeats{}
		st.msgs[r.Message] = rp
	}
	if !rp.last.IsZero() && now.Sub(rp.last) < st.every {
		rp.n++
		rp.rec, rp.h = r.Clone(), l.next
		if !rp.scheduled {
			rp.scheduled = true
			msg := r.Message
			st.after(st.every-now.Sub(rp.last), func() { st.flush(msg) })
		}
		st.mu.Unlock()
		return nil
	}
	n, since := rp.n, rp.last
	rp.n, rp.last, rp.rec, rp.h = 0, now, slog.Record{}, nil
	st.mu.Unlock()
	if n > 0 {
		r = summary(r, n+1, now.Sub(since))
	}
	return l.next.Handle(ctx, r)
}

// flush writes a message's held-back records as one line, if any are
// left, and starts its next second.
func (st *limitState) flush(msg string) {
	st.mu.Lock()
	rp := st.msgs[msg]
	rp.scheduled = false
	if rp.n == 0 {
		st.mu.Unlock()
		return
	}
	now := st.now()
	n, rec, h, since := rp.n, rp.rec, rp.h, rp.last
	rp.n, rp.last, rp.rec, rp.h = 0, now, slog.Record{}, nil
	st.mu.Unlock()
	_ = h.Handle(context.Background(), summary(rec, n, now.Sub(since)))
}

// forget drops the messages quiet for a second with nothing held back,
// once there are too many. Called with mu held.
func (st *limitState) forget(now time.Time) {
	if len(st.msgs) < maxMessages {
		return
	}
	for msg, rp := range st.msgs {
		if rp.n == 0 && !rp.scheduled && now.Sub(rp.last) >= st.every {
			delete(st.msgs, msg)
		}
	}
}

// summary is r as the line for n records over a span: its message says
// how many and over how long (in whole seconds, at least one).
func summary(r slog.Record, n int, span time.Duration) slog.Record {
	span = max(time.Second, span.Round(time.Second))
	out := slog.NewRecord(r.Time, r.Level, fmt.Sprintf("%s (x%d in the last %s)", r.Message, n, span), r.PC)
	r.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(a)
		return true
	})
	return out
}
