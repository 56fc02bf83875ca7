package webgame

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deepwood/internal/servetest"
)

func TestHandlerServesGzippedWasmWithSize(t *testing.T) {
	dir := t.TempDir()
	raw := []byte("\x00asm pretend wasm bytes")
	os.WriteFile(filepath.Join(dir, "deepwood.wasm"), raw, 0o644)
	f, _ := os.Create(filepath.Join(dir, "deepwood.wasm.gz"))
	zw := gzip.NewWriter(f)
	zw.Write(raw)
	zw.Close()
	f.Close()
	os.WriteFile(filepath.Join(dir, "deepwood.wasm.br"), []byte("pretend brotli"), 0o644)
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<html>"), 0o644)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()

	_, h, gz := servetest.GetEncoded(t, srv.URL+"/deepwood.wasm", "gzip")
	if h.Get("Content-Encoding") != "gzip" || h.Get("Content-Type") != "application/wasm" || h.Get("X-Deepwood-Size") != "23" {
		t.Fatalf("headers %v", h)
	}
	zr, err := gzip.NewReader(strings.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	got, _ := io.ReadAll(zr)
	if string(got) != string(raw) {
		t.Fatalf("body %q", got)
	}

	plain, err := http.Get(srv.URL + "/index.html")
	if err != nil || plain.StatusCode != 200 {
		t.Fatalf("index: %v %v", plain, err)
	}
	missing, _ := http.Get(srv.URL + "/nope.wasm")
	if missing.StatusCode != 404 {
		t.Fatalf("missing wasm gave %d", missing.StatusCode)
	}
}

func TestHandlerPrefersBrotli(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "deepwood.wasm"), []byte("raw"), 0o644)
	os.WriteFile(filepath.Join(dir, "deepwood.wasm.br"), []byte("brotli bytes"), 0o644)
	os.WriteFile(filepath.Join(dir, "deepwood.wasm.gz"), []byte("gzip bytes"), 0o644)
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	tests := []struct{ accept, enc, body string }{
		{"gzip, deflate, br, zstd", "br", "brotli bytes"},
		{"gzip, br;q=0", "gzip", "gzip bytes"},
		{"", "", "raw"},
	}
	for _, tt := range tests {
		_, h, body := servetest.GetEncoded(t, srv.URL+"/deepwood.wasm", tt.accept)
		if h.Get("Content-Encoding") != tt.enc || body != tt.body || h.Get("Content-Type") != "application/wasm" {
			t.Errorf("Accept-Encoding %q: encoding %q, body %q, type %q", tt.accept, h.Get("Content-Encoding"), body, h.Get("Content-Type"))
		}
	}
}

// The page (at its folder or by name) and wasm_exec.js are served from
// their Brotli copies too, as what they are; a file without copies (the
// service worker) goes out as it is.
func TestHandlerCompressesThePageAndLoader(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{Page: "<html>", Page + ".br": "page br", ExecJS: "js", ExecJS + ".br": "js br", "sw.js": "worker"} {
		os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644)
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	tests := []struct{ path, enc, body, contentType string }{
		{"/", "br", "page br", "text/html; charset=utf-8"},
		{"/" + ExecJS, "br", "js br", "text/javascript; charset=utf-8"},
		{"/sw.js", "", "worker", "text/javascript; charset=utf-8"},
	}
	// Another folder is not the game's page.
	if resp, err := http.Get(srv.URL + "/elsewhere/"); err != nil || resp.StatusCode != http.StatusNotFound {
		t.Errorf("/elsewhere/: %v %v; want 404", resp, err)
	} else {
		resp.Body.Close()
	}
	for _, tt := range tests {
		code, h, body := servetest.GetEncoded(t, srv.URL+tt.path, "gzip, br")
		if code != 200 || h.Get("Content-Encoding") != tt.enc || body != tt.body || h.Get("Content-Type") != tt.contentType {
			t.Errorf("%s: %d, encoding %q, body %q, type %q; want %q %q %q", tt.path, code, h.Get("Content-Encoding"), body, h.Get("Content-Type"), tt.enc, tt.body, tt.contentType)
		}
	}
}

func TestCheckNamesWhatABuildLacks(t *testing.T) {
	dir := t.TempDir()
	if err := Check(dir); err == nil || !strings.Contains(err.Error(), "missing index.html, wasm_exec.js, deepwood.wasm") {
		t.Fatalf("an empty folder: %v", err)
	}
	os.WriteFile(filepath.Join(dir, Page), []byte("<html>"), 0o644)
	os.Mkdir(filepath.Join(dir, Wasm), 0o755) // a folder is not the game
	if err := Check(dir); err == nil || !strings.Contains(err.Error(), "missing wasm_exec.js, deepwood.wasm") {
		t.Fatalf("a page alone: %v", err)
	}
	os.Remove(filepath.Join(dir, Wasm))
	os.WriteFile(filepath.Join(dir, Wasm), []byte("\x00asm"), 0o644)
	os.WriteFile(filepath.Join(dir, ExecJS), []byte("//"), 0o644)
	if err := Check(dir); err != nil {
		t.Fatalf("a whole build: %v", err)
	}
}

func TestHandlerUnderAPrefix(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, Page), []byte("<title>game</title>"), 0o644)
	os.WriteFile(filepath.Join(dir, Wasm), []byte("raw"), 0o644)
	mux := http.NewServeMux()
	mux.Handle("/play/", http.StripPrefix("/play", Handler(dir)))
	srv := httptest.NewServer(mux)
	defer srv.Close()
	for path, want := range map[string]string{"/play/": "<title>game</title>", "/play/?watch=3": "<title>game</title>", "/play/deepwood.wasm": "raw"} {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || string(body) != want {
			t.Errorf("%s: %d %q", path, resp.StatusCode, body)
		}
	}
}
