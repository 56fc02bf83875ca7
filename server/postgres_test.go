package server

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"sync"
	"testing"

	"deepwood/boards"
	"deepwood/internal/pgtest"
	"deepwood/online/client"
	"deepwood/rules/dice"
	"deepwood/server/botreplay"
	"deepwood/wire"
)

func init() { storeKinds = append(storeKinds, storeKind{"postgres", openPostgres}) }

// TestMain stops the PostgreSQL cluster the tests started, if any.
func TestMain(m *testing.M) {
	code := m.Run()
	if err := pgtest.StopShared(); err != nil {
		fmt.Fprintln(os.Stderr, "stopping PostgreSQL:", err)
	}
	os.Exit(code)
}

// openPostgres opens a store on a fresh database of the shared throwaway
// cluster (the test is skipped without PostgreSQL, unless
// DEEPWOOD_REQUIRE_ALL=1).
func openPostgres(t *testing.T) boards.Store {
	t.Helper()
	return openPostgresAt(t, pgtest.NewDatabase(t))
}

func openPostgresAt(t *testing.T, url string) boards.Store {
	t.Helper()
	st, err := boards.OpenPostgres(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// TestTwoServersOnePostgres: two servers, each with its own pool, share
// one database. Every replay is submitted to both at once; each is stored
// exactly once (one 201, one 200 naming the same run), and the player's
// page counts each once.
func TestTwoServersOnePostgres(t *testing.T) {
	url := pgtest.NewDatabase(t)
	var cs []*client.Client
	for range 2 {
		st := openPostgresAt(t, url)
		t.Cleanup(func() { st.Close() })
		_, c := serve(t, st, Options{})
		cs = append(cs, c)
	}
	d := forwardData(t)
	const n = 40
	var replays [][]byte
	for i := range n {
		r, err := botreplay.Record(d, dice.HashText(fmt.Sprint("two servers ", i)), botreplay.Options{})
		if err != nil {
			t.Fatal(err)
		}
		replays = append(replays, r.Bytes())
	}
	ctx := context.Background()
	// Both servers race to create the name too: one wins, with its token;
	// the other is refused (its token is another).
	type answer struct {
		out wire.Submitted
		err error
	}
	claim := make([]answer, 2)
	var wg sync.WaitGroup
	for i, c := range cs {
		wg.Go(func() { claim[i].out, claim[i].err = c.Submit(ctx, "twin", "", replays[0]) })
	}
	wg.Wait()
	token := claim[0].out.Token + claim[1].out.Token
	if len(token) != 43 {
		t.Fatalf("claiming one name on two servers at once: %+v", claim)
	}
	answers := make([][2]answer, n)
	for i := 1; i < n; i++ {
		for j, c := range cs {
			wg.Go(func() {
				out, err := c.Submit(ctx, "twin", token, replays[i])
				answers[i][j] = answer{out, err}
			})
		}
	}
	wg.Wait()
	for i := 1; i < n; i++ {
		a, b := answers[i][0], answers[i][1]
		if a.err != nil || b.err != nil {
			t.Fatalf("replay %d: %v / %v", i, a.err, b.err)
		}
		statuses := a.out.Status + "+" + b.out.Status
		if statuses != "accepted+duplicate" && statuses != "duplicate+accepted" || a.out.Run.ID != b.out.Run.ID {
			t.Errorf("replay %d: %s, runs %d and %d; want one accepted, one duplicate of it", i, statuses, a.out.Run.ID, b.out.Run.ID)
		}
	}
	p, err := cs[1].Player(ctx, "twin")
	if err != nil || p.Attempts != n {
		t.Fatalf("player: %+v, %v; want %d runs", p, err, n)
	}
	if _, err := cs[0].Submit(ctx, "twin", "", replays[1]); !client.IsStatus(err, http.StatusUnauthorized) {
		t.Errorf("the name without its token: %v", err)
	}
}
