//go:build !js

package boards

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"
	"time"

	"deepwood/server/live"
	"deepwood/wire"
)

// liveAt is the tests' server clock: leases are given times, not read.
var liveAt = time.Date(2026, 11, 24, 13, 0, 0, 0, time.UTC)

// newLive is a live store for one "server" over s, holding leases of 10 s.
func newLive(t testing.TB, s Store, holder string) *Live {
	t.Helper()
	l, err := NewLive(WithTimeout(s, 0), LiveOptions{Holder: holder, Lease: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// create stores attempt r through l, failing the test when it is
// refused, and returns r: how a test begins with an attempt under way.
func create(t testing.TB, l *Live, r live.Record) live.Record {
	t.Helper()
	if err := l.Create(ctx, r); err != nil {
		t.Fatal(err)
	}
	return r
}

// record is an attempt's header as the hub makes one.
func record(id, player, category string) live.Record {
	r := live.Record{ID: id, ResumeHash: "hash of " + id, Player: player, Category: category,
		Seed: "420Z-Y2GS", Rules: "r1", Version: "1.0.0", Started: liveAt}
	if category == wire.LiveDaily {
		r.Date = "2026-11-24"
	}
	return r
}

// step is the test's step i.
func step(i int) live.Step {
	return live.Step{Tick: int64(10 * i), Check: 0xfedc0000 + uint32(i), Action: fmt.Sprintf("flip %d", i),
		Witnessed: time.Duration(i)*time.Second + 123456789, Claimed: int64(9 * i), At: liveAt.Add(time.Duration(i) * time.Second)}
}

// TestLiveAttemptKeepsEveryStep stores an attempt step by step and reads
// it back whole, each step with its stamps; a step out of turn, after the
// end or of an unknown attempt is refused and changes nothing.
func TestLiveAttemptKeepsEveryStep(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		l := newLive(t, s, "A")
		r := create(t, l, record("att1", "Ada", wire.LiveSet))
		for i := range 3 {
			if err := l.Append(ctx, r.ID, i, step(i), i == 2); err != nil {
				t.Fatalf("step %d: %v", i, err)
			}
			r.Steps = append(r.Steps, step(i))
		}
		r.Over = true
		got, err := l.Load(ctx, r.ID)
		if err != nil || !reflect.DeepEqual(got, r) {
			t.Fatalf("Load = %+v, %v;\nwant %+v", got, err, r)
		}
		if err := l.Append(ctx, r.ID, 3, step(3), false); !errors.Is(err, live.ErrConflict) {
			t.Errorf("a step after the end: %v, want ErrConflict", err)
		}
		if err := l.Append(ctx, "nope", 0, step(0), false); !errors.Is(err, live.ErrNoAttempt) {
			t.Errorf("a step of no attempt: %v", err)
		}
		if _, err := l.Load(ctx, "nope"); !errors.Is(err, live.ErrNoAttempt) {
			t.Errorf("Load(unknown) = %v", err)
		}
		r2 := create(t, l, record("att2", "Ada", wire.LiveRandom))
		if err := l.Append(ctx, r2.ID, 1, step(1), false); !errors.Is(err, live.ErrConflict) {
			t.Errorf("step 1 before step 0: %v, want ErrConflict", err)
		}
		if err := l.Append(ctx, r2.ID, 0, step(0), false); err != nil {
			t.Fatal(err)
		}
		if err := l.Append(ctx, r2.ID, 0, step(0), false); !errors.Is(err, live.ErrConflict) {
			t.Errorf("step 0 twice: %v, want ErrConflict", err)
		}
		if got, err := l.Load(ctx, r2.ID); err != nil || len(got.Steps) != 1 || got.Over {
			t.Errorf("after the refusals: %+v, %v", got, err)
		}
		if err := l.Create(ctx, r2); err == nil {
			t.Error("an attempt created twice")
		}
	})
}

// TestLiveLeaseHasOneHolder: two servers on one database. The server that
// creates an attempt holds it; the other cannot take it or write to it
// until the lease lapses (a renewal pushes that back), then takes it over,
// and the first can no longer write. Stop lets the other take at once.
func TestLiveLeaseHasOneHolder(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		where := b.location(t)
		a, bb := newLive(t, b.open(t, where), "A"), newLive(t, b.open(t, where), "B")
		r := create(t, a, record("att1", "Ada", wire.LiveRandom))
		held := func(err error, until time.Time) {
			t.Helper()
			he, ok := errors.AsType[*live.HeldError](err)
			if !ok || !he.Until.Equal(until) {
				t.Fatalf("Take = %v, want held until %v", err, until)
			}
		}
		held(bb.Take(ctx, r.ID, liveAt.Add(5*time.Second)), liveAt.Add(10*time.Second))
		if err := bb.Append(ctx, r.ID, 0, step(0), false); !errors.Is(err, live.ErrConflict) {
			t.Fatalf("a step from the server without the lease: %v", err)
		}
		if err := a.Append(ctx, r.ID, 0, step(0), false); err != nil {
			t.Fatal(err)
		}
		if err := a.Renew(ctx, liveAt.Add(8*time.Second)); err != nil {
			t.Fatal(err)
		}
		held(bb.Take(ctx, r.ID, liveAt.Add(12*time.Second)), liveAt.Add(18*time.Second))
		if err := a.Take(ctx, r.ID, liveAt.Add(12*time.Second)); err != nil {
			t.Fatalf("the holder taking its own lease again: %v", err)
		}
		if err := bb.Take(ctx, r.ID, liveAt.Add(22*time.Second)); err != nil {
			t.Fatalf("taking a lapsed lease: %v", err)
		}
		if err := a.Append(ctx, r.ID, 1, step(1), false); !errors.Is(err, live.ErrConflict) {
			t.Fatalf("a step from the server that lost the lease: %v", err)
		}
		if err := bb.Append(ctx, r.ID, 1, step(1), false); err != nil {
			t.Fatal(err)
		}
		held(a.Take(ctx, r.ID, liveAt.Add(23*time.Second)), liveAt.Add(32*time.Second))
		if err := bb.Stop(ctx, liveAt.Add(24*time.Second)); err != nil {
			t.Fatal(err)
		}
		if err := a.Take(ctx, r.ID, liveAt.Add(24*time.Second)); err != nil {
			t.Fatalf("taking the lease of a server that stopped: %v", err)
		}
		if err := a.Append(ctx, r.ID, 2, step(2), true); err != nil {
			t.Fatal(err)
		}
		if n := count(t, s(a), `SELECT COUNT(*) FROM live_leases`); n != 0 {
			t.Errorf("%d leases left after the end", n)
		}
		if got, err := bb.Load(ctx, r.ID); err != nil || len(got.Steps) != 3 || !got.Over {
			t.Errorf("the attempt as the other server reads it: %+v, %v", got, err)
		}
	})
}

// s is a live store's database, for count.
func s(l *Live) *sqlStore { return l.s }

// TestLiveDailyOnce: 40 starts of one player's daily at once, from two
// servers on one database and in every spelling of the name, store one
// attempt; the next day, another player and a random attempt are not
// held back by it.
func TestLiveDailyOnce(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		where := b.location(t)
		servers := []*Live{newLive(t, b.open(t, where), "A"), newLive(t, b.open(t, where), "B")}
		var (
			wg               sync.WaitGroup
			mu               sync.Mutex
			created, refused int
			others           []error
			names            = []string{"Ada", "ada", "ADA", "aDa"}
		)
		for i := range 40 {
			wg.Go(func() {
				r := record(fmt.Sprintf("att%d", i), names[i%len(names)], wire.LiveDaily)
				err := servers[i%2].Create(ctx, r)
				mu.Lock()
				defer mu.Unlock()
				switch {
				case err == nil:
					created++
				case errors.Is(err, live.ErrDailyTaken):
					refused++
				default:
					others = append(others, err)
				}
			})
		}
		wg.Wait()
		if created != 1 || refused != 39 || len(others) != 0 {
			t.Fatalf("40 starts of one daily: %d created, %d refused, errors %v", created, refused, others)
		}
		if n := count(t, s(servers[0]), `SELECT COUNT(*) FROM live_attempts`); n != 1 {
			t.Fatalf("%d attempts stored", n)
		}
		next := record("next", "Ada", wire.LiveDaily)
		next.Date = "2026-11-25"
		for _, r := range []live.Record{next, record("bob", "Bob", wire.LiveDaily), record("rnd1", "Ada", wire.LiveRandom), record("rnd2", "Ada", wire.LiveRandom)} {
			if err := servers[1].Create(ctx, r); err != nil {
				t.Errorf("%s %s of %s: %v", r.Category, r.Date, r.Player, err)
			}
		}
	})
}

// TestLiveDailyKeyIsMadeOnce: eight servers starting at once on an empty
// database make one daily key between them, and a server started later
// reads the same.
func TestLiveDailyKeyIsMadeOnce(t *testing.T) {
	eachBackend(t, func(t *testing.T, b backend) {
		where := b.location(t)
		keys := make([][]byte, 8)
		var wg sync.WaitGroup
		for i := range keys {
			l := newLive(t, b.open(t, where), fmt.Sprint(i))
			wg.Go(func() {
				k, err := l.DailyKey(ctx)
				if err != nil {
					t.Error(err)
				}
				keys[i] = k
			})
		}
		wg.Wait()
		later, err := newLive(t, b.open(t, where), "later").DailyKey(ctx)
		if err != nil {
			t.Fatal(err)
		}
		for i, k := range keys {
			if len(k) != 32 || !bytes.Equal(k, later) {
				t.Fatalf("server %d's key %x, the later server's %x", i, k, later)
			}
		}
	})
}

// TestLiveNamesAreTheBoardsPlayers: a live name is claimed by its token,
// again by the same token, never by another, and a board's player is the
// same name.
func TestLiveNamesAreTheBoardsPlayers(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		l := newLive(t, s, "A")
		if created, err := l.Claim(ctx, "Ada", token("Ada"), true); err != nil || !created {
			t.Fatal(created, err)
		}
		if created, err := l.Claim(ctx, "ADA", token("Ada"), false); err != nil || created {
			t.Fatalf("the same token again: %v, %v", created, err)
		}
		if _, err := l.Claim(ctx, "ada", token("Bob"), true); !errors.Is(err, live.ErrNameTaken) {
			t.Fatalf("another token: %v", err)
		}
		if _, err := l.Claim(ctx, "Dee", token("Dee"), false); !errors.Is(err, live.ErrNewName) {
			t.Fatalf("a new name its address may not claim: %v", err)
		}
		win(t, s, "Ada", forest, 1000, 10, 1, 0) // the board's Ada is the live Ada
		if _, err := l.Claim(ctx, "Cy", token("Cy"), true); err != nil {
			t.Fatal(err)
		}
		r, b := mk("Cy", forest, "victory", 1000, 10, 1, 0)
		if _, err := s.AddRun(ctx, r, b, token("Bob")); !errors.Is(err, ErrBadToken) {
			t.Fatalf("a board run under a live name with another token: %v", err)
		}
	})
}

// TestLiveDailyReissued: the player's daily under way takes a new resume
// token (ignoring the name's case) and is named by Reissue; once over it
// is ErrDailyTaken, and a day with none ErrNoAttempt.
func TestLiveDailyReissued(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		l := newLive(t, s, "A")
		r := create(t, l, record("day1", "Ada", wire.LiveDaily))
		id, err := l.Reissue(ctx, "ADA", r.Date, "new hash")
		if err != nil || id != r.ID {
			t.Fatalf("Reissue = %q, %v", id, err)
		}
		if got, err := l.Load(ctx, r.ID); err != nil || got.ResumeHash != "new hash" {
			t.Fatalf("after Reissue: %q, %v", got.ResumeHash, err)
		}
		if _, err := l.Reissue(ctx, "Ada", "2026-11-25", "h"); !errors.Is(err, live.ErrNoAttempt) {
			t.Errorf("a day without an attempt: %v", err)
		}
		if err := l.Append(ctx, r.ID, 0, step(0), true); err != nil {
			t.Fatal(err)
		}
		if _, err := l.Reissue(ctx, "Ada", r.Date, "h"); !errors.Is(err, live.ErrDailyTaken) {
			t.Errorf("a daily over: %v", err)
		}
	})
}
