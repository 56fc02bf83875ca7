package settingsmenu

import (
	"image"
	"testing"

	"github.com/ebitenui/ebitenui/widget"

	"deepwood/scenes/input"
)

// tapAt puts a finger down and lifts it at pt for one tick.
func (d *screen) tapAt(pt image.Point) {
	d.ctx.Input.InjectPointer(input.Pointer{X: pt.X, Y: pt.Y, Moved: true, Clicked: true, Touch: true})
	d.ticks(2)
}

// control is the rectangle of row i's first widget of type T.
func control[T any](t *testing.T, d *screen, i int) image.Rectangle {
	t.Helper()
	for _, w := range d.sc.rows[i].widgets {
		if _, ok := w.(T); ok {
			return w.GetWidget().Rect
		}
	}
	t.Fatalf("row %d has no such control", i)
	return image.Rectangle{}
}

// TestTouchUsesTheRows: upright, a finger does what a click does (the
// widgets take only the mouse): a tap on Fullscreen's box turns it on, a
// tap a quarter along the master volume's slider sets it there, a tap on
// Animation speed moves it on; on Controls a tap on Rebind waits for a
// key and the next tap cancels, as a phone has no Escape.
func TestTouchUsesTheRows(t *testing.T) {
	d := openUpright(t, PageGeneral, image.Pt(540, 919))
	const master, fullscreen, speed = 0, 3, 4
	box := control[*widget.Checkbox](t, d, fullscreen)
	d.tapAt(box.Min.Add(image.Pt(box.Dx()/2, box.Dy()/2)))
	if !d.ctx.Settings.Fullscreen || d.sc.Focus() != fullscreen {
		t.Fatalf("after a tap on Fullscreen's box: fullscreen %v, focus %d", d.ctx.Settings.Fullscreen, d.sc.Focus())
	}
	sl := control[*widget.Slider](t, d, master)
	d.tapAt(image.Pt(sl.Min.X+knobW/2+(sl.Dx()-knobW)/4, sl.Min.Y+sl.Dy()/2))
	if v := d.ctx.Settings.MasterVolume; v != 25 {
		t.Fatalf("a tap a quarter along the master volume set it to %d", v)
	}
	was := d.ctx.Settings.AnimationSpeed
	btn := control[*widget.Button](t, d, speed)
	d.tapAt(btn.Min.Add(image.Pt(btn.Dx()/2, btn.Dy()/2)))
	if d.ctx.Settings.AnimationSpeed == was {
		t.Fatal("a tap on Animation speed did not change it")
	}
	c := openUpright(t, PageControls, image.Pt(540, 919))
	rebind := control[*widget.Button](t, c, 1)
	c.tapAt(rebind.Min.Add(image.Pt(rebind.Dx()/2, rebind.Dy()/2)))
	if !c.sc.Capturing() {
		t.Fatal("a tap on Rebind does not wait for a key")
	}
	c.ticks(2)
	c.tapAt(rebind.Min.Add(image.Pt(rebind.Dx()/2, rebind.Dy()/2)))
	if c.sc.Capturing() {
		t.Fatal("a tap does not cancel waiting for a key")
	}
}
