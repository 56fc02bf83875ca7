package server

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"deepwood/wire"
)

// testAdminToken is the admin token of the tests' servers.
const testAdminToken = "test-admin-token-0123456789abcdef"

// adminPost sends an admin request (action hide or unhide) with token
// ("" for none) and returns the status and body.
func adminPost(t *testing.T, url, action, token, body string) (int, string) {
	t.Helper()
	return send(t, http.MethodPost, url+wire.Prefix+"/admin/"+action, token, strings.NewReader(body))
}

// send makes a request with an optional bearer token and returns the
// status and body.
func send(t *testing.T, method, url, token string, body io.Reader) (int, string) {
	t.Helper()
	req, err := http.NewRequest(method, url, body)
	must(t, err)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	must(t, err)
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// boardPlayers lists a claims board's players, in order.
func boardPlayers(t *testing.T, url, seed string) string {
	t.Helper()
	var b wire.Board
	if code, body := getJSON(t, url+wire.Prefix+"/boards/forward/"+seed+"?witnessed=false", "", &b); code != http.StatusOK {
		t.Fatalf("board: %d %s", code, body)
	}
	var names []string
	for _, e := range b.Entries {
		names = append(names, e.Player)
	}
	return strings.Join(names, " ")
}

// TestModerationOverHTTP: with an admin token, a run and then a player are
// hidden and shown again through the API, on a real server over a real
// database: a hidden run leaves its board and its player's bests, its own
// answer says why and when, and the public log lists each decision,
// latest first. Refusals say why and change nothing. There was no
// moderation.
func TestModerationOverHTTP(t *testing.T) {
	wins, _ := fixtures(t)
	bobRun := recordAt(t, wins[0].Seed, 1, 30)
	seed := wins[0].Seed.Code()
	for _, k := range storeKinds[1:] { // the fake keeps no log
		t.Run(k.name, func(t *testing.T) {
			st := k.open(t)
			t.Cleanup(func() { st.Close() })
			hs, c := serve(t, st, Options{AdminToken: testAdminToken})
			ada := submit(t, c, "Ada", "", wins[0].Bytes())
			bob := submit(t, c, "Bob", "", bobRun.Bytes())
			if got := boardPlayers(t, hs.URL, seed); !strings.Contains(got, "Ada") || !strings.Contains(got, "Bob") {
				t.Fatalf("board before = %q", got)
			}
			hide := fmt.Sprintf(`{"run": %d, "reason": "<script>alert(1)</script> a bot"}`, ada.Run.ID)
			for _, c := range []struct {
				token string
				code  int
				want  string
			}{{"", 401, "Authorization: Bearer TOKEN"}, {"not-the-admin-token", 401, "wrong admin token"}} {
				if code, body := adminPost(t, hs.URL, "hide", c.token, hide); code != c.code || !strings.Contains(errorOf(body), c.want) {
					t.Errorf("token %q: %d %s, want %d saying %q", c.token, code, body, c.code, c.want)
				}
			}
			if got := boardPlayers(t, hs.URL, seed); got != "Ada Bob" && got != "Bob Ada" {
				t.Errorf("a refused hide changed the board: %q", got)
			}
			code, body := adminPost(t, hs.URL, "hide", testAdminToken, hide)
			var d wire.Decision
			if code != http.StatusOK || json.Unmarshal([]byte(body), &d) != nil || d.Run != ada.Run.ID || d.Action != wire.Hide || d.ID == 0 {
				t.Fatalf("hide: %d %s", code, body)
			}
			if got := boardPlayers(t, hs.URL, seed); got != "Bob" {
				t.Errorf("board with Ada's run hidden = %q, want Bob alone", got)
			}
			var p wire.Player
			if getJSON(t, hs.URL+wire.Prefix+"/players/Ada", "", &p); len(p.Bests) != 0 || p.Moderated != nil {
				t.Errorf("Ada's page lists her hidden run: %+v", p)
			}
			var run wire.Run
			getJSON(t, hs.URL+wire.Prefix+fmt.Sprintf("/runs/%d", ada.Run.ID), "", &run)
			if m := run.Moderated; m == nil || m.Notice != "Hidden by a moderator: <script>alert(1)</script> a bot" || m.Time.IsZero() {
				t.Errorf("the hidden run answers %+v", m)
			}
			// Refusals: each says why, and none is logged.
			for _, c := range []struct {
				action, body string
				code         int
				want         string
			}{
				{"hide", fmt.Sprintf(`{"run": %d}`, ada.Run.ID), 400, "needs a reason"},
				{"hide", `{"run": 1, "player": "Bob", "reason": "x"}`, 400, "not both"},
				{"hide", `{"run": 1, "reason": "x", "delete": true}`, 400, "unknown field"},
				{"hide", `{"run": 1, "reason": "` + strings.Repeat("é", 301) + `"}`, 400, "at most 300"},
				{"hide", `{"run": 1, "reason": "two\nlines"}`, 400, "plain text"},
				{"hide", `{"run": 99999, "reason": "x"}`, 404, "no such run 99999"},
				{"hide", `{"player": "Nobody", "reason": "x"}`, 404, "no such player Nobody"},
				{"unhide", fmt.Sprintf(`{"run": %d}`, bob.Run.ID), 409, "is not hidden"},
				{"hide", `{"run": 1, "reason": "` + strings.Repeat("x", 5000) + `"}`, 413, "at most 4 KiB"},
			} {
				if code, body := adminPost(t, hs.URL, c.action, testAdminToken, c.body); code != c.code || !strings.Contains(errorOf(body), c.want) {
					t.Errorf("%s %.60s: %d %s, want %d saying %q", c.action, c.body, code, body, c.code, c.want)
				}
			}
			if code, body := adminPost(t, hs.URL, "unhide", testAdminToken, fmt.Sprintf(`{"run": %d}`, ada.Run.ID)); code != http.StatusOK {
				t.Fatalf("unhide: %d %s", code, body)
			}
			if got := boardPlayers(t, hs.URL, seed); got != "Ada Bob" && got != "Bob Ada" {
				t.Errorf("board with Ada's run shown again = %q", got)
			}
			if code, body := adminPost(t, hs.URL, "hide", testAdminToken, `{"player": "bob", "reason": "sharing a name"}`); code != http.StatusOK {
				t.Fatalf("hide a player: %d %s", code, body)
			}
			if got := boardPlayers(t, hs.URL, seed); got != "Ada" {
				t.Errorf("board with Bob hidden = %q, want Ada alone", got)
			}
			if getJSON(t, hs.URL+wire.Prefix+"/players/Bob", "", &p); p.Moderated == nil || p.Moderated.Reason != "sharing a name" || len(p.Bests) != 0 {
				t.Errorf("a hidden player's page: %+v", p)
			}
			var log wire.ModerationLog
			if code, body := getJSON(t, hs.URL+wire.Prefix+"/moderation?limit=2", "", &log); code != http.StatusOK || len(log.Decisions) != 2 ||
				log.Decisions[0].Player != "Bob" || log.Decisions[1].Action != wire.Unhide || log.Decisions[1].Run != ada.Run.ID {
				t.Errorf("moderation log: %d %s", code, body)
			}
			if getJSON(t, hs.URL+wire.Prefix+"/moderation?offset=2", "", &log); len(log.Decisions) != 1 || log.Decisions[0].Action != wire.Hide {
				t.Errorf("moderation log from 2: %+v", log)
			}
			if code, body := getJSON(t, hs.URL+wire.Prefix+"/moderation?limit=201", "", nil); code != http.StatusBadRequest {
				t.Errorf("a log page of 201: %d %s", code, body)
			}
		})
	}
}

// TestModerationOffAndGuessing: a server without an admin token answers
// the admin endpoints 404, saying moderation is off; with one, wrong
// tokens from an address are limited (five, then refused 429 whatever the
// token), and the token is never logged.
func TestModerationOffAndGuessing(t *testing.T) {
	st := openSQLite(t)
	t.Cleanup(func() { st.Close() })
	off, _ := serve(t, st, Options{})
	if code, body := adminPost(t, off.URL, "hide", testAdminToken, `{"run": 1, "reason": "x"}`); code != http.StatusNotFound || !strings.Contains(errorOf(body), "--admin-token-file") {
		t.Errorf("moderation off: %d %s", code, body)
	}
	var log wire.ModerationLog
	if code, body := getJSON(t, off.URL+wire.Prefix+"/moderation", "", &log); code != http.StatusOK || len(log.Decisions) != 0 {
		t.Errorf("the log of a server without moderation: %d %s", code, body)
	}
	var logged lockedBuffer
	on, _ := serve(t, st, Options{AdminToken: testAdminToken, Log: slog.New(slog.NewTextHandler(&logged, nil))})
	for i := range adminFailRate.Burst {
		if code, _ := adminPost(t, on.URL, "hide", fmt.Sprint("guess-", i), `{"run": 1, "reason": "x"}`); code != http.StatusUnauthorized {
			t.Errorf("guess %d: %d, want 401", i, code)
		}
	}
	if code, body := adminPost(t, on.URL, "hide", testAdminToken, `{"run": 1, "reason": "x"}`); code != http.StatusTooManyRequests {
		t.Errorf("after %d wrong tokens, the right one: %d %s, want 429", adminFailRate.Burst, code, body)
	}
	if strings.Contains(logged.String(), testAdminToken) || !strings.Contains(logged.String(), "wrong admin token") {
		t.Errorf("the log: %s", logged.String())
	}
}

// TestReadAdminToken: serve's --admin-token-file is refused missing,
// empty, short, or readable by anyone, each saying so without the token.
func TestReadAdminToken(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string, mode os.FileMode) string {
		p := filepath.Join(dir, name)
		must(t, os.WriteFile(p, []byte(text), mode))
		must(t, os.Chmod(p, mode))
		return p
	}
	for _, c := range []struct {
		path, want string
	}{
		{filepath.Join(dir, "missing"), "no such file"},
		{write("empty", " \n", 0o600), "is empty"},
		{write("short", "abc\n", 0o600), "16 to 1024 characters"},
		{write("open", testAdminToken+"\n", 0o644), "chmod 600"},
		{write("spaced", "first-half-token second-half-token", 0o600), "one word"},
	} {
		tok, err := ReadAdminToken(c.path)
		if err == nil || !strings.Contains(err.Error(), c.want) || tok != "" {
			t.Errorf("%s: %q, %v; want an error saying %q", filepath.Base(c.path), tok, err, c.want)
		} else if strings.Contains(err.Error(), testAdminToken) {
			t.Errorf("%s: the error shows the token: %v", filepath.Base(c.path), err)
		}
	}
	if tok, err := ReadAdminToken(write("good", testAdminToken+"\n", 0o600)); tok != testAdminToken || err != nil {
		t.Errorf("a good file: %q, %v", tok, err)
	}
}

// FuzzParseAdmin throws any body at the admin request's parse: it must
// not panic, and what it takes names one target, with a reason of at
// most 300 characters of plain text, which a hide has.
func FuzzParseAdmin(f *testing.F) {
	for _, s := range []string{`{"run": 7, "reason": "a bot"}`, `{"player": "Ada", "reason": "x"}`, `{"player": "Ada"}`,
		`{"run": 1, "player": "b"}`, `{"run": -1}`, `null`, `{"run": 1e3}`, `{"run": 1} {}`, `{"reason": "\u202e"}`, ``} {
		f.Add([]byte(s), true)
	}
	f.Fuzz(func(t *testing.T, body []byte, hide bool) {
		action := wire.Unhide
		if hide {
			action = wire.Hide
		}
		req, err := ParseAdmin(body, action)
		if err != nil {
			return
		}
		switch {
		case (req.Run > 0) == (req.Player != ""), req.Run < 0:
			t.Fatalf("%q: took %+v, not one target", body, req)
		case req.Player != "" && wire.CheckName(req.Player) != nil:
			t.Fatalf("%q: took player %q", body, req.Player)
		case utf8.RuneCountInString(req.Reason) > wire.MaxReasonLen || !utf8.ValidString(req.Reason):
			t.Fatalf("%q: took a reason of %d characters", body, utf8.RuneCountInString(req.Reason))
		case strings.ContainsFunc(req.Reason, unicode.IsControl):
			t.Fatalf("%q: took a reason with a control character", body)
		case hide && req.Reason == "":
			t.Fatalf("%q: took a hide without a reason", body)
		}
	})
}
