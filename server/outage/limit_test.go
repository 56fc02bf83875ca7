package outage

import (
	"bytes"
	"fmt"
	"log/slog"
	"strings"
	"testing"
	"time"
)

// fakeTime is a clock the test moves, and the flushes it has scheduled.
type fakeTime struct {
	now time.Time
	due []func()
	in  []time.Duration
}

func (f *fakeTime) after(d time.Duration, fn func()) {
	f.in, f.due = append(f.in, d), append(f.due, fn)
}

// runDue runs the flushes scheduled so far, as their timers would.
func (f *fakeTime) runDue() {
	due := f.due
	f.due = nil
	for _, fn := range due {
		fn()
	}
}

// newTestLog is a logger through a Limiter on a fake clock, writing text
// lines without their time into buf.
func newTestLog(buf *bytes.Buffer) (*slog.Logger, *fakeTime) {
	clock := &fakeTime{now: time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)}
	text := slog.NewTextHandler(buf, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey {
			return slog.Attr{}
		}
		return a
	}})
	return slog.New(newLimiter(text, time.Second, func() time.Time { return clock.now }, clock.after)), clock
}

// takeLines returns the lines written since the last call.
func takeLines(buf *bytes.Buffer) []string {
	s := strings.TrimSpace(buf.String())
	buf.Reset()
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

func wantLines(t *testing.T, buf *bytes.Buffer, when string, want ...string) {
	t.Helper()
	got := takeLines(buf)
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%s: wrote\n%s\nwant\n%s", when, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestRepeatsAreLoggedOnceASecondWithACount: of 312 failures in one second,
// the first is written at once and the other 311 as one line when the
// second ends, with the last one's attributes; a steady stream is a line a
// second; a failure after a quiet second is written at once, alone; each
// message counts apart; Info passes untouched.
func TestRepeatsAreLoggedOnceASecondWithACount(t *testing.T) {
	var buf bytes.Buffer
	log, clock := newTestLog(&buf)
	start := clock.now
	for i := range 312 {
		log.Error("store: write failed", "err", fmt.Sprintf("disk full %d", i))
		clock.now = clock.now.Add(3 * time.Millisecond)
	}
	wantLines(t, &buf, "during the first second", `level=ERROR msg="store: write failed" err="disk full 0"`)
	if len(clock.in) != 1 || clock.in[0] != 997*time.Millisecond {
		t.Fatalf("flushes scheduled in %v, want one in 997ms (when the second ends)", clock.in)
	}
	clock.now = start.Add(time.Second)
	clock.runDue()
	wantLines(t, &buf, "when the second ends", `level=ERROR msg="store: write failed (x311 in the last 1s)" err="disk full 311"`)

	// A steady stream: a line a second, whatever the attributes.
	for s := range 3 {
		for i := range 100 {
			log.With("path", "/api/v1/runs").Error("store: write failed", "err", fmt.Sprintf("disk full %d.%d", s, i))
			clock.now = clock.now.Add(5 * time.Millisecond)
		}
		clock.now = start.Add(time.Duration(s+2) * time.Second)
		clock.runDue()
	}
	wantLines(t, &buf, "a steady stream",
		`level=ERROR msg="store: write failed (x100 in the last 1s)" path=/api/v1/runs err="disk full 0.99"`,
		`level=ERROR msg="store: write failed (x100 in the last 1s)" path=/api/v1/runs err="disk full 1.99"`,
		`level=ERROR msg="store: write failed (x100 in the last 1s)" path=/api/v1/runs err="disk full 2.99"`)

	// Quiet for a while: the next one is written at once, alone, and no
	// flush is scheduled for it.
	clock.now = clock.now.Add(5 * time.Second)
	clock.in = nil
	log.Error("store: write failed", "err", "disk full again")
	wantLines(t, &buf, "after a quiet spell", `level=ERROR msg="store: write failed" err="disk full again"`)
	if len(clock.in) != 0 {
		t.Errorf("a lone failure scheduled flushes in %v", clock.in)
	}

	// Other messages count apart, and Info is never held back.
	log.Error("store: read failed", "err", "refused")
	for range 3 {
		log.Info("run stored", "id", 7)
	}
	log.Warn("store: read failed", "err", "refused again")
	wantLines(t, &buf, "another message and Info",
		`level=ERROR msg="store: read failed" err=refused`,
		`level=INFO msg="run stored" id=7`, `level=INFO msg="run stored" id=7`, `level=INFO msg="run stored" id=7`)

	// A late flush: a failure after the second has ended but before its
	// flush ran is written with the count, and the flush then writes
	// nothing more.
	clock.now = clock.now.Add(1500 * time.Millisecond)
	log.Error("store: read failed", "err", "refused at last")
	wantLines(t, &buf, "before a late flush", `level=ERROR msg="store: read failed (x2 in the last 2s)" err="refused at last"`)
	clock.runDue()
	wantLines(t, &buf, "the late flush")
}

// TestLimitWrapsOnce: Limit wraps a logger once, so the server and its
// pages given one logger share one count.
func TestLimitWrapsOnce(t *testing.T) {
	var buf bytes.Buffer
	log := Limit(slog.New(slog.NewTextHandler(&buf, nil)))
	if again := Limit(log); again != log {
		t.Error("Limit wrapped a Limiter again")
	}
	for range 10 {
		log.Error("store: read failed")
		Limit(log.With("page", true)).Error("store: read failed")
	}
	if n := len(takeLines(&buf)); n != 1 {
		t.Errorf("%d lines for 20 failures in a moment, want 1", n)
	}
}
