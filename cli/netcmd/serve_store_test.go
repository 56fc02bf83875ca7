package netcmd

import (
	"bytes"
	"context"
	"errors"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/internal/pgtest"
	"deepwood/internal/servetest"
)

// serveExit runs `deepwood serve --addr 127.0.0.1:0 args...` as a child
// process and returns its exit code and what it wrote to stderr, failing
// the test if it is still running after 30 s (it started serving).
func serveExit(t *testing.T, args ...string) (int, string) {
	t.Helper()
	args = append([]string{"serve", "--addr", "127.0.0.1:0"}, args...)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"="+strings.Join(args, "\n"), "DEEPWOOD_CONFIG_DIR="+t.TempDir())
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	if ctx.Err() != nil {
		t.Fatalf("serve %s was still running after 30 s; it printed:\n%s%s", strings.Join(args[1:], " "), &stdout, &stderr)
	}
	if ee, ok := errors.AsType[*exec.ExitError](err); ok {
		return ee.ExitCode(), stderr.String()
	}
	if err != nil {
		t.Fatal(err)
	}
	return 0, stderr.String()
}

// TestServeRefusesAStoreItCannotWrite: serve on a database it cannot
// write exits 1 before it listens, naming the file or URL and why. (On a
// read-only file or PostgreSQL it used to start and answer every
// submission with 500; on a read-only folder it said only "unable to open
// database file".)
func TestServeRefusesAStoreItCannotWrite(t *testing.T) {
	wantRefused := func(t *testing.T, db string, why ...string) {
		t.Helper()
		code, stderr := serveExit(t, "--db", db)
		if code != 1 {
			t.Errorf("exit %d, want 1; stderr:\n%s", code, stderr)
		}
		for _, w := range why {
			if !strings.Contains(stderr, w) {
				t.Errorf("stderr does not say %q:\n%s", w, stderr)
			}
		}
	}
	t.Run("read-only sqlite file", func(t *testing.T) {
		path := servetest.ReadOnlySQLite(t)
		wantRefused(t, path, "deepwood serve: cannot write to the database SQLite "+path+" (the database is read-only)",
			"the file is not writable: ")
	})
	t.Run("read-only sqlite folder", func(t *testing.T) {
		dir := t.TempDir()
		servetest.ReadOnly(t, dir)
		path := filepath.Join(dir, "boards.db")
		wantRefused(t, path, "deepwood serve: cannot open the database: boards: "+path+
			": its folder takes no new files (SQLite keeps its -wal and -shm files there): ")
	})
	t.Run("read-only postgres", func(t *testing.T) {
		url := pgtest.NewDatabase(t)
		st, err := boards.OpenPostgres(context.Background(), url)
		if err != nil {
			t.Fatal(err)
		}
		st.Close()
		pgtest.ReadOnly(t, url)
		wantRefused(t, url, "deepwood serve: cannot write to the database PostgreSQL "+url+" (the database is read-only)",
			"cannot execute DELETE in a read-only transaction (SQLSTATE 25006)")
	})
}

// TestServeDBTimeoutFlag: --db-timeout is the deadline of every database
// call, the API's and the pages': with the tables locked by another
// transaction, each answers 503 with Retry-After within a moment of it.
// Out of range, it is a usage error.
func TestServeDBTimeoutFlag(t *testing.T) {
	// Fatal, not Error: startServe's child exiting at once (on a flag it
	// does not know) would hang the test's cleanup.
	if code, _, errOut := run(t, t.TempDir(), "serve", "--db-timeout", "0s"); code != 2 || !strings.Contains(errOut, "--db-timeout must be from 10ms to 1m, not 0s") {
		t.Fatalf("serve --db-timeout 0s: exit %d\n%s", code, errOut)
	}
	url := pgtest.NewDatabase(t)
	c := startServe(t, "--db", url, "--db-timeout", "300ms")
	pgtest.Lock(t, url, "players, boards, runs, replays, bests")
	hc := &http.Client{Timeout: 5 * time.Second}
	for _, path := range []string{"/api/v1/boards/forward/7K3M-9QXA", "/boards/forward/7K3M-9QXA", "/healthz"} {
		start := time.Now()
		resp, err := hc.Get(c.url + path)
		if err != nil {
			t.Errorf("%s: %v", path, err)
			continue
		}
		resp.Body.Close()
		if took := time.Since(start); resp.StatusCode != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") != "2" || took > 2*time.Second {
			t.Errorf("%s: %d, Retry-After %q, after %v; want 503, Retry-After 2, within 2 s", path, resp.StatusCode, resp.Header.Get("Retry-After"), took)
		}
	}
}
