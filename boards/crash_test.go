//go:build !js

package boards

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"
)

// crashChildEnv, when set to a database path, makes the test binary the
// crash test's child instead of running tests.
const crashChildEnv = "DEEPWOOD_BOARDS_CRASH_CHILD"

// crashChild adds runs to an SQLite store from four goroutines until it is
// killed, printing each run's replay hash once AddRun has returned it.
func crashChild(path string) int {
	s, err := OpenSQLite(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 2
	}
	var mu sync.Mutex
	out := bufio.NewWriter(os.Stdout)
	tag := rand.Int64()
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; ; i++ {
				name := fmt.Sprintf("Crash%d", rand.IntN(12))
				outcome := []string{"victory", "victory", "defeat"}[rand.IntN(3)]
				k := []Key{forest, other}[rand.IntN(2)]
				r := Run{Player: name, Board: k, Version: "1", Outcome: outcome,
					IGTms: int64(40_000 + rand.IntN(20)*1000), Actions: 100 + rand.IntN(10), HPLeft: rand.IntN(5),
					Splits: []int64{1, 2}, Submitted: time.Now()}
				replay := []byte(fmt.Sprintf("crash %d %d %d", tag, g, i))
				got, err := s.AddRun(context.Background(), r, replay, token(name))
				if err != nil {
					fmt.Fprintln(os.Stderr, err)
					os.Exit(3)
				}
				mu.Lock()
				fmt.Fprintln(out, got.ReplayHash)
				out.Flush() // before the next run, so a kill loses no line of a returned run
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return 0
}

// TestSQLiteCrashSafety kills a child process that adds runs with SIGKILL
// at a random moment, five times over one database file: after each, every
// run whose AddRun returned is there, and nothing is half-written (runs
// without replays, bests out of step with the runs, ranks out of order).
func TestSQLiteCrashSafety(t *testing.T) {
	if testing.Short() {
		t.Skip("skipped with -short: kills and reopens a database five times")
	}
	path := t.TempDir() + "/crash.db"
	for round := range 5 {
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+path)
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr lockedBuffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		var hashes []string
		first := make(chan struct{})
		read := make(chan struct{})
		go func() {
			defer close(read)
			sc := bufio.NewScanner(stdout)
			for sc.Scan() {
				if hashes = append(hashes, sc.Text()); len(hashes) == 1 {
					close(first)
				}
			}
		}()
		select {
		case <-first:
		case <-read:
			cmd.Wait()
			t.Fatalf("round %d: the child stopped before adding a run: %s", round, stderr.String())
		case <-time.After(30 * time.Second):
			cmd.Process.Kill()
			t.Fatalf("round %d: the child added no run in 30s", round)
		}
		time.Sleep(time.Duration(rand.IntN(400)) * time.Millisecond)
		cmd.Process.Kill() // SIGKILL: no deferred call, no flush, no close
		<-read
		cmd.Wait()
		if code := cmd.ProcessState.ExitCode(); code == 2 || code == 3 {
			t.Fatalf("round %d: the child failed: %s", round, stderr.String())
		}
		s, err := OpenSQLite(path)
		if err != nil {
			t.Fatalf("round %d: reopening after the kill: %v", round, err)
		}
		for _, h := range hashes {
			if _, err := s.(*sqlStore).runWhere(ctx, s.(*sqlStore).r, "r.replay_hash = $1", h); err != nil {
				t.Errorf("round %d: run %s returned before the kill is missing: %v", round, h, err)
			}
		}
		checkConsistent(t, s.(*sqlStore))
		t.Logf("round %d: %d runs returned before the kill; %d stored in all", round, len(hashes),
			count(t, s.(*sqlStore), `SELECT COUNT(*) FROM runs`))
		s.Close()
	}
}

// lockedBuffer is a child's stderr, written by exec's copying goroutine.
type lockedBuffer struct {
	mu sync.Mutex
	b  []byte
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.b = append(l.b, p...)
	return len(p), nil
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return string(l.b)
}
