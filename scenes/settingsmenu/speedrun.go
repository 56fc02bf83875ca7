package settingsmenu

import (
	"github.com/ebitenui/ebitenui/widget"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// speedrunRows builds the Speedrun page: the seed and timer on screen, and
// the LiveSplit link.
func (s *Scene) speedrunRows() []row {
	l := s.look
	st := s.ctx.Settings
	var rows []row
	rows = append(rows,
		s.toggleRow("Show seed during runs", "Show the dungeon's seed code at the start, in the pause menu and at the end.",
			func(x settings.Settings) bool { return x.ShowSeed }, func(x *settings.Settings, v bool) { x.ShowSeed = v }),
		s.toggleRow("Show the timer", "In-game time, real time, the current split and its delta to your best.",
			func(x settings.Settings) bool { return x.ShowTimer }, func(x *settings.Settings, v bool) { x.ShowTimer = v }),
		s.toggleRow("Reset into a new seed", "Off: the instant reset (hold R) deals the same seed again. On: a new random seed.",
			func(x settings.Settings) bool { return x.ResetNewSeed }, func(x *settings.Settings, v bool) { x.ResetNewSeed = v }),
		s.toggleRow("LiveSplit", "Drive LiveSplit Server: start, splits, game time and reset (in LiveSplit: Control → Start Server).",
			func(x settings.Settings) bool { return x.LiveSplit }, func(x *settings.Settings, v bool) { x.LiveSplit = v }))

	s.status = l.label("", l.small, l.pal.C(sprites.ColTextDim))
	if s.opts.LiveSplitStatus != nil {
		s.status.Label = s.opts.LiveSplitStatus()
	}
	input := s.addressInput(st.LiveSplitAddr)
	rows = append(rows, row{
		widgets:  []widget.PreferredSizeLocateableWidget{l.label("LiveSplit address", l.body, l.textColor()), input, s.status},
		activate: func() { s.startEditing(input) },
		help:     "host:port of LiveSplit Server (default localhost:16834). Confirm to edit.",
	})
	return rows
}

// addressInput is the text field for host:port; a bad address is refused
// with the reason shown in the status column.
func (s *Scene) addressInput(value string) *widget.TextInput {
	l := s.look
	face := l.body
	in := widget.NewTextInput(
		widget.TextInputOpts.WidgetOpts(widget.WidgetOpts.MinSize(300, l.rowH-2),
			widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})),
		widget.TextInputOpts.Image(&widget.TextInputImage{Idle: nine(l.pal, sprites.PanelInset, 64, 40), Disabled: nine(l.pal, sprites.PanelDisabled, 64, 40)}),
		widget.TextInputOpts.Face(&face),
		widget.TextInputOpts.Color(&widget.TextInputColor{Idle: l.pal.C(sprites.ColText), Disabled: l.pal.C(sprites.ColDisabled), Caret: l.pal.C(sprites.ColFocus), DisabledCaret: l.pal.C(sprites.ColDisabled)}),
		widget.TextInputOpts.Padding(&widget.Insets{Left: 12, Right: 12, Top: 6, Bottom: 6}),
		widget.TextInputOpts.Placeholder("localhost:16834"),
		widget.TextInputOpts.SubmitHandler(func(a *widget.TextInputChangedEventArgs) { s.submitAddress(a.InputText) }),
	)
	in.SetText(value)
	return in
}

func (s *Scene) startEditing(in *widget.TextInput) {
	s.editing = in
	s.ui.SetFocusedWidget(in)
}

// updateEditing lets ebitenui take the keys while the address is typed:
// Backspace must delete a character, not leave the screen. Escape
// cancels; Enter submits through the field's handler.
func (s *Scene) updateEditing(ctx *scenes.Context) {
	in := s.editing
	if ctx.Input.Just(input.Pause) {
		in.SetText(ctx.Settings.LiveSplitAddr)
		s.stopEditing()
		return
	}
	s.ui.Update()
	if s.editing != nil && s.ui.GetFocusedWidget() != in {
		s.stopEditing() // the player clicked elsewhere
	}
}

func (s *Scene) stopEditing() {
	s.editing = nil
	s.ui.ClearFocus()
}

func (s *Scene) submitAddress(text string) {
	if err := settings.CheckAddr(text); err != nil {
		s.status.Label = "Not saved: " + err.Error()
		return
	}
	s.set(func(x *settings.Settings) { x.LiveSplitAddr = text })
	s.stopEditing()
}
