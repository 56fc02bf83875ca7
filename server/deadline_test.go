package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"sync"
	"testing"
	"time"

	"deepwood/internal/pgtest"
	"deepwood/wire"
)

// timed is one request's answer and how long it took.
type timed struct {
	status      int
	retry, body string
	took        time.Duration
	err         error
}

// askAtOnce sends every request at once, each given up by the client after
// 5 s, and returns their answers by name.
func askAtOnce(t *testing.T, reqs map[string]*http.Request) map[string]timed {
	t.Helper()
	c := &http.Client{Timeout: 5 * time.Second}
	out := map[string]timed{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	for name, req := range reqs {
		wg.Go(func() {
			start := time.Now()
			a := timed{}
			resp, err := c.Do(req)
			a.took, a.err = time.Since(start), err
			if err == nil {
				b, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				var e struct {
					wire.Error
					Status string `json:"status"`
				}
				json.Unmarshal(b, &e)
				a.status, a.retry, a.body = resp.StatusCode, resp.Header.Get("Retry-After"), e.Error.Error+e.Status
			}
			mu.Lock()
			out[name] = a
			mu.Unlock()
		})
	}
	wg.Wait()
	return out
}

// everyEndpoint is a request to each endpoint that reads or writes the
// store: a submission of replay, reads of seed's board and of run 1, and
// /healthz.
func everyEndpoint(t *testing.T, url string, replay []byte, seed string) map[string]*http.Request {
	t.Helper()
	reqs := map[string]*http.Request{}
	for name, path := range map[string]string{"board": "/api/v1/boards/forward/" + seed, "daily": "/api/v1/daily/forward",
		"run": "/api/v1/runs/1", "replay": "/api/v1/runs/1/replay", "player": "/api/v1/players/Ada", "health": "/healthz"} {
		req, err := http.NewRequest(http.MethodGet, url+path, nil)
		if err != nil {
			t.Fatal(err)
		}
		reqs[name] = req
	}
	req, err := http.NewRequest(http.MethodPost, url+"/api/v1/runs", bytes.NewReader(replay))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set(wire.PlayerHeader, "Ada")
	reqs["submit"] = req
	return reqs
}

// wantInTime holds every answer to a 503 that says the database did not
// answer in time, with Retry-After 2, given within limit.
func wantInTime(t *testing.T, got map[string]timed, limit time.Duration) {
	t.Helper()
	for name, a := range got {
		switch {
		case a.err != nil:
			t.Errorf("%s: no answer after %v: %v", name, a.took.Round(time.Millisecond), a.err)
		case a.status != http.StatusServiceUnavailable || a.retry != "2":
			t.Errorf("%s: %d, Retry-After %q, %q; want 503, Retry-After 2", name, a.status, a.retry, a.body)
		case a.took > limit:
			t.Errorf("%s: answered after %v, want within %v", name, a.took, limit)
		}
	}
}

// TestFrozenStoreAnswers503InTime: when every store call hangs, every
// request is answered 503 (the database did not answer in time; Retry-After
// 2) once the store deadline passes, not when the client or the network
// gives up. (The API's requests hung until the client gave up.)
func TestFrozenStoreAnswers503InTime(t *testing.T) {
	runs, _ := fixtures(t)
	st := &faultyStore{Store: openSQLite(t)}
	t.Cleanup(func() { st.Close() })
	hs, _ := serve(t, st, Options{StoreTimeout: 200 * time.Millisecond})
	st.freeze(t)
	got := askAtOnce(t, everyEndpoint(t, hs.URL, runs[0].Bytes(), runs[0].Seed.Code()))
	wantInTime(t, got, 2*time.Second)
	for _, name := range []string{"board", "submit"} {
		if want := "the database did not answer in time; try again in 2 s"; got[name].body != want {
			t.Errorf("%s: %q, want %q", name, got[name].body, want)
		}
	}
	if want := "cannot write: the database did not answer in time"; got["health"].body != want {
		t.Errorf("/healthz: %q, want %q", got["health"].body, want)
	}
}

// TestLockedPostgresAnswers503InTime: a PostgreSQL whose tables another
// transaction holds locked (as a stuck migration or a frozen server holds
// them) is a deadline passed, 503, for every request, and once the lock
// goes the same submission is stored. (A submission waited for the lock.)
func TestLockedPostgresAnswers503InTime(t *testing.T) {
	runs, _ := fixtures(t)
	url := pgtest.NewDatabase(t)
	st := openPostgresAt(t, url)
	t.Cleanup(func() { st.Close() })
	hs, c := serve(t, st, Options{StoreTimeout: 300 * time.Millisecond})
	submit(t, c, "Ada", "", runs[1].Bytes())

	release := pgtest.Lock(t, url, "players, boards, runs, replays, bests")
	wantInTime(t, askAtOnce(t, everyEndpoint(t, hs.URL, runs[0].Bytes(), runs[0].Seed.Code())), 3*time.Second)
	if err := release(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Submit(context.Background(), "Bea", "", runs[0].Bytes()); err != nil {
		t.Errorf("the submission once the lock is gone: %v", err)
	}
}
