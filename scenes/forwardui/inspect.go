package forwardui

import (
	"image"

	"deepwood/rules/forward"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// InspectButton is one control as the browser tests see it: enough to
// steer the focus to it with the arrow keys and press it.
type InspectButton struct {
	Label   string `json:"label"`
	Action  string `json:"action,omitempty"` // the rules action it takes, in replay text
	Enabled bool   `json:"enabled"`
	X       int    `json:"x"`
	Y       int    `json:"y"`
}

// InspectView is what a Forward screen reports through the test hook: the
// HUD's values, whether animations are still playing, and its controls
// with the focused one. It only reads.
type InspectView struct {
	HUD     *HUDValues      `json:"hud,omitempty"`
	Busy    bool            `json:"busy"`
	Focus   int             `json:"focus"`
	Buttons []InspectButton `json:"buttons"`
	Items   []string        `json:"items,omitempty"` // a menu's labels (pause)
	Board   *InspectBoard   `json:"board,omitempty"`
	Rows    [][2]string     `json:"rows,omitempty"` // the summary's lines
	Steps   int             `json:"steps"`          // the actions the run has taken (the server's count, ranked)
	// The layout, for the phone tests (issue 40): the screen's size,
	// whether laid out upright, every place a tap does something and the
	// pixel size of every face written.
	Screen  [2]int          `json:"screen"`
	Upright bool            `json:"upright"`
	Targets []InspectTarget `json:"targets,omitempty"`
	TextPx  []float64       `json:"textPx,omitempty"`
	// Seed is the new-run screen's seed code as entered.
	Seed string `json:"seed,omitempty"`
	// Pad is the seed pad while it is open: its field, its buttons and
	// its faces.
	Pad *ui.PadLayout `json:"pad,omitempty"`
}

// InspectTarget is one place a tap does something: x, y, w, h in logical
// pixels, as every scene reports it.
type InspectTarget = ui.Target

// InspectBoard is a boards server's answer as a screen shows it: the
// new-run screen's daily board, the summary's submission.
type InspectBoard struct {
	State   string   `json:"state"` // offline, asking, error, shown
	Head    string   `json:"head,omitempty"`
	Players []string `json:"players,omitempty"` // the lines shown, in order
	Mine    int      `json:"mine,omitempty"`    // the player's rank
}

func inspectFocus(f *focusList, d *forward.Data) ([]InspectButton, int) {
	out := make([]InspectButton, len(f.Btns))
	for i, b := range f.Btns {
		x, y := b.Centre()
		out[i] = InspectButton{Label: b.Label, Enabled: b.Enabled, X: x, Y: y}
		if d != nil && b.Kind != ui.Control {
			out[i].Action = forward.FormatAction(d, b.Act)
		}
	}
	return out, f.Focus
}

func (p *play) inspect(f *focusList) InspectView {
	h := p.sess.HUD()
	v := InspectView{HUD: &h, Busy: p.sess.Anim.Busy(), Steps: p.sess.View().Steps}
	v.Buttons, v.Focus = inspectFocus(f, p.sess.Data)
	return v
}

// inspectBoard adds a board screen's layout to v: its controls, Pause
// and, upright, the tabs (a duel has none), and the faces it writes in,
// a card's own words among them.
func (p *play) inspectBoard(v *InspectView, f *focusList, tabs bool) {
	g := &p.g
	inspectLayout(v, f, p.sess.Data, g.size, g.upright)
	v.Targets = append(v.Targets, ui.TargetOf("Pause", g.pause.Rect))
	if g.upright && tabs {
		v.Targets = append(v.Targets, ui.TargetOf("tab Map", g.tabs[tabMap]), ui.TargetOf("tab Pack", g.tabs[tabPack]))
	}
	card := 1.0
	if g.upright {
		card = cardScaleUp
	}
	for _, st := range []sprites.Style{g.small, g.smallBold, g.mono, sprites.StyleBody, sprites.StyleLarge} {
		v.TextPx = append(v.TextPx, sprites.StyleSize(st))
	}
	for _, st := range []sprites.Style{sprites.StyleSmall, sprites.StyleSmallBold, sprites.StyleMonoSmall} {
		v.TextPx = append(v.TextPx, sprites.StyleSize(st)*card)
	}
}

// inspectLayout adds a screen's size and shape to v, and a target for
// each of f's controls, named by its action where it takes one.
func inspectLayout(v *InspectView, f *focusList, d *forward.Data, size image.Point, upright bool) {
	v.Screen, v.Upright = [2]int{size.X, size.Y}, upright
	for _, b := range f.Btns {
		name := b.Label
		if d != nil && b.Kind != ui.Control {
			name = forward.FormatAction(d, b.Act)
		}
		v.Targets = append(v.Targets, ui.TargetOf(name, b.Rect))
	}
}

// Inspect reports the location screen for tests.
func (s *locationScene) Inspect() any {
	v := s.p.inspect(&s.f)
	s.p.inspectBoard(&v, &s.f, true)
	return v
}

// Inspect reports the duel for tests.
func (s *duelScene) Inspect() any {
	v := s.p.inspect(&s.f)
	s.p.inspectBoard(&v, &s.f, false)
	return v
}

// Inspect reports the run summary for tests, with its submission.
func (s *summaryScene) Inspect() any {
	v := s.p.inspect(&s.f)
	s.inspectUpright(&v)
	v.Rows = s.rows
	if b := &s.board; b.active() {
		v.Board = &InspectBoard{State: "shown"}
		v.Board.Head, _ = b.headline()
		for _, e := range b.sub.Around {
			v.Board.Players = append(v.Board.Players, e.Player)
		}
		v.Board.Mine = b.sub.Result.Ranks.Time
		if b.busy() {
			v.Board.State = "asking"
		} else if b.err != nil {
			v.Board.State = "error"
		}
	}
	return v
}

// Inspect reports the new-run screen for tests: its controls and today's
// daily board.
func (s *newRunScene) Inspect() any {
	v := InspectView{}
	v.Buttons, v.Focus = inspectFocus(&s.f, nil)
	d := &s.board
	v.Board = &InspectBoard{State: "offline"}
	switch {
	case d.answered && d.err != nil:
		v.Board.State, v.Board.Head = "error", d.err.Error()
	case d.answered:
		v.Board.State, v.Board.Mine = "shown", d.daily.Mine.Rank
		for _, e := range d.daily.Board.Entries {
			v.Board.Players = append(v.Board.Players, e.Player)
		}
	case d.call != nil:
		v.Board.State = "asking"
	}
	inspectLayout(&v, &s.f, nil, s.size, s.upright)
	v.Seed = s.typed()
	v.TextPx = []float64{sprites.StyleSize(sprites.StyleHeading), sprites.StyleSize(sprites.StyleBody), 36}
	if !s.upright {
		v.TextPx = append(v.TextPx, sprites.StyleSize(sprites.StyleSmall)) // the hint and the message
	}
	if s.pad.Active {
		v.Pad = s.pad.Inspect()
	}
	return v
}

// Inspect reports the pause menu for tests.
func (s *pauseScene) Inspect() any {
	h := s.p.sess.HUD()
	v := InspectView{HUD: &h, Focus: s.Menu.Focus, Items: s.Labels()}
	l := s.Layout()
	v.Screen, v.Upright = [2]int{l.Screen.X, l.Screen.Y}, l.Upright
	for i, r := range l.Rows {
		v.Targets = append(v.Targets, ui.TargetOf(v.Items[i], r))
	}
	v.TextPx = append(l.TextPx, sprites.StyleSize(sprites.StyleSmall))
	if l.Upright {
		v.TextPx[len(v.TextPx)-1] = sprites.StyleSize(sprites.StyleBody) // the seed and time under the menu
	}
	return v
}

// Inspect reports the replays list for tests: one button per replay shown.
func (s *replaysScene) Inspect() any {
	v := InspectView{}
	v.Buttons, v.Focus = inspectFocus(&s.f, nil)
	inspectLayout(&v, &s.f, nil, s.size, s.upright)
	v.TextPx = []float64{sprites.StyleSize(sprites.StyleHeading), sprites.StyleSize(sprites.StyleBody), sprites.StyleSize(sprites.StyleMono)}
	return v
}

// Inspect reports the practice chooser for tests.
func (s *practiceScene) Inspect() any {
	v := InspectView{}
	v.Buttons, v.Focus = inspectFocus(&s.f, nil)
	return v
}
