package main

import (
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// handler serves the built game from dir. The .wasm goes out
// gzip-compressed when the browser accepts it (every browser does), with
// its uncompressed size in X-Deepwood-Size so the page can show progress.
func handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		if !strings.HasSuffix(r.URL.Path, ".wasm") {
			files.ServeHTTP(w, r)
			return
		}
		path := filepath.Join(dir, filepath.Base(r.URL.Path))
		raw, err := os.Stat(path)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/wasm")
		w.Header().Set("X-Deepwood-Size", strconv.FormatInt(raw.Size(), 10))
		if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
			if _, err := os.Stat(path + ".gz"); err == nil {
				w.Header().Set("Content-Encoding", "gzip")
				w.Header().Set("Vary", "Accept-Encoding")
				http.ServeFile(w, r, path+".gz")
				return
			}
		}
		http.ServeFile(w, r, path)
	})
}
