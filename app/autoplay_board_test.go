package app

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"deepwood/boards"
	"deepwood/internal/windowtest"
	"deepwood/online/client"
	"deepwood/server"
)

// TestAutoplayedRunIsAcceptedByTheBoards plays a run through the real
// screens, keeps its replay, and submits it to a boards server on
// 127.0.0.1 with a real SQLite file: a run played as a person plays it is a
// run the server verifies and stores.
func TestAutoplayedRunIsAcceptedByTheBoards(t *testing.T) {
	windowtest.Require(t)
	out := autoplayReplay(t, "TEST-0002")
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	store, err := boards.OpenSQLite(filepath.Join(t.TempDir(), "boards.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	srv := httptest.NewServer(server.New(store, server.Options{}))
	defer srv.Close()
	c, err := client.New(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	got, err := c.Submit(context.Background(), "Autoplay", "", data)
	if err != nil {
		t.Fatalf("the server refused the autoplayed run: %v", err)
	}
	res, _ := verifyFile(t, out)
	if got.Run.Outcome != res.Outcome || got.Run.Actions != res.Actions || got.Token == "" {
		t.Fatalf("stored %+v; the run verifies to %s after %d actions", got, res.Outcome, res.Actions)
	}
}
