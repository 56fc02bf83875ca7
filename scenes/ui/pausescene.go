package ui

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
	return map[string]any{"scene": p.name, "items": p.Labels(), "focus": p.Menu.Focus}
}
