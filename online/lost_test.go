package online_test

import (
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"sync/atomic"
	"testing"

	"deepwood/internal/boardstest"
	"deepwood/online"
	"deepwood/storage"
	"deepwood/wire"
)

// loseFirstAnswer is a proxy on 127.0.0.1 in front of base that passes the
// first submission to the server and then drops the connection instead of
// answering: the run is stored, the answer (and any token in it) lost, as
// when a server is killed or a database freezes after its commit.
func loseFirstAnswer(t *testing.T, base string) string {
	t.Helper()
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	proxy := httputil.NewSingleHostReverseProxy(u)
	var posts atomic.Int32
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost && posts.Add(1) == 1 {
			rec := httptest.NewRecorder()
			proxy.ServeHTTP(rec, r)
			if rec.Code != http.StatusCreated {
				t.Errorf("the first submission reached the server as %d: %s", rec.Code, rec.Body)
			}
			panic(http.ErrAbortHandler) // the connection closes unanswered
		}
		proxy.ServeHTTP(w, r)
	}))
	t.Cleanup(hs.Close)
	return hs.URL
}

// TestLostAnswerKeepsTheName (finding 6): a new name's first run whose
// answer is lost is sent again, and the retry gets the name: the game
// made its token before sending, so the server takes the retry as the
// same claim. Before, the retry of the same bytes got 401 "name is taken".
func TestLostAnswerKeepsTheName(t *testing.T) {
	url := loseFirstAnswer(t, boardstest.Start(t))
	runs := victories(t, 2)
	b := online.NewBoards(storage.NewDir(t.TempDir()), player(url, "Cy"), "")
	sub, err := b.Submit(runs[0].Bytes()).Result()
	if err != nil || !sub.Queued {
		t.Fatalf("the lost answer: %+v, %v; want the run queued", sub, err)
	}
	sub, err = b.Submit(runs[0].Bytes()).Result()
	if err != nil || sub.Queued || sub.Result.Status != wire.Duplicate || sub.Result.Run.Player != "Cy" {
		t.Fatalf("the retry: %+v, %v (%s); want the stored run, Cy's", sub, err, online.Plain(err))
	}
	sub, err = b.Submit(runs[1].Bytes()).Result()
	if err != nil || sub.Result.Status != wire.Accepted || sub.Result.Ranks.Time != 1 {
		t.Fatalf("the next run under the name: %+v, %v (%s)", sub, err, online.Plain(err))
	}
}
