package menu

import (
	"errors"
	"testing"

	"deepwood/controls"
	"deepwood/scenes"
	"deepwood/scenes/input"
)

var errRan = errors.New("ran")

func setup() (*Menu, *scenes.Context, *[]string) {
	var ran []string
	item := func(label string) Item {
		return Item{Label: label, Run: func(*scenes.Context) error { ran = append(ran, label); return errRan }}
	}
	m := &Menu{Items: []Item{item("A"), item("B"), item("C")}, X: 100, Y: 100, W: 200, RowH: 40, Spacing: 10}
	in := input.NewMapper(controls.DefaultBindings())
	in.SetPolling(false)
	return m, &scenes.Context{Input: in}, &ran
}

func TestKeyboardFocusWrapsAndConfirmRuns(t *testing.T) {
	m, ctx, ran := setup()
	steps := []struct {
		action input.Action
		focus  int
	}{{input.Down, 1}, {input.Down, 2}, {input.Down, 0}, {input.Up, 2}}
	for _, st := range steps {
		ctx.Input.Inject(st.action)
		ctx.Input.Update()
		if err := m.Update(ctx); err != nil || m.Focus != st.focus {
			t.Fatalf("after %v: focus %d, err %v; want %d", st.action, m.Focus, err, st.focus)
		}
		ctx.Input.Update() // release
	}
	ctx.Input.Inject(input.Confirm)
	ctx.Input.Update()
	if err := m.Update(ctx); !errors.Is(err, errRan) || len(*ran) != 1 || (*ran)[0] != "C" {
		t.Fatalf("confirm ran %v, err %v", *ran, err)
	}
}

func TestPointerHoversAndClicks(t *testing.T) {
	m, ctx, ran := setup()
	tests := []struct {
		x, y    int
		click   bool
		focus   int
		ran     int
		comment string
	}{
		{150, 160, false, 1, 0, "hover over B (y 150–190)"},
		{150, 145, false, 1, 0, "the gap between A and B keeps focus"},
		{150, 215, true, 2, 1, "click C runs it"},
		{50, 215, true, 2, 1, "a click outside the menu runs nothing"},
	}
	for _, tt := range tests {
		ctx.Input.InjectPointer(input.Pointer{X: tt.x, Y: tt.y, Clicked: tt.click})
		ctx.Input.Update()
		m.Update(ctx)
		if m.Focus != tt.focus || len(*ran) != tt.ran {
			t.Fatalf("%s: focus %d, ran %v", tt.comment, m.Focus, *ran)
		}
	}
	if (*ran)[0] != "C" {
		t.Fatalf("ran %v", *ran)
	}
}

func TestRectLayout(t *testing.T) {
	m, _, _ := setup()
	if r := m.Rect(2); r.Min.X != 100 || r.Min.Y != 200 || r.Dx() != 200 || r.Dy() != 40 {
		t.Fatalf("Rect(2) = %v", r)
	}
}
