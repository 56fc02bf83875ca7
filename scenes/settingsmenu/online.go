package settingsmenu

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"net"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/levels"
	"deepwood/online"
	"deepwood/online/client"
	"deepwood/platform"
	"deepwood/scenes"
	"deepwood/settings"
	"deepwood/sprites"
	"deepwood/wire"
)

// healthTimeout bounds Test connection, so that a server that never
// answers is reported as such instead of leaving the player waiting;
// tests shorten it.
var healthTimeout = 5 * time.Second

// inputWidth is the Online page's text inputs: wide enough for a server
// address with its port.
const inputWidth = 420

// note is the line under the Online page's rows: why a typed value was
// refused, or what the connection test found, in a colour that says
// which. It lives on the scene, so a rebuilt page keeps it.
type note struct {
	text string
	col  sprites.ColorID
	// refusal marks a typed value refused; cancelling the edit clears it.
	refusal bool
}

// probe is a connection test under way: the call, and the server asked.
type probe struct {
	call *online.Call[wire.Health]
	base string
}

// onlineRows builds the Online page: whether the game talks to a boards
// server at all, which server, the player's name, submitting and racing,
// and a test of the connection.
func (s *Scene) onlineRows() []row {
	l := s.look
	blank := func() *widget.Text { return l.label("", l.body, l.textColor()) }
	var rows []row
	rows = append(rows, s.toggleRow("Online", "On: runs can be submitted to the boards, and boards are read from the server. Off: nothing is sent.",
		func(x settings.Settings) bool { return x.Online }, func(x *settings.Settings, v bool) { x.Online = v }))

	server := &field{what: "the server's address", saved: func(x settings.Settings) string { return x.ServerURL }}
	server.keep = s.checkedKeep(server, "Server", settings.CheckServerURL, func(x *settings.Settings, text string) {
		if text != x.ServerURL {
			s.forgetProbe() // a test of the old server says nothing of this one
		}
		x.ServerURL = text
	})
	where := "empty: " + settings.DefaultServer + " (deepwood serve)."
	if platform.IsBrowser {
		where = "empty: this page's own server."
	}
	rows = append(rows, row{
		widgets:  []widget.PreferredSizeLocateableWidget{l.label("Server", l.body, l.textColor()), s.textField(server, l.w(inputWidth, 300), online.DefaultServer(platform.PageOrigin())+"  (default)"), blank()},
		activate: func() { s.startEditing(server) },
		help:     "The boards server, http(s)://host[:port]; " + where + " Confirm to edit.",
	})

	name := &field{what: "your name", saved: func(x settings.Settings) string { return x.PlayerName }}
	name.keep = s.checkedKeep(name, "Name", wire.CheckName, func(x *settings.Settings, text string) { x.PlayerName = text })
	rows = append(rows, row{
		widgets:  []widget.PreferredSizeLocateableWidget{l.label("Player name", l.body, l.textColor()), s.textField(name, l.w(inputWidth, 300), "not chosen yet"), blank()},
		activate: func() { s.startEditing(name) },
		help:     "The name your runs are submitted under: 1–" + strconv.Itoa(wire.MaxNameLen) + " letters, digits, - or _. Confirm to edit.",
	})

	rows = append(rows,
		s.toggleRow("Submit every finished run", "On: each run you finish is sent to the board (while Online is on). Off: you choose which.",
			func(x settings.Settings) bool { return x.AutoSubmit }, func(x *settings.Settings, v bool) { x.AutoSubmit = v }),
		s.toggleRow("Race the board's best", "The timer's splits compare with the board's best run (a daily's top run), not your personal best.",
			func(x settings.Settings) bool { return x.RaceBoard }, func(x *settings.Settings, v bool) { x.RaceBoard = v }))

	test := func() { s.testConnection() }
	testButton := l.newButton("Test", 200, test)
	testButton.GetWidget().LayoutData = widget.GridLayoutData{MaxWidth: 200, VerticalPosition: widget.GridLayoutPositionCenter}
	rows = append(rows, row{
		widgets:  []widget.PreferredSizeLocateableWidget{l.label("Test connection", l.body, l.textColor()), testButton, blank()},
		activate: test,
		help:     "Asks the server if it answers and plays these rules: only this is sent, even while Online is off.",
	})
	return rows
}

// clearRefusal drops a refusal once a value is kept.
func (s *Scene) clearRefusal() {
	if s.note.refusal {
		s.note = note{}
	}
}

// testConnection asks the server's /healthz off the update loop; Update
// polls the answer. It runs even while Online is off: it is the player's
// own explicit request, and it sends no name, token or run, only the
// question, so it is how a player checks a server before turning Online
// on. A test already under way is cancelled: the newest press wins.
func (s *Scene) testConnection() {
	s.forgetProbe()
	base := online.ServerFor(s.ctx.Settings, platform.PageOrigin())
	s.probe = &probe{base: base, call: online.Go(healthTimeout, func(ctx context.Context) (wire.Health, error) {
		c, err := client.New(base)
		if err != nil {
			return wire.Health{}, err
		}
		return c.Health(ctx)
	})}
	s.note = note{text: "Asking " + base + " …", col: sprites.ColTextDim}
}

// pollProbe shows the test's answer once it has come.
func (s *Scene) pollProbe() {
	if s.probe == nil || !s.probe.call.Done() {
		return
	}
	h, err := s.probe.call.Result()
	s.note = healthNote(s.probe.base, h, err, levels.ModeFingerprint("forward"))
	s.probe = nil
}

// forgetProbe cancels a test under way and drops what it said.
func (s *Scene) forgetProbe() {
	if s.probe != nil {
		s.probe.call.Cancel()
		s.probe = nil
	}
	if !s.note.refusal {
		s.note = note{}
	}
}

// Leave cancels a connection test the player leaves behind and frees the
// image Retouch kept.
func (s *Scene) Leave() {
	if s.probe != nil {
		s.probe.call.Cancel()
		s.probe = nil
	}
	s.bd.Leave()
}

// healthNote says in plain words what asking base's /healthz found: a
// server on these rules, one on other rules (whose boards this game's
// runs would not join), or why there was no useful answer.
func healthNote(base string, h wire.Health, err error, forward string) note {
	bad := func(format string, a ...any) note { return note{text: fmt.Sprintf(format, a...), col: sprites.ColBad} }
	if err == nil {
		rules, ok := h.Rules["forward"]
		switch {
		case h.Status == "" && h.Version == "":
			return bad("That address is not a Deepwood server: %s answers /healthz, but not as the boards do.", base)
		case !ok:
			return note{text: fmt.Sprintf("Connected to server %s, but it does not verify Forward runs: yours could not be submitted there.", h.Version), col: sprites.ColWarn}
		case rules != forward:
			return note{text: fmt.Sprintf("Connected, but the server verifies other rules (%s; this game plays %s): your runs would land on other boards.", rules, forward), col: sprites.ColWarn}
		}
		return note{text: fmt.Sprintf("Connected: server %s, rules match.", h.Version), col: sprites.ColGood}
	}
	var (
		refusal *client.Refusal
		syntax  *json.SyntaxError
		typ     *json.UnmarshalTypeError
		dns     *net.DNSError
	)
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		return bad("No answer from %s within %s.", base, seconds(healthTimeout))
	case errors.As(err, &refusal) && refusal.Status == 503:
		var down wire.Health
		if json.Unmarshal([]byte(refusal.Message), &down) == nil && down.Status != "" {
			return bad("%s answers, but says: %s. Runs cannot be kept there now.", base, down.Status)
		}
		return bad("%s answers, but is not ready (503): runs cannot be kept there now.", base)
	case errors.As(err, &refusal):
		return bad("That address is not a Deepwood server: %s answers %d to /healthz.", base, refusal.Status)
	case errors.As(err, &syntax), errors.As(err, &typ):
		return bad("That address is not a Deepwood server: %s answers /healthz with something else than the boards' answer.", base)
	case errors.Is(err, syscall.ECONNREFUSED):
		return bad("Nothing answers at %s: the connection was refused. Is the server running?", base)
	case errors.As(err, &dns):
		return bad("No such server: the name %s is not known (%s).", dns.Name, dns.Err)
	case strings.Contains(err.Error(), "certificate"):
		// Matched by words: crypto/tls's error type would link TLS into
		// the browser build, whose fetch says it in its own words.
		return bad("%s cannot be trusted: its certificate is not valid (%v).", base, err)
	}
	return bad("Could not reach %s: %v.", base, err)
}

// seconds writes a timeout as the note says it: "5 s", "0.3 s".
func seconds(d time.Duration) string {
	return strconv.FormatFloat(d.Seconds(), 'f', -1, 64) + " s"
}

// drawNote paints the note under the Online page's rows, wrapped to the
// content column.
func (s *Scene) drawNote(screen *ebiten.Image, ctx *scenes.Context) {
	if s.note.text == "" || len(s.rows) == 0 {
		return
	}
	last := s.rowRect(len(s.rows) - 1)
	if last.Empty() {
		return
	}
	body := ctx.Fonts.Face(sprites.StyleBody)
	x0, cw := s.geo.contentX, s.geo.contentW
	lines := len(sprites.Wrap(s.note.text, body, float64(cw-40)))
	box := image.Rect(x0-14, last.Max.Y+18, x0+cw+14, last.Max.Y+18+int(float64(lines)*sprites.LineHeight(body))+24)
	sprites.DrawPanel(screen, box, ctx.Palette, sprites.PanelInset)
	sprites.DrawWrapped(screen, s.note.text, body, float64(x0+6), float64(box.Min.Y+12), float64(cw-40), sprites.AlignLeft, ctx.Palette.C(s.note.col))
}
