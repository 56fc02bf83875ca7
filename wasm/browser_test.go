package main

import (
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"deepwood/internal/windowtest"
	"deepwood/webgame"
)

// The browser tests drive the real page in Debian's Chromium with the
// scripts in tests/browser. A run shares what is slow to make: the game is
// built once, the tests run in parallel (as many at a time as -parallel
// allows), and each borrows one of the run's Chromiums, started once and
// reused (a script opens a fresh context in it, as private as a new
// profile; see chromium_test.go).

// requireAll turns every skip into a failure: CI sets it, so a missing
// browser or node is a red build, not a quiet gap.
func requireAll() bool { return os.Getenv("DEEPWOOD_REQUIRE_ALL") != "" }

// browserTest is what a browser test works with.
type browserTest struct {
	scripts string // tests/browser
	browser string // the endpoint of the Chromium the test has borrowed
	game    string // the built game's folder
	url     string // the game served on loopback, as `go run ./wasm` would
}

// startBrowserTest marks t parallel, skips it (or fails it, in CI) where
// the browser tests cannot run, and returns the run's shared build and
// browser with the game served on a port of t's own.
func startBrowserTest(t *testing.T) browserTest {
	t.Helper()
	t.Parallel()
	if testing.Short() {
		skip(t, "browser tests are not run with -short")
	}
	scripts, why := toolsReady()
	if why != "" {
		skip(t, why)
	}
	// A Chromium starts (for the first tests) while the game builds.
	suiteStarted.Store(true)
	borrowed := make(chan *chromium, 1)
	var browserErr error
	go func() {
		c, err := borrowBrowser(scripts)
		browserErr = err
		borrowed <- c
	}()
	b, buildErr := sharedBuild()
	browser := <-borrowed
	if browser != nil {
		t.Cleanup(func() { giveBack(browser) })
	}
	if err := errors.Join(buildErr, browserErr); err != nil {
		t.Fatal(err)
	}
	t.Logf("deepwood.wasm: %.2f MB raw, %.2f MB gzipped, %.2f MB Brotli", float64(b.sz.Raw)/1e6, float64(b.sz.Gzip)/1e6, float64(b.sz.Brotli)/1e6)
	return browserTest{scripts: scripts, browser: browser.endpoint, game: b.dir, url: serve(t, webgame.Handler(b.dir)) + "/"}
}

func skip(t *testing.T, why string) {
	t.Helper()
	if requireAll() {
		t.Fatalf("cannot run the browser test: %s", why)
	}
	t.Skip(why)
}

// toolsReady checks for node, Chromium and playwright-core once a run
// (installing the last from the lockfile if need be), and returns the
// scripts' folder, or why the browser tests cannot run.
var toolsReady = sync.OnceValues(func() (string, string) {
	if _, err := exec.LookPath("node"); err != nil {
		return "", "node is not installed (apt-get install nodejs)"
	}
	chromium := os.Getenv("CHROMIUM")
	if chromium == "" {
		chromium = "/usr/bin/chromium"
	}
	if _, err := os.Stat(chromium); err != nil {
		return "", "Debian's Chromium is not installed (apt-get install chromium)"
	}
	root, err := webgame.ModuleRoot()
	if err != nil {
		return "", err.Error()
	}
	dir := filepath.Join(root, "tests", "browser")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "playwright-core")); err != nil {
		// The lockfile pins playwright-core; it drives the Chromium above
		// and never downloads a browser of its own.
		npm, lerr := exec.LookPath("npm")
		if lerr != nil {
			return "", "playwright-core is not installed and npm is missing: run `npm ci` in tests/browser"
		}
		cmd := exec.Command(npm, "ci", "--no-audit", "--no-fund")
		cmd.Dir = dir
		if out, err := cmd.CombinedOutput(); err != nil {
			return "", "npm ci in tests/browser failed: " + err.Error() + "\n" + string(out)
		}
	}
	return dir, ""
})

// gameBuild is the run's one build of the game.
type gameBuild struct {
	dir string
	sz  webgame.Sizes
}

// suiteStarted says a test has asked for the shared build and browser,
// which TestMain then waits for and removes.
var suiteStarted atomic.Bool

// sharedBuild builds the game into a temporary folder, once a run:
// building and compressing it takes a minute, and every test plays the
// same build. TestMain removes the folder.
var sharedBuild = sync.OnceValues(func() (gameBuild, error) {
	root, err := webgame.ModuleRoot()
	if err != nil {
		return gameBuild{}, err
	}
	dir, err := os.MkdirTemp("", "deepwood-wasm-")
	if err != nil {
		return gameBuild{}, err
	}
	sz, err := webgame.Build(root, dir)
	return gameBuild{dir, sz}, err
})

// TestMain stops the run's browsers and removes its build once every
// test has run.
func TestMain(m *testing.M) {
	code := m.Run()
	stopBrowsers()
	if suiteStarted.Load() {
		if b, _ := sharedBuild(); b.dir != "" {
			os.RemoveAll(b.dir)
		}
	}
	os.Exit(code)
}

// serve serves h on a free loopback port until t ends and returns its
// address (http://127.0.0.1:port).
func serve(t *testing.T, h http.Handler) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: h}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String()
}

// run runs one browser script on the shared browser and decodes the JSON
// line it prints; extra arguments follow the URL and the shots folder.
func (b browserTest) run(t *testing.T, script, url string, result any, extra ...string) {
	t.Helper()
	shots := windowtest.ShotsDir()
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("node", append([]string{script, url, shots}, extra...)...)
	cmd.Dir = b.scripts
	cmd.Env = append(os.Environ(), "DEEPWOOD_BROWSER_WS="+b.browser)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node %s: %v\n%s", script, err, out)
	}
	if err := json.Unmarshal(out, result); err != nil {
		t.Fatalf("node %s printed %q: %v", script, out, err)
	}
	t.Logf("%s: %s", script, out)
}

// scriptOutcome is what every script reports besides its own findings:
// why it stopped early, if it did, where, and the page's console errors.
type scriptOutcome struct {
	Failure string   `json:"failure"`
	Scene   string   `json:"scene"`
	Errors  []string `json:"errors"`
}

// mustFinish fails t when the script stopped early; about says what else
// helps to read the failure.
func (o scriptOutcome) mustFinish(t *testing.T, about any) {
	t.Helper()
	if o.Failure != "" {
		t.Fatalf("in the browser (scene %q, %+v): %s", o.Scene, about, o.Failure)
	}
}

// noConsoleErrors fails t when the page logged an error.
func (o scriptOutcome) noConsoleErrors(t *testing.T) {
	t.Helper()
	if len(o.Errors) > 0 {
		t.Errorf("console errors: %v", o.Errors)
	}
}
