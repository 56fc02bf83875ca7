package settingsmenu

import (
	"strings"
	"testing"

	"deepwood/internal/windowtest"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// The Online page's rows, top to bottom.
const (
	rowOnline = iota
	rowServer
	rowName
	rowAutoSubmit
	rowRaceBoard
	rowTest
)

// typeAndEnter edits the focused row's field as a player would: Confirm
// starts editing, the text is typed, and Enter submits it.
func (d *screen) typeAndEnter(text string) {
	d.t.Helper()
	d.press(input.Confirm) // released, the input takes the keys
	f := d.sc.editing
	if f == nil || d.sc.ui.GetFocusedWidget() != f.in {
		d.t.Fatalf("Confirm on row %d did not start editing", d.sc.Focus())
	}
	windowtest.Do(func() {
		f.in.SetText(text)
		f.in.Submit() // what Enter does
	})
	d.ticks(1)
}

// TestOnlineFieldsRefuseBadValues types each value into its row: a bad one
// is refused with the reason on screen, the settings unchanged and the
// field still being edited (Escape then puts the saved value back); a
// good one is saved, trimmed, and editing ends.
func TestOnlineFieldsRefuseBadValues(t *testing.T) {
	t.Parallel()
	st := settings.Defaults()
	st.ServerURL, st.PlayerName = "http://old.example.org", "Old"
	d := openScreen(t, st, PageOnline)
	for _, c := range []struct {
		name, typed string
		row         int
		want        string // the value saved; "" with why set: refused
		why         string // what the refusal says
	}{
		{"no scheme", "boards.example.org", rowServer, "", "should be http://HOST[:PORT]"},
		{"wrong scheme", "ftp://boards.example.org", rowServer, "", "should be http://HOST[:PORT]"},
		{"no host", "http://", rowServer, "", "should be http://HOST[:PORT]"},
		{"query", "http://127.0.0.1:8080/?x=1", rowServer, "", "give the server's address alone"},
		{"password", "http://me:pw@example.org", rowServer, "", "give the server's address alone"},
		{"too long", "http://" + strings.Repeat("a", 200) + ".org", rowServer, "", "at most 200"},
		{"server", "  https://boards.example.org:8443 ", rowServer, "https://boards.example.org:8443", ""},
		{"server with path", "http://127.0.0.1:8080/deepwood", rowServer, "http://127.0.0.1:8080/deepwood", ""},
		{"default server", "", rowServer, "", ""},
		{"no name", "  ", rowName, "", "no player name"},
		{"space", "Ada Lovelace", rowName, "", "character 4 is not a letter"},
		{"accent", "Émile", rowName, "", "character 1 is not a letter"},
		{"long name", strings.Repeat("x", 25), rowName, "", "at most 24"},
		{"name", " Ada_Lovelace-1 ", rowName, "Ada_Lovelace-1", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			d.t = t
			windowtest.Do(func() {
				d.ctx.Settings = st.Clone()
				d.sc.build() // the saved values back in the fields
			})
			d.focusRow(c.row)
			d.typeAndEnter(c.typed)
			got := d.ctx.Settings
			value := map[int]string{rowServer: got.ServerURL, rowName: got.PlayerName}[c.row]
			if c.why == "" {
				if value != c.want || d.sc.editing != nil || d.sc.note.text != "" {
					t.Fatalf("typed %q: saved %q (want %q), editing %v, note %q", c.typed, value, c.want, d.sc.editing != nil, d.sc.note.text)
				}
				return
			}
			if got.ServerURL != st.ServerURL || got.PlayerName != st.PlayerName {
				t.Fatalf("typed %q: the settings changed: server %q, name %q", c.typed, got.ServerURL, got.PlayerName)
			}
			if !strings.Contains(d.sc.note.text, c.why) || !strings.Contains(d.sc.note.text, "not saved") || d.sc.editing == nil {
				t.Fatalf("typed %q: note %q (want %q), editing %v", c.typed, d.sc.note.text, c.why, d.sc.editing != nil)
			}
			if c.name == "query" {
				d.shot("settings-online-refused.png")
			}
			// Escape cancels: the saved value comes back, the refusal goes.
			f := d.sc.editing
			d.press(input.Pause)
			if d.sc.editing != nil || d.sc.note.text != "" || f.in.GetText() != f.saved(d.ctx.Settings) {
				t.Fatalf("after Escape: editing %v, note %q, field %q", d.sc.editing != nil, d.sc.note.text, f.in.GetText())
			}
		})
	}
}

// TestOnlineToggles flips each toggle with Confirm, then back with Right,
// as keyboard and pad players do; Online is off by default.
func TestOnlineToggles(t *testing.T) {
	t.Parallel()
	d := openScreen(t, settings.Defaults(), PageOnline)
	if s := d.ctx.Settings; s.Online || s.AutoSubmit || s.RaceBoard {
		t.Fatalf("defaults: online %v, auto-submit %v, race %v", s.Online, s.AutoSubmit, s.RaceBoard)
	}
	get := map[int]func(settings.Settings) bool{
		rowOnline:     func(s settings.Settings) bool { return s.Online },
		rowAutoSubmit: func(s settings.Settings) bool { return s.AutoSubmit },
		rowRaceBoard:  func(s settings.Settings) bool { return s.RaceBoard },
	}
	for _, r := range []int{rowOnline, rowAutoSubmit, rowRaceBoard} {
		d.focusRow(r)
		d.press(input.Confirm)
		if !get[r](d.ctx.Settings) {
			t.Fatalf("row %d: Confirm did not turn it on", r)
		}
		d.press(input.Right)
		if get[r](d.ctx.Settings) {
			t.Fatalf("row %d: Right did not turn it off", r)
		}
	}
	d.focusRow(rowOnline)
	d.press(input.Confirm)
	d.shot("settings-online-on.png")
}

// TestOnlineByPointer reaches the Online tab and its rows with the mouse
// (or a finger): a click on the tab opens it, hovering a row focuses it.
func TestOnlineByPointer(t *testing.T) {
	t.Parallel()
	d := openScreen(t, settings.Defaults(), PageGeneral)
	c := tabRect(PageOnline)
	d.ctx.Input.InjectPointer(input.Pointer{X: c.Min.X + c.Dx()/2, Y: c.Min.Y + c.Dy()/2, Moved: true, Clicked: true})
	d.ticks(2)
	if d.sc.Page() != PageOnline {
		t.Fatalf("page %v after clicking the Online tab", pageTitles[d.sc.Page()])
	}
	r := d.sc.rowRect(rowTest)
	d.ctx.Input.InjectPointer(input.Pointer{X: r.Min.X + 40, Y: r.Min.Y + r.Dy()/2, Moved: true})
	d.ticks(1)
	if d.sc.Focus() != rowTest {
		t.Fatalf("hovering the Test connection row focused row %d", d.sc.Focus())
	}
	// Every row lies inside the panel, above the help line, without
	// overlapping the next.
	for i := range d.sc.rows {
		r := d.sc.rowRect(i)
		if !r.In(panelRect) || r.Max.Y > panelRect.Max.Y-90 {
			t.Errorf("row %d at %v leaves the panel %v", i, r, panelRect)
		}
		if i > 0 && r.Intersect(d.sc.rowRect(i-1)).Dy() > 6 {
			t.Errorf("rows %d and %d overlap: %v, %v", i-1, i, d.sc.rowRect(i-1), r)
		}
	}
	if got := d.sc.rowRect(len(d.sc.rows) - 1); got.Empty() || got.Max.Y > 520 {
		t.Errorf("the last row ends at %v: no room left for the note", got)
	}
}

// TestHelpFitsThePanel: every row's help line, on every page, fits inside
// the panel (it is drawn on one line).
func TestHelpFitsThePanel(t *testing.T) {
	s, _ := newScene(t)
	s.opts.WindowSize = true
	body := s.ctx.Fonts.Face(sprites.StyleBody)
	for p := Page(0); p < pageCount; p++ {
		s.page = p
		s.build()
		for i, r := range s.rows {
			if w, _ := sprites.Measure(r.help, body); w > float64(panelRect.Dx()-48) {
				t.Errorf("%s row %d: the help is %.0f px wide, the panel %d: %q", pageTitles[p], i, w, panelRect.Dx(), r.help)
			}
		}
	}
}

// TestClickOnAFieldEdits: a click (or tap) gives an input the keys, as
// ebitenui does; the screen then edits that field on its row, so typed
// keys are text and not Back or Pause, and Escape still cancels.
func TestClickOnAFieldEdits(t *testing.T) {
	t.Parallel()
	d := openScreen(t, settings.Defaults(), PageOnline)
	name := d.sc.fields[1]
	windowtest.Do(func() { d.sc.ui.SetFocusedWidget(name.in) }) // what a click on it does
	d.ticks(1)
	if d.sc.editing != name || d.sc.Focus() != rowName {
		t.Fatalf("after a click on the name: editing %v, focus %d", d.sc.editing != nil, d.sc.Focus())
	}
	d.press(input.Pause)
	if d.sc.editing != nil || d.ctx.Stack.Top() != d.sc {
		t.Fatalf("Escape: editing %v, top %s", d.sc.editing != nil, d.ctx.Stack.Top().Name())
	}
}
