package forwardui

import (
	"deepwood/rules/forward"
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
}

func inspectFocus(f *focusList, d *forward.Data) ([]InspectButton, int) {
	out := make([]InspectButton, len(f.btns))
	for i, b := range f.btns {
		x, y := b.centre()
		out[i] = InspectButton{Label: b.label, Enabled: b.enabled, X: x, Y: y}
		if d != nil && b.kind != btnUI {
			out[i].Action = forward.FormatAction(d, b.act)
		}
	}
	return out, f.focus
}

func (p *play) inspect(f *focusList) InspectView {
	h := p.sess.HUD()
	v := InspectView{HUD: &h, Busy: p.sess.Anim.Busy()}
	v.Buttons, v.Focus = inspectFocus(f, p.sess.Data)
	return v
}

// Inspect reports the location screen for tests.
func (s *locationScene) Inspect() any { return s.p.inspect(&s.f) }

// Inspect reports the duel for tests.
func (s *duelScene) Inspect() any { return s.p.inspect(&s.f) }

// Inspect reports the run summary for tests.
func (s *summaryScene) Inspect() any { return s.p.inspect(&s.f) }

// Inspect reports the new-run screen for tests: its controls and the code.
func (s *newRunScene) Inspect() any {
	v := InspectView{}
	v.Buttons, v.Focus = inspectFocus(&s.f, nil)
	return v
}

// Inspect reports the pause menu for tests.
func (s *pauseScene) Inspect() any {
	h := s.p.sess.HUD()
	v := InspectView{HUD: &h, Focus: s.menu.Focus}
	for _, it := range s.menu.Items {
		v.Items = append(v.Items, it.Label)
	}
	return v
}

// Inspect reports the replays list for tests: one button per replay shown.
func (s *replaysScene) Inspect() any {
	v := InspectView{}
	v.Buttons, v.Focus = inspectFocus(&s.f, nil)
	return v
}

// Inspect reports the practice chooser for tests.
func (s *practiceScene) Inspect() any {
	v := InspectView{}
	v.Buttons, v.Focus = inspectFocus(&s.f, nil)
	return v
}
