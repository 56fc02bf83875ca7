package ui

import "image"

// PauseScene is a mode's pause menu as a scene: the shared menu (NewPause)
// under the mode's own scene name, reporting its items and focus to the
// tests and the browser hooks alike in every mode that uses it.
type PauseScene struct {
	PauseMenu
	name string
}

// NewPauseScene is NewPause's menu of c, with foot pixels under the last
// row, as the scene named name ("battle-pause").
func NewPauseScene(name string, c PauseChoices, foot int) *PauseScene {
	return &PauseScene{PauseMenu: NewPause(c, foot), name: name}
}

// Name is the scene's name, as the mode gave it.
func (p *PauseScene) Name() string { return p.name }

// Inspect reports the menu: the scene's name, its items and the focus.
func (p *PauseScene) Inspect() any {
	return p.InspectMenu(map[string]any{"scene": p.name})
}

// InspectMenu adds the menu to a scene's report in: its items, the
// focus, and the layout as last placed ("screen", "upright", each row a
// target, the faces).
func (m *PauseMenu) InspectMenu(in map[string]any) map[string]any {
	l := m.Layout()
	var ts []Target
	for i, r := range l.Rows {
		ts = append(ts, TargetOf(m.Menu.Items[i].Label, r))
	}
	in["items"], in["focus"] = m.Labels(), m.Menu.Focus
	in["screen"], in["upright"], in["targets"], in["textPx"] = [2]int{l.Screen.X, l.Screen.Y}, l.Upright, ts, l.TextPx
	return in
}

// Target is one place a click or tap does something, as the scenes'
// reports name it for the phone tests: x, y, w, h in logical pixels.
type Target struct {
	Name string `json:"name"`
	Rect [4]int `json:"rect"`
}

// TargetOf is r as a target named name.
func TargetOf(name string, r image.Rectangle) Target {
	return Target{name, [4]int{r.Min.X, r.Min.Y, r.Dx(), r.Dy()}}
}
