package server

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"deepwood/boards"
	"deepwood/online/client"
	"deepwood/wire"
)

// attempts counts the runs a store holds for a player (0 when it has none).
func attempts(t *testing.T, c *client.Client, name string) int {
	t.Helper()
	p, err := c.Player(context.Background(), name)
	if client.IsStatus(err, http.StatusNotFound) {
		return 0
	}
	if err != nil {
		t.Fatal(err)
	}
	return p.Attempts
}

func TestSubmitTokensAndDuplicates(t *testing.T) {
	wins, loss := fixtures(t)
	eachServer(t, Options{}, func(t *testing.T, hs *httptest.Server, c *client.Client) {
		ctx := context.Background()
		first := submit(t, c, "Ada", "", wins[0].Bytes())
		if first.Status != wire.Accepted || len(first.Token) != 43 || first.Run.ID == 0 || first.Run.Outcome != "victory" {
			t.Fatalf("first submission: %+v", first)
		}
		if first.Ranks != (wire.Ranks{Time: 1, Actions: 1, HP: 1}) || !first.PersonalBest || first.Run.Board.Seed != wins[0].Seed.Code() || first.Run.Board.Category != "set-seed" {
			t.Errorf("a lone victory ranks first everywhere: %+v", first)
		}
		if first.Run.IGTms != int64(30*(wins[0].Actions-1))*1000/60 || len(first.Run.Splits) != 10 {
			t.Errorf("igt %d ms, %d splits for %d actions a 30 ticks", first.Run.IGTms, len(first.Run.Splits), wins[0].Actions)
		}
		// Later runs need the token; the name is unique ignoring case.
		for _, tc := range []struct{ name, token, why string }{
			{"Ada", "", "no token"},
			{"ADA", "", "no token, other case"},
			{"ada", strings.Repeat("A", 43), "someone else's token"},
			{"Ada", "short", "malformed token"},
		} {
			_, err := c.Submit(ctx, tc.name, tc.token, wins[1].Bytes())
			if !client.IsStatus(err, http.StatusUnauthorized) {
				t.Errorf("%s: got %v; want 401", tc.why, err)
			}
		}
		if n := attempts(t, c, "ada"); n != 1 {
			t.Fatalf("refused submissions stored runs: %d attempts", n)
		}
		second, err := c.Submit(ctx, "ada", first.Token, wins[1].Bytes())
		if err != nil || second.Status != wire.Accepted || second.Token != "" || second.Run.Player != "Ada" {
			t.Fatalf("second submission with the token: %+v, %v", second, err)
		}
		// The same bytes again: 200 with the run they made, nothing new.
		dup, err := c.Submit(ctx, "Ada", first.Token, wins[0].Bytes())
		if err != nil || dup.Status != wire.Duplicate || dup.Run.ID != first.Run.ID || dup.Token != "" {
			t.Fatalf("duplicate: %+v, %v", dup, err)
		}
		status, _, _ := post(t, hs.URL, "Ada", first.Token, bytes.NewReader(wins[0].Bytes()))
		if status != http.StatusOK {
			t.Errorf("duplicate answered %d; want 200", status)
		}
		// A duplicate under a new name creates no player and gives no token.
		dup, err = c.Submit(ctx, "Grace", "", wins[0].Bytes())
		if err != nil || dup.Status != wire.Duplicate || dup.Token != "" {
			t.Fatalf("duplicate under a new name: %+v, %v", dup, err)
		}
		if n := attempts(t, c, "Grace"); n != 0 {
			t.Errorf("a duplicate created the player Grace with %d runs", n)
		}
		// A defeat is kept but not ranked.
		lost, err := c.Submit(ctx, "Ada", first.Token, loss.Bytes())
		if err != nil || lost.Run.Outcome != "defeat" || lost.Ranks != (wire.Ranks{}) || lost.PersonalBest {
			t.Fatalf("defeat: %+v, %v", lost, err)
		}
		p, err := c.Player(ctx, "ADA")
		if err != nil || p.Name != "Ada" || p.Attempts != 3 || p.Wins != 2 || len(p.Bests) != 2 || p.Bests[0].Board == nil {
			t.Fatalf("player page: %+v, %v", p, err)
		}
	})
}

func TestSubmitRefusals(t *testing.T) {
	wins, _ := fixtures(t)
	good := string(wins[0].Bytes())
	lines := strings.Split(good, "\n")
	tampered := append([]string(nil), lines...)
	const at = 20 // file line 20: an action
	f := strings.Fields(tampered[at-1])
	f[1] = "00000000"
	tampered[at-1] = strings.Join(f, " ")
	foreign := strings.Replace(good, "\nrules ", "\nrules 0", 1)
	practice := string(recordPractice(t, wins[0].Seed))
	forest := strings.Replace(good, "mode forward", "mode forest", 1)
	unfinished := strings.Join(lines[:12], "\n") + "\n"
	big := strings.Repeat("x", MaxBody+1)
	long := good + strings.Repeat(lines[len(lines)-2]+"\n", 10_000)
	eachServer(t, Options{}, func(t *testing.T, hs *httptest.Server, c *client.Client) {
		for _, tc := range []struct {
			why, name, body string
			status, line    int
			says            string
		}{
			{"tampered", "ada", strings.Join(tampered, "\n"), 422, at, "replay:" + strconv.Itoa(at) + ": random streams checksum"},
			{"foreign rules", "ada", foreign, 422, 4, "replay:4: "},
			{"practice", "ada", practice, 422, 0, "practice"},
			{"other mode", "ada", forest, 422, 2, `mode "forest" cannot be submitted yet`},
			{"unfinished", "ada", unfinished, 422, 0, "has not ended"},
			{"not a replay", "ada", "hello", 422, 1, "replay:1: "},
			{"empty", "ada", "", 422, 1, "empty"},
			{"oversize", "ada", big, 413, 0, "at most 256 KiB"},
			{"too many actions", "ada", long, 422, 10_001, "more than 10000 lines"},
			{"no name", "", good, 400, 0, "no player name"},
			{"bad name", "ada lovelace", good, 400, 0, "character 4"},
			{"long name", strings.Repeat("a", 25), good, 400, 0, "at most 24"},
		} {
			status, _, body := post(t, hs.URL, tc.name, "", strings.NewReader(tc.body))
			var e wire.Error
			if err := json.Unmarshal([]byte(body), &e); err != nil {
				t.Errorf("%s: answer %q is not JSON", tc.why, body)
			}
			if status != tc.status || e.Line != tc.line || !strings.Contains(e.Error, tc.says) {
				t.Errorf("%s: %d %+v; want %d, line %d, saying %q", tc.why, status, e, tc.status, tc.line, tc.says)
			}
		}
		if n := attempts(t, c, "ada"); n != 0 {
			t.Errorf("refusals stored %d runs", n)
		}
	})
}

// TestVerifyTimeLimit: a verification that cannot finish in time is
// refused and nothing is stored.
func TestVerifyTimeLimit(t *testing.T) {
	wins, _ := fixtures(t)
	st := newFakeStore()
	hs, _ := serve(t, st, Options{VerifyTimeout: 1})
	status, _, body := post(t, hs.URL, "ada", "", bytes.NewReader(wins[0].Bytes()))
	if status != 422 && status != 503 || st.adds != 0 {
		t.Fatalf("got %d %s with %d runs stored; want 422 or 503 and none", status, body, st.adds)
	}
}

// panicStore fails the way a bug would.
type panicStore struct{ boards.Store }

func (panicStore) Run(context.Context, int64) (boards.Run, error) { panic("boom") }

func TestPanicIsA500(t *testing.T) {
	hs, c := serve(t, panicStore{newFakeStore()}, Options{})
	if _, err := c.Run(context.Background(), 1); !client.IsStatus(err, 500) {
		t.Fatalf("got %v; want 500", err)
	}
	if _, err := c.Health(context.Background()); err != nil {
		t.Fatalf("the server is down after a panic: %v (%s)", err, hs.URL)
	}
}
