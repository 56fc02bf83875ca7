package web

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/gofont/gosmallcaps"
)

// webFonts are the Go fonts the game draws with (sprites/fonts.go), served
// from this server so the pages read like the game and load nothing from
// elsewhere: Go for text (regular, medium, bold), Go Smallcaps for
// headings, Go Mono for times and seeds.
var webFonts = []struct {
	File, Family string
	Weight       int
	TTF          []byte
}{
	{"go-regular.ttf", "Go", 400, goregular.TTF},
	{"go-medium.ttf", "Go", 500, gomedium.TTF},
	{"go-bold.ttf", "Go", 700, gobold.TTF},
	{"go-smallcaps.ttf", "Go Smallcaps", 400, gosmallcaps.TTF},
	{"go-mono.ttf", "Go Mono", 400, gomono.TTF},
}

// fontCSS declares webFonts for the stylesheet. font-display: swap shows
// text in a fallback at once on a slow phone instead of waiting.
func fontCSS() string {
	var b strings.Builder
	for _, f := range webFonts {
		fmt.Fprintf(&b, "@font-face { font-family: %q; src: url(\"fonts/%s\") format(\"truetype\"); font-weight: %d; font-style: normal; font-display: swap; }\n",
			f.Family, f.File, f.Weight)
	}
	return b.String()
}

// gzipped holds each font compressed once: a TTF shrinks by about half,
// which a phone on a slow network feels.
var gzipped struct {
	once  sync.Once
	files map[string][]byte
}

// handleFont serves one of webFonts, gzipped when the browser takes it.
func (s *Site) handleFont(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	var ttf []byte
	for _, f := range webFonts {
		if f.File == name {
			ttf = f.TTF
		}
	}
	if ttf == nil {
		s.fail(w, r, http.StatusNotFound, "There is no font called "+name+" here.")
		return
	}
	gzipped.once.Do(func() {
		gzipped.files = map[string][]byte{}
		for _, f := range webFonts {
			var buf bytes.Buffer
			zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
			zw.Write(f.TTF)
			zw.Close()
			gzipped.files[f.File] = buf.Bytes()
		}
	})
	h := w.Header()
	h.Set("Content-Type", "font/ttf")
	h.Set("Cache-Control", "public, max-age="+itoa(day*7))
	h.Set("Vary", "Accept-Encoding")
	body := ttf
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = gzipped.files[name]
	}
	http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
}
