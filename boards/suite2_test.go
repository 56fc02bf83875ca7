//go:build !js

package boards

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pressly/goose/v3"
)

// TestPagination: pages read one after another make the whole board, with
// ties across a page's edge keeping their shared rank.
func TestPagination(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		for i := range 30 {
			// groups of three tie on time; some ties also share a second
			win(t, s, fmt.Sprintf("P%02d", i), forest, int64(1000*(i/3)), 100+i, i%4, i%5)
		}
		all := readBoard(t, s, forest, ByTime)
		if len(all) != 30 {
			t.Fatalf("%d lines, want 30", len(all))
		}
		checkRanks(t, forest, ByTime, all)
		for _, size := range []int{1, 4, 7, 30} {
			var paged []Entry
			for off := 0; off < 40; off += size {
				page, err := s.Board(ctx, forest, ByTime, off, size)
				if err != nil {
					t.Fatal(err)
				}
				paged = append(paged, page...)
			}
			if !reflect.DeepEqual(lines(paged), lines(all)) {
				t.Errorf("pages of %d: %v\nwant %v", size, lines(paged), lines(all))
			}
		}
		if es, err := s.Board(ctx, forest, ByTime, 0, 0); err != nil || len(es) != 0 {
			t.Errorf("limit 0: %v, %v", es, err)
		}
		checkConsistent(t, s)
	})
}

// TestPlayerStats: attempts, wins, and the best run and rank on each board
// won on, by time, newest first.
func TestPlayerStats(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		before := time.Now().Add(-time.Second)
		win(t, s, "Ann", forest, 60_000, 300, 5, 0)
		win(t, s, "Bob", forest, 50_000, 300, 5, 1)
		annBest := win(t, s, "Ann", forest, 55_000, 300, 5, 2)
		annOther := win(t, s, "Ann", other, 70_000, 300, 5, 3)
		d, replay := mk("Ann", newer, "defeat", 1_000, 1, 0, 4)
		add(t, s, d, replay)
		st, err := s.Player(ctx, "ann")
		if err != nil {
			t.Fatal(err)
		}
		if st.Name != "Ann" || st.Attempts != 4 || st.Wins != 3 || st.Since.Before(before) || st.Since.After(time.Now()) {
			t.Errorf("Player = %+v", st)
		}
		got := fmt.Sprint(st.Bests[0].Rank, st.Bests[0].Run.ID, st.Bests[1].Rank, st.Bests[1].Run.ID)
		if want := fmt.Sprint(1, annOther.ID, 2, annBest.ID); len(st.Bests) != 2 || got != want {
			t.Errorf("bests = %v, want rank and id %s", st.Bests, want)
		}
		if _, err := s.Player(ctx, "Nobody"); !errors.Is(err, ErrNotFound) {
			t.Errorf("Player(unknown) = %v, want ErrNotFound", err)
		}
	})
}

// TestLatest: the newest victories, newest first, no defeats.
func TestLatest(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		if rs, err := s.Latest(ctx, 5); err != nil || len(rs) != 0 {
			t.Errorf("Latest on an empty store = %v, %v", rs, err)
		}
		a := win(t, s, "Ann", forest, 60_000, 300, 5, 10)
		b := win(t, s, "Bob", other, 60_000, 300, 5, 30)
		d, replay := mk("Cid", forest, "defeat", 1_000, 1, 0, 40)
		add(t, s, d, replay)
		c := win(t, s, "Cid", forest, 90_000, 300, 5, 20)
		rs, err := s.Latest(ctx, 2)
		if err != nil || len(rs) != 2 || rs[0].ID != b.ID || rs[1].ID != c.ID {
			t.Errorf("Latest(2) = %v, %v; want Bob's then Cid's", rs, err)
		}
		if rs, _ := s.Latest(ctx, 10); len(rs) != 3 || rs[2].ID != a.ID {
			t.Errorf("Latest(10) = %v", rs)
		}
	})
}

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
		if n := count(t, s, `SELECT COUNT(*) FROM goose_db_version WHERE version_id > 0`); n != 1 {
			t.Errorf("%d migrations recorded, want 1", n)
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
