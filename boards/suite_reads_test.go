//go:build !js

package boards

import (
	"errors"
	"fmt"
	"reflect"
	"testing"
	"time"
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
