package netcmd

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"deepwood/internal/boardstest"
	"deepwood/internal/servetest"
	"deepwood/online/client"
	"deepwood/server"
	"deepwood/server/botreplay"
)

// TestWasmBuildLinksNoServer: the browser build links cli and the boards'
// client (wire, online/client) but none of the server side: not this
// package, the server, the store or the database drivers; nor net/http and
// crypto/tls, which the client leaves to the page's fetch (they would add
// 1.7 MB gzipped to the game).
func TestWasmBuildLinksNoServer(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go tool on PATH")
	}
	cmd := exec.Command("go", "list", "-deps", "deepwood")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, dep := range strings.Fields(string(out)) {
		for _, bad := range []string{"deepwood/cli/netcmd", "deepwood/server", "deepwood/boards", "modernc.org/sqlite", "github.com/jackc/pgx", "github.com/pressly/goose", "net/http", "crypto/tls"} {
			if dep == bad || strings.HasPrefix(dep, bad+"/") {
				t.Errorf("the WebAssembly build links %s", dep)
			}
		}
	}
}

func TestHelpListsTheOnlineCommands(t *testing.T) {
	_, out, _ := run(t, t.TempDir(), "help")
	for _, c := range []string{"deepwood serve ", "deepwood submit ", "deepwood boards ", "deepwood loadtest "} {
		if !strings.Contains(out, c) {
			t.Errorf("help does not list %q", c)
		}
	}
}

// testServer is a server with opt on 127.0.0.1 over a fresh SQLite store
// (its limits, when opt has none, only Tracked: 10): what the submit,
// boards and load test commands are tested against.
func testServer(t *testing.T, opt server.Options) string {
	t.Helper()
	if opt.Limits == (server.Limits{}) {
		opt.Limits = server.Limits{Tracked: 10}
	}
	hs := httptest.NewServer(server.New(servetest.SQLite(t, ""), opt))
	t.Cleanup(hs.Close)
	return hs.URL
}

func TestSubmitAndBoardsCommands(t *testing.T) {
	url := testServer(t, server.Options{})
	cfg, files := t.TempDir(), t.TempDir()
	wins := boardstest.Victories(t, "online tests", 2, botreplay.Options{})
	a := writeFile(t, files, "a.replay", wins[0].Bytes())
	b := writeFile(t, files, "b.replay", wins[1].Bytes())
	lines := strings.Split(string(wins[1].Bytes()), "\n")
	lines[19] = strings.Replace(lines[19], strings.Fields(lines[19])[1], "00000000", 1)
	bad := writeFile(t, files, "bad.replay", []byte(strings.Join(lines, "\n")))

	code, out, errs := run(t, cfg, "submit", a, "--server", url, "--name", "Ada")
	if code != 0 || !strings.Contains(out, "run 1, victory on forward "+wins[0].Seed.Code()+" set-seed") || !strings.Contains(out, "rank 1 by time, a personal best") {
		t.Fatalf("submit: %d\n%s%s", code, out, errs)
	}
	tok, err := os.ReadFile(filepath.Join(cfg, "tokens.json"))
	if err != nil || !strings.Contains(string(tok), `"ada": "`) || !strings.Contains(errs, "Ada is yours") {
		t.Fatalf("token not kept: %s, %v", tok, err)
	}
	// The second time, the kept name and token are used.
	code, out, errs = run(t, cfg, "submit", "--json", b, a, bad, "--server", url)
	var got []submitted
	if err := json.Unmarshal([]byte(out), &got); err != nil || code != 1 || len(got) != 3 {
		t.Fatalf("submit --json: %d %v\n%s%s", code, err, out, errs)
	}
	if got[0].Result == nil || got[0].Result.Run.Player != "Ada" || got[1].Result.Status != "duplicate" ||
		got[2].Status != 422 || got[2].Line != 20 || !strings.HasPrefix(got[2].Error, bad+":20: random streams checksum") {
		t.Errorf("submit --json: %+v", got)
	}
	if !strings.Contains(errs, "1 of 3 replays refused") {
		t.Errorf("stderr: %s", errs)
	}
	// Another config folder has no token for Ada.
	code, out, _ = run(t, t.TempDir(), "submit", b, "--server", url, "--name", "ada")
	if code != 1 || !strings.Contains(out, "refused (401)") {
		t.Errorf("a stolen name: %d %s", code, out)
	}

	code, out, errs = run(t, cfg, "boards", "--server", url, "--claims", "--seed", strings.ToLower(wins[0].Seed.Code()))
	if code != 0 || !strings.Contains(out, "seed "+wins[0].Seed.Code()+", set-seed, by time") || !strings.Contains(out, "    1  Ada ") {
		t.Errorf("boards: %d\n%s%s", code, out, errs)
	}
	code, out, _ = run(t, cfg, "boards", "--server", url, "--daily", "--json", "--by", "hp")
	var board struct {
		Date    string `json:"date"`
		By      string `json:"by"`
		Entries []any  `json:"entries"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &board) != nil || board.Date != time.Now().UTC().Format(time.DateOnly) || board.By != "hp" {
		t.Errorf("boards --daily --json: %d %s", code, out)
	}
	for _, args := range [][]string{
		{"boards", "--server", url},
		{"boards", "--server", url, "--daily", "--seed", "X"},
		{"boards", "--daily"},
		{"submit", a},
		{"submit", "--server", "ftp://x", a},
	} {
		if code, _, _ := run(t, cfg, args...); code != 2 {
			t.Errorf("%v: exit %d; want 2", args, code)
		}
	}
}

func TestLoadtest(t *testing.T) {
	for _, srv := range []string{"http://192.0.2.1:8080", "http://example.com", "http://10.0.0.1", "http://[2001:db8::1]:80"} {
		code, _, errs := run(t, t.TempDir(), "loadtest", "--server", srv, "--runs", "1", "--clients", "1")
		if code != 2 || !strings.Contains(errs, "loopback") {
			t.Errorf("%s: exit %d, %s", srv, code, errs)
		}
	}
	url := testServer(t, server.Options{Limits: server.Limits{Tracked: 10}})
	code, out, errs := run(t, t.TempDir(), "loadtest", "--server", url, "--runs", "120", "--clients", "4", "--players", "3", "--json")
	var rep loadReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 || rep.Accepted != 120 || rep.P99ms <= 0 || rep.PerSecond <= 0 {
		t.Fatalf("loadtest: %d %v\n%s%s", code, err, out, errs)
	}
	t.Logf("loadtest (SQLite, in-process server): %.0f accepted/s, p50 %.1f ms, p99 %.1f ms", rep.PerSecond, rep.P50ms, rep.P99ms)
	// A server that rate-limits the load test is reported, and exits 1.
	url = testServer(t, server.Options{Limits: server.Limits{Submit: server.Rate{PerSecond: 0.01, Burst: 5}, Tracked: 10}})
	code, out, _ = run(t, t.TempDir(), "loadtest", "--server", url, "--runs", "20", "--clients", "2")
	if code != 1 || !strings.Contains(out, "refused (429)") {
		t.Errorf("rate-limited load test: %d\n%s", code, out)
	}
}

// TestServeStopsCleanly: SIGTERM lets the server finish and exit 0.
func TestServeStopsCleanly(t *testing.T) {
	c := startServe(t, "--db", filepath.Join(t.TempDir(), "b.db"))
	cl, err := client.New(c.url)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := cl.Health(context.Background()); err != nil {
		t.Fatal(err)
	}
	c.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case err := <-c.done:
		c.done <- err
		if err != nil {
			t.Fatalf("serve after SIGTERM: %v\n%s", err, c.stderr)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("serve did not stop within 20 s of SIGTERM")
	}
}
