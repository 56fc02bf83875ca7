//go:build !js

package boards

import (
	"errors"
	"io/fs"
	"math/rand/v2"
	"strings"
	"sync"
	"testing"

	"github.com/pressly/goose/v3"
)

// TestConcurrentAdds: eight goroutines on two stores over one database
// (as two server processes) submit the same replays, racing on new names
// too, two of them with the wrong tokens: every replay is stored once, its
// other submissions see it as a duplicate, a name belongs to whoever
// created it, and the boards stay consistent.
func TestConcurrentAdds(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		where := b.location(t)
		stores := []*sqlStore{b.open(t, where), b.open(t, where)}
		names := []string{"Racer0", "racer1", "RACER2", "Racer3", "Racer4", "Racer5"}
		type item struct {
			run    Run
			replay []byte
		}
		items := make([]item, 60)
		for i := range items {
			outcome := "victory"
			if i%5 == 0 {
				outcome = "defeat"
			}
			r, replay := mk(names[i%len(names)], forest, outcome, int64(50_000+rand.IntN(5)*1000), 200+rand.IntN(3), rand.IntN(3), i)
			if i%7 == 0 {
				r.Board = other
			}
			items[i] = item{r, replay}
		}
		type result struct {
			run Run
			err error
		}
		results := make([][]result, 8) // by goroutine, by item
		var wg sync.WaitGroup
		for g := range results {
			results[g] = make([]result, len(items))
			wg.Add(1)
			go func() {
				defer wg.Done()
				for _, i := range rand.Perm(len(items)) {
					tok := token(items[i].run.Player)
					if g >= 6 {
						tok = token("intruder " + items[i].run.Player)
					}
					r, err := stores[g%2].AddRun(ctx, items[i].run, items[i].replay, tok)
					results[g][i] = result{r, err}
				}
			}()
		}
		wg.Wait()
		owner := map[string]bool{} // a name's key → the intruders own it
		for i, it := range items {
			key := nameKey(it.run.Player)
			var stored string
			if err := stores[0].r.QueryRowContext(ctx, `SELECT token_hash FROM players WHERE name_key = $1`, key).Scan(&stored); err != nil {
				t.Fatal(err)
			}
			owner[key] = stored != token(it.run.Player)
			ok, id := 0, int64(0)
			for g := range results {
				res := results[g][i]
				rightful := (g >= 6) == owner[key]
				switch {
				case !rightful && !errors.Is(res.err, ErrBadToken):
					t.Errorf("item %d, goroutine %d without the name's token: %v", i, g, res.err)
				case rightful && res.err == nil:
					ok++
					id = res.run.ID
				case rightful && !errors.Is(res.err, ErrDuplicateRun):
					t.Errorf("item %d, goroutine %d: %v", i, g, res.err)
				}
			}
			if ok != 1 {
				t.Errorf("item %d stored by %d goroutines, want 1", i, ok)
			}
			for g := range results {
				if res := results[g][i]; errors.Is(res.err, ErrDuplicateRun) && res.run.ID != id {
					t.Errorf("item %d: the duplicate answer names run %d, not %d", i, res.run.ID, id)
				}
			}
		}
		if n := count(t, stores[0], `SELECT COUNT(*) FROM runs`); n != len(items) {
			t.Errorf("%d runs stored, want %d", n, len(items))
		}
		if n := count(t, stores[0], `SELECT COUNT(*) FROM players`); n != len(names) {
			t.Errorf("%d players, want %d", n, len(names))
		}
		checkConsistent(t, stores[0])
		checkConsistent(t, stores[1])
	})
}

// TestOpenAndReopen: Open picks the database by its URL, and a reopened
// store has its runs and applies no migration twice.
func TestOpenAndReopen(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		where := b.location(t)
		urls := []string{where}
		if b.name == "sqlite" {
			urls = append(urls, "sqlite:"+where)
		}
		var id int64
		for i, u := range urls {
			st, err := Open(ctx, u)
			s := mustStore(t, st, err)
			if s.pg != (b.name == "postgres") {
				t.Errorf("Open(%s) opened the wrong database", u)
			}
			if i == 0 {
				id = win(t, s, "Ann", forest, 60_000, 300, 5, 0).ID
			}
			st.Close()
		}
		s := b.open(t, where)
		if _, err := s.Run(ctx, id); err != nil {
			t.Errorf("the run is gone after reopening: %v", err)
		}
		want, err := fs.Glob(migrations, "migrations/*.sql")
		if err != nil {
			t.Fatal(err)
		}
		if n := count(t, s, `SELECT COUNT(*) FROM goose_db_version WHERE version_id > 0`); n != len(want) {
			t.Errorf("%d migrations recorded, want %d, each once", n, len(want))
		}
	})
}

// TestMigrationsSpelledForBothDialects: every migration reads in both
// dialects with no placeholder left, under the same names, and each spells
// its own identity column.
func TestMigrationsSpelledForBothDialects(t *testing.T) {
	read := func(d goose.Dialect) map[string]string {
		fsys, err := dialectMigrations(d)
		if err != nil {
			t.Fatal(err)
		}
		out := map[string]string{}
		names, _ := fs.Glob(fsys, "*.sql")
		for _, n := range names {
			b, _ := fs.ReadFile(fsys, n)
			out[n] = string(b)
		}
		return out
	}
	lite, pg := read(goose.DialectSQLite3), read(goose.DialectPostgres)
	if len(lite) == 0 || len(lite) != len(pg) {
		t.Fatalf("sqlite has %d migrations, postgres %d", len(lite), len(pg))
	}
	if !strings.Contains(lite["00001_schema.sql"], "id         INTEGER PRIMARY KEY,") ||
		!strings.Contains(pg["00001_schema.sql"], "GENERATED BY DEFAULT AS IDENTITY") || strings.Contains(pg["00001_schema.sql"], "BLOB") {
		t.Error("the schema's identity columns or blobs are not spelled for their dialect")
	}
	if _, err := dialectMigrations(goose.DialectMySQL); err == nil {
		t.Error("a dialect with no spelling was given migrations")
	}
}
