package webgame

import (
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Handler serves the built game from dir. The .wasm, the page and
// wasm_exec.js go out Brotli-compressed when the browser asks for it,
// else gzip-compressed (every browser takes gzip), from the copies the
// build made; the .wasm carries its uncompressed size in X-Deepwood-Size
// so the page can show progress. The page's URLs are relative, so the
// handler can be mounted under a prefix with http.StripPrefix; the service
// worker (sw.js) sits beside the page, so its scope is the page's folder
// (/play/ under `deepwood serve`) and needs no Service-Worker-Allowed
// header. Every file is asked again each time (no-cache, answered 304 when
// unchanged): a new build is seen at once, and the service worker keeps
// the game for offline play.
func Handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		if strings.HasSuffix(r.URL.Path, ".webmanifest") {
			w.Header().Set("Content-Type", "application/manifest+json")
		}
		name := filepath.Base(r.URL.Path)
		if r.URL.Path == "/" {
			name = Page // the game's folder is its page
		}
		contentType, compressed := compressedTypes[name]
		if !compressed {
			files.ServeHTTP(w, r)
			return
		}
		path := filepath.Join(dir, name)
		raw, err := os.Stat(path)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", contentType)
		if name == Wasm {
			w.Header().Set("X-Deepwood-Size", strconv.FormatInt(raw.Size(), 10))
		}
		w.Header().Set("Vary", "Accept-Encoding")
		accept := r.Header.Get("Accept-Encoding")
		for _, enc := range []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if !acceptsEncoding(accept, enc.name) {
				continue
			}
			if _, err := os.Stat(path + enc.ext); err == nil {
				w.Header().Set("Content-Encoding", enc.name)
				serveRaw(w, r, path+enc.ext)
				return
			}
		}
		serveRaw(w, r, path)
	})
}

// compressedTypes are the files a build keeps compressed copies of
// (Build), with the Content-Type each is served as.
var compressedTypes = map[string]string{
	Wasm:   "application/wasm",
	Page:   "text/html; charset=utf-8",
	ExecJS: "text/javascript; charset=utf-8",
}

// acceptsEncoding reads an Accept-Encoding header for one coding (a q of 0
// refuses it).
func acceptsEncoding(header, coding string) bool {
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.TrimSpace(name) != coding {
			continue
		}
		return strings.ReplaceAll(strings.TrimSpace(params), " ", "") != "q=0"
	}
	return false
}

// serveRaw sends a file's bytes as they are, keeping the Content-Type set
// above (ServeFile would guess one from the .br or .gz name).
func serveRaw(w http.ResponseWriter, r *http.Request, path string) {
	f, err := os.Open(path)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	http.ServeContent(w, r, "", st.ModTime(), f)
}
