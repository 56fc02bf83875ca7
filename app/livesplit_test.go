package app

import (
	"bufio"
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"deepwood/internal/windowtest"
	"deepwood/livesplit"
	"deepwood/rules/verify"
	"deepwood/settings"
	"deepwood/storage"
)

// recorder is a loopback stand-in for LiveSplit Server that keeps every
// command it is sent.
type recorder struct {
	mu   sync.Mutex
	cmds []string
}

func listenLiveSplit(t *testing.T) (string, *recorder) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	r := &recorder{}
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				sc := bufio.NewScanner(c)
				for sc.Scan() {
					r.mu.Lock()
					r.cmds = append(r.cmds, sc.Text())
					r.mu.Unlock()
				}
			}()
		}
	}()
	return ln.Addr().String(), r
}

func (r *recorder) commands() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.cmds...)
}

// TestAutoplayDrivesLiveSplitAndRecordsAVerifiableReplay autoplays a
// seeded run with --livesplit pointed at a fake server and checks the exact
// command sequence, then verifies the run's replay to the same outcome and
// in-game time.
func TestAutoplayDrivesLiveSplitAndRecordsAVerifiableReplay(t *testing.T) {
	base := autoplayBase(t)
	addr, rec := listenLiveSplit(t)
	var a *Autoplay
	var err error
	windowtest.Do(func() {
		a, err = NewAutoplay(storage.NewDir(t.TempDir()), base, "greedy", 4, settings.AnimInstant, "")
		if err == nil {
			err = a.UseLiveSplit(addr)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	playAutoplay(t, &a.autoplayGame, 6000, nil)
	if !a.Done() {
		t.Fatal("the run did not end")
	}
	a.CloseLiveSplit()
	sess := a.Session()
	times, _ := sess.Splits()
	want := []string{"starttimer", "initgametime", "pausegametime"}
	for _, tk := range times {
		want = append(want, "setgametime "+livesplit.FormatTime(tk), "split")
	}
	won := a.Report().Wins == 1
	if !won {
		want = append(want, "reset")
	}
	var got []string
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if got = rec.commands(); len(got) >= len(want) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Fatalf("LiveSplit got\n%q\nwant\n%q", got, want)
	}
	res, err := sess.ReplayResult()
	if err != nil {
		t.Fatal(err)
	}
	wantOutcome := verify.Defeat
	if won {
		wantOutcome = verify.Victory
	}
	if res.Outcome != wantOutcome || res.Ticks != sess.Ticks() || len(res.Splits) != len(times) {
		t.Fatalf("the replay verifies to %s in %d ticks with %d splits; the run was %s in %d ticks with %d", res.Outcome, res.Ticks, len(res.Splits), wantOutcome, sess.Ticks(), len(times))
	}
	t.Logf("LiveSplit commands: %d; replay %s in %s", len(got), res.Outcome, res.Time)
}
