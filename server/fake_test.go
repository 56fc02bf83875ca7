package server

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"deepwood/boards"
)

// fakeStore is an in-memory boards.Store with the SQL stores' semantics
// (names unique ignoring case, the token checked before the duplicate, each
// player's best per ranking, ties to who was first), for tests that need
// no database and for the fuzz target, which must be fast.
type fakeStore struct {
	mu      sync.Mutex
	players map[string]*fakePlayer // by lower-case name
	runs    []boards.Run
	replays map[int64][]byte
	byHash  map[string]int64
	adds    int // AddRun calls that stored something
}

type fakePlayer struct {
	name, token string
	since       time.Time
}

func newFakeStore() *fakeStore {
	return &fakeStore{players: map[string]*fakePlayer{}, replays: map[int64][]byte{}, byHash: map[string]int64{}}
}

func score(r *boards.Run, by boards.Ranking) int64 {
	switch by {
	case boards.ByActions:
		return int64(r.Actions)
	case boards.ByHP:
		return -int64(r.HPLeft)
	}
	return r.IGTms
}

func (f *fakeStore) AddRun(_ context.Context, run boards.Run, replay []byte, tokenHash string) (boards.Run, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	key := strings.ToLower(run.Player)
	p, ok := f.players[key]
	if !ok && tokenHash == "" {
		return boards.Run{}, boards.ErrBadToken
	}
	if ok && p.token != tokenHash {
		return boards.Run{}, boards.ErrBadToken
	}
	if run.ActionsHash == "" {
		run.ActionsHash = run.ReplayHash
	}
	if id, dup := f.byHash[run.ActionsHash]; dup {
		return f.runs[id-1], boards.ErrDuplicateRun
	}
	if !ok {
		p = &fakePlayer{name: run.Player, token: tokenHash, since: run.Submitted}
		f.players[key] = p
		run.NewName = true
	}
	run.Player = p.name
	run.ID = int64(len(f.runs) + 1)
	f.runs = append(f.runs, run)
	f.runs[len(f.runs)-1].NewName = false // only the answer says so
	f.replays[run.ID] = slices.Clone(replay)
	f.byHash[run.ActionsHash] = run.ID
	f.adds++
	return run, nil
}

// bests is each player's best victory on key by a ranking, in board order.
func (f *fakeStore) bests(key boards.Key, by boards.Ranking) []boards.Run {
	best := map[string]boards.Run{}
	for _, r := range f.runs {
		if r.Board != key || !r.Victory() {
			continue
		}
		if b, ok := best[r.Player]; !ok || score(&r, by) < score(&b, by) {
			best[r.Player] = r
		}
	}
	var out []boards.Run
	for _, r := range best {
		out = append(out, r)
	}
	slices.SortFunc(out, func(a, b boards.Run) int {
		if c := score(&a, by) - score(&b, by); c != 0 {
			return int(max(-1, min(1, c)))
		}
		if c := a.Submitted.Compare(b.Submitted); c != 0 {
			return c
		}
		return int(a.ID - b.ID)
	})
	return out
}

func rankIn(list []boards.Run, i int, by boards.Ranking) int {
	n := 1
	for _, r := range list {
		if score(&r, by) < score(&list[i], by) {
			n++
		}
	}
	return n
}

func (f *fakeStore) Board(_ context.Context, key boards.Key, by boards.Ranking, offset, limit int) ([]boards.Entry, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	list := f.bests(key, by)
	out := []boards.Entry{}
	for i := offset; i < len(list) && len(out) < limit; i++ {
		out = append(out, boards.Entry{Rank: rankIn(list, i, by), Run: list[i]})
	}
	return out, nil
}

func (f *fakeStore) Ping(context.Context) error { return nil }

func (f *fakeStore) Ranks(_ context.Context, id int64) (boards.Ranks, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if id < 1 || id > int64(len(f.runs)) {
		return nil, boards.ErrNotFound
	}
	out := boards.Ranks{}
	for _, by := range []boards.Ranking{boards.ByTime, boards.ByActions, boards.ByHP} {
		list := f.bests(f.runs[id-1].Board, by)
		for i, r := range list {
			if r.ID == id {
				out[by] = rankIn(list, i, by)
			}
		}
	}
	return out, nil
}

func (f *fakeStore) Run(_ context.Context, id int64) (boards.Run, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if id < 1 || id > int64(len(f.runs)) {
		return boards.Run{}, boards.ErrNotFound
	}
	return f.runs[id-1], nil
}

func (f *fakeStore) Replay(_ context.Context, id int64) ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	b, ok := f.replays[id]
	if !ok {
		return nil, boards.ErrNotFound
	}
	return b, nil
}

func (f *fakeStore) Player(_ context.Context, name string) (boards.PlayerStats, error) {
	f.mu.Lock()
	p, ok := f.players[strings.ToLower(name)]
	if !ok {
		f.mu.Unlock()
		return boards.PlayerStats{}, boards.ErrNotFound
	}
	st := boards.PlayerStats{Name: p.name, Since: p.since, Bests: []boards.Entry{}}
	keys := map[boards.Key]bool{}
	for _, r := range f.runs {
		if r.Player == p.name {
			st.Attempts++
			if r.Victory() {
				st.Wins++
				keys[r.Board] = true
			}
		}
	}
	f.mu.Unlock()
	for k := range keys {
		b, _ := f.Board(context.Background(), k, boards.ByTime, 0, 1<<30)
		for _, e := range b {
			if e.Run.Player == p.name {
				st.Bests = append(st.Bests, e)
			}
		}
	}
	return st, nil
}

func (f *fakeStore) Latest(_ context.Context, limit int) ([]boards.Run, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []boards.Run
	for i := len(f.runs) - 1; i >= 0 && len(out) < limit; i-- {
		if f.runs[i].Victory() {
			out = append(out, f.runs[i])
		}
	}
	return out, nil
}

func (f *fakeStore) Played(_ context.Context, tokenHash string, key boards.Key) (bool, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, r := range f.runs {
		if p := f.players[strings.ToLower(r.Player)]; r.Board == key && p != nil && p.token == tokenHash {
			return true, nil
		}
	}
	return false, nil
}

func (f *fakeStore) Close() error { return nil }

func (f *fakeStore) String() string { return fmt.Sprintf("fake store, %d runs", len(f.runs)) }
