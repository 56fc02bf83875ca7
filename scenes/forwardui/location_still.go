package forwardui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forward"
	"deepwood/scenes"
)

// now is what the location would show if drawn now.
func (s *locationScene) now(ctx *scenes.Context) screenShown {
	return screenShown{ok: true, key: s.layerKey(ctx), focus: s.f.Focus, built: s.builtAt<<8 | s.builtFor, ready: s.Ready(),
		timer: s.hud.timerNow(ctx, s.p, s.tick), glow: glowStep(glowTick(s.tick, s.p.sess.Ticks()))}
}

// settled reports that, since the location was last drawn, nothing has
// moved but the clocks and the glow.
func (s *locationScene) settled() bool {
	if !s.shown.ok || s.duelOpen || !s.hud.calm(s.p) || s.ctx == nil || s.zoom != forward.NoCard {
		return false
	}
	now := s.now(s.ctx)
	now.timer, now.glow = s.shown.timer, s.shown.glow
	return now == s.shown
}

// Still reports that the picture last drawn is still right: nothing moved,
// the clocks show the same tenth and the glow the same shade.
func (s *locationScene) Still() bool {
	return s.settled() && s.now(s.ctx) == s.shown
}

// Retouch brings the picture on screen up to date when only the clocks or
// the glow moved: the timer zone and each glowing space are repainted from
// the still layer, then written and lit again.
func (s *locationScene) Retouch(screen *ebiten.Image, ctx *scenes.Context) bool {
	if s.ctx == nil || ctx != s.ctx || !s.settled() {
		return false
	}
	now := s.now(ctx)
	if now.timer != s.shown.timer {
		s.p.retouchTimer(screen, ctx, &s.hud, s.still.img)
	}
	if now.glow != s.shown.glow {
		for i := range 9 {
			if s.glows(i) {
				copyBox(screen, s.still.img, s.glowBox(i))
			}
		}
		for i := range 9 {
			if s.glows(i) {
				s.drawGlow(screen, ctx, i)
			}
		}
	}
	s.shown = now
	return true
}
