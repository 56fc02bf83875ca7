package livesplit

import (
	"bufio"
	"net"
	"strings"
	"sync"
	"testing"
	"time"
)

// fakeServer is a loopback LiveSplit Server that records every command.
type fakeServer struct {
	ln    net.Listener
	mu    sync.Mutex
	cmds  []string
	conns []net.Conn
}

func startFake(t *testing.T) *fakeServer {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	f := &fakeServer{ln: ln}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			f.mu.Lock()
			f.conns = append(f.conns, c)
			f.mu.Unlock()
			go func() {
				sc := bufio.NewScanner(c)
				for sc.Scan() {
					f.mu.Lock()
					f.cmds = append(f.cmds, sc.Text())
					f.mu.Unlock()
				}
			}()
		}
	}()
	t.Cleanup(func() { ln.Close() })
	return f
}

func (f *fakeServer) commands() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return append([]string(nil), f.cmds...)
}

// dropAll closes every open connection, as a server that goes away would.
func (f *fakeServer) dropAll() {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, c := range f.conns {
		c.Close()
	}
	f.conns = nil
}

// waitFor polls until the server has n commands or a generous deadline
// passes; it asserts on content, not on timing.
func waitFor(t *testing.T, f *fakeServer, n int) []string {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if got := f.commands(); len(got) >= n {
			return got
		}
		time.Sleep(5 * time.Millisecond)
	}
	return f.commands()
}

func TestCommandsArriveInOrder(t *testing.T) {
	f := startFake(t)
	c, err := New(f.ln.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.StartTimer()
	c.Split(90)
	c.PauseGameTime()
	c.UnpauseGameTime()
	c.Split(3600*60 + 30)
	c.Reset()
	want := []string{"starttimer", "initgametime", "pausegametime", "setgametime 0:00:01.500", "split",
		"pausegametime", "unpausegametime", "setgametime 1:00:00.500", "split", "reset"}
	got := waitFor(t, f, len(want))
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("server got %q\nwant %q", got, want)
	}
	if c.Status() != "connected" {
		t.Fatalf("status %q", c.Status())
	}
}

func TestAbsentServerNeverBlocks(t *testing.T) {
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	addr := ln.Addr().String()
	ln.Close() // nothing listens here now
	c, err := New(addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
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
	if sent != 0 || dropped == 0 {
		t.Fatalf("sent %d dropped %d to an absent server", sent, dropped)
	}
}

func TestReconnectsAfterTheServerDrops(t *testing.T) {
	f := startFake(t)
	c, _ := New(f.ln.Addr().String())
	defer c.Close()
	c.Reset()
	waitFor(t, f, 1)
	f.dropAll()
	// Keep sending until a command reaches the server on a new connection:
	// the first sends after a drop may fail while the client notices.
	deadline := time.Now().Add(20 * time.Second)
	for time.Now().Before(deadline) {
		c.SetGameTime(60)
		time.Sleep(20 * time.Millisecond)
		for _, cmd := range f.commands() {
			if cmd == "setgametime 0:00:01.000" {
				return
			}
		}
	}
	t.Fatalf("no command arrived after the server dropped the connection; status %q", c.Status())
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
