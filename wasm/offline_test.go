package main

import (
	"bytes"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"deepwood/webgame"
)

// testNetwork serves the game under /play/, as `deepwood serve` does (a
// service worker scoped to a folder of the site), with switches the
// offline script pulls (/__test/network/…): off, after which every request
// is refused (the connection closed unanswered) and its path noted; on;
// and newbuild, after which sw.js names another build, as a new build's
// worker would, and the page's title says it is the next build (nextTitle),
// so that a script can tell which build's page it runs.
type testNetwork struct {
	game     http.Handler
	dir      string
	mu       sync.Mutex
	dark     bool
	newBuild bool
	asked    []string // what the page asked while the server was dark
	wasm     []int    // the statuses of the .wasm's requests before the new build
}

// playOnNetwork is playScript for the scripts that pull a testNetwork's
// switches (offline.mjs, update.mjs): it serves the built game under play
// behind a network until t ends, runs script on it and answers the
// network and the script's report.
func playOnNetwork[Report any](t *testing.T, script string) (*testNetwork, Report) {
	t.Helper()
	b := startBrowserTest(t)
	nw := &testNetwork{game: http.StripPrefix(strings.TrimSuffix(play, "/"), webgame.Handler(b.game)), dir: b.game}
	var r Report
	b.run(t, script, serve(t, nw)+play, &r)
	return nw, r
}

// statusWriter notes the status a handler answers with.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	w.status = code
	w.ResponseWriter.WriteHeader(code)
}

// play is the folder the offline test serves the game from.
const play = "/play/"

// nextTitle is the page's title in the new build testNetwork serves.
const nextTitle = "Deepwood (next build)"

func (n *testNetwork) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	n.mu.Lock()
	if what, ok := strings.CutPrefix(r.URL.Path, "/__test/network/"); ok {
		n.dark = what == "off"
		n.newBuild = n.newBuild || what == "newbuild"
		n.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
		return
	}
	dark, newBuild := n.dark, n.newBuild
	if dark {
		n.asked = append(n.asked, r.URL.Path)
	}
	n.mu.Unlock()
	if dark {
		panic(http.ErrAbortHandler) // the connection closes unanswered
	}
	if newBuild && r.URL.Path == play+webgame.ServiceWorker {
		n.serveNext(w, webgame.ServiceWorker, "text/javascript", "const BUILD = '", "const BUILD = 'next-")
		return
	}
	if newBuild && (r.URL.Path == play || r.URL.Path == play+webgame.Page) {
		n.serveNext(w, webgame.Page, "text/html; charset=utf-8", "<title>Deepwood</title>", "<title>"+nextTitle+"</title>")
		return
	}
	if r.URL.Path != play+webgame.Wasm || newBuild {
		n.game.ServeHTTP(w, r)
		return
	}
	sw := &statusWriter{ResponseWriter: w, status: http.StatusOK}
	n.game.ServeHTTP(sw, r)
	n.mu.Lock()
	n.wasm = append(n.wasm, sw.status)
	n.mu.Unlock()
}

// serveNext serves the build's file with old replaced by new, as the new
// build has it; it is sent whole (no Last-Modified to answer 304 to), so
// the browser cannot keep the old build's copy.
func (n *testNetwork) serveNext(w http.ResponseWriter, file, contentType, old, new string) {
	b, err := os.ReadFile(filepath.Join(n.dir, file))
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	if !bytes.Contains(b, []byte(old)) {
		http.Error(w, file+" does not hold "+old, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", contentType)
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(bytes.Replace(b, []byte(old), []byte(new), 1))
}

// offlineReport is what offline.mjs finds.
type offlineReport struct {
	scriptOutcome
	Online struct {
		Caches map[string][]string `json:"caches"` // each cache's paths
	} `json:"online"`
	Offline struct {
		Scene      string `json:"scene"`
		Controlled bool   `json:"controlled"`
		OnLine     bool   `json:"onLine"` // navigator.onLine
		Board      *struct {
			State string `json:"state"`
			Head  string `json:"head"`
		} `json:"board"`
	} `json:"offline"`
	Start, HUD *hudJSON
	Scene      string   `json:"scene"`
	Autosaved  bool     `json:"autosaved"`
	TitleItems []string `json:"titleItems"`
	NewBuild   struct {
		Caches     map[string][]string `json:"caches"`
		Controlled bool                `json:"controlled"`
		Scene      string              `json:"scene"`
	} `json:"newBuild"`
	Installable struct {
		ManifestErrors []string `json:"manifestErrors"`
		Installability []string `json:"installability"` // why Chromium would not install the page
	} `json:"installable"`
}

// TestBrowserOfflineInstallsAndPlaysAForwardLocation: issue 40's "a test
// installs the service worker, goes offline, reloads and plays a Forward
// location", with the run saved offline, a new build replacing the
// cached one, and Chromium finding the page installable ("Add to Home
// Screen").
func TestBrowserOfflineInstallsAndPlaysAForwardLocation(t *testing.T) {
	nw, r := playOnNetwork[offlineReport](t, "offline.mjs")
	r.mustFinish(t, r.HUD)

	if len(r.Online.Caches) != 1 {
		t.Fatalf("caches after the first load: %v; want the build's one", r.Online.Caches)
	}
	for name, paths := range r.Online.Caches {
		want := []string{play, play + webgame.ExecJS, play + webgame.Wasm, play + webgame.Manifest, play + webgame.Icon192, play + webgame.Icon512}
		slices.Sort(want)
		slices.Sort(paths)
		if !strings.HasPrefix(name, webgame.CacheName("")) || !slices.Equal(paths, want) {
			t.Errorf("cache %q holds %v; want a deepwood- cache of %v", name, paths, want)
		}
	}
	if r.Offline.Scene != "title" || !r.Offline.Controlled || r.Offline.OnLine {
		t.Errorf("offline: scene %q, controlled %v, navigator.onLine %v; want the title, controlled, offline", r.Offline.Scene, r.Offline.Controlled, r.Offline.OnLine)
	}
	if bd := r.Offline.Board; bd == nil || bd.State != "error" {
		t.Errorf("the daily board offline with Online on: %+v; want an error saying so", bd)
	} else {
		t.Logf("the daily board offline says: %q", bd.Head)
	}
	if r.Start == nil || r.Start.Position != 1 || r.HUD == nil || r.HUD.Position != 2 || r.Scene != "forward-location" {
		t.Errorf("offline play: started %+v, ended in %q at %+v; want position 1, then the next location", r.Start, r.Scene, r.HUD)
	}
	if !r.Autosaved || !slices.Contains(r.TitleItems, "Continue: Forward") {
		t.Errorf("offline save: autosaved %v, the title then offers %v; want Continue: Forward", r.Autosaved, r.TitleItems)
	}
	nw.mu.Lock()
	asked, wasm := slices.Clone(nw.asked), slices.Clone(nw.wasm)
	nw.mu.Unlock()
	// The worker asks for the .wasm the page has just fetched again, and
	// is answered from the HTTP cache: the game is downloaded once.
	if slices.Index(wasm, http.StatusOK) != 0 || slices.Index(wasm[1:], http.StatusOK) >= 0 {
		t.Errorf("the .wasm's requests before the new build answered %v; want one download (200), then 304s", wasm)
	}
	for _, p := range asked {
		// While dark only the browser's check for a new worker may ask.
		if p != play+webgame.ServiceWorker && !strings.HasPrefix(p, "/api/") {
			t.Errorf("offline, the page asked the server for %s", p)
		}
	}
	t.Logf("asked while dark: %v; the .wasm's requests answered %v", asked, wasm)

	old := ""
	for name := range r.Online.Caches {
		old = name
	}
	newName := strings.Replace(old, webgame.CacheName(""), webgame.CacheName("next-"), 1)
	if _, ok := r.NewBuild.Caches[newName]; len(r.NewBuild.Caches) != 1 || !ok || !r.NewBuild.Controlled || r.NewBuild.Scene != "title" {
		t.Errorf("after a new build: caches %v, controlled %v, scene %q; want only %s, and the title", slices.Sorted(maps.Keys(r.NewBuild.Caches)), r.NewBuild.Controlled, r.NewBuild.Scene, newName)
	}
	if in := r.Installable; len(in.ManifestErrors)+len(in.Installability) > 0 {
		t.Errorf("Chromium finds the manifest wrong (%v) or the page not installable (%v)", in.ManifestErrors, in.Installability)
	}
	for _, e := range r.Errors {
		// Offline, the browser logs each request refused (the boards'
		// /api/ calls with Online on); anything else is the game's.
		if !strings.Contains(e, "Failed to load resource") {
			t.Errorf("console error: %s", e)
		}
	}
}
