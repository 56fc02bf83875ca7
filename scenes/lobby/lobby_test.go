package lobby

import (
	"image"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/tableclienttest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/wire"
)

// stub is a screen that does nothing: the title, or the screen under the
// lobby.
type stub struct{ name string }

func (s *stub) Name() string                      { return s.name }
func (*stub) Update(*scenes.Context) error        { return nil }
func (*stub) Draw(*ebiten.Image, *scenes.Context) {}

// tick runs one update of l with the keys and pointer given.
func tick(ctx *scenes.Context, l *Lobby, form *Form, p *input.Pointer, a ...input.Action) (step, pressed int) {
	for _, x := range a {
		ctx.Input.Inject(x)
	}
	if p != nil {
		ctx.Input.InjectPointer(*p)
	}
	ctx.Input.Update()
	step, pressed = 0, -1
	_ = l.Update(ctx, func(ctx *scenes.Context) error {
		step, pressed = l.UpdateForm(ctx, form)
		return nil
	})
	return step, pressed
}

// TestFormRows: Up and Down skip a hidden row, a click on a setting steps
// it on, a click on a button presses it, and Back's row leaves for the
// title.
func TestFormRows(t *testing.T) {
	ctx := screentest.Context(t)
	left := false
	l := &Lobby{Mode: Mode{Title: func() scenes.Scene { left = true; return &stub{"title"} }}}
	ctx.Stack = scenes.NewStack(&stub{"friends"})
	form := &Form{Rows: []string{"Setting", "Create", "Held", "Join", "Back"}, Values: 1, Join: 3, Back: 4,
		Hidden: func(r int) bool { return r == 2 }}
	l.Focus = 1
	if tick(ctx, l, form, nil, input.Down); l.Focus != 3 {
		t.Fatalf("Down from row 1 went to %d, not past the hidden row to 3", l.Focus)
	}
	if form.Rect(3) != RowRect(2) || form.Rect(2) != (image.Rectangle{}) {
		t.Fatalf("the row under a hidden one stands at %v, not in its place %v (the hidden one at %v)", form.Rect(3), RowRect(2), form.Rect(2))
	}
	at := func(r int) *input.Pointer {
		c := form.Rect(r).Min.Add(image.Pt(8, 8))
		return &input.Pointer{X: c.X, Y: c.Y, Clicked: true}
	}
	if step, pressed := tick(ctx, l, form, at(0)); step != 1 || pressed != -1 || l.Focus != 0 {
		t.Errorf("a click on the setting: step %d, pressed %d, focus %d", step, pressed, l.Focus)
	}
	if _, pressed := tick(ctx, l, form, at(1)); pressed != 1 {
		t.Errorf("a click on Create pressed %d", pressed)
	}
	if _, pressed := tick(ctx, l, form, at(2)); pressed != -1 || l.Focus != 1 {
		t.Errorf("a click on the hidden row pressed %d, focus %d", pressed, l.Focus)
	}
	if _, pressed := tick(ctx, l, form, at(3)); pressed != -1 || !l.Pad.Active {
		t.Errorf("Join's row pressed %d and opened no pad", pressed)
	}
	l.Pad.Active = false
	if tick(ctx, l, form, at(4)); !left {
		t.Error("Back's row did not leave for the title")
	}
}

// TestWithoutANameSaysWhatToSet: without a player name, a lobby that
// does not ask for one (Mass Combat's) sends nothing and says what to set;
// the one that asks is Forsaken Forest's friends screen's test.
func TestWithoutANameSaysWhatToSet(t *testing.T) {
	ctx := screentest.Context(t)
	ctx.Settings.Online, ctx.Settings.PlayerName = false, ""
	l := &Lobby{Mode: Mode{Table: wire.TableBattle}}
	l.Join(ctx, "7KQ4MX")
	if l.Naming || l.Pad.Active || l.Busy != nil || !strings.Contains(l.Msg, "Settings → Online") {
		t.Fatalf("without a name: naming %v, busy %v, said %q", l.Naming, l.Busy != nil, l.Msg)
	}
}

// TestAnotherModesTableIsLeft: a table of another mode than the lobby's
// is closed with the mode's word.
func TestAnotherModesTableIsLeft(t *testing.T) {
	url := tableclienttest.Server(t)
	c := tableclienttest.Context(t, time.Minute)
	host := tableclienttest.BattleHost(t, c, url, "Bo", 0, "ford")
	ctx := screentest.Context(t)
	l := &Lobby{Mode: Mode{Table: wire.TableForsaken, Foreign: func(mode string) string { return "not ours: " + mode }}}
	l.Conn = tableclienttest.Join(t, c, url, host.Code(), "Ada")
	tick(ctx, l, &Form{Rows: []string{"Join", "Back"}, Join: 0, Back: 1}, nil)
	if l.Conn != nil || l.Msg != "not ours: "+wire.TableBattle {
		t.Fatalf("a battle in a Forsaken lobby: kept %v, said %q", l.Conn != nil, l.Msg)
	}
}
