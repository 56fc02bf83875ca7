//go:build !js

package boards

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
)

var ctx = context.Background()

// TestAddRunReadBack stores a run and reads it, its replay and its hash
// back as they were given.
func TestAddRunReadBack(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		r, replay := mk("Ann", forest, "victory", 61_000, 240, 7, 0)
		got := add(t, s, r, replay)
		if got.ID == 0 || len(got.ReplayHash) != 64 {
			t.Fatalf("AddRun returned %+v", got)
		}
		r.ID, r.ReplayHash, r.ActionsHash = got.ID, got.ReplayHash, got.ReplayHash // no actions named: its bytes
		if !got.NewName {
			t.Error("the run that claimed Ann is not told so")
		}
		got.NewName = false
		if !reflect.DeepEqual(got, r) {
			t.Errorf("AddRun returned\n%+v, want\n%+v", got, r)
		}
		read, err := s.Run(ctx, got.ID)
		if err != nil || !reflect.DeepEqual(read, r) {
			t.Errorf("Run = %+v, %v; want %+v", read, err, r)
		}
		b, err := s.Replay(ctx, got.ID)
		if err != nil || !bytes.Equal(b, replay) {
			t.Errorf("Replay = %q, %v", b, err)
		}
		if _, err := s.Run(ctx, got.ID+100); !errors.Is(err, ErrNotFound) {
			t.Errorf("Run(unknown) = %v, want ErrNotFound", err)
		}
		if _, err := s.Replay(ctx, got.ID+100); !errors.Is(err, ErrNotFound) {
			t.Errorf("Replay(unknown) = %v, want ErrNotFound", err)
		}
		if _, err := s.Ranks(ctx, got.ID+100); !errors.Is(err, ErrNotFound) {
			t.Errorf("Ranks(unknown) = %v, want ErrNotFound", err)
		}
		bad := r
		bad.ReplayHash = strings.Repeat("0", 64)
		if _, err := s.AddRun(ctx, bad, []byte("other bytes"), token("Ann")); err == nil {
			t.Error("AddRun took a hash that is not the replay's")
		}
	})
}

// TestDuplicateReplay: the same bytes again are the same run, whoever
// sends them, and nothing new is stored.
func TestDuplicateReplay(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		r, replay := mk("Ann", forest, "victory", 61_000, 240, 7, 0)
		first := add(t, s, r, replay)
		first.NewName = false // a read says nothing of it
		again := r
		again.Submitted = again.Submitted.Add(3600e9)
		got, err := s.AddRun(ctx, again, replay, token("Ann"))
		if !errors.Is(err, ErrDuplicateRun) || !reflect.DeepEqual(got, first) {
			t.Errorf("AddRun(same bytes) = %+v, %v; want %+v, ErrDuplicateRun", got, err, first)
		}
		again.Player = "Bob"
		if _, err := s.AddRun(ctx, again, replay, token("Bob")); !errors.Is(err, ErrDuplicateRun) {
			t.Errorf("AddRun(same bytes, another player) = %v, want ErrDuplicateRun", err)
		}
		if n := count(t, s, `SELECT COUNT(*) FROM runs`); n != 1 {
			t.Errorf("%d runs stored, want 1", n)
		}
		if n := count(t, s, `SELECT COUNT(*) FROM players`); n != 1 {
			t.Errorf("%d players stored, want 1 (the duplicate's new player rolled back)", n)
		}
	})
}

// TestTokens: a new name is created with its token, a known one needs the
// same token, and a refused run leaves nothing behind.
func TestTokens(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		r, replay := mk("Ann", forest, "victory", 61_000, 240, 7, 0)
		if _, err := s.AddRun(ctx, r, replay, ""); !errors.Is(err, ErrBadToken) {
			t.Errorf("a new name without a token: %v, want ErrBadToken", err)
		}
		if n := count(t, s, `SELECT COUNT(*) FROM players`); n != 0 {
			t.Errorf("a refused new name left %d players", n)
		}
		add(t, s, r, replay)
		for _, tok := range []string{"", token("Bob")} {
			r2, replay2 := mk("Ann", forest, "victory", 1_000, 1, 99, 1)
			if _, err := s.AddRun(ctx, r2, replay2, tok); !errors.Is(err, ErrBadToken) || errors.Is(err, ErrNameTaken) {
				t.Errorf("known name, token %q: %v, want ErrBadToken only", tok, err)
			}
		}
		if n := count(t, s, `SELECT COUNT(*) FROM runs`) + count(t, s, `SELECT COUNT(*) FROM replays`); n != 2 {
			t.Errorf("refused runs were stored: %d runs and replays, want 2", n)
		}
		if es := readBoard(t, s, forest, ByTime); len(es) != 1 || es[0].Run.IGTms != 61_000 {
			t.Errorf("a refused run reached the board: %v", es)
		}
	})
}

// TestNamesIgnoreCase: names are unique ignoring case and keep the
// spelling they were created with.
func TestNamesIgnoreCase(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		win(t, s, "Ann", forest, 61_000, 240, 7, 0)
		r, replay := mk("ANN", forest, "victory", 50_000, 200, 9, 1)
		if _, err := s.AddRun(ctx, r, replay, token("ANN")); !errors.Is(err, ErrBadToken) || !errors.Is(err, ErrNameTaken) {
			t.Errorf("another spelling with another token: %v, want ErrBadToken and ErrNameTaken", err)
		}
		got, err := s.AddRun(ctx, r, replay, token("Ann"))
		if err != nil || got.Player != "Ann" {
			t.Errorf("another spelling with the token: %q, %v; want the name as first typed", got.Player, err)
		}
		if n := count(t, s, `SELECT COUNT(*) FROM players`); n != 1 {
			t.Errorf("%d players, want 1", n)
		}
		st, err := s.Player(ctx, "aNN")
		if err != nil || st.Name != "Ann" || st.Attempts != 2 {
			t.Errorf("Player(aNN) = %+v, %v", st, err)
		}
		if es := readBoard(t, s, forest, ByTime); len(es) != 1 || es[0].Run.IGTms != 50_000 {
			t.Errorf("board = %v, want Ann once with the better run", lines(es))
		}
	})
}

// TestBestPerPlayer: a board shows each player's best victory once; other
// boards and rules fingerprints are apart; defeats are kept but not ranked.
func TestBestPerPlayer(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		win(t, s, "Ann", forest, 70_000, 300, 2, 0)
		best := win(t, s, "Ann", forest, 60_000, 310, 1, 1)
		win(t, s, "Ann", forest, 65_000, 320, 3, 2)
		win(t, s, "Ann", other, 10_000, 100, 1, 3)
		win(t, s, "Ann", newer, 20_000, 100, 1, 4)
		d, replay := mk("Bob", forest, "defeat", 5_000, 10, 0, 5)
		defeat := add(t, s, d, replay)
		es := readBoard(t, s, forest, ByTime)
		if len(es) != 1 || es[0].Run.ID != best.ID || es[0].Rank != 1 {
			t.Fatalf("forest by time = %v, want Ann's 60s run alone", es)
		}
		if r, err := s.Ranks(ctx, defeat.ID); len(r) != 0 || err != nil {
			t.Errorf("a defeat's ranks = %v, %v; want none", r, err)
		}
		if r, err := s.Run(ctx, defeat.ID); err != nil || r.Outcome != "defeat" {
			t.Errorf("the defeat was not kept: %+v, %v", r, err)
		}
		if r, _ := s.Ranks(ctx, best.ID+1); r[ByTime] != 0 {
			t.Errorf("a run that is not the player's best has rank %d", r[ByTime])
		}
		if es := readBoard(t, s, other, ByTime); len(es) != 1 || es[0].Run.IGTms != 10_000 {
			t.Errorf("other seed = %v", es)
		}
		if es := readBoard(t, s, Key{Mode: "forest", Seed: "404"}, ByTime); len(es) != 0 {
			t.Errorf("a board nobody played = %v", es)
		}
		checkConsistent(t, s)
	})
}

// TestRankings: the three orders, ties sharing a rank in the order they
// were submitted.
func TestRankings(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		win(t, s, "Ann", forest, 60_000, 300, 5, 3)
		win(t, s, "Bob", forest, 60_000, 250, 9, 1) // Bob ties Ann on time, submitted first
		win(t, s, "Cid", forest, 55_000, 300, 5, 2)
		win(t, s, "Dee", forest, 90_000, 250, 9, 4)
		win(t, s, "Eve", forest, 60_000, 400, 1, 0)
		want := map[Ranking]string{
			ByTime:    "[1:Cid 2:Eve 2:Bob 2:Ann 5:Dee]",
			ByActions: "[1:Bob 1:Dee 3:Cid 3:Ann 5:Eve]",
			ByHP:      "[1:Bob 1:Dee 3:Cid 3:Ann 5:Eve]",
		}
		for by, w := range want {
			if got := fmt.Sprint(lines(readBoard(t, s, forest, by))); got != w {
				t.Errorf("by %s: %s, want %s", by, got, w)
			}
		}
		if _, err := s.Board(ctx, forest, "speed", 0, 10); err == nil {
			t.Error("an unknown ranking read as a board")
		}
		checkConsistent(t, s)
	})
}
