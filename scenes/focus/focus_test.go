package focus

import (
	"image"
	"strings"
	"testing"

	"deepwood/controls"
	"deepwood/scenes/input"
)

// control is a test control: a letter on a text grid, usable unless lower
// case.
type control struct {
	name   byte
	rect   image.Rectangle
	usable bool
}

func (c control) Area() image.Rectangle { return c.rect }
func (c control) Usable() bool          { return c.usable }

// grid lays out controls from text: each letter is a 40×40 control in a
// 60-pixel cell; lower case is disabled; dots are empty cells.
func grid(rows ...string) []control {
	var out []control
	for y, row := range rows {
		for x, ch := range []byte(strings.ReplaceAll(row, " ", "")) {
			if ch == '.' {
				continue
			}
			up := ch &^ 0x20
			out = append(out, control{name: up, rect: image.Rect(x*60, y*60, x*60+40, y*60+40), usable: ch == up})
		}
	}
	return out
}

func index(cs []control, name byte) int {
	for i, c := range cs {
		if c.name == name {
			return i
		}
	}
	return -1
}

func TestNeighbour(t *testing.T) {
	cs := grid(
		"A . B",
		". C .",
		"D e F",
	)
	for _, tc := range []struct {
		from byte
		dir  input.Action
		want byte // 0: none
	}{
		{'A', input.Right, 'B'},
		{'A', input.Down, 'D'}, // straight down beats the diagonal C
		{'C', input.Up, 'A'},   // ties go to the first listed
		{'C', input.Down, 'D'}, // e is disabled
		{'D', input.Right, 'F'},
		{'A', input.Up, 0},
		{'F', input.Left, 'D'},
	} {
		got := Neighbour(cs, index(cs, tc.from), tc.dir)
		if (tc.want == 0) != (got < 0) || got >= 0 && cs[got].name != tc.want {
			name := "none"
			if got >= 0 {
				name = string(cs[got].name)
			}
			t.Errorf("%c %v: %s, want %c", tc.from, tc.dir, name, tc.want)
		}
	}
}

// TestPlanReachesEveryUsableControl walks each plan press by press: the
// shortest path of moves gets there, also where heading straight for the
// target would stall.
func TestPlanReachesEveryUsableControl(t *testing.T) {
	cs := grid(
		"A B C D",
		". . . .",
		". . . .",
		"E . . F",
		"G . . .",
	)
	for target := range cs {
		for from := range cs {
			at, n := from, 0
			for at != target {
				a, ok := Plan(cs, at, target)
				if !ok || n > len(cs) {
					t.Fatalf("from %c cannot reach %c", cs[from].name, cs[target].name)
				}
				at = Neighbour(cs, at, a)
				n++
			}
			if a, _ := Plan(cs, at, target); a != input.Confirm {
				t.Fatalf("at the target the plan is %v", a)
			}
		}
	}
}

func TestSettle(t *testing.T) {
	cs := grid("a B c D")
	for _, tc := range []struct{ at, prefer, want int }{
		{0, 3, 3},  // the preferred one when usable
		{0, 2, 1},  // else the first usable from a disabled focus
		{3, -1, 3}, // else where it is
		{9, -1, 1}, // out of range
	} {
		at := tc.at
		Settle(cs, &at, tc.prefer)
		if at != tc.want {
			t.Errorf("Settle(at %d, prefer %d) = %d, want %d", tc.at, tc.prefer, at, tc.want)
		}
	}
}

func TestUpdatePressesByConfirmAndByClick(t *testing.T) {
	cs := grid("A B c")
	in := input.NewMapper(controls.DefaultBindings())
	in.SetPolling(false)
	at, hover := 0, false
	step := func() int { in.Update(); return Update(cs, &at, &hover, in) }
	in.Inject(input.Right)
	if got := step(); got != -1 || at != 1 {
		t.Fatalf("Right: pressed %d, focus %d", got, at)
	}
	in.Inject(input.Confirm)
	if got := step(); got != 1 {
		t.Fatalf("Confirm pressed %d", got)
	}
	in.InjectPointer(input.Pointer{X: 10, Y: 10, Moved: true, Clicked: true})
	if got := step(); got != 0 || at != 0 || !hover {
		t.Fatalf("click: pressed %d, focus %d, hover %v", got, at, hover)
	}
	in.InjectPointer(input.Pointer{X: 130, Y: 10, Moved: true, Clicked: true})
	if got := step(); got != -1 || at != 0 {
		t.Fatalf("a click on a disabled control pressed %d, focus %d", got, at)
	}
}
