package netcmd

import (
	"deepwood/internal/servetest"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fakeBuild writes the files of a game build into dir: enough for serve
// to take it and for /play/ to answer with it.
func fakeBuild(t *testing.T, dir string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, body := range map[string]string{"index.html": "<!DOCTYPE html><title>Deepwood game</title>",
		"wasm_exec.js": "// go", "deepwood.wasm": "\x00asm"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// fetch GETs a page and returns its status and body.
func fetch(t *testing.T, url string) (int, string) {
	t.Helper()
	code, _, body := servetest.Get(t, url)
	return code, body
}

// waitPrinted waits for a line serve prints just after it listens.
func waitPrinted(t *testing.T, c *child, want string) {
	t.Helper()
	for end := time.Now().Add(10 * time.Second); time.Now().Before(end); time.Sleep(20 * time.Millisecond) {
		if strings.Contains(c.printed(), want) {
			return
		}
	}
	t.Errorf("serve did not print %q; it printed:\n%s", want, c.printed())
}

// TestServeWithoutAGameSaysHowToBuildIt: with no build, the pages are
// served and /play/ (and serve's output) gives the two commands.
func TestServeWithoutAGameSaysHowToBuildIt(t *testing.T) {
	c := startServeIn(t, t.TempDir(), "--db", filepath.Join(t.TempDir(), "b.db"))
	waitPrinted(t, c, "no game under /play/: build it with `go run ./wasm -build-only`, then run `deepwood serve --web wasm/dist`")
	if code, body := fetch(t, c.url+"/"); code != 200 || !strings.Contains(body, "Today's dungeon") {
		t.Errorf("/: %d\n%s", code, body)
	}
	code, body := fetch(t, c.url+"/play/")
	if code != 404 || !strings.Contains(body, "go run ./wasm -build-only") || !strings.Contains(body, "deepwood serve --web wasm/dist") {
		t.Errorf("/play/ without a game: %d\n%s", code, body)
	}
	if code, _ := fetch(t, c.url+"/api/v1/daily/forward"); code != 200 {
		t.Errorf("the API beside the pages: %d", code)
	}
}

// TestServeFindsWasmDist: serve started in the source folder serves the
// build `go run ./wasm -build-only` left in wasm/dist.
func TestServeFindsWasmDist(t *testing.T) {
	dir := t.TempDir()
	fakeBuild(t, filepath.Join(dir, "wasm", "dist"))
	c := startServeIn(t, dir, "--db", filepath.Join(t.TempDir(), "b.db"))
	waitPrinted(t, c, "/play/ (from "+filepath.Join("wasm", "dist")+")")
	if code, body := fetch(t, c.url+"/play/"); code != 200 || !strings.Contains(body, "Deepwood game") {
		t.Errorf("/play/: %d %q", code, body)
	}
}

// TestServeWebFlag: --web serves the build it names, and refuses a folder
// without one before opening any database.
func TestServeWebFlag(t *testing.T) {
	build := filepath.Join(t.TempDir(), "game")
	fakeBuild(t, build)
	c := startServe(t, "--db", filepath.Join(t.TempDir(), "b.db"), "--web", build)
	waitPrinted(t, c, "/play/ (from "+build+")")
	if code, body := fetch(t, c.url+"/play/"); code != 200 || !strings.Contains(body, "Deepwood game") {
		t.Errorf("/play/: %d %q", code, body)
	}
	if code, body := fetch(t, c.url+"/play/deepwood.wasm"); code != 200 || body != "\x00asm" {
		t.Errorf("/play/deepwood.wasm: %d %q", code, body)
	}

	empty := t.TempDir()
	code, _, errOut := run(t, t.TempDir(), "serve", "--addr", "127.0.0.1:0", "--web", empty)
	if code != 2 || !strings.Contains(errOut, "missing index.html, wasm_exec.js, deepwood.wasm") || !strings.Contains(errOut, "go run ./wasm -build-only -out "+empty) {
		t.Errorf("serve --web on an empty folder: exit %d\n%s", code, errOut)
	}
}

// TestServeAdminTokenFile: --admin-token-file turns moderation on (an
// unknown run is then told 404 by name, not "moderation is off"); a file
// anyone may read, or an empty one, is refused before anything starts,
// saying why; and neither the refusal nor the log shows the token.
func TestServeAdminTokenFile(t *testing.T) {
	const token = "serve-test-admin-token-0123456789"
	dir := t.TempDir()
	open := filepath.Join(dir, "open.token")
	if err := os.WriteFile(open, []byte(token+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	os.Chmod(open, 0o644)
	empty := filepath.Join(dir, "empty.token")
	if err := os.WriteFile(empty, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{open: "chmod 600", empty: "is empty", filepath.Join(dir, "none"): "no such file"} {
		code, _, errOut := run(t, t.TempDir(), "serve", "--addr", "127.0.0.1:0", "--db", filepath.Join(t.TempDir(), "b.db"), "--admin-token-file", path)
		if code == 0 || !strings.Contains(errOut, want) || strings.Contains(errOut, token) {
			t.Errorf("--admin-token-file %s: exit %d\n%s", filepath.Base(path), code, errOut)
		}
	}
	good := filepath.Join(dir, "admin.token")
	if err := os.WriteFile(good, []byte(token+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	c := startServe(t, "--db", filepath.Join(t.TempDir(), "b.db"), "--admin-token-file", good)
	waitPrinted(t, c, "moderation on (the admin token from "+good+")")
	for auth, want := range map[string]string{token: "no such run 5", "wrong-token-0123456789": "wrong admin token"} {
		req, _ := http.NewRequest(http.MethodPost, c.url+"/api/v1/admin/hide", strings.NewReader(`{"run": 5, "reason": "test"}`))
		req.Header.Set("Authorization", "Bearer "+auth)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if !strings.Contains(string(b), want) {
			t.Errorf("hide with token %.8s…: %d %s, want %q", auth, resp.StatusCode, b, want)
		}
	}
	c.cmd.Process.Signal(syscall.SIGTERM)
	err := <-c.done
	c.done <- err // for the test's cleanup
	if log := c.stderr.String() + c.printed(); strings.Contains(log, token) || !strings.Contains(log, "wrong admin token") {
		t.Errorf("serve's output shows the token, or not the wrong one's refusal:\n%s", log)
	}
}
