package forestui

import (
	"image"
	"math"
	"testing"

	"deepwood/controls"
	"deepwood/scenes"
	"deepwood/scenes/input"
)

// TestPinchZoomsTheMap: two fingers spreading over the map zoom it in by
// their spread, closing them zooms out to the whole map and no further,
// and a pinch begun off the map leaves it alone.
func TestPinchZoomsTheMap(t *testing.T) {
	m := newMapView(image.Rect(0, 0, 600, 500))
	in := input.NewMapper(controls.DefaultBindings())
	in.SetPolling(false)
	ctx := &scenes.Context{Input: in}
	pinch := func(x, y int, factor float64, ticks int) {
		for range ticks {
			in.InjectPointer(input.Pointer{X: x, Y: y, Held: true, Touch: true, Pinch: factor})
			in.Update()
			m.input(ctx)
		}
		in.InjectPointer(input.Pointer{X: x, Y: y, Touch: true}) // the fingers lift
		in.Update()
		m.input(ctx)
	}
	pinch(300, 250, 1.1, 5)
	if want := math.Pow(1.1, 5); math.Abs(m.zoom-want) > 1e-9 {
		t.Fatalf("spreading 1.1 five times zoomed to %.3f, want %.3f", m.zoom, want)
	}
	pinch(300, 250, 0.5, 3)
	if m.zoom != 1 {
		t.Fatalf("closing the fingers left the zoom at %.3f, want the whole map (1)", m.zoom)
	}
	pinch(900, 250, 1.5, 3)
	if m.zoom != 1 {
		t.Fatalf("a pinch off the map zoomed it to %.3f", m.zoom)
	}
}
