package app

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/sprites"
)

// redraw is what Draw needs to decide whether a frame must be painted at
// all. Redrawing an unchanged screen every frame was nearly all the cost
// of an idle page under a software renderer (issue 27): when the screen
// keeps its picture between frames, a frame in which nothing changed is
// not drawn, and Ebitengine then skips the GPU work too.
type redraw struct {
	// skips is on when the screen keeps its picture between frames (Run
	// sets ebiten.SetScreenClearedEveryFrame(false)); off, as in tests that
	// clear their own screen, every frame is drawn.
	skips bool
	// stirred is set by input or a new setting since the last frame drawn.
	stirred bool
	// retouches counts the frames drawn by retouching (for tests).
	retouches int64
	// What the last frame drawn was drawn on and with.
	screen  *ebiten.Image
	palette *sprites.Palette
	notice  string
}

// stir makes the next frame be drawn.
func (r *redraw) stir() { r.stirred = true }

// needsDrawing reports whether the picture on screen may be out of date:
// the first frame, input or new settings since the last frame drawn, a
// banner shown or gone, another screen image, or a stack that is not
// still (a scene pushed, popped or fading, or a scene whose picture moves).
func (g *Game) needsDrawing(screen *ebiten.Image) bool {
	r := &g.redraw
	if g.upright.asked {
		// The prompt to turn the phone is still: drawn when it comes (a
		// new screen), on input, or a new palette; the scenes under it
		// wait, and their motion does not count.
		return !r.skips || g.frames == 0 || r.stirred || screen != r.screen || g.ctx.Palette != r.palette
	}
	return !r.skips || g.frames == 0 || r.stirred || screen != r.screen ||
		g.ctx.Palette != r.palette || g.notice.text != r.notice || !g.stack.Still()
}

// retouched reports that the frame was drawn by the top scene repainting
// only what moved (scenes.Retoucher), which it may when nothing but that
// scene's own motion changed and no banner lies over it.
func (g *Game) retouched(screen *ebiten.Image) bool {
	r := &g.redraw
	if !r.skips || g.frames == 0 || r.stirred || screen != r.screen || g.ctx.Palette != r.palette ||
		g.notice.text != "" || r.notice != "" {
		return false
	}
	return g.stack.Retouch(screen, g.ctx)
}

// drawn remembers what the frame just drawn showed.
func (g *Game) drawn(screen *ebiten.Image) {
	r := &g.redraw
	r.stirred, r.screen, r.palette, r.notice = false, screen, g.ctx.Palette, g.notice.text
}
