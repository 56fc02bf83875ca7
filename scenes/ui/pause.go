package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/menu"
	"deepwood/sprites"
)

// PauseMenu is the pause menu every mode opens over its game: a veil, a
// panel titled "Paused" around the menu, and Pause or Back to resume. A
// mode's pause scene embeds it and adds its name and anything it draws
// under the menu (in the panel's Foot); NewPause lays its choices out.
type PauseMenu struct {
	Menu menu.Menu
	Foot int // the panel's height under the last row
	// Heading is the panel's title; empty is "Paused".
	Heading string
	// quits says the last item is Save and quit, which Update drops where
	// the game cannot quit (the browser).
	quits bool
	// drawn is the focus and the number of items last drawn, for Still.
	drawn [2]int
	// The menu's landscape place, and the screen it was last laid out
	// for (Place).
	land    menu.Landscape
	size    image.Point
	upright bool
}

// PauseChoices are what a mode's pause menu offers, each item built by the
// mode (its hints speak of its own game). NewPause lays them out in the one
// order every mode shares, so a player finds each choice in the same place
// whatever the game: Resume, the mode's own screens (the Forest's Journal),
// How to play, Settings, Save and leave, Abandon, and where the game can
// quit (the desktop) Save and quit.
type PauseChoices struct {
	Resume   menu.Item
	Own      []menu.Item
	HowTo    menu.Item
	Settings menu.Item
	Leave    menu.Item
	Abandon  menu.Item
}

// Pause menu rows: every mode's the same size.
const (
	pauseRowH    = 50
	pauseSpacing = 12
	pauseTitleH  = 80 // the panel above the first row, for "Paused"
)

// NewPause lays c out in the shared order with Save and quit last, the
// panel centred on the screen with foot pixels under the last row for the
// mode's own lines.
func NewPause(c PauseChoices, foot int) PauseMenu {
	items := make([]menu.Item, 0, 6+len(c.Own))
	items = append(items, c.Resume)
	items = append(items, c.Own...)
	items = append(items, c.HowTo, c.Settings, c.Leave, c.Abandon, QuitItem())
	m := NewMenuPanel("Paused", items, foot)
	m.quits = true
	return m
}

// NewMenuPanel is a menu like the pause menu's, titled heading, for a
// question asked over a screen (which game's rules to show): the panel
// centred, foot pixels under the last row.
func NewMenuPanel(heading string, items []menu.Item, foot int) PauseMenu {
	height := pauseTitleH + len(items)*(pauseRowH+pauseSpacing) + foot
	y := (sprites.ScreenHeight-height)/2 + pauseTitleH
	m := NewPauseMenu(items, y, pauseRowH, pauseSpacing, foot)
	m.Heading = heading
	return m
}

// NewPauseMenu lays items out in the screen's middle column from top y,
// rows rowH high and spacing apart.
func NewPauseMenu(items []menu.Item, y, rowH, spacing, foot int) PauseMenu {
	return PauseMenu{Menu: menu.Menu{Items: items, X: 460, Y: y, W: 360, RowH: rowH, Spacing: spacing}, Foot: foot, drawn: [2]int{-1, -1}}
}

// Overlay keeps the game drawn beneath the menu.
func (m *PauseMenu) Overlay() bool { return true }

// Update runs the menu, without Save and quit where the game cannot quit;
// Pause or Back resumes.
func (m *PauseMenu) Update(ctx *scenes.Context) error {
	m.Place(ctx)
	if m.quits && !ctx.CanQuit {
		m.Menu.Items = m.Menu.Items[:len(m.Menu.Items)-1]
		m.Menu.Focus = min(m.Menu.Focus, len(m.Menu.Items)-1)
		m.quits = false
	}
	if ctx.Input.Just(input.Pause) || ctx.Input.Just(input.Back) {
		ctx.Stack.Pop()
		return nil
	}
	return m.Menu.Update(ctx)
}

// Bottom is the y just under the last row, where a mode's own lines go.
func (m *PauseMenu) Bottom() int { return m.Menu.Y + len(m.Menu.Items)*(m.Menu.RowH+m.Menu.Spacing) }

// Draw veils the game and paints the panel and the menu.
func (m *PauseMenu) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	m.Place(ctx)
	heading := m.Heading
	if heading == "" {
		heading = "Paused"
	}
	if m.upright {
		m.drawUpright(dst, ctx, heading)
		m.Drawn()
		return
	}
	vector.FillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, ctx.Palette.A(sprites.ColChaosBlack, 0.7), false)
	sprites.DrawPanel(dst, image.Rect(428, m.Menu.Y-80, 852, m.Bottom()+m.Foot), ctx.Palette, sprites.PanelNormal)
	sprites.DrawText(dst, heading, ctx.Fonts.Face(sprites.StyleHeading), 640, float64(m.Menu.Y-60), sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
	m.Menu.Draw(dst, ctx)
	m.Drawn()
}

// Drawn notes the menu drawn, for Still, by a scene that draws it in a
// place of its own.
func (m *PauseMenu) Drawn() { m.drawn = [2]int{m.Menu.Focus, len(m.Menu.Items)} }

// Still reports that the menu is as last drawn: nothing in it moves by
// itself. (The game beneath says for itself.)
func (m *PauseMenu) Still() bool { return m.drawn == [2]int{m.Menu.Focus, len(m.Menu.Items)} }

// Labels are the menu's items by name, for a scene's Inspect.
func (m *PauseMenu) Labels() []string {
	labels := make([]string, 0, len(m.Menu.Items))
	for _, it := range m.Menu.Items {
		labels = append(labels, it.Label)
	}
	return labels
}

// ResumeItem closes the menu.
func ResumeItem(hint string) menu.Item {
	return menu.Item{Label: "Resume", Hint: hint, Run: func(ctx *scenes.Context) error { ctx.Stack.Pop(); return nil }}
}

// PushItem opens the scene open builds over the menu; a nil open (a test's
// hooks without settings) does nothing.
func PushItem(label, hint string, open func() scenes.Scene) menu.Item {
	return menu.Item{Label: label, Hint: hint, Run: func(ctx *scenes.Context) error {
		if open != nil {
			ctx.Stack.Push(open())
		}
		return nil
	}}
}

// SettingsItem opens the settings over the menu.
func SettingsItem(open func() scenes.Scene) menu.Item {
	return PushItem("Settings", "Animation speed, palette, controls.", open)
}

// LeaveItem goes back to the title, leaving the game as its autosave has
// it (saved after every action) for Continue to resume. stop, if not nil,
// runs first: a session's work that must not outlive the screen (a
// computer still thinking).
func LeaveItem(hint string, stop func(), title func() scenes.Scene) menu.Item {
	return menu.Item{Label: "Save and leave", Hint: hint, Run: func(ctx *scenes.Context) error {
		if stop != nil {
			stop()
		}
		ResetTo(ctx, title)
		return nil
	}}
}

// QuitItem closes the game, which is saved after every action: Continue
// on the title resumes it.
func QuitItem() menu.Item {
	return menu.Item{Label: "Save and quit", Hint: "Close the game; Continue on the title resumes it.",
		Run: func(*scenes.Context) error { return scenes.ErrQuit }}
}

// AbandonItem ends the game through abandon (which keeps its record and
// deletes the autosave) and goes back to the title; a record that could
// not be kept is reported, notKept followed by the error, so the player
// knows the game is gone without a trace.
func AbandonItem(label, hint, notKept string, abandon func() error, title func() scenes.Scene) menu.Item {
	return menu.Item{Label: label, Hint: hint, Run: func(ctx *scenes.Context) error {
		if err := abandon(); err != nil {
			ctx.Notify(notKept + err.Error())
		}
		ResetTo(ctx, title)
		return nil
	}}
}
