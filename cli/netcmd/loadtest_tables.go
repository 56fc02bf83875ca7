package netcmd

import (
	"context"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"deepwood/cli"
	"deepwood/rules/forsaken"
	"deepwood/wire"
)

// Bounds of one tables load test: tables at once are held by the server
// (its MaxTables is 10,000), each with up to 12 sockets.
const (
	maxLoadTables = 2000
	maxTablePace  = 10_000 // ms, the protocol's bound on pace_ms
	maxTableThink = 60_000 // ms: the server waits 10 minutes for a message
)

// tablesReport is what a tables load test measured.
type tablesReport struct {
	Server     string  `json:"server"`
	Tables     int     `json:"tables"` // at once
	Games      int     `json:"games"`  // in all
	Seats      int     `json:"seats"`
	Humans     int     `json:"humans"`
	PaceMs     int     `json:"pace_ms"`  // the computer travelers' thinking time
	ThinkMs    int     `json:"think_ms"` // the bots' (networked people's) thinking time
	Finished   int     `json:"finished"`
	Failed     int     `json:"failed"`
	FirstError string  `json:"first_error,omitempty"`
	Seconds    float64 `json:"seconds"`
	PerSecond  float64 `json:"tables_finished_per_second"`
	Actions    int     `json:"actions"` // acts the bots sent that were applied
	Stale      int     `json:"stale"`   // acts another claim beat
	Limited    int     `json:"limited"` // acts refused as too fast, and sent again
	P50ms      float64 `json:"p50_ms"`  // action round trip: sending an act to reading the state that acknowledges it
	P99ms      float64 `json:"p99_ms"`
	MaxMs      float64 `json:"max_ms"`
	SetupP99ms float64 `json:"setup_p99_ms"` // a table's create, joins and start
	ServerPID  int     `json:"server_pid,omitempty"`
	RSSBaseKB  int64   `json:"rss_base_kb,omitempty"` // the server's resident memory before the first table
	RSSPeakKB  int64   `json:"rss_peak_kb,omitempty"` // and at most, sampled every 250 ms
	PerTableKB float64 `json:"kb_per_table,omitempty"`
	ServerCPUs float64 `json:"server_cpu_s,omitempty"`
	TimedOut   bool    `json:"timed_out,omitempty"`
}

// runLoadtestTables plays tables of Forsaken Forest over real WebSockets
// against a server on this machine: --tables at once (--games in all), each
// of --seats seats, --humans of them bots over the network (a computer
// traveler choosing from what its seat is sent), the rest the server's
// computer travelers. It reports tables finished per second, each action's
// round trip and, with --server-pid, the server's memory per table (read
// from /proc/PID/status).
func runLoadtestTables(args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlags("loadtest --tables", stderr)
	sf := addSocketFlags(fs, "end the test after this long (at most 30m)",
		"the serve process's id: sample its resident memory and CPU time (Linux /proc/PID/status and stat) to report memory per table; measure a freshly started server")
	srv := sf.server
	tables := fs.Int("tables", 10, fmt.Sprintf("tables under way at once, 1–%d", maxLoadTables))
	games := fs.Int("games", 0, "tables to play in all (0: as many as --tables)")
	seats := fs.Int("seats", 8, "seats at each table, 4–12")
	humans := fs.Int("humans", 4, "networked seats at each table (bots over WebSockets), 1 to --seats; the rest are the server's computer travelers")
	pace := fs.Int("pace", 0, fmt.Sprintf("the computer travelers' thinking time in ms, 0–%d (the table's pace_ms; 0: at once, 500 the game's own)", maxTablePace))
	think := fs.Int("think", 0, fmt.Sprintf("ms each bot waits before each action, 0–%d (0: as fast as the server answers)", maxTableThink))
	if err := parseForServer(fs, args, 0, srv); err != nil {
		return err
	}
	if *games == 0 {
		*games = *tables
	}
	switch {
	case outside("tables", *tables, 1, maxLoadTables) != nil:
		return outside("tables", *tables, 1, maxLoadTables)
	case outside("games", *games, 1, maxLoadRuns) != nil:
		return outside("games", *games, 1, maxLoadRuns)
	case outside("seats", *seats, wire.TableMinPlayers, wire.TableMaxPlayers) != nil:
		return outside("seats", *seats, wire.TableMinPlayers, wire.TableMaxPlayers)
	case outside("humans", *humans, 1, *seats) != nil:
		return outside("humans", *humans, 1, *seats)
	case outside("pace", *pace, 0, maxTablePace) != nil:
		return outside("pace", *pace, 0, maxTablePace)
	case outside("think", *think, 0, maxTableThink) != nil:
		return outside("think", *think, 0, maxTableThink)
	}
	mem, err := sf.check()
	if err != nil {
		return err
	}
	d, err := forsaken.DefaultData()
	if err != nil {
		return err
	}
	tl := &tablesLoad{d: d, url: tablesURL(*srv), rep: tablesReport{Server: *srv, Tables: *tables, Games: *games, Seats: *seats,
		Humans: *humans, PaceMs: *pace, ThinkMs: *think}, think: time.Duration(*think) * time.Millisecond, mem: mem}
	banner := fmt.Sprintf("deepwood loadtest --tables: %d tables at once (%d in all), %d seats, %d networked", *tables, *games, *seats, *humans)
	return runSocketTest(sf, stdout, stderr, banner, tl.run, printTablesReport, func(rep tablesReport) error {
		if rep.Failed > 0 {
			return fmt.Errorf("%d of %d tables failed; first: %s", rep.Failed, rep.Games, rep.FirstError)
		}
		return nil
	})
}

// tablesLoad is one tables load test under way.
type tablesLoad struct {
	d     *forsaken.Data
	url   string
	think time.Duration
	mem   *procReader
	next  atomic.Int64

	mu    sync.Mutex
	rep   tablesReport
	rtt   []time.Duration
	setup []time.Duration
}

// run plays the tables, --tables at once, and reports.
func (l *tablesLoad) run(ctx context.Context) tablesReport {
	meter := startMeter(l.mem, 250*time.Millisecond, nil)
	l.rep.ServerPID, l.rep.RSSBaseKB = meter.pid, meter.baseKB
	t0 := time.Now()
	var wg sync.WaitGroup
	for w := range l.rep.Tables {
		wg.Go(func() {
			// The first tables open spread over one think time, as people
			// arrive, not all in one instant (loadtest --live spreads its
			// first actions over the pace alike).
			if !wait(ctx, l.think*time.Duration(w)/time.Duration(l.rep.Tables)) {
				return
			}
			for ctx.Err() == nil && l.next.Add(1) <= int64(l.rep.Games) {
				l.table(ctx)
			}
		})
	}
	wg.Wait()
	meter.stop()
	r := &l.rep
	r.Seconds = time.Since(t0).Seconds()
	r.TimedOut = ctx.Err() != nil
	if r.Seconds > 0 {
		r.PerSecond = float64(r.Finished) / r.Seconds
	}
	if l.mem != nil {
		r.RSSPeakKB = meter.peakKB
		if r.RSSPeakKB > r.RSSBaseKB {
			r.PerTableKB = float64(r.RSSPeakKB-r.RSSBaseKB) / float64(min(r.Tables, r.Games))
		}
		if cpu, ok := meter.cpu(); ok {
			r.ServerCPUs = cpu.Seconds()
		}
	}
	r.P50ms, r.P99ms, r.MaxMs = quantiles(l.rtt)
	_, r.SetupP99ms, _ = quantiles(l.setup)
	return *r
}

// table plays one table to its end: the first bot creates it with the
// first --humans seats open, the others join, the host starts, and every
// bot plays its seat.
func (l *tablesLoad) table(ctx context.Context) {
	t0 := time.Now()
	open := make([]int, l.rep.Humans)
	for i := range open {
		open[i] = i
	}
	var bots []*tableBot
	defer func() {
		for _, b := range bots {
			b.close()
		}
	}()
	host, err := dialTable(ctx, l.url, l.d)
	if err != nil {
		l.fail(ctx, err)
		return
	}
	bots = append(bots, host)
	if err := host.create(ctx, l.rep.Seats, open, l.rep.PaceMs); err != nil {
		l.fail(ctx, err)
		return
	}
	for i := 1; i < len(open); i++ {
		b, err := dialTable(ctx, l.url, l.d)
		if err != nil {
			l.fail(ctx, err)
			return
		}
		bots = append(bots, b)
		if err := b.join(ctx, host.code, fmt.Sprintf("Bot%d", i)); err != nil {
			l.fail(ctx, err)
			return
		}
	}
	if err := host.send(ctx, wire.TableRequest{Type: wire.TableStart}); err != nil {
		l.fail(ctx, err)
		return
	}
	setup := time.Since(t0)
	errs := make([]error, len(bots))
	var wg sync.WaitGroup
	for i, b := range bots {
		b.think = l.think
		wg.Go(func() { _, errs[i] = b.play(ctx) })
	}
	wg.Wait()
	l.mu.Lock()
	defer l.mu.Unlock()
	l.setup = append(l.setup, setup)
	for _, b := range bots {
		l.rtt = append(l.rtt, b.rtts...)
		l.rep.Actions += len(b.rtts)
		l.rep.Stale += b.stale
		l.rep.Limited += b.limited
	}
	for _, err := range errs {
		if err != nil {
			if ctx.Err() == nil {
				l.failLocked(err)
			}
			return
		}
	}
	l.rep.Finished++
}

// fail counts a table that failed, keeping the first error; one cut
// short by --time is left under way, not failed.
func (l *tablesLoad) fail(ctx context.Context, err error) {
	if ctx.Err() != nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	l.failLocked(err)
}

func (l *tablesLoad) failLocked(err error) {
	l.rep.Failed++
	if l.rep.FirstError == "" {
		l.rep.FirstError = err.Error()
	}
}

func printTablesReport(out io.Writer, r tablesReport) {
	printf(out, "tables load test of %s: %d tables at once, %d in all, %d seats (%d networked), pace %d ms, think %d ms\n",
		r.Server, r.Tables, r.Games, r.Seats, r.Humans, r.PaceMs, r.ThinkMs)
	printf(out, "  %-26s %d, %d failed\n", "tables finished", r.Finished, r.Failed)
	if r.TimedOut {
		printf(out, "  %-26s yes: the rest were left under way\n", "stopped at --time")
	}
	printf(out, "  %-26s %.1f s: %.2f tables finished per second\n", "time", r.Seconds, r.PerSecond)
	printf(out, "  %-26s %d (%d beaten by another claim, %d sent again after a rate refusal)\n", "networked actions", r.Actions, r.Stale, r.Limited)
	printf(out, "  %-26s p50 %.2f ms, p99 %.2f ms, max %.1f ms\n", "action round trip", r.P50ms, r.P99ms, r.MaxMs)
	printf(out, "  %-26s p99 %.1f ms\n", "setup (create, join, start)", r.SetupP99ms)
	if r.ServerPID > 0 {
		printServerMemory(out, r.ServerPID, r.RSSBaseKB, r.RSSPeakKB, r.PerTableKB, "table")
		printf(out, "  %-26s %.1f s\n", "server CPU time", r.ServerCPUs)
	}
	if r.FirstError != "" {
		printf(out, "  first error: %s\n", cli.Tame(r.FirstError))
	}
}
