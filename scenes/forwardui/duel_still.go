package forwardui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
)

// now is what the duel would show if drawn now.
func (s *duelScene) now(ctx *scenes.Context) screenShown {
	return screenShown{ok: true, key: s.layerKey(ctx), focus: s.f.Focus, built: s.builtAt, timer: s.hud.timerNow(ctx, s.p, s.tick)}
}

// settled reports that, since the duel was last drawn, nothing has moved
// but the clocks: the dice are down, the foe's bar and the HUD at rest.
func (s *duelScene) settled() bool {
	if !s.shown.ok || s.ctx == nil || !s.hud.calm(s.p) || s.foeHP != float64(s.p.sess.View().Fight.Foe.HP) {
		return false
	}
	now := s.now(s.ctx)
	now.timer = s.shown.timer
	return now == s.shown
}

// Still reports that the picture last drawn is still right: nothing moved
// and the clocks show the same tenth.
func (s *duelScene) Still() bool { return s.settled() && s.now(s.ctx) == s.shown }

// Retouch repaints the timer zone when only the clocks moved.
func (s *duelScene) Retouch(screen *ebiten.Image, ctx *scenes.Context) bool {
	if ctx != s.ctx || !s.settled() {
		return false
	}
	s.p.retouchTimer(screen, ctx, &s.hud, s.still.img)
	s.shown = s.now(ctx)
	return true
}
