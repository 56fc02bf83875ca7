package main

import (
	"slices"
	"strings"
	"testing"

	"deepwood/webgame"
)

// box is an element's rectangle in CSS px, as update.mjs reads it.
type box struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
	W float64 `json:"w"`
	H float64 `json:"h"`
}

// notice is what update.mjs finds of the notice of a new build.
type notice struct {
	Shown  bool    `json:"shown"`
	Text   string  `json:"text"`
	Box    box     `json:"box"`
	Button box     `json:"button"` // Reload
	FontPx float64 `json:"fontPx"` // Reload's text
	Window struct {
		W float64 `json:"w"`
		H float64 `json:"h"`
	} `json:"window"`
}

// updateReport is what update.mjs finds.
type updateReport struct {
	scriptOutcome
	First struct {
		Notice bool     `json:"notice"`
		Caches []string `json:"caches"`
	} `json:"first"`
	Offline struct {
		Check  string `json:"check"` // registration.update()'s outcome
		Notice bool   `json:"notice"`
	} `json:"offline"`
	Check            string `json:"check"`
	Notice, Portrait notice // the notice on the phone held sideways, then upright
	Later            struct {
		Notice        bool `json:"notice"`        // still shown after Later
		CanvasFocused bool `json:"canvasFocused"` // the game hears the keys
	} `json:"later"`
	Running struct {
		Ticks int    `json:"ticks"` // the game's updates in the second after the notice
		Scene string `json:"scene"`
	} `json:"running"`
	Reloaded *struct {
		Title      string   `json:"title"`
		Controlled bool     `json:"controlled"`
		Caches     []string `json:"caches"`
		Notice     bool     `json:"notice"`
		Scene      string   `json:"scene"`
	} `json:"reloaded"`
}

// TestBrowserUpdateNoticeOffersTheNewBuild: issue 40's "a new build is
// noticed". On a phone held sideways, a page running one build is told,
// by a touch-sized notice on screen, when the worker of a new build has
// taken it over, and its Reload runs the new build (Later hides it); the
// first install and an offline check for a new build show no notice and
// log no error.
func TestBrowserUpdateNoticeOffersTheNewBuild(t *testing.T) {
	_, r := playOnNetwork[updateReport](t, "update.mjs")
	r.mustFinish(t, r.Reloaded)

	if r.First.Notice || len(r.First.Caches) != 1 {
		t.Errorf("the first install: notice shown %v, caches %v; want no notice and the build's one cache", r.First.Notice, r.First.Caches)
	}
	if r.Offline.Notice || r.Offline.Check == "checked" {
		t.Errorf("offline: the check %q, notice shown %v; want a failed check and no notice", r.Offline.Check, r.Offline.Notice)
	}
	if r.Check != "checked" {
		t.Errorf("the check for the new build: %q", r.Check)
	}
	for _, n := range []notice{r.Notice, r.Portrait} {
		if !n.Shown || !strings.Contains(n.Text, "A new version of Deepwood is ready") || !strings.Contains(n.Text, "Reload") {
			t.Errorf("the notice: shown %v, text %q; want the new version offered with a Reload button", n.Shown, n.Text)
		}
		// Touch-sized (44×44 CSS px at least), readable, and whole on
		// screen.
		if n.Button.W < 44 || n.Button.H < 44 || n.FontPx < 12 {
			t.Errorf("the Reload button is %.0f×%.0f px with %.0f px text; want 44×44 at least and 12 px text", n.Button.W, n.Button.H, n.FontPx)
		}
		for _, bx := range []box{n.Box, n.Button} {
			if bx.X < 0 || bx.Y < 0 || bx.X+bx.W > n.Window.W || bx.Y+bx.H > n.Window.H {
				t.Errorf("%+v is not within the %.0f×%.0f window", bx, n.Window.W, n.Window.H)
			}
		}
	}
	if r.Later.Notice || !r.Later.CanvasFocused {
		t.Errorf("after Later: notice shown %v, the game's canvas focused %v; want the notice gone and the keys the game's", r.Later.Notice, r.Later.CanvasFocused)
	}
	// Left alone, the title may have gone on to its attract demo meanwhile.
	if r.Running.Ticks < 10 {
		t.Errorf("under the notice the game ran %d updates in a second (on %q); want it running", r.Running.Ticks, r.Running.Scene)
	}
	if len(r.First.Caches) != 1 || r.Reloaded == nil {
		t.Fatalf("the first build's caches %v, the reload %+v", r.First.Caches, r.Reloaded)
	}
	next := strings.Replace(r.First.Caches[0], webgame.CacheName(""), webgame.CacheName("next-"), 1)
	// The phone is upright when Reload is tapped: the new build opens on
	// its title, laid out upright (app/upright.go).
	if re := r.Reloaded; re.Title != nextTitle || !re.Controlled || !slices.Equal(re.Caches, []string{next}) || re.Notice || re.Scene != "title" {
		t.Errorf("after Reload: %+v; want the new build's page (%q) controlled, only its cache %s, no notice, on the title (laid out upright)", *re, nextTitle, next)
	}
	for _, e := range r.Errors {
		// Offline, the browser logs the worker's check refused.
		if !strings.Contains(e, "Failed to load resource") {
			t.Errorf("console error: %s", e)
		}
	}
}
