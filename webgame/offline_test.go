package webgame

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// fakeBuild writes a build's compiled files (the page, wasm_exec.js and a
// .wasm of the given bytes) into a new folder and adds the offline files
// as Build does; it returns the folder and the build's hash.
func fakeBuild(t *testing.T, wasm string) (string, string) {
	t.Helper()
	root, err := ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, body := range map[string]string{Page: "<title>game</title>", ExecJS: "// go", Wasm: wasm} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	hash, err := writeOffline(root, dir)
	if err != nil {
		t.Fatal(err)
	}
	return dir, hash
}

// TestOfflineCacheIsNamedByTheBuild: the service worker's cache is named
// after the build's content, so a new build (other bytes) has a new cache,
// which replaces the old one (sw.js deletes every other cache of its scope
// when it takes over), and the same build keeps its cache.
func TestOfflineCacheIsNamedByTheBuild(t *testing.T) {
	dir, first := fakeBuild(t, "\x00asm first")
	_, again := fakeBuild(t, "\x00asm first")
	_, second := fakeBuild(t, "\x00asm second")
	if len(first) != 16 || first != again || second == first {
		t.Fatalf("hashes: %q, the same build again %q, a new build %q", first, again, second)
	}
	sw, err := os.ReadFile(filepath.Join(dir, ServiceWorker))
	if err != nil {
		t.Fatal(err)
	}
	js := string(sw)
	if strings.Contains(js, buildMarker) || !strings.Contains(js, "const BUILD = '"+first+"';") {
		t.Fatalf("the worker does not name its build %s:\n%s", first, js)
	}
	// sw.js names its cache as CacheName does, and caches every file the
	// build's hash covers (the page as its folder, '').
	if name := CacheName(first); !strings.Contains(js, "const PREFIX = '"+strings.TrimSuffix(name, first)+"';") || !strings.Contains(js, "const CACHE = PREFIX + BUILD;") {
		t.Errorf("sw.js does not name its cache %s", name)
	}
	for _, f := range hashed {
		if f == Page {
			f = ""
		}
		if !strings.Contains(js, "'"+f+"'") {
			t.Errorf("sw.js does not cache %q", f)
		}
	}
	for _, f := range copied {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("the build lacks %s: %v", f, err)
		}
	}
}

// TestHandlerServesTheOfflineFiles: under /play/, as `deepwood serve`
// mounts the game, the manifest, worker and icons go out with their types.
func TestHandlerServesTheOfflineFiles(t *testing.T) {
	dir, _ := fakeBuild(t, "\x00asm")
	mux := http.NewServeMux()
	mux.Handle("/play/", http.StripPrefix("/play", Handler(dir)))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	for path, want := range map[string]string{
		"/play/" + Manifest:      "application/manifest+json",
		"/play/" + ServiceWorker: "text/javascript; charset=utf-8",
		"/play/" + Icon192:       "image/png",
		"/play/" + Icon512:       "image/png",
	} {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != want || len(body) == 0 || resp.Header.Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: %d, type %q, cache %q, %d bytes; want 200 and %s", path, resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Cache-Control"), len(body), want)
		}
	}
}
