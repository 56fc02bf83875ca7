package forwardui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/sprites"
)

// Idle frames (issue 27: an idle screen costs close to nothing). A run's
// screens say when their picture is still right (scenes.Stiller); what
// moves while the player thinks, the speedrun timer and the glow of the
// cards that can be flipped, is repainted in its own small boxes over the
// picture the screen keeps (scenes.Retoucher), from the still layer
// beneath it.

// timerKey is what the timer zone shows, in the units it is written in:
// it changes ten times a second while a clock runs.
type timerKey struct {
	shown       bool
	game, steps int64 // clockKeys; steps -1 in playback, whose real time is not shown
	splits      int
	flash, over bool
	reset       int // the hold-to-reset bar's fill, in hundredths
	seed        bool
	link        linkKey // a ranked run's connection, as linkWords shows it
}

// clockKeys are what the timer zone is keyed by, for a screen at its own
// tick screen while the run's game clock reads game: the game clock's
// steps of clockStep ticks (tenths of a second), and the screen's own
// steps past it. While the game clock runs the screen's steps stand
// still, so the zone turns over with the game clock's steps alone; while
// it stands (before the first action) the screen's steps go on, at the
// same pace. Either way the zone, and with it the glow (glowTick), turns
// over on the same frames, ten times a second: keyed by each clock's own
// tenths and the glow by its own shade, an idle location was repainted
// some 28 times a second (issue 27). The real time is read as the zone is
// drawn, so it is never more than a step old.
func clockKeys(screen int, game int64) (tenths, steps int64) {
	step := clockStep()
	return floorDiv(game, step), floorDiv(int64(screen)-game, step)
}

// clockStep is how many ticks a step of the timer zone's grid lasts: six,
// ten steps a second; or, where each frame shown is costly (the backdrops'
// slow art step, sprites.SlowArtStepTicks: a browser drawing on the CPU),
// as long as an art step, two a second. There a screen that changes ten
// times a second cannot run faster than the engine's floor (bench.mjs's
// engine-floor: 12-16 fps on the 2-core test machine; 40 at two changes
// a second), and the frames spared go to the player's input; the times
// shown are still read as they are drawn, and every split and final time
// is exact.
func clockStep() int64 {
	return int64(max(6, min(sprites.ArtStep(), sprites.SlowArtStepTicks)))
}

// floorDiv is a/b rounded down, for clocks that may lie on either side of
// each other.
func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// timerNow is the timer zone's key for what it would show now, on a screen
// at its own tick screen.
func (h *hud) timerNow(ctx *scenes.Context, p *play, screen int) timerKey {
	k := timerKey{shown: ctx.Settings.ShowTimer, seed: ctx.Settings.ShowSeed, link: linkNow(p.sess)}
	if !k.shown {
		return k
	}
	sess := p.sess
	k.game, k.steps = clockKeys(screen, sess.Ticks())
	if sess.playback {
		k.steps = -1
	}
	times, _ := sess.Splits()
	k.splits = len(times)
	k.flash = h.split.text != "" && sess.Ticks() < h.split.until
	k.over = sess.Over()
	k.reset = int(p.resetProgress() * 100)
	return k
}

// calm reports that nothing but the clocks and the glow may have moved
// since the screen was drawn: no animation, the HP bar at rest, no number
// floating, no reset being held.
func (h *hud) calm(p *play) bool {
	if p.sess.Anim.Busy() || h.shownHP != float64(p.sess.View().HP) || p.resetHeld > 0 {
		return false
	}
	for i := range h.float {
		if h.float[i].text != "" {
			return false
		}
	}
	return true
}

// drawTimerZone writes the timers and the seed (a ranked run's
// connection in its place: the seed is the server's).
func (p *play) drawTimerZone(dst *ebiten.Image, ctx *scenes.Context, h *hud) {
	seedX := float64(p.g.timerRight)
	if ctx.Settings.ShowTimer {
		h.drawTimer(dst, ctx, p)
		seedX -= timerWidth
	}
	switch {
	case p.sess.Ranked():
		words, col := linkWords(p.sess.Link())
		sprites.DrawText(dst, words, ctx.Fonts.Face(p.g.small), seedX, float64(p.g.timerY), sprites.AlignRight, ctx.Palette.C(col))
	case ctx.Settings.ShowSeed:
		sprites.DrawText(dst, p.sess.SeedCode(), ctx.Fonts.Face(p.g.mono), seedX, float64(p.g.timerY), sprites.AlignRight, ctx.Palette.C(sprites.ColTextDim))
	}
}

// retouchTimer repaints the timer zone over the picture on screen: the
// still layer's part under it, then the times.
func (p *play) retouchTimer(dst *ebiten.Image, ctx *scenes.Context, h *hud, still *ebiten.Image) {
	copyBox(dst, still, p.g.timerZone)
	p.drawTimerZone(dst, ctx, h)
}

// copyBox paints box of src over the same box of dst.
func copyBox(dst, src *ebiten.Image, box image.Rectangle) {
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(float64(box.Min.X), float64(box.Min.Y))
	dst.DrawImage(src.SubImage(box).(*ebiten.Image), &op)
}

// glowSteps is how many shades one beat of the flippable cards' glow
// takes: enough to look smooth (the glow moves to the shade of its moment
// at each step of the timer zone's grid, glowTick).
const glowSteps = 24

// glowStep is the glow's shade at tick: a beat lasts about 78 ticks.
func glowStep(tick int) int {
	return (int(float64(tick)*0.08/(2*math.Pi)*glowSteps)%glowSteps + glowSteps) % glowSteps
}

// glowTick is the moment the glow is drawn at, on a screen at its own
// tick screen while the run's game clock reads game: a tick on the timer
// zone's grid (clockKeys), so that the two turn over on the same frames.
func glowTick(screen int, game int64) int {
	tenths, steps := clockKeys(screen, game)
	return int(clockStep() * (tenths + steps))
}

// glowAlpha is the glow's opacity at a step.
func glowAlpha(step int) float64 { return 0.55 + 0.45*math.Sin(float64(step)*2*math.Pi/glowSteps) }

// screenShown is what a run screen last drew apart from the clocks and the
// glow: when it is unchanged, only those two may need repainting.
type screenShown struct {
	ok    bool
	key   layerKey
	focus int
	built int
	ready bool
	timer timerKey
	glow  int
}
