package livesplit

import (
	"bufio"
	"fmt"
	"net"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// lsState is the part of LiveSplit's timer the client drives, kept by the
// fake server the way LiveSplit's TimerModel changes it.
type lsState struct {
	Running  bool // Running or Ended, as opposed to NotRunning
	Index    int  // CurrentSplitIndex: -1 when not running
	GameTime string
	Paused   bool       // IsGameTimePaused
	Inited   bool       // IsGameTimeInitialized
	Splits   []string   // the game time of each split of this attempt
	Attempts [][]string // the splits of each attempt ended by a reset
}

func newLSState() lsState { return lsState{Index: -1} }

// segments is the fake layout's length: a split on the last ends the run.
const segments = 30

// apply runs one command line as LiveSplit Server does and returns its
// answer, "" for none.
func (s *lsState) apply(line string) string {
	cmd, arg, _ := strings.Cut(line, " ")
	switch cmd {
	case "starttimer":
		if !s.Running {
			s.Running, s.Index, s.Splits, s.Inited = true, 0, nil, false
		}
	case "initgametime":
		s.Inited = true
	case "setgametime":
		s.GameTime = arg
	case "pausegametime":
		s.Paused = true
	case "unpausegametime":
		s.Paused = false
	case "split":
		if s.Running && s.Index < segments {
			s.Splits = append(s.Splits, s.GameTime)
			s.Index++
		}
	case "unsplit":
		if s.Running && s.Index > 0 {
			s.Index--
			s.Splits = s.Splits[:s.Index]
		}
	case "skipsplit":
		if s.Running && s.Index < segments-1 {
			s.Splits = append(s.Splits, "-")
			s.Index++
		}
	case "reset":
		if s.Running {
			s.Attempts = append(s.Attempts, s.Splits)
			s.Running, s.Index, s.Splits, s.Paused = false, -1, nil, false
		}
	case "getsplitindex":
		return strconv.Itoa(s.Index)
	}
	return ""
}

// fakeLiveSplit is a loopback LiveSplit Server. With perConn set it closes
// each connection after that many lines, dropping whatever else the client
// had sent: the server of the probe that lost 9 commands of 24.
type fakeLiveSplit struct {
	t       *testing.T
	addr    string
	perConn int
	silent  bool // never answers

	mu      sync.Mutex
	ln      net.Listener
	state   lsState
	lines   []string
	conns   []net.Conn
	changed chan struct{}
}

// startLiveSplit starts the fake on a free local port; it closes each
// connection after perConn lines (0: never).
func startLiveSplit(t *testing.T, perConn int) *fakeLiveSplit {
	t.Helper()
	return startLiveSplitAt(t, "127.0.0.1:0", perConn)
}

// connected is a fake LiveSplit (as startLiveSplit), a client dialled to
// it, and the record of what the client is told.
func connected(t *testing.T, perConn int) (*fakeLiveSplit, *Client, *told) {
	t.Helper()
	f := startLiveSplit(t, perConn)
	return f, dialFake(t, f.addr), newTold()
}

// listen starts accepting at addr: again at the same address after stop,
// as a LiveSplit that is restarted.
func (f *fakeLiveSplit) listen(addr string) {
	f.t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		f.t.Fatal(err)
	}
	f.mu.Lock()
	f.ln, f.addr = ln, ln.Addr().String()
	f.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			f.mu.Lock()
			f.conns = append(f.conns, c)
			f.mu.Unlock()
			go f.serve(c)
		}
	}()
}

func (f *fakeLiveSplit) serve(c net.Conn) {
	defer c.Close()
	sc := bufio.NewScanner(c)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimRight(sc.Text(), "\r")
		f.mu.Lock()
		f.lines = append(f.lines, line)
		answer := f.state.apply(line)
		if f.silent {
			answer = ""
		}
		f.mu.Unlock()
		select {
		case f.changed <- struct{}{}:
		default:
		}
		if answer != "" {
			c.Write([]byte(answer + "\r\n"))
		}
		if n == f.perConn {
			return
		}
	}
}

// stop closes the listener and every connection, as a LiveSplit that quits.
func (f *fakeLiveSplit) stop() {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.ln.Close()
	for _, c := range f.conns {
		c.Close()
	}
	f.conns = nil
}

// hangUp closes every connection but keeps listening.
func (f *fakeLiveSplit) hangUp() {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, c := range f.conns {
		c.Close()
	}
	f.conns = nil
}

// restart brings the server back at the same address with a fresh timer,
// as LiveSplit started anew.
func (f *fakeLiveSplit) restart() {
	f.mu.Lock()
	f.state = newLSState()
	f.mu.Unlock()
	f.listen(f.addr)
}

func (f *fakeLiveSplit) snapshot() (lsState, []string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	s := f.state
	s.Splits = append([]string(nil), s.Splits...)
	s.Attempts = append([][]string(nil), s.Attempts...)
	return s, append([]string(nil), f.lines...)
}

// told keeps the commands the game gave the client and the state LiveSplit
// should reach from them: the reference the fake is compared with.
type told struct {
	lines []string
	state lsState
}

func newTold() *told { return &told{state: newLSState()} }

// tellRun tells c the whole run (run), as the game would; after, when not
// nil, follows each command.
func (r *told) tellRun(c *Client, after func(i int, step [2]any)) {
	for i, s := range run() {
		r.do(c, s[0].(string), s[1].(int64))
		if after != nil {
			after(i, s)
		}
	}
}

// do calls the client as the game would and notes what it means.
func (r *told) do(c *Client, call string, ticks int64) {
	var lines []string
	switch call {
	case "start":
		c.StartTimer()
		lines = []string{"starttimer", "initgametime", "pausegametime"}
	case "split":
		c.Split(ticks)
		lines = []string{"setgametime " + FormatTime(ticks), "split"}
	case "time":
		c.SetGameTime(ticks)
		lines = []string{"setgametime " + FormatTime(ticks)}
	case "pause":
		c.PauseGameTime()
		lines = []string{"pausegametime"}
	case "unpause":
		c.UnpauseGameTime()
		lines = []string{"unpausegametime"}
	case "reset":
		c.Reset()
		lines = []string{"reset"}
	default:
		panic(call)
	}
	for _, l := range lines {
		r.lines = append(r.lines, l)
		r.state.apply(l)
	}
}

// waitDeadline bounds every wait; the conditions, not the time, are what
// the tests assert.
const waitDeadline = 15 * time.Second

// waitFor waits until cond holds or the deadline passes, waking on the
// server's changes and on a short tick (for the client's status).
func waitFor(t *testing.T, f *fakeLiveSplit, cond func() bool) bool {
	t.Helper()
	deadline := time.NewTimer(waitDeadline)
	defer deadline.Stop()
	tick := time.NewTicker(2 * time.Millisecond)
	defer tick.Stop()
	var changed chan struct{}
	if f != nil {
		changed = f.changed
	}
	for !cond() {
		select {
		case <-changed:
		case <-tick.C:
		case <-deadline.C:
			return cond()
		}
	}
	return true
}

// waitState waits until the fake's timer is the one the game told.
func waitState(t *testing.T, f *fakeLiveSplit, c *Client, r *told, step string) {
	t.Helper()
	ok := waitFor(t, f, func() bool {
		s, _ := f.snapshot()
		return reflect.DeepEqual(s, r.state)
	})
	if !ok {
		s, lines := f.snapshot()
		n := len(lines)
		if n > 80 {
			lines = append(lines[:40:40], lines[len(lines)-40:]...)
		}
		t.Fatalf("after %s the server holds\n%+v\nthe game told\n%+v\nstatus %q; the server read %d lines (at most 80 shown): %q",
			step, s, r.state, c.Status(), n, lines)
	}
}

// run is a scripted run of 24 commands: start (3), nine splits (18), two
// game times set on the way (2) and a reset (1).
func run() [][2]any {
	steps := [][2]any{{"start", int64(0)}}
	for i := int64(1); i <= 9; i++ {
		steps = append(steps, [2]any{"split", i*3600 + i*7})
		if i == 3 || i == 7 {
			steps = append(steps, [2]any{"time", i*3600 + 1000})
		}
	}
	return append(steps, [2]any{"reset", int64(0)})
}

func stepName(i int, s [2]any) string { return fmt.Sprintf("step %d (%s %d)", i, s[0], s[1]) }
