package netcmd

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"path/filepath"
	"sync"
	"testing"

	"deepwood/internal/pgtest"
	"deepwood/online/client"
	"deepwood/wire"
)

// TestKilledServerKeepsEveryAcceptedRun kills a `deepwood serve` with
// SIGKILL while clients submit, restarts it on the same database, and
// finds every run that was answered 201 there, whole: a 201 is a promise.
func TestKilledServerKeepsEveryAcceptedRun(t *testing.T) {
	for _, kind := range []struct {
		name string
		db   func(t *testing.T) string
	}{
		{"sqlite", func(t *testing.T) string { return filepath.Join(t.TempDir(), "boards.db") }},
		{"postgres", func(t *testing.T) string { return pgtest.NewDatabase(t) }},
	} {
		t.Run(kind.name, func(t *testing.T) {
			db := kind.db(t)
			replays, err := botReplays(400)
			if err != nil {
				t.Fatal(err)
			}
			first := startServe(t, "--db", db)
			c, err := client.New(first.url)
			if err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			claim, err := c.Submit(ctx, "crash", "", replays[0])
			if err != nil {
				t.Fatal(err)
			}
			var (
				mu       sync.Mutex
				accepted = map[int64][]byte{claim.Run.ID: replays[0]}
				killed   sync.Once
				wg       sync.WaitGroup
			)
			work := make(chan []byte)
			for range 4 {
				wg.Go(func() {
					for r := range work {
						out, err := c.Submit(ctx, "crash", claim.Token, r)
						if err != nil || out.Status != wire.Accepted {
							continue
						}
						mu.Lock()
						accepted[out.Run.ID] = r
						n := len(accepted)
						mu.Unlock()
						if n >= 100 {
							killed.Do(func() { first.cmd.Process.Kill() })
						}
					}
				})
			}
			for _, r := range replays[1:] {
				work <- r
			}
			close(work)
			wg.Wait()
			killed.Do(func() { first.cmd.Process.Kill() })
			<-first.done
			first.done <- nil
			t.Logf("%d runs answered 201 before and around the kill", len(accepted))

			second := startServe(t, "--db", db)
			c2, err := client.New(second.url)
			if err != nil {
				t.Fatal(err)
			}
			for id, r := range accepted {
				run, err := c2.Run(ctx, id)
				sum := sha256.Sum256(r)
				if err != nil || run.ReplayHash != hex.EncodeToString(sum[:]) {
					t.Fatalf("run %d after the restart: %+v, %v", id, run, err)
				}
				again, err := c2.Submit(ctx, "crash", claim.Token, r)
				if err != nil || again.Status != wire.Duplicate || again.Run.ID != id {
					t.Fatalf("run %d submitted again: %+v, %v", id, again, err)
				}
			}
			p, err := c2.Player(ctx, "crash")
			if err != nil || p.Attempts < len(accepted) {
				t.Fatalf("player after the restart: %+v, %v; want at least %d runs", p, err, len(accepted))
			}
		})
	}
}
