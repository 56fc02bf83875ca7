//go:build !js

// The connection tests run the boards server, which the browser build
// does not carry.

package settingsmenu

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"deepwood/internal/servetest"
	"deepwood/levels"
	"deepwood/scenes/input"
	"deepwood/server"
	"deepwood/settings"
	"deepwood/sprites"
	"deepwood/version"
	"deepwood/wire"
)

// realServer is the boards server itself over a fresh SQLite file, on
// 127.0.0.1; it returns the address.
func realServer(t *testing.T) string {
	t.Helper()
	hs := httptest.NewServer(server.New(servetest.SQLite(t, ""), server.Options{Log: slog.New(slog.DiscardHandler)}))
	t.Cleanup(hs.Close)
	return hs.URL
}

// testAgainst presses Test connection with base as the server (Online
// left off) and waits for the answer; it returns the note's first words
// ("Asking …") and its last.
func testAgainst(t *testing.T, base string) (asking string, d *screen) {
	t.Helper()
	st := settings.Defaults()
	st.ServerURL = base
	d = openScreen(t, st, PageOnline)
	d.focusRow(rowTest)
	d.press(input.Confirm)
	asking = d.sc.note.text
	for deadline := time.Now().Add(10 * time.Second); d.sc.probe != nil && time.Now().Before(deadline); {
		d.update(1) // waiting reads no pixels
	}
	if d.sc.probe != nil {
		t.Fatalf("no answer shown after 10 s; the note says %q", d.sc.note.text)
	}
	return asking, d
}

// TestConnectionToTheBoardsServer asks the real server, with Online off:
// testing is the player's own request, so it goes.
func TestConnectionToTheBoardsServer(t *testing.T) {
	t.Parallel()
	base := realServer(t)
	asking, d := testAgainst(t, base)
	if asking != "Asking "+base+" …" {
		t.Errorf("while asking the note says %q", asking)
	}
	want := "Connected: server " + version.Number + ", rules match."
	if d.sc.note.text != want || d.sc.note.col != sprites.ColGood {
		t.Fatalf("note %q (colour %v); want %q", d.sc.note.text, d.sc.note.col, want)
	}
	if d.ctx.Settings.Online {
		t.Fatal("testing turned Online on")
	}
	d.shot("settings-online.png")
}

// TestConnectionFailuresInPlainWords: nothing listening, a server that
// never answers, a web server that is not the boards, and boards on other
// rules each say so.
func TestConnectionFailuresInPlainWords(t *testing.T) {
	healthTimeout = 400 * time.Millisecond
	t.Cleanup(func() { healthTimeout = 5 * time.Second })
	serve := func(h http.HandlerFunc) string {
		hs := httptest.NewServer(h)
		t.Cleanup(hs.Close)
		return hs.URL
	}
	closed := func() string {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			t.Fatal(err)
		}
		addr := "http://" + l.Addr().String()
		l.Close()
		return addr
	}()
	stop := make(chan struct{})
	t.Cleanup(func() { close(stop) })
	silent := serve(func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-stop:
		}
	})
	for _, c := range []struct {
		name, base, want string
		col              sprites.ColorID
	}{
		{"refused", closed, "Nothing answers at " + closed + ": the connection was refused. Is the server running?", sprites.ColBad},
		{"silent", silent, "No answer from " + silent + " within 0.4 s.", sprites.ColBad},
		{"web page", serve(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "<html>hello</html>") }), "is not a Deepwood server", sprites.ColBad},
		{"not found", serve(http.NotFound), "answers 404 to /healthz", sprites.ColBad},
		{"other rules", serve(func(w http.ResponseWriter, r *http.Request) {
			json.NewEncoder(w).Encode(wire.Health{Status: "ok", Version: "9.9.9", Rules: map[string]string{"forward": "0123456789ab"}})
		}), "Connected, but the server verifies other rules (0123456789ab; this game plays " + levels.ModeFingerprint("forward") + "): your runs would land on other boards.", sprites.ColWarn},
		{"database down", serve(func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(503)
			json.NewEncoder(w).Encode(wire.Health{Status: "the database does not answer"})
		}), "answers, but says: the database does not answer.", sprites.ColBad},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel() // the cases share frames; healthTimeout is restored after all of them
			_, d := testAgainst(t, c.base)
			if !strings.Contains(d.sc.note.text, c.want) || d.sc.note.col != c.col {
				t.Fatalf("note %q (colour %v); want %q (colour %v)", d.sc.note.text, d.sc.note.col, c.want, c.col)
			}
			if c.name == "refused" {
				d.shot("settings-online-refused-connection.png")
			}
		})
	}
}

// TestLeavingCancelsTheTest: Back while the server has not answered
// cancels the request; the server sees it go at once, not after the
// timeout.
func TestLeavingCancelsTheTest(t *testing.T) {
	t.Parallel()
	gone := make(chan struct{})
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
		close(gone)
	}))
	t.Cleanup(hs.Close)
	st := settings.Defaults()
	st.ServerURL = hs.URL
	d := openScreen(t, st, PageOnline)
	d.focusRow(rowTest)
	d.press(input.Confirm)
	time.Sleep(100 * time.Millisecond) // the request reaches the server
	d.press(input.Back)
	d.ticks(1)
	if top := d.ctx.Stack.Top().Name(); top != "stub" {
		t.Fatalf("Back left %q on top", top)
	}
	select {
	case <-gone:
	case <-time.After(2 * time.Second):
		t.Fatal("the request still runs after the screen closed")
	}
}

// TestHealthNoteWords covers answers no test server above gives.
func TestHealthNoteWords(t *testing.T) {
	fp := levels.ModeFingerprint("forward")
	for _, c := range []struct {
		h    wire.Health
		err  error
		want string
	}{
		{wire.Health{Status: "ok", Version: "0.1.0", Rules: map[string]string{"forward": fp}}, nil, "Connected: server 0.1.0, rules match."},
		{wire.Health{Status: "ok", Version: "0.2.0"}, nil, "does not verify Forward runs"},
		{wire.Health{}, nil, "is not a Deepwood server"},
		{wire.Health{}, &net.DNSError{Name: "nowhere.invalid", Err: "no such host"}, "the name nowhere.invalid is not known"},
		{wire.Health{}, errors.New("boom"), "Could not reach http://x: boom."},
	} {
		if got := healthNote("http://x", c.h, c.err, fp); !strings.Contains(got.text, c.want) {
			t.Errorf("healthNote(%+v, %v) = %q; want %q", c.h, c.err, got.text, c.want)
		}
	}
}
