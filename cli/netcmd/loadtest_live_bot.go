package netcmd

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"deepwood/online/live"
	"deepwood/rules/dice"
	"deepwood/wire"
)

// liveLoad is one live load test: runs attempts by bots, clients at once.
type liveLoad struct {
	server  string
	runs    int
	clients int
	pace    time.Duration
	cap     int
	mem     *procReader // nil: no memory measured

	next atomic.Int64 // the next run to start
	live atomic.Int64 // attempts started and not yet ended or left
	peak atomic.Int64

	mu    sync.Mutex
	rep   liveReport
	rtt   []time.Duration
	start []time.Duration
}

// run plays the attempts and reports. Bot w makes its first start w/C of
// a pace after the first, so the bots' actions are spread over each pace
// interval as people's are, not sent in lock-step.
func (l *liveLoad) run(ctx context.Context) liveReport {
	l.rep = liveReport{Server: l.server, Runs: l.runs, Clients: l.clients, PaceMs: int(l.pace / time.Millisecond), ActionsCap: l.cap, Refused: map[string]int{}}
	var samples []int64
	meter := startMeter(l.mem, time.Second, func() { samples = append(samples, l.live.Load()) })
	l.rep.ServerPID, l.rep.RSSBaseKB = meter.pid, meter.baseKB
	tag := dice.Seed(randUint64()).Code()[:4]
	t0 := time.Now()
	var wg sync.WaitGroup
	for w := range l.clients {
		wg.Go(func() {
			if !wait(ctx, l.pace*time.Duration(w)/time.Duration(l.clients)) {
				return
			}
			for ctx.Err() == nil {
				i := l.next.Add(1)
				if i > int64(l.runs) {
					return
				}
				l.play(ctx, fmt.Sprintf("live-%s-%d", tag, i), rand.New(rand.NewPCG(uint64(i), randUint64())))
			}
		})
	}
	wg.Wait()
	meter.stop()
	r := &l.rep
	r.RSSPeakKB = meter.peakKB
	r.Seconds = time.Since(t0).Seconds()
	r.TimedOut = ctx.Err() != nil
	r.PeakLive = int(l.peak.Load())
	if r.Seconds > 0 {
		r.PerSecond = float64(r.Actions) / r.Seconds
	}
	if len(samples) > 0 {
		var sum int64
		for _, s := range samples {
			sum += s
		}
		r.MeanLive = float64(sum) / float64(len(samples))
	}
	if l.mem != nil {
		if kb, err := l.mem.read(); err == nil {
			r.RSSPeakKB = max(r.RSSPeakKB, kb)
		}
		if r.PeakLive > 0 && r.RSSPeakKB > r.RSSBaseKB {
			r.PerLiveKB = float64(r.RSSPeakKB-r.RSSBaseKB) / float64(r.PeakLive)
		}
		if cpu, ok := meter.cpu(); ok && r.Actions > 0 {
			r.ServerCPUs = cpu.Seconds()
			r.CPUPerActUs = float64(cpu.Microseconds()) / float64(r.Actions)
		}
	}
	r.P50ms, r.P99ms, r.MaxMs = quantiles(l.rtt)
	_, r.StartP99ms, _ = quantiles(l.start)
	return *r
}

// play is one bot's attempt: it starts one under a fresh name and picks
// among the legal actions it is sent, waiting the pace before each, to
// the end or the cap. A rate or busy refusal is waited out and the action
// sent again (act); a dropped connection is resumed once. When ctx ends (--time), the
// attempt is left as it stands.
func (l *liveLoad) play(ctx context.Context, name string, rng *rand.Rand) {
	tok, err := live.NewToken()
	if err != nil {
		l.fail(err)
		return
	}
	t0 := time.Now()
	a, err := live.Dial(ctx, l.server, wire.LiveRequest{Category: wire.LiveRandom, Player: name, Token: tok})
	if err != nil {
		if ctx.Err() == nil {
			l.fail(err)
		}
		return
	}
	defer a.Close()
	l.record(func(r *liveReport) {
		r.Started++
		l.start = append(l.start, time.Since(t0))
	})
	n := l.live.Add(1)
	for p := l.peak.Load(); n > p && !l.peak.CompareAndSwap(p, n); p = l.peak.Load() {
	}
	defer l.live.Add(-1)
	var rtts []time.Duration // every answered exchange's round trip
	end := "left"            // what became of the attempt: cut, failed, victory, defeat, or left at --time
	defer func() {
		l.record(func(r *liveReport) {
			r.Actions += a.Seq() // the server's count: an action whose answer a drop lost is in it
			l.rtt = append(l.rtt, rtts...)
			switch end {
			case "victory":
				r.Victories++
			case "defeat":
				r.Defeats++
			case "cut":
				r.Cut++
			case "left":
				r.Left++
			}
		})
	}()
	resumed := false
	for !a.Over() {
		if l.cap > 0 && a.Seq() >= l.cap {
			end = "cut"
			return
		}
		if !wait(ctx, l.pace) {
			return
		}
		legal := a.Legal()
		took, err := l.act(ctx, a, legal[rng.IntN(len(legal))])
		rtts = append(rtts, took...)
		if errors.Is(err, live.ErrDisconnected) && !resumed && ctx.Err() == nil {
			resumed = true
			if err = a.Resume(ctx); err == nil {
				l.record(func(r *liveReport) { r.Resumed++ })
				continue // the state says whether the action was applied
			}
		}
		if err != nil {
			if ctx.Err() == nil {
				end = "failed"
				l.fail(err)
			}
			return
		}
	}
	end = "defeat"
	if a.State().Outcome == "victory" {
		end = "victory"
	}
}

// maxBusy bounds how often a bot sends an action again that the server
// could not keep (busy): the protocol says to send it again, and a server
// that keeps failing fails the attempt.
const maxBusy = 5

// act sends one action, waiting out rate refusals and sending it again
// after a busy one (after retry_ms, or 50 ms doubling), and returns the
// round trip of every exchange the server answered: a busy answer is a
// wait the runner has too.
func (l *liveLoad) act(ctx context.Context, a *live.Attempt, act string) ([]time.Duration, error) {
	var rtts []time.Duration
	for busy := 0; ; {
		_, err := a.Act(ctx, act)
		ref, refused := errors.AsType[*live.Refused](err)
		if err == nil || refused && ref.Code != wire.LiveRate {
			rtts = append(rtts, a.RTT())
		}
		if !refused {
			return rtts, err
		}
		l.record(func(r *liveReport) { r.Refused[ref.Code]++ })
		pause := ref.Retry
		switch {
		case ref.Code == wire.LiveRate:
		case ref.Code == wire.LiveBusy && busy < maxBusy:
			if pause <= 0 {
				pause = 50 * time.Millisecond << busy
			}
			busy++
		default:
			return rtts, err
		}
		if !wait(ctx, pause) {
			return rtts, err
		}
	}
}

// record changes the report under the lock.
func (l *liveLoad) record(f func(*liveReport)) {
	l.mu.Lock()
	defer l.mu.Unlock()
	f(&l.rep)
}

// fail counts an attempt that could not start or was lost.
func (l *liveLoad) fail(err error) {
	l.record(func(r *liveReport) {
		r.Failed++
		if r.FirstError == "" {
			r.FirstError = err.Error()
		}
	})
}

// wait waits d, or until ctx ends (false).
func wait(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

// quantiles are the p50, p99 and max of ds, in milliseconds.
func quantiles(ds []time.Duration) (p50, p99, most float64) {
	if len(ds) == 0 {
		return 0, 0, 0
	}
	slices.Sort(ds)
	ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
	n := len(ds)
	return ms(ds[(n-1)*50/100]), ms(ds[(n-1)*99/100]), ms(ds[n-1])
}

// procReader reads a process's resident memory and CPU time from Linux's
// /proc: the server's own figures, with nothing added to the server.
type procReader struct {
	pid int
}

func newProcReader(pid int) (*procReader, error) {
	r := &procReader{pid: pid}
	if _, err := r.read(); err != nil {
		return nil, err
	}
	if _, err := r.cpu(); err != nil {
		return nil, err
	}
	return r, nil
}

// read is the process's VmRSS, in KB.
func (r *procReader) read() (int64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", r.pid))
	if err != nil {
		return 0, fmt.Errorf("cannot read process %d's memory (Linux's /proc/PID/status): %v", r.pid, err)
	}
	for line := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			return strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
		}
	}
	return 0, fmt.Errorf("process %d's status has no VmRSS line", r.pid)
}

// cpu is the CPU time the process has used, user and system, all its
// threads (/proc/PID/stat's utime and stime, in Linux's 1/100 s ticks).
func (r *procReader) cpu() (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", r.pid))
	if err != nil {
		return 0, fmt.Errorf("cannot read process %d's CPU time (Linux's /proc/PID/stat): %v", r.pid, err)
	}
	// The command name, in parentheses, may hold spaces: count from after it.
	_, rest, _ := strings.Cut(string(b), ") ")
	f := strings.Fields(rest)
	if len(f) < 13 {
		return 0, fmt.Errorf("process %d's stat is too short", r.pid)
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("process %d's stat: %q %q", r.pid, f[11], f[12])
	}
	return time.Duration(utime+stime) * 10 * time.Millisecond, nil
}
