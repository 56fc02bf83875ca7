package sprites

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// artSlice is how long the title art may paint on the CPU in one frame.
// The art is painted in steps of a millisecond or two (a band of rows of
// one layer), as many as fit in artSlice, so that no frame waits on it
// and a key is answered at once while the forest grows in; at 60 frames a
// second this leaves most of each frame to the game and the GPU.
const artSlice = 5 * time.Millisecond

// bandRows is the height of the bands a layer is painted in: about a
// millisecond of painting for a forest layer natively, a few in a
// browser.
const bandRows = 48

// artWork is painting still to do, in steps.
type artWork struct {
	steps []func()
}

// add queues steps after those already queued.
func (w *artWork) add(steps ...func()) { w.steps = append(w.steps, steps...) }

// later queues a step that, when its turn comes, makes the steps to do
// at once after it: a layout that itself takes a while (a forest's
// trees, the logo's glyphs) is not done before the first frame.
func (w *artWork) later(build func() []func()) {
	w.add(func() { w.steps = append(build(), w.steps...) })
}

// pending reports whether any step is left.
func (w *artWork) pending() bool { return len(w.steps) > 0 }

// run does queued steps until budget has passed, and at least least of
// them.
func (w *artWork) run(budget time.Duration, least int) {
	start := time.Now()
	for done := 0; len(w.steps) > 0; done++ {
		if done >= least && time.Since(start) >= budget {
			return
		}
		w.next()
	}
}

// finish does every queued step.
func (w *artWork) finish() {
	for len(w.steps) > 0 {
		w.next()
	}
}

func (w *artWork) next() {
	step := w.steps[0]
	w.steps[0] = nil
	w.steps = w.steps[1:]
	step()
}

// reset drops every queued step.
func (w *artWork) reset() { w.steps = w.steps[:0] }

// paintSteps are the steps that paint an image of bounds on the CPU, in
// bands of rows rows: every pass (each paints whatever of its part falls
// in the band it is given) over each band in turn; then the last step
// uploads it and hands the image to done. The pixels are allocated by the
// first step, so a picture still queued holds no memory.
func paintSteps(bounds image.Rectangle, rows int, passes []func(pix *image.RGBA, band image.Rectangle), done func(*ebiten.Image)) []func() {
	var pix *image.RGBA
	var steps []func()
	for _, band := range rowBands(bounds, rows) {
		for _, pass := range passes {
			steps = append(steps, func() {
				if pix == nil {
					pix = image.NewRGBA(bounds)
				}
				pass(pix, band)
			})
		}
	}
	return append(steps, func() {
		if pix == nil {
			pix = image.NewRGBA(bounds)
		}
		done(upload(pix))
		pix = nil
	})
}
