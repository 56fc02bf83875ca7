package web

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/image/font/gofont/goregular"

	"deepwood/boards"
	"deepwood/internal/servetest"
	"deepwood/levels"
	"deepwood/server"
)

func TestEveryPageRendersRealRuns(t *testing.T) {
	s := newSite(t, server.Limits{}, Options{})
	ctx := t.Context()
	ada, err := s.store.Run(ctx, s.runs["Ada"])
	if err != nil {
		t.Fatal(err)
	}
	date := s.day.Format(time.DateOnly)

	home := wantPage(t, s.url+"/", 200, "Today's dungeon", date, s.daily, "Ada", "Brann", "Latest verified runs",
		"/boards/forward/"+s.daily+"?category=daily", "Cora", "Put your runs here", "--server "+s.url)
	if strings.Contains(home, ">Dana<") {
		t.Error("the latest runs list Dana's defeat; only victories are listed")
	}

	board := wantPage(t, s.url+"/boards/forward/"+s.seed+"?witnessed=false", 200, "Seed", s.seed, "Ada", "Brann", "Cora", "Sum of best",
		"Dragon of Chaos", clock(ada.IGTms), `class="ribbon"`, "Fewest actions", `aria-current="page"`)
	// The sum of best is at most the best run's time, and below it here:
	// the three players' uneven ticks make different segments best.
	es, err := s.store.Board(ctx, boards.Key{Mode: "forward", Seed: s.seed, Category: "set-seed", Rules: levels.ModeFingerprint("forward")}, boards.ByTime, 0, 10)
	if err != nil || len(es) != 4 {
		t.Fatalf("board: %v, %d entries", err, len(es))
	}
	var all [][]int64
	for _, e := range es {
		all = append(all, e.Run.Splits)
	}
	_, sob, ok := sumOfBest(all)
	if !ok || sob >= es[0].Run.IGTms || !strings.Contains(board, clock(sob)) {
		t.Errorf("sum of best %s (ok %v) against the best run's %s; the page shows it: %v", clock(sob), ok, clock(es[0].Run.IGTms), strings.Contains(board, clock(sob)))
	}
	for _, q := range []string{"?by=actions", "?by=hp", "?category=set-seed&by=time", "?category=set"} {
		wantPage(t, s.url+"/boards/forward/"+s.seed+q+"&witnessed=false", 200, "Ada", "Cora")
	}
	wantPage(t, s.url+"/boards/forward/"+strings.ToLower(strings.ReplaceAll(s.seed, "-", ""))+"?witnessed=false", 200, s.seed, "Brann")
	wantPage(t, s.url+"/boards/forward/"+s.daily+"?category=daily&witnessed=false", 200, "today's daily dungeon", "Ada", "Brann")

	id := fmt.Sprint(ada.ID)
	wantPage(t, s.url+"/runs/"+id, 200, "Run "+id, "Ada", clock(ada.IGTms), "<svg", "<polyline", "Verify it yourself",
		"curl -o run.replay "+s.url+"/api/v1/runs/"+id+"/replay", "deepwood verify run.replay",
		`href="/play/?watch=`+id+`"`, "Watch this run", "Dragon of Chaos", "Rank · In-game time", ada.Version)
	best := es[0].Run
	if best.ID != ada.ID {
		wantPage(t, s.url+"/runs/"+id, 200, "Compared with the board's best run", fmt.Sprintf("run %d by %s", best.ID, best.Player), "vs best")
	}
	wantPage(t, s.url+fmt.Sprintf("/runs/%d", best.ID), 200, "This is the board's best run")
	wantPage(t, s.url+fmt.Sprintf("/runs/%d", s.loss), 200, "Dana", "✘ defeat", "Verify it yourself")

	wantPage(t, s.url+"/players/Ada", 200, "Ada", "Personal bests", s.seed, s.daily, "Victories", "Win rate")
	wantPage(t, s.url+"/players/ada", 200, ">Ada<")
	wantPage(t, s.url+"/players/Dana", 200, "Dana", "No victories yet")

	wantPage(t, s.url+"/play/", 404, "The game is not built on this server", "go run ./wasm -build-only", "deepwood serve --web wasm/dist")

	// The forms work without a script: a seed or name goes to its page.
	resp, err := http.Get(s.url + "/boards/forward?seed=" + url.QueryEscape(strings.ToLower(s.seed)))
	if err != nil || resp.Request.URL.Path != "/boards/forward/"+s.seed {
		t.Errorf("the seed form: %v, landed on %v", err, resp.Request.URL)
	}
	resp, err = http.Get(s.url + "/players?name=Brann")
	if err != nil || resp.Request.URL.Path != "/players/Brann" {
		t.Errorf("the player form: %v, landed on %v", err, resp.Request.URL)
	}
}

func TestNotFoundAndBadRequests(t *testing.T) {
	s := newSite(t, server.Limits{}, Options{})
	for _, c := range []struct {
		path   string
		status int
		want   string
	}{
		{"/runs/999999", 404, "There is no run 999999"},
		{"/runs/0", 400, "a positive number"},
		{"/runs/abc", 400, "a positive number"},
		{"/players/Nobody", 404, "There is no player called Nobody"},
		{"/players/no.dots", 400, "not a letter, digit"},
		{"/players?name=", 400, "No player name"},
		{"/boards/forward/AAAA-AAAA", 404, "Nobody has beaten this dungeon"},
		{"/boards/forward/" + s.seed + "?category=random", 404, "Nobody has beaten this dungeon"},
		{"/boards/forward/" + s.seed + "?page=9", 404, "no entries this far down"},
		{"/boards/forward/" + s.seed + "?page=0", 400, "want a number from 1"},
		{"/boards/forward/not-a-seed", 400, "is not a seed code"},
		{"/boards/forward/" + s.seed + "?by=speed", 400, "want time, actions or hp"},
		{"/boards/forward/" + s.seed + "?category=practice", 400, "practice runs have no board"},
		{"/boards/forest/" + s.seed, 404, "has no boards yet"},
		{"/boards/forward?seed=", 400, "is not a seed code"},
		{"/no/such/page", 404, "There is no page at /no/such/page"},
		{"/static/fonts/comic.ttf", 404, "no font called comic.ttf"},
	} {
		wantPage(t, s.url+c.path, c.status, c.want, "Deepwood")
	}
}

// TestPagesEscapeWhatTheyEcho: a page shows text from URLs and replays;
// every such text comes back escaped, and no page allows a script.
func TestPagesEscapeWhatTheyEcho(t *testing.T) {
	s := newSite(t, server.Limits{}, Options{})
	const evil = `<script>alert(1)</script>`
	q := url.QueryEscape(evil)
	for _, path := range []string{
		"/boards/forward/" + url.PathEscape(evil),
		"/boards/forward/" + s.seed + "?category=" + q,
		"/boards/forward/" + s.seed + "?by=" + q,
		"/boards/forward/" + s.seed + "?page=" + q,
		"/boards/forward?seed=" + q,
		"/boards/" + url.PathEscape(evil) + "/" + s.seed,
		"/players/" + url.PathEscape(evil),
		"/players?name=" + q,
		"/runs/" + url.PathEscape(evil),
		"/nothing/" + url.PathEscape(evil),
	} {
		code, h, body := servetest.Get(t, s.url+path)
		if code != 400 && code != 404 {
			t.Errorf("GET %s: %d", path, code)
		}
		if strings.Contains(body, "<script>") || !strings.Contains(body, "&lt;script&gt;") {
			t.Errorf("GET %s: the page does not show the script escaped:\n%s", path, body)
		}
		if !strings.Contains(h.Get("Content-Security-Policy"), "default-src 'none'") {
			t.Errorf("GET %s: CSP %q", path, h.Get("Content-Security-Policy"))
		}
	}
	// A replay's version line is free text, and the server keeps it.
	_, _, body := servetest.Get(t, s.url+fmt.Sprintf("/runs/%d", s.evil))
	if strings.Contains(body, evilVersion) || !strings.Contains(body, "&lt;script&gt;alert(&#34;version&#34;)&lt;/script&gt;") {
		t.Errorf("run page with a version of %q:\n%s", evilVersion, body)
	}
	for _, page := range []string{"/", "/boards/forward/" + s.seed + "?witnessed=false", fmt.Sprintf("/runs/%d", s.evil), "/players/Eve"} {
		if _, _, body := servetest.Get(t, s.url+page); strings.Contains(body, "<script") {
			t.Errorf("%s holds a script element", page)
		}
	}
}

func TestStylesheetAndFonts(t *testing.T) {
	s := newSite(t, server.Limits{}, Options{})
	_, _, home := servetest.Get(t, s.url+"/")
	i := strings.Index(home, `href="/static/site.css?v=`)
	if i < 0 {
		t.Fatal("the page links no versioned stylesheet")
	}
	css := home[i+6 : i+6+strings.Index(home[i+6:], `"`)]
	code, h, body := servetest.Get(t, s.url+css)
	if code != 200 || !strings.HasPrefix(h.Get("Content-Type"), "text/css") || !strings.Contains(h.Get("Cache-Control"), "max-age") {
		t.Fatalf("stylesheet: %d %v", code, h)
	}
	for _, want := range []string{"--background: #0b1510;", "--accent: #e2b553;", `font-family: "Go Smallcaps"`, "fonts/go-mono.ttf", "@media (max-width: 600px)"} {
		if !strings.Contains(body, want) {
			t.Errorf("the stylesheet has no %q", want)
		}
	}
	// Go's client asks for gzip by itself and unpacks it: the bytes are the TTF.
	code, h, ttf := servetest.Get(t, s.url+"/static/fonts/go-regular.ttf")
	if code != 200 || h.Get("Content-Type") != "font/ttf" || ttf != string(goregular.TTF) {
		t.Fatalf("font: %d %q, %d bytes (want %d)", code, h.Get("Content-Type"), len(ttf), len(goregular.TTF))
	}
	_, h, gz := servetest.GetEncoded(t, s.url+"/static/fonts/go-regular.ttf", "gzip")
	if h.Get("Content-Encoding") != "gzip" || len(gz) >= len(goregular.TTF)*3/4 {
		t.Errorf("gzipped font: %q, %d bytes of %d", h.Get("Content-Encoding"), len(gz), len(goregular.TTF))
	}
	code, h, svg := servetest.Get(t, s.url+"/static/forest.svg")
	if code != 200 || h.Get("Content-Type") != "image/svg+xml" || !strings.HasPrefix(svg, "<svg") {
		t.Errorf("forest art: %d %q", code, h.Get("Content-Type"))
	}
}

// TestPagesShareTheReadLimit: with server.Options.Pages the pages count
// against the API's per-address read limit.
func TestPagesShareTheReadLimit(t *testing.T) {
	s := newSite(t, server.Limits{}, Options{})
	pages, err := New(s.store, Options{})
	if err != nil {
		t.Fatal(err)
	}
	lim := server.Limits{Read: server.Rate{PerSecond: 0.001, Burst: 2}, Tracked: 10}
	hs := httptest.NewServer(server.New(s.store, server.Options{Limits: lim, Pages: pages}))
	defer hs.Close()
	var codes []int
	for _, p := range []string{"/players/Ada", "/api/v1/players/Ada", "/boards/forward/" + s.seed} {
		code, _, _ := servetest.Get(t, hs.URL+p)
		codes = append(codes, code)
	}
	if fmt.Sprint(codes) != "[200 200 429]" {
		t.Errorf("a page, the API, then a page past the read burst of 2: %v, want [200 200 429]", codes)
	}
}

func TestGameUnderPlay(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"index.html": "<!DOCTYPE html><title>Deepwood</title>", "wasm_exec.js": "// go",
		"deepwood.wasm": "\x00asm"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	s := newSite(t, server.Limits{}, Options{GameDir: dir})
	code, _, body := servetest.Get(t, s.url+"/play/")
	if code != 200 || !strings.Contains(body, "<title>Deepwood</title>") {
		t.Fatalf("/play/: %d %q", code, body)
	}
	resp, err := http.Get(s.url + "/play")
	if err != nil || resp.Request.URL.Path != "/play/" {
		t.Errorf("/play: %v, landed on %v", err, resp.Request.URL)
	}
	code, h, body := servetest.Get(t, s.url+"/play/deepwood.wasm")
	if code != 200 || h.Get("Content-Type") != "application/wasm" || body != "\x00asm" {
		t.Errorf("/play/deepwood.wasm: %d %q %q", code, h.Get("Content-Type"), body)
	}
	code, _, _ = servetest.Get(t, s.url+"/play/wasm_exec.js")
	if code != 200 {
		t.Errorf("/play/wasm_exec.js: %d", code)
	}
	wantPage(t, s.url+fmt.Sprintf("/runs/%d", s.runs["Ada"]), 200, "Watch this run")
	if _, err := New(s.store, Options{GameDir: t.TempDir()}); err == nil || !strings.Contains(err.Error(), "missing index.html, wasm_exec.js, deepwood.wasm") {
		t.Errorf("pages over an empty game folder: %v", err)
	}
}
