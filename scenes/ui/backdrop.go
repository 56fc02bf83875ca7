package ui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/sprites"
)

// OnBackdrop is what a screen whose controls lie on a moving backdrop
// keeps to be drawn again only when something changed (issue 27: an idle
// screen costs close to nothing): the backdrop drawn, the step its
// fireflies were drawn at, what the controls were drawn from (V, compared
// with what they would be drawn from now), and the front that Retouch
// lays over the fireflies as they move on. Every set-up and settings
// screen keeps one.
type OnBackdrop[V comparable] struct {
	backdrop *sprites.Backdrop
	front    Front
	shown    V
	artTick  int
	drawn    bool
}

// Draw paints b at the game's tick, then the controls over it (drawn from
// now), and remembers both for Still and Retouch.
func (o *OnBackdrop[V]) Draw(dst *ebiten.Image, b *sprites.Backdrop, tick int, now V, controls func(dst *ebiten.Image)) {
	o.backdrop = b
	b.Draw(dst, tick)
	controls(dst)
	o.shown, o.artTick, o.drawn = now, sprites.ArtTick(tick), true
	o.front.Stale()
}

// Calm reports that the controls would be drawn as they were last (from
// now): nothing but the backdrop's fireflies may have moved.
func (o *OnBackdrop[V]) Calm(now V) bool { return o.drawn && now == o.shown }

// Still reports that the picture last drawn is still right at tick: the
// controls are calm and the fireflies at the same step.
func (o *OnBackdrop[V]) Still(tick int, now V) bool {
	return o.Calm(now) && sprites.ArtTick(tick) == o.artTick
}

// Retouch moves the fireflies of b on to tick's step by repainting only
// around them, laying the controls as last drawn over them; it declines
// (the frame is then drawn whole) when the controls are not calm or the
// backdrop is not the one drawn (the palette changed).
func (o *OnBackdrop[V]) Retouch(screen *ebiten.Image, b *sprites.Backdrop, tick int, now V, controls func(over *ebiten.Image)) bool {
	return o.Calm(now) && o.backdrop == b &&
		o.front.RetouchBackdrop(screen, b, &o.artTick, sprites.ArtTick(tick), controls)
}

// Leave frees the retouching layer, for a screen that is left.
func (o *OnBackdrop[V]) Leave() { o.front.Free() }
