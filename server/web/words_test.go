package web

import (
	"fmt"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"deepwood/boards"
	"deepwood/internal/pgtest"
	"deepwood/internal/servetest"
	"deepwood/server"
)

// TestABoardOfDefeatsSaysWhyNobodyIsRanked: a seed played on this server
// only to defeats shows its board, with no ranked line and the reason,
// where an unknown seed still answers 404 (issue 38 item 6: the board of
// a seed with only defeats answered 404, as if never played).
func TestABoardOfDefeatsSaysWhyNobodyIsRanked(t *testing.T) {
	s := newSite(t, server.Limits{}, Options{})
	loss, err := s.store.Run(t.Context(), s.loss)
	if err != nil {
		t.Fatal(err)
	}
	page := s.url + "/boards/forward/" + loss.Board.Seed + "?witnessed=false"
	body := wantPage(t, page, 200, "Seed", loss.Board.Seed, "Nobody is ranked on this board yet",
		"the one run played here was a defeat", "only victories are ranked", "The dungeon")
	if strings.Contains(body, `class="entry"`) || strings.Contains(body, "Sum of best") {
		t.Errorf("the board of one defeat ranks something:\n%s", body)
	}
	wantPage(t, page+"&by=hp", 200, "the one run played here was a defeat")
	wantPage(t, page+"&category=daily", 404, "Nobody has beaten this dungeon")
	wantPage(t, page+"&page=2", 404, "no entries this far down")
}

// TestABoardOfOneRunReadsWell: the sum of best of a board of one victory
// says it is that run's segments, not "the board's top 1 run" (issue 38
// item 6).
func TestABoardOfOneRunReadsWell(t *testing.T) {
	s := newSite(t, server.Limits{}, Options{})
	ada, err := s.store.Run(t.Context(), s.runs["Ada"])
	if err != nil {
		t.Fatal(err)
	}
	replay, err := s.store.Replay(t.Context(), ada.ID)
	if err != nil {
		t.Fatal(err)
	}
	solo := ada
	solo.ID, solo.Player, solo.ReplayHash, solo.ActionsHash = 0, "Solo", "", "" // another board: its own run
	solo.Board.Seed = "S010-0001"
	if _, err := s.store.AddRun(t.Context(), solo, append(replay, '\n'), "solo token hash"); err != nil {
		t.Fatal(err)
	}
	body := wantPage(t, s.url+"/boards/forward/"+solo.Board.Seed+"?witnessed=false", 200, "Sum of best", "Solo", "the segments of the board's only run, added up")
	if strings.Contains(body, "top 1 run") {
		t.Errorf("the board of one run reads %q", "top 1 run")
	}
	wantPage(t, s.url+"/boards/forward/"+s.seed+"?witnessed=false", 200, fmt.Sprintf("among the board's top %d runs", 4))
}

// TestHomeShowsTheWholeSubmitCommand: the front page's submit command
// is in a box that wraps its lines between the command's arguments
// rather than cutting them at the column's edge (issue 38 item 6: it read
// "deepwood submit replays/forward-*.replay --se…" in its half of the
// page). The stylesheet's rules are what a test without a browser can
// hold; out/shots/web-home*.png show the page.
func TestHomeShowsTheWholeSubmitCommand(t *testing.T) {
	s := newSite(t, server.Limits{}, Options{})
	home := wantPage(t, s.url+"/", 200, `<span class="arg">--server `+s.url+`</span>`)
	pre := regexp.MustCompile(`<pre class="commands"><code>(.*?)</code></pre>`).FindStringSubmatch(home)
	if pre == nil || regexp.MustCompile(`<[^>]*>`).ReplaceAllString(pre[1], "") != "deepwood submit replays/forward-*.replay --server "+s.url+" --name YOU" {
		t.Fatalf("the submit command: %q", pre)
	}
	css := home[strings.Index(home, `href="/static/site.css?v=`)+6:]
	_, _, sheet := servetest.Get(t, s.url+css[:strings.Index(css, `"`)])
	rule := regexp.MustCompile(`pre\.commands\s*\{([^}]*)\}`).FindStringSubmatch(sheet)
	if rule == nil {
		t.Fatal("the stylesheet has no pre.commands rule")
	}
	for _, want := range []string{"white-space: pre-wrap", "overflow-wrap: anywhere"} {
		if !strings.Contains(rule[1], want) {
			t.Errorf("pre.commands {%s} has no %q: a long line is cut at the box's edge", rule[1], want)
		}
	}
	// It wraps between its arguments, never inside one ("-" / "-server").
	if !regexp.MustCompile(`pre\.commands \.arg\s*\{\s*white-space: nowrap;`).MatchString(sheet) {
		t.Error("the command's arguments may be broken inside")
	}
}

// TestABoardOfDefeatsOnPostgreSQL: PostgreSQL counts a board's defeats as
// SQLite does, so its pages show a board of defeats too.
func TestABoardOfDefeatsOnPostgreSQL(t *testing.T) {
	s := newSite(t, server.Limits{}, Options{})
	ctx := t.Context()
	loss, err := s.store.Run(ctx, s.loss)
	if err != nil {
		t.Fatal(err)
	}
	replay, err := s.store.Replay(ctx, loss.ID)
	if err != nil {
		t.Fatal(err)
	}
	pg, err := boards.OpenPostgres(ctx, pgtest.NewDatabase(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pg.Close() })
	loss.ID, loss.ReplayHash = 0, ""
	if _, err := pg.AddRun(ctx, loss, replay, "dana token hash"); err != nil {
		t.Fatal(err)
	}
	pages, err := New(pg, Options{Now: func() time.Time { return s.day }})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(pages)
	t.Cleanup(hs.Close)
	wantPage(t, hs.URL+"/boards/forward/"+loss.Board.Seed+"?witnessed=false", 200, "the one run played here was a defeat")
	wantPage(t, hs.URL+"/boards/forward/AAAA-AAAA", 404, "Nobody has beaten this dungeon")
}
