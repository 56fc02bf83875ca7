// Package web is the boards' pages for people: today's daily board, any
// board with its splits and sum of best, a run with a splits chart and the
// commands to verify it, a player's bests, and the browser game under
// /play/. The pages are rendered on the server with html/template (every
// value escaped, no script needed to read them) straight from a
// boards.Store, and wear the game's palette and Go fonts. server.Options'
// Pages puts them behind the API's read limit.
package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"html/template"
	"log/slog"
	"net/http"
	"path"
	"strings"
	"time"

	"deepwood/boards"
	"deepwood/levels"
	"deepwood/rules/forward"
	"deepwood/server/live"
	"deepwood/server/outage"
	"deepwood/webgame"
)

//go:embed templates/*.html site.css
var files embed.FS

// Options tune the pages; the zero value serves them without the game.
type Options struct {
	// GameDir holds a game build (webgame.Check) served under /play/;
	// when "", /play/ answers a page saying how to make one.
	GameDir string
	Now     func() time.Time // the clock for today's daily board; time.Now when nil
	Log     *slog.Logger     // slog.Default() when nil; wrapped in outage.Limit, as the API's
	// StoreTimeout is the deadline of every store call a page makes
	// (boards.DefaultTimeout when zero), as the API's: a frozen database
	// answers a page with 503 in time rather than holding it.
	StoreTimeout time.Duration
	// Keys hold the witnessed daily's key (the live hub's, as
	// server.Options' Keys): the front page shows that day's witnessed
	// board. Without them it shows only the claims board's link.
	Keys live.Keys
}

// Site answers the pages. Build one with New.
type Site struct {
	store  boards.Store
	played boardCounter     // counts a board's runs, defeats too; nil if the store cannot
	mod    boards.Moderator // the moderation log; nil if the store keeps none
	opt    Options
	log    *slog.Logger
	mux    *http.ServeMux
	pages  map[string]*template.Template
	data   *forward.Data // names a seed's splits; nil if the data did not load
	rules  string        // the Forward rules fingerprint this build verifies against
	css    []byte
	cssURL string // the stylesheet's address, versioned by its contents
	forest []byte
}

// pageNames are the templates, each rendered inside layout.html.
var pageNames = []string{"home", "board", "run", "player", "moderation", "error", "nogame"}

// New makes the pages over store.
func New(store boards.Store, opt Options) (*Site, error) {
	if opt.Now == nil {
		opt.Now = time.Now
	}
	if opt.Log == nil {
		opt.Log = slog.Default()
	}
	opt.Log = outage.Limit(opt.Log)
	s := &Site{store: boards.WithTimeout(store, opt.StoreTimeout), opt: opt, log: opt.Log, mux: http.NewServeMux(), pages: map[string]*template.Template{},
		rules: levels.ModeFingerprint("forward")}
	s.played, _ = store.(boardCounter)
	s.mod, _ = boards.NewModerator(store, opt.StoreTimeout)
	if d, err := forward.DefaultData(); err == nil {
		s.data = d
	} else {
		s.log.Error("the Forward data did not load: splits are numbered, not named", "err", err)
	}
	for _, p := range pageNames {
		t, err := template.New("layout.html").Funcs(funcs).ParseFS(files, "templates/layout.html", "templates/parts.html", "templates/"+p+".html")
		if err != nil {
			return nil, err
		}
		s.pages[p] = t
	}
	css, err := files.ReadFile("site.css")
	if err != nil {
		return nil, err
	}
	s.css = []byte(paletteCSS() + fontCSS() + string(css))
	sum := sha256.Sum256(s.css)
	s.cssURL = "/static/site.css?v=" + hex.EncodeToString(sum[:6])
	s.forest = []byte(forestSVG())

	s.mux.HandleFunc("GET /{$}", s.handleHome)
	s.mux.HandleFunc("GET /boards/{mode}", s.handleFindBoard)
	s.mux.HandleFunc("GET /boards/{mode}/{seed}", s.handleBoard)
	s.mux.HandleFunc("GET /runs/{id}", s.handleRun)
	s.mux.HandleFunc("GET /players", s.handleFindPlayer)
	s.mux.HandleFunc("GET /players/{name}", s.handlePlayer)
	s.mux.HandleFunc("GET /moderation", s.handleModeration)
	s.mux.HandleFunc("GET /static/site.css", s.static("text/css; charset=utf-8", s.css, year))
	s.mux.HandleFunc("GET /static/forest.svg", s.static("image/svg+xml", s.forest, day))
	s.mux.HandleFunc("GET /static/fonts/{file}", s.handleFont)
	if opt.GameDir != "" {
		if err := webgame.Check(opt.GameDir); err != nil {
			return nil, err
		}
		s.mux.Handle("GET /play/", http.StripPrefix("/play", webgame.Handler(opt.GameDir)))
	} else {
		s.mux.HandleFunc("GET /play/", s.handleNoGame)
	}
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.fail(w, r, http.StatusNotFound, "There is no page at "+r.URL.Path+".")
	})
	return s, nil
}

// GameReady reports whether /play/ serves the game.
func (s *Site) GameReady() bool { return s.opt.GameDir != "" }

// ServeHTTP routes a request to its page.
func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.mux.ServeHTTP(w, r) }

// Cache lifetimes, in seconds: a versioned stylesheet never changes, the
// art and fonts may with a new build.
const (
	year = 365 * 24 * 3600
	day  = 24 * 3600
)

// static serves fixed bytes.
func (s *Site) static(contentType string, body []byte, maxAge int) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", contentType)
		w.Header().Set("Cache-Control", "public, max-age="+itoa(maxAge))
		w.Header().Set("X-Content-Type-Options", "nosniff")
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
	}
}

// view is what layout.html shows around a page.
type view struct {
	Title  string
	Nav    string // the navigation item to mark as current
	CSS    string
	Status int // for the error page
	Page   any
}

// csp forbids every script and every source but this server on the pages:
// they need none, so an injection that slipped past escaping could run
// nothing.
const csp = "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
	"form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// render executes a page into a buffer first, so that a template error is
// a clean 500 and not half a page.
func (s *Site) render(w http.ResponseWriter, r *http.Request, status int, page string, v view) {
	v.CSS = s.cssURL
	v.Status = status
	var buf bytes.Buffer
	if err := s.pages[page].Execute(&buf, v); err != nil {
		s.log.Error("rendering a page", "page", page, "path", r.URL.Path, "err", err)
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "same-origin")
	h.Set("Cache-Control", "no-cache")
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		_, _ = w.Write(buf.Bytes())
	}
}

// errorPage is the 400, 404 and 500 page.
type errorPage struct {
	Status  int
	Heading string
	Message string
}

// fail answers an error page.
func (s *Site) fail(w http.ResponseWriter, r *http.Request, status int, msg string) {
	heading := map[int]string{400: "That request does not read right", 404: "Lost in the woods",
		500: "Something broke on the server", 503: "The boards are out of reach for a moment"}[status]
	if heading == "" {
		heading = http.StatusText(status)
	}
	s.render(w, r, status, "error", view{Title: heading, Page: errorPage{Status: status, Heading: heading, Message: msg}})
}

// failErr answers a bad parameter with 400 and its reason, the store's
// ErrNotFound with 404 and what, and any other store error as the API
// does (outage.Of): an outage 503 with Retry-After, a bug 500, logged.
func (s *Site) failErr(w http.ResponseWriter, r *http.Request, err error, what string) {
	var br *badRequest
	switch {
	case errors.As(err, &br):
		s.fail(w, r, http.StatusBadRequest, br.msg)
	case errors.Is(err, boards.ErrNotFound):
		s.fail(w, r, http.StatusNotFound, "There is no "+what+" on this server.")
	default:
		a := outage.Of(err)
		if a.Logged() {
			s.log.Error("store: read failed", "fault", a.Fault.String(), "method", r.Method, "path", r.URL.Path, "err", err)
		}
		a.SetHeader(w.Header())
		msg := "The server could not read its boards. This is a fault on the server, not in your request."
		if a.Status == http.StatusServiceUnavailable {
			msg = fmt.Sprintf("The server cannot read its boards just now: %s. Try again in %d s.", a.Fault, a.RetryAfter)
		}
		s.fail(w, r, a.Status, msg)
	}
}

// noGamePage says how to put the game under /play/.
type noGamePage struct {
	Build, Serve string
}

// ServeCommand is serve's command line for the build BuildCommand makes.
var ServeCommand = "deepwood serve --web " + path.Join("wasm", "dist")

// handleNoGame answers /play/ without a build: the page says how to
// make one rather than serving a loader whose game is missing.
func (s *Site) handleNoGame(w http.ResponseWriter, r *http.Request) {
	s.render(w, r, http.StatusNotFound, "nogame", view{Title: "The game is not built here", Nav: "play",
		Page: noGamePage{Build: webgame.BuildCommand, Serve: ServeCommand}})
}

// origin is the scheme and host the request came to, for commands a
// reader copies (a proxy in front says https in X-Forwarded-Proto).
func origin(r *http.Request) string {
	scheme := "http"
	if r.TLS != nil || strings.EqualFold(r.Header.Get("X-Forwarded-Proto"), "https") {
		scheme = "https"
	}
	return scheme + "://" + r.Host
}
