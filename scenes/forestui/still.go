package forestui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/sprites"
)

// mapShown is what the map view's picture depends on besides the state.
type mapShown struct {
	zoom, panX, panY float64
	hover            int
	dirty            bool
}

func (m *mapView) look() mapShown {
	return mapShown{zoom: m.zoom, panX: m.panX, panY: m.panY, hover: m.hover, dirty: m.dirty}
}

// wizardShown is what the wizard's picture was drawn from: Still compares
// it with what it would be drawn from now (issue 27: an idle screen costs
// close to nothing).
type wizardShown struct {
	steps   int // actions applied: every roll and choice
	view    wizardView
	built   wizardView
	focus   int
	buttons int
	busy    bool
	editing bool
	names   [3]string
	mv      mapShown
}

func (w *wizard) current() wizardShown {
	return wizardShown{steps: w.p.sess.View().Steps, view: w.view(),
		built: w.builtFor, focus: w.foc.Focus, buttons: len(w.foc.Btns), busy: w.p.sess.Anim.Busy(),
		editing: w.names.editing(), names: w.p.sess.Names, mv: w.mv.look()}
}

// Still reports that the wizard's picture is still right: no roll
// animating, no name being typed (the caret blinks), the backdrop at the
// same step and nothing else changed since it was drawn.
func (w *wizard) Still() bool {
	now := w.current()
	return !now.busy && !now.editing && w.bd.Still(w.tick, now)
}

// Retouch moves the backdrop on to this tick's step by repainting only
// around the fireflies, over which the page is laid as last drawn; it
// declines when anything else changed.
func (w *wizard) Retouch(screen *ebiten.Image, ctx *scenes.Context) bool {
	now := w.current()
	return !now.busy && !now.editing &&
		w.bd.Retouch(screen, sprites.SharedBackdrop(ctx.Palette), w.tick, now, func(over *ebiten.Image) { w.drawControls(over, ctx) })
}

// Leave frees the retouching layer.
func (w *wizard) Leave() { w.bd.Leave() }

// yearShown is what the Year screen's picture was drawn from.
type yearShown struct {
	drawn    bool
	steps    int
	busy     bool
	banner   bool
	focus    int
	buttons  int
	nature   int
	hintYear int
	pulse    int // the heart's pulse step, 0 when it does not pulse
	mv       mapShown
}

func (y *yearScene) current() yearShown {
	return yearShown{drawn: true, steps: y.p.sess.View().Steps, busy: y.p.sess.Anim.Busy(), banner: y.bannerOn > 0,
		focus: y.foc.Focus, buttons: len(y.foc.Btns), nature: int(y.nature), hintYear: y.hintYear,
		pulse: y.heartPulse(), mv: y.mv.look()}
}

// Still reports that the Year's picture is still right: no event
// animating, no banner fading, the heart's pulse (when it is in danger)
// at the same step, and nothing else changed since it was drawn.
func (y *yearScene) Still() bool {
	now := y.current()
	return y.shown.drawn && !now.busy && !now.banner && now == y.shown
}

// levelShown is what the level choice's picture was drawn from.
type levelShown struct {
	focus int
	daily bool
}

func (s *levelScene) current() levelShown { return levelShown{focus: s.foc.Focus, daily: s.daily} }

// Still reports that the level choice's picture is still right: the
// backdrop at the same step, the same card focused, the switch unchanged.
func (s *levelScene) Still() bool { return s.bd.Still(s.tick, s.current()) }

// Retouch moves the backdrop on to this tick's step by repainting only
// around the fireflies, under the cards as last drawn.
func (s *levelScene) Retouch(screen *ebiten.Image, ctx *scenes.Context) bool {
	return s.bd.Retouch(screen, sprites.SharedBackdrop(ctx.Palette), s.tick, s.current(), func(over *ebiten.Image) { s.drawControls(over, ctx) })
}

// Leave frees the retouching layer.
func (s *levelScene) Leave() { s.bd.Leave() }
