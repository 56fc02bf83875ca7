package settingsmenu

import (
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/windowtest"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/settings"
)

// Upright, every target is at least minTarget logical pixels square and
// every face minText high: 44 and 12 CSS pixels on a phone 390 CSS pixels
// wide, where the 540-pixel portrait screen is drawn at 0.72.
const minTarget, minText = 61, 17

// openUpright opens Settings on page p on a phone held upright, laid out
// on a size screen.
func openUpright(t *testing.T, p Page, size image.Point) *screen {
	t.Helper()
	d := openScreen(t, settings.Defaults(), p)
	d.ctx.Portrait = size
	windowtest.Do(func() { d.img = ebiten.NewImage(size.X, size.Y) })
	d.ticks(2)
	return d
}

// checkUpright fails t unless the screen's Inspect reports it laid out
// upright on size with every target at least minTarget square, on the
// screen and inside the panel, no two targets of different rows
// overlapping, and every face at least minText high.
func checkUpright(t *testing.T, d *screen, size image.Point) {
	t.Helper()
	in := d.sc.Inspect().(map[string]any)
	if in["screen"] != [2]int{size.X, size.Y} || in["upright"] != true {
		t.Fatalf("laid out for %v upright=%v, want %v upright", in["screen"], in["upright"], size)
	}
	page := in["page"]
	ts := in["targets"].([]ui.Target)
	rows := 0
	for _, tg := range ts {
		r := image.Rect(tg.Rect[0], tg.Rect[1], tg.Rect[0]+tg.Rect[2], tg.Rect[1]+tg.Rect[3])
		if r.Dx() < minTarget || r.Dy() < minTarget {
			t.Errorf("%v %s: %s is %d×%d", size, page, tg.Name, r.Dx(), r.Dy())
		}
		if !r.In(d.sc.geo.panel) {
			t.Errorf("%v %s: %s at %v leaves the panel %v", size, page, tg.Name, r, d.sc.geo.panel)
		}
		if strings.HasSuffix(tg.Name, "control") && r.Max.Y > d.sc.geo.helpTop() {
			t.Errorf("%v %s: %s at %v runs into the help", size, page, tg.Name, r)
		}
		if strings.HasPrefix(tg.Name, "row") && !strings.HasSuffix(tg.Name, "control") {
			rows++
		}
	}
	if rows == 0 {
		t.Errorf("%v %s: no row shown", size, page)
	}
	for _, px := range in["textPx"].([]float64) {
		if px < minText {
			t.Errorf("%v %s: a face of %.0f px", size, page, px)
		}
	}
}

// TestSettingsLaysOutUpright: on a phone held upright (540×1169, a
// 390×844 page; 540×880, the shortest portrait screen) every page of
// Settings has its tabs, Back, rows and controls at least 61 pixels
// square, inside the panel, in faces of 17 pixels or more; the Controls
// page, longer than the screen, shows its rows some at a time and More
// turns to the rest, as moving the focus down does.
func TestSettingsLaysOutUpright(t *testing.T) {
	for _, size := range []image.Point{{540, 1169}, {540, 880}} {
		for p := range pageCount {
			d := openUpright(t, p, size)
			checkUpright(t, d, size)
			if size.Y == 1169 {
				d.shot(fmt.Sprintf("portrait-settings-%s.png", strings.ToLower(pageTitles[p])))
			}
		}
	}
	d := openUpright(t, PageControls, image.Pt(540, 880))
	g := d.sc.geo
	if g.more.Empty() || g.visible >= len(d.sc.rows) {
		t.Fatalf("Controls shows %d of %d rows with no More", g.visible, len(d.sc.rows))
	}
	c := g.more.Min.Add(image.Pt(g.more.Dx()/2, g.more.Dy()/2))
	more := func() {
		d.ctx.Input.InjectPointer(input.Pointer{X: c.X, Y: c.Y, Moved: true, Clicked: true, Touch: true})
		d.ticks(2)
	}
	more()
	if want := min(g.visible, len(d.sc.rows)-g.visible); d.sc.geo.first != want || d.sc.Focus() != want {
		t.Fatalf("after More, rows from %d shown and row %d focused; want %d", d.sc.geo.first, d.sc.Focus(), want)
	}
	for n := 0; n < len(d.sc.rows) && !d.sc.shows(len(d.sc.rows)-1); n++ {
		more()
	}
	if !d.sc.shows(len(d.sc.rows) - 1) {
		t.Fatalf("More never showed the last row (rows from %d)", d.sc.geo.first)
	}
	checkUpright(t, d, image.Pt(540, 880))
	d.shot("portrait-settings-controls-more.png")
	d.focusRow(0) // Down wraps round to the first row, which scrolls back
	if d.sc.geo.first != 0 {
		t.Fatalf("the first row focused, rows from %d shown", d.sc.geo.first)
	}
	// Turned sideways, the landscape layout is back.
	d.ctx.Portrait = image.Point{}
	windowtest.Do(func() { d.img = ebiten.NewImage(1280, 720) })
	d.ticks(1)
	if d.sc.geo.upright || d.sc.geo.panel != panelRect || d.sc.geo.visible != len(d.sc.rows) {
		t.Fatalf("turned sideways, the layout is %+v", d.sc.geo)
	}
}

// TestNewPageLitAtItsFirstFrame: the first frame of a page opened by its
// tab already lights the focused row, as every later frame does; it did
// not (ebitenui lays a page out as it draws it), and the still screen
// kept that picture until something moved.
func TestNewPageLitAtItsFirstFrame(t *testing.T) {
	size := image.Pt(540, 919)
	d := openUpright(t, PageGeneral, size)
	c := d.sc.geo.tabs[PageOnline]
	d.ctx.Input.InjectPointer(input.Pointer{X: c.Min.X + c.Dx()/2, Y: c.Min.Y + c.Dy()/2, Moved: true, Clicked: true, Touch: true})
	d.update(1)
	if d.sc.Page() != PageOnline {
		t.Fatalf("the Online tab, tapped, shows %s", pageTitles[d.sc.Page()])
	}
	var first, second []byte
	windowtest.Do(func() {
		for _, px := range []*[]byte{&first, &second} {
			d.img.Clear()
			d.sc.Draw(d.img, d.ctx)
			*px = make([]byte, 4*size.X*size.Y)
			d.img.ReadPixels(*px)
		}
	})
	diff := 0
	for i := range first {
		if first[i] != second[i] {
			diff++
		}
	}
	if diff > 0 {
		t.Errorf("the page's first frame differs from its second in %d bytes", diff)
	}
}
