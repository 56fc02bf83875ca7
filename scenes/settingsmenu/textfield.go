package settingsmenu

import (
	"strings"

	"github.com/ebitenui/ebitenui/widget"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// field is a row's text input with what it edits: the saved value it
// goes back to when editing is cancelled, and keep, which checks a typed
// value and saves it (true) or shows why not (false, editing goes on).
type field struct {
	in    *widget.TextInput
	what  string // "the address", for the hint line
	saved func(settings.Settings) string
	keep  func(text string) bool
	// focused is set once the input has the keys: not on the tick of the
	// Enter that started editing, which ebitenui would take as a submit.
	focused bool
}

// textField builds a field's input, width pixels wide; the scene tracks
// it so that a click on it starts editing too.
func (s *Scene) textField(f *field, width int, placeholder string) *widget.TextInput {
	l := s.look
	face := l.body
	f.in = widget.NewTextInput(
		widget.TextInputOpts.WidgetOpts(widget.WidgetOpts.MinSize(width, l.rowH-2),
			widget.WidgetOpts.LayoutData(widget.GridLayoutData{VerticalPosition: widget.GridLayoutPositionCenter})),
		widget.TextInputOpts.Image(&widget.TextInputImage{Idle: nine(l.pal, sprites.PanelInset, 64, 40), Disabled: nine(l.pal, sprites.PanelDisabled, 64, 40)}),
		widget.TextInputOpts.Face(&face),
		widget.TextInputOpts.Color(&widget.TextInputColor{Idle: l.pal.C(sprites.ColText), Disabled: l.pal.C(sprites.ColTextDim), Caret: l.pal.C(sprites.ColFocus), DisabledCaret: l.pal.C(sprites.ColDisabled)}),
		widget.TextInputOpts.Padding(&widget.Insets{Left: 12, Right: 12, Top: l.w(6, 19), Bottom: 6}), // upright, centred in the row
		widget.TextInputOpts.Placeholder(placeholder),
		// The same text may be submitted twice: once refused for another
		// reason, or to confirm the value already kept.
		widget.TextInputOpts.AllowDuplicateSubmit(true),
		widget.TextInputOpts.SubmitHandler(func(a *widget.TextInputChangedEventArgs) {
			if s.editing == f && f.keep(a.InputText) {
				s.stopEditing()
			}
		}),
	)
	f.in.SetText(f.saved(s.ctx.Settings))
	s.fields = append(s.fields, f)
	return f.in
}

// startEditing gives the keys to a field's input until Enter keeps the
// value or Escape (or a pad's Back) cancels.
func (s *Scene) startEditing(f *field) {
	s.editing = f
	f.focused = false
}

// updateEditing lets ebitenui take the keys while a value is typed:
// Backspace must delete a character, not leave the screen, and P is a
// letter, not Pause. Escape cancels; Enter submits through the field's
// handler.
func (s *Scene) updateEditing(ctx *scenes.Context) {
	f := s.editing
	if cancelPressed(ctx.Input) || tapCancels(ctx.Input) && f.focused {
		s.cancelEditing()
		return
	}
	if !f.focused {
		if ctx.Input.Held(input.Confirm) {
			return // the press that started editing is not the answer
		}
		f.focused = true
		s.ui.SetFocusedWidget(f.in)
	}
	s.ui.Update()
	if s.editing == f && s.ui.GetFocusedWidget() != f.in {
		s.cancelEditing() // the player clicked elsewhere
	}
}

// cancelPressed reports Escape, or Back or Pause pressed on a pad or the
// mouse: keys typed into a field are text, even those bound to actions.
func cancelPressed(in *input.Mapper) bool {
	if inpututil.IsKeyJustPressed(ebiten.KeyEscape) {
		return true
	}
	if _, typed := in.JustPressedKey(); typed {
		return false
	}
	return in.Just(input.Pause) || in.Just(input.Back)
}

// cancelEditing puts the saved value back: what was typed and not kept
// is dropped, and so is a refusal of it.
func (s *Scene) cancelEditing() {
	f := s.editing
	f.in.SetText(f.saved(s.ctx.Settings))
	if s.note.refusal {
		s.note = note{}
	}
	s.stopEditing()
}

func (s *Scene) stopEditing() {
	s.editing = nil
	s.ui.ClearFocus()
}

// clickedField starts editing a field the pointer focused (ebitenui gives
// an input the keys when it is clicked), on its row.
func (s *Scene) clickedField() {
	fw := s.ui.GetFocusedWidget()
	if fw == nil || s.editing != nil {
		return
	}
	for _, f := range s.fields {
		if fw == f.in {
			for i := range s.rows {
				for _, w := range s.rows[i].widgets {
					if w == f.in {
						s.focus = i
					}
				}
			}
			s.startEditing(f)
			f.focused = true
			return
		}
	}
}

// checkedKeep is a keep for f's setting: the typed text trimmed, refused
// with a note ("Name not saved: " and check's error, subject "Name") and
// editing going on, or saved with save and shown back as saved.
func (s *Scene) checkedKeep(f *field, subject string, check func(string) error, save func(x *settings.Settings, text string)) func(string) bool {
	return func(text string) bool {
		text = strings.TrimSpace(text)
		if err := check(text); err != nil {
			s.note = note{text: subject + " not saved: " + err.Error(), col: sprites.ColBad, refusal: true}
			return false
		}
		s.set(func(x *settings.Settings) { save(x, text) })
		f.in.SetText(text)
		s.clearRefusal()
		return true
	}
}
