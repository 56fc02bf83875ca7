package livesplit

import (
	"net"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

func dialFake(t *testing.T, addr string) *Client {
	t.Helper()
	c, err := New(addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	return c
}

// freeAddr is a loopback address nothing listens on, for a server that is
// down until the test starts it there.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// startLiveSplitAt starts the fake at an address a client already tries.
func startLiveSplitAt(t *testing.T, addr string, perConn int) *fakeLiveSplit {
	t.Helper()
	f := &fakeLiveSplit{t: t, perConn: perConn, state: newLSState(), changed: make(chan struct{}, 1)}
	f.listen(addr)
	t.Cleanup(f.stop)
	return f
}

// TestCommandsArriveInOrder: while a connection stands, the server gets the
// game's commands as given, and nothing else (no questions), even from a
// server that never answers, as app/livesplit_test.go's recorder.
func TestCommandsArriveInOrder(t *testing.T) {
	f, c := silentServer(t)
	c.StartTimer()
	c.Split(90)
	c.PauseGameTime()
	c.UnpauseGameTime()
	c.Split(3600*60 + 30)
	c.Reset()
	want := []string{"starttimer", "initgametime", "pausegametime", "setgametime 0:00:01.500", "split",
		"pausegametime", "unpausegametime", "setgametime 1:00:00.500", "split", "reset"}
	var got []string
	waitFor(t, f, func() bool { _, got = f.snapshot(); return len(got) >= len(want) })
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("server got %q\nwant %q", got, want)
	}
	if c.Status() != "connected" {
		t.Fatalf("status %q", c.Status())
	}
}

// TestCloseSendsWhatIsQueued: Close on a standing connection sends what
// the game told just before (autoplay closes right after the run ends).
func TestCloseSendsWhatIsQueued(t *testing.T) {
	f := startLiveSplit(t, 0)
	c := dialFake(t, f.addr)
	if !waitFor(t, nil, func() bool { return c.Status() == "connected" }) {
		t.Fatalf("status %q", c.Status())
	}
	r := newTold()
	r.do(c, "start", 0)
	r.do(c, "split", 60)
	r.do(c, "reset", 0)
	c.Close()
	waitState(t, f, c, r, "Close")
	if _, lines := f.snapshot(); strings.Join(lines, "|") != strings.Join(r.lines, "|") {
		t.Fatalf("server got %q\nwant %q", lines, r.lines)
	}
}

// TestSilentServerThatDrops: a server that never answers getsplitindex and
// drops the connection once. After replyTimeout the client takes what it
// sent as arrived and carries on: no start, split or reset is sent twice
// (the game time's settings may be, which is harmless), nothing is lost.
func TestSilentServerThatDrops(t *testing.T) {
	f, c := silentServer(t)
	r := newTold()
	r.do(c, "start", 0)
	r.do(c, "split", 60)
	waitState(t, f, c, r, "the start")
	f.hangUp()
	if !waitFor(t, nil, func() bool { return c.Status() != "connected" }) {
		t.Fatalf("status %q after the server hung up", c.Status())
	}
	r.do(c, "split", 120)
	waitState(t, f, c, r, "the server hung up")
	moves := func(lines []string) (m []string) {
		for _, l := range lines {
			if l == "starttimer" || l == "split" || l == "reset" || l == "unsplit" {
				m = append(m, l)
			}
		}
		return m
	}
	_, lines := f.snapshot()
	if got, want := moves(lines), moves(r.lines); strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("server got %q\nwant %q (all: %q)", got, want, lines)
	}
}

// TestEveryCommandTakesEffectThoughTheServerClosesAfterEach is the probe
// that lost 9 commands of 24: the server closes the connection after every
// line it reads. Each of the run's 24 commands must take effect, one after
// another: after each call the server's timer must come to what the game
// told.
func TestEveryCommandTakesEffectThoughTheServerClosesAfterEach(t *testing.T) {
	f, c, r := connected(t, 1)
	r.tellRun(c, func(i int, s [2]any) { waitState(t, f, c, r, stepName(i, s)) })
	if len(r.lines) != 24 {
		t.Fatalf("the run told %d commands, want 24", len(r.lines))
	}
	if s, _ := f.snapshot(); len(s.Attempts) != 1 || len(s.Attempts[0]) != 9 {
		t.Fatalf("attempts %q: want one of nine splits", s.Attempts)
	}
}

// TestABurstReachesTheServerThoughItClosesAfterEach: the same run told all
// at once. The reset comes last, so the attempt LiveSplit files must still
// hold all nine splits, each at its own game time.
func TestABurstReachesTheServerThoughItClosesAfterEach(t *testing.T) {
	f, c, r := connected(t, 1)
	r.tellRun(c, nil)
	waitState(t, f, c, r, "the whole run")
	s, _ := f.snapshot()
	if len(s.Attempts) != 1 || len(s.Attempts[0]) != 9 || s.Attempts[0][8] != FormatTime(9*3600+63) {
		t.Fatalf("attempts %q: want one of nine splits, the last at %s", s.Attempts, FormatTime(9*3600+63))
	}
}

var waiting = regexp.MustCompile(`^reconnecting \((\d+) commands? waiting\): `)

// TestLiveSplitRestartedMidRun: LiveSplit quits mid-run and comes back with
// a fresh timer. While it is away the status says so, never "connected";
// once back, the timer is brought to the game's: started, every split at
// its game time, then what the game told meanwhile.
func TestLiveSplitRestartedMidRun(t *testing.T) {
	f, c, r := connected(t, 0)
	r.do(c, "start", 0)
	for i := int64(1); i <= 3; i++ {
		r.do(c, "split", i*600)
	}
	waitState(t, f, c, r, "three splits")
	f.stop()
	if !waitFor(t, nil, func() bool { return waiting.MatchString(c.Status()) }) {
		t.Fatalf("after LiveSplit quit the status reads %q", c.Status())
	}
	r.do(c, "split", 2400)
	r.do(c, "time", 2500)
	m := waiting.FindStringSubmatch(c.Status())
	if m == nil {
		t.Fatalf("while LiveSplit is away the status reads %q", c.Status())
	}
	if n, _ := strconv.Atoi(m[1]); n < 3 {
		t.Fatalf("status %q: the three commands told since are not counted", c.Status())
	}
	f.restart()
	waitState(t, f, c, r, "LiveSplit came back")
	if !waitFor(t, nil, func() bool { return c.Status() == "connected" }) {
		t.Fatalf("status %q once LiveSplit is back", c.Status())
	}
}

// TestServerDownAtFirst: no server at first, then one. Until it comes the
// status says "not connected" with what waits, and never "connected".
func TestServerDownAtFirst(t *testing.T) {
	addr := freeAddr(t)
	c := dialFake(t, addr)
	r := newTold()
	r.do(c, "start", 0)
	r.do(c, "split", 100)
	var seen []string
	down := func() bool {
		s := c.Status()
		seen = append(seen, s)
		return strings.HasPrefix(s, "not connected: ")
	}
	if !waitFor(t, nil, down) {
		t.Fatalf("with no server the status reads %q", c.Status())
	}
	if s := c.Status(); !strings.HasSuffix(s, "(5 commands waiting)") {
		t.Fatalf("status %q: want the five commands waiting", s)
	}
	f := startLiveSplitAt(t, addr, 0)
	for _, s := range seen {
		if s == "connected" {
			t.Fatalf("status read %q with no server (all: %q)", s, seen)
		}
	}
	waitState(t, f, c, r, "the server came up")
	if !waitFor(t, nil, func() bool { return c.Status() == "connected" }) {
		t.Fatalf("status %q once the server is up", c.Status())
	}
	if sent, dropped := c.Counts(); sent != 5 || dropped != 0 {
		t.Fatalf("sent %d dropped %d; want 5 and 0", sent, dropped)
	}
}

// TestQueueBound: with the server down the queue keeps the newest
// queueSize commands; the older ones are counted as dropped, but their
// effect still reaches the server once it is up.
func TestQueueBound(t *testing.T) {
	addr := freeAddr(t)
	c := dialFake(t, addr)
	r := newTold()
	r.do(c, "start", 0)
	for i := int64(1); i <= 100; i++ {
		r.do(c, "time", i*10)
	}
	r.do(c, "split", 1010)
	told := len(r.lines)
	if _, dropped := c.Counts(); dropped != told-queueSize {
		t.Fatalf("dropped %d of %d; want %d", dropped, told, told-queueSize)
	}
	f := startLiveSplitAt(t, addr, 0)
	waitState(t, f, c, r, "the server came up")
	if sent, _ := c.Counts(); sent > queueSize+4 {
		t.Fatalf("sent %d commands; the queue holds %d, the resync at most 4", sent, queueSize)
	}
}

func TestAbsentServerNeverBlocks(t *testing.T) {
	c := dialFake(t, freeAddr(t))
	done := make(chan struct{})
	go func() {
		for i := 0; i < 10000; i++ {
			c.Split(int64(i))
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("sending to an absent server blocked")
	}
	sent, dropped := c.Counts()
	if sent != 0 || dropped != 20000-queueSize {
		t.Fatalf("sent %d dropped %d to an absent server", sent, dropped)
	}
}

// TestResyncCommands pins what a resync sends for a few server states.
func TestResyncCommands(t *testing.T) {
	game := unknownTimer()
	for _, c := range []command{{op: opStart}, {op: opInitGameTime}, {op: opPauseGameTime},
		{op: opSetGameTime, ticks: 60}, {op: opSplit}, {op: opSetGameTime, ticks: 120}, {op: opSplit},
		{op: opSetGameTime, ticks: 150}} {
		game.apply(c)
	}
	at := func(i int) timer { t := unknownTimer(); t.index = i; return t }
	reset := unknownTimer()
	reset.apply(command{op: opReset})
	tests := []struct {
		name       string
		have, want timer
		ask        bool
		cmds       string
	}{
		{"index unknown", unknownTimer(), game, true, ""},
		{"not running", at(-1), game, false, "starttimer|initgametime|pausegametime|setgametime 0:00:01.000|split|setgametime 0:00:02.000|split|setgametime 0:00:02.500"},
		{"one split short", at(1), game, false, "initgametime|pausegametime|setgametime 0:00:02.000|split|setgametime 0:00:02.500"},
		{"split too far", at(4), game, false, "unsplit|unsplit|initgametime|pausegametime|setgametime 0:00:02.500"},
		{"in step", game, game, false, ""},
		{"reset told", at(3), reset, false, "reset"},
		{"nothing told", at(3), unknownTimer(), false, ""},
	}
	for _, tt := range tests {
		ask, cmds := diff(tt.have, tt.want, false)
		var lines []string
		for _, c := range cmds {
			lines = append(lines, c.String())
		}
		if ask != tt.ask || strings.Join(lines, "|") != tt.cmds {
			t.Errorf("%s: ask %v, %q; want %v, %q", tt.name, ask, lines, tt.ask, tt.cmds)
		}
	}
}

func TestBadAddress(t *testing.T) {
	for _, a := range []string{"", "localhost", "::1"} {
		if _, err := New(a); err == nil {
			t.Errorf("New(%q) accepted", a)
		}
	}
}

func TestFormatTime(t *testing.T) {
	tests := []struct {
		ticks int64
		want  string
	}{{0, "0:00:00.000"}, {1, "0:00:00.016"}, {60 * 61, "0:01:01.000"}, {60*3600*2 + 6, "2:00:00.100"}, {-1, "0:00:00.000"}}
	for _, tt := range tests {
		if got := FormatTime(tt.ticks); got != tt.want {
			t.Errorf("FormatTime(%d) = %q; want %q", tt.ticks, got, tt.want)
		}
	}
}

// silentServer is a fake LiveSplit server that never answers, and the
// game's client connected to it.
func silentServer(t *testing.T) (*fakeLiveSplit, *Client) {
	f := startLiveSplit(t, 0)
	f.mu.Lock()
	f.silent = true
	f.mu.Unlock()
	return f, dialFake(t, f.addr)
}
