package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"testing"

	"deepwood/boards"
	"deepwood/wire"
)

// faultyStore is a real store whose calls fail or freeze on demand, to
// play the faults a database has without one: a full disk (every write
// fails), an outage or a bug of any kind, a database that stops answering.
type faultyStore struct {
	boards.Store
	mu       sync.Mutex
	writeErr error         // AddRun fails with it
	readErr  error         // every read fails with it
	frozen   chan struct{} // when set, every call waits for its context to end (or the test to)
}

// fail makes AddRun fail with write and every read with read (nil: pass).
func (f *faultyStore) fail(write, read error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.writeErr, f.readErr = write, read
}

// freeze makes every call wait until its context ends, as a database that
// stopped answering makes it; the test's end lets them go.
func (f *faultyStore) freeze(t *testing.T) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.frozen = make(chan struct{})
	thaw := f.frozen
	t.Cleanup(func() { close(thaw) })
}

// call is what every method does first: wait while frozen, then the
// read's or the write's error.
func (f *faultyStore) call(ctx context.Context, write bool) error {
	f.mu.Lock()
	frozen, werr, rerr := f.frozen, f.writeErr, f.readErr
	f.mu.Unlock()
	if frozen != nil {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-frozen:
			return errors.New("the test ended while the store was frozen")
		}
	}
	if write {
		return werr
	}
	return rerr
}

// faulted is what every method but Ping does: the fault call gives, if
// any, else the real store's answer.
func faulted[T any](f *faultyStore, ctx context.Context, write bool, real func() (T, error)) (T, error) {
	if err := f.call(ctx, write); err != nil {
		var zero T
		return zero, err
	}
	return real()
}

func (f *faultyStore) AddRun(ctx context.Context, run boards.Run, replay []byte, tokenHash string) (boards.Run, error) {
	return faulted(f, ctx, true, func() (boards.Run, error) { return f.Store.AddRun(ctx, run, replay, tokenHash) })
}

func (f *faultyStore) Board(ctx context.Context, key boards.Key, by boards.Ranking, offset, limit int) ([]boards.Entry, error) {
	return faulted(f, ctx, false, func() ([]boards.Entry, error) { return f.Store.Board(ctx, key, by, offset, limit) })
}

func (f *faultyStore) Ranks(ctx context.Context, id int64) (boards.Ranks, error) {
	return faulted(f, ctx, false, func() (boards.Ranks, error) { return f.Store.Ranks(ctx, id) })
}

func (f *faultyStore) Run(ctx context.Context, id int64) (boards.Run, error) {
	return faulted(f, ctx, false, func() (boards.Run, error) { return f.Store.Run(ctx, id) })
}

func (f *faultyStore) Replay(ctx context.Context, id int64) ([]byte, error) {
	return faulted(f, ctx, false, func() ([]byte, error) { return f.Store.Replay(ctx, id) })
}

func (f *faultyStore) Player(ctx context.Context, name string) (boards.PlayerStats, error) {
	return faulted(f, ctx, false, func() (boards.PlayerStats, error) { return f.Store.Player(ctx, name) })
}

func (f *faultyStore) Latest(ctx context.Context, limit int) ([]boards.Run, error) {
	return faulted(f, ctx, false, func() ([]boards.Run, error) { return f.Store.Latest(ctx, limit) })
}

// Ping passes through unless frozen: the write check writes nothing to
// the disk, so a full one does not fail it.
func (f *faultyStore) Ping(ctx context.Context) error {
	f.mu.Lock()
	frozen := f.frozen != nil
	f.mu.Unlock()
	if frozen {
		return f.call(ctx, false)
	}
	return f.Store.Ping(ctx)
}

// health asks /healthz, returning the status, Retry-After and the answer.
func health(t *testing.T, url string) (int, string, wire.Health) {
	t.Helper()
	resp, err := http.Get(url + "/healthz")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var h wire.Health
	if err := json.NewDecoder(resp.Body).Decode(&h); err != nil {
		t.Fatalf("/healthz: %d, not JSON: %v", resp.StatusCode, err)
	}
	return resp.StatusCode, resp.Header.Get("Retry-After"), h
}
