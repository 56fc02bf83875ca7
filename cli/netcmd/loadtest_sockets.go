package netcmd

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"sync"
	"time"

	"deepwood/cli"
)

// socketFlags are the flags the two WebSocket load tests (--live and
// --tables) take beside their own, checked alike: the server, which must
// be this machine, how long the test may run, the server's process to
// measure, and JSON output.
type socketFlags struct {
	server *string
	limit  *time.Duration
	pid    *int
	asJSON *bool
}

// addSocketFlags defines the shared flags on fs, each test saying in
// timeUsage and pidUsage what --time and --server-pid mean to it.
func addSocketFlags(fs *flag.FlagSet, timeUsage, pidUsage string) socketFlags {
	return socketFlags{
		server: serverFlag(fs),
		limit:  fs.Duration("time", 10*time.Minute, timeUsage),
		pid:    fs.Int("server-pid", 0, pidUsage),
		asJSON: fs.Bool("json", false, "print JSON"),
	}
}

// check refuses a --time or --server-pid out of bounds and a server that
// is not this machine, after the test's own flags were checked, and
// answers the reader of the server's memory and CPU time (nil without
// --server-pid).
func (f socketFlags) check() (*procReader, error) {
	switch {
	case *f.limit <= 0 || *f.limit > maxLoadTime:
		return nil, cli.Usagef("--time must be more than 0 and at most %v", maxLoadTime)
	case *f.pid < 0:
		return nil, cli.Usagef("--server-pid must be a process id")
	}
	if err := loopback(*f.server); err != nil {
		return nil, cli.Usagef("%v", err)
	}
	if *f.pid == 0 {
		return nil, nil
	}
	mem, err := newProcReader(*f.pid)
	if err != nil {
		return nil, cli.Usagef("--server-pid: %v", err)
	}
	return mem, nil
}

// runSocketTest runs a socket load test within --time: it says what it
// runs (banner) on stderr unless --json, runs test, prints its report to
// stdout (as JSON with --json, else as words puts it) and then answers
// failed's verdict on the report, so that failures exit 1 once told.
func runSocketTest[R any](f socketFlags, stdout, stderr io.Writer, banner string, test func(context.Context) R,
	words func(io.Writer, R), failed func(R) error) error {
	ctx, cancel := context.WithTimeout(context.Background(), *f.limit)
	defer cancel()
	if !*f.asJSON {
		printf(stderr, "%s\n", banner)
	}
	rep := test(ctx)
	if *f.asJSON {
		if err := json.NewEncoder(stdout).Encode(rep); err != nil {
			return err
		}
	} else {
		words(stdout, rep)
	}
	return failed(rep)
}

// serverMeter samples the server's resident memory while a socket load
// test runs, from a baseline read as it starts, and the CPU time the
// server used meanwhile. With no procReader (no --server-pid) it measures
// nothing, but still calls its tick.
type serverMeter struct {
	mem    *procReader
	pid    int // the server's process id, 0 when nothing is measured
	baseKB int64
	peakKB int64 // the most read while sampling; read it after stop
	cpu0   time.Duration
	done   chan struct{}
	wg     sync.WaitGroup
}

// startMeter reads the server's baseline and samples it every interval,
// calling tick (when not nil) at each sample, until stop.
func startMeter(mem *procReader, every time.Duration, tick func()) *serverMeter {
	m := &serverMeter{mem: mem, done: make(chan struct{})}
	if mem != nil {
		m.pid = mem.pid
		m.baseKB, _ = mem.read()
		m.cpu0, _ = mem.cpu()
	}
	m.wg.Go(func() {
		t := time.NewTicker(every)
		defer t.Stop()
		for {
			select {
			case <-m.done:
				return
			case <-t.C:
			}
			if tick != nil {
				tick()
			}
			if mem != nil {
				if kb, err := mem.read(); err == nil {
					m.peakKB = max(m.peakKB, kb)
				}
			}
		}
	})
	return m
}

// stop ends the sampling and waits for it.
func (m *serverMeter) stop() {
	close(m.done)
	m.wg.Wait()
}

// cpu is the CPU time the server used since the meter started; false
// when it cannot be read (or nothing is measured).
func (m *serverMeter) cpu() (time.Duration, bool) {
	if m.mem == nil {
		return 0, false
	}
	cpu, err := m.mem.cpu()
	if err != nil {
		return 0, false
	}
	return cpu - m.cpu0, true
}

// printServerMemory prints a socket load test's line on the server's
// memory (pid's, read with --server-pid): before the test, at most, and
// per unit held at once (a live attempt, a table).
func printServerMemory(out io.Writer, pid int, baseKB, peakKB int64, perKB float64, unit string) {
	printf(out, "  %-26s %.1f MB before, %.1f MB at most: %.0f KB per %s\n",
		fmt.Sprintf("server memory (pid %d)", pid), float64(baseKB)/1024, float64(peakKB)/1024, perKB, unit)
}
