// Package scenes holds the scene stack every screen lives on, and the
// Context a scene is given each tick. Screens live in sub-packages and never
// import each other: whoever builds a screen hands it callbacks to reach the
// others, and one Stack owns every transition.
package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is one screen. Update turns actions into changes; Draw shows them.
// Name is stable and short: the browser test hook and logs report it.
type Scene interface {
	Name() string
	Update(ctx *Context) error
	Draw(screen *ebiten.Image, ctx *Context)
}

// Overlay is implemented by scenes drawn over the one beneath them (a pause
// menu over the game), which keeps drawing but stops updating.
type Overlay interface {
	Overlay() bool
}

// Enterer is implemented by scenes that want to know when they come to the
// top of the stack (pushed, or uncovered by a pop).
type Enterer interface {
	Enter(ctx *Context)
}

// Leaver is implemented by scenes that hold resources to release when they
// are popped or replaced.
type Leaver interface {
	Leave()
}

// Inspector is implemented by scenes that report what they show (menu
// items and focus, HUD values) as JSON-ready data for tests: the browser
// hook's inspect() returns it. It must only read.
type Inspector interface {
	Inspect() any
}

// Stiller is implemented by scenes that can tell when the picture they
// last drew is still right: no animation step, timer or change since. When
// every scene the stack draws says so, and nothing else changed (no input,
// no fade, no banner, no new settings), the game skips drawing the frame
// and the screen keeps its picture, which costs a software renderer
// nothing. A scene that does not implement it is drawn every frame, so
// leaving it out is always safe; a scene that says Still while its
// picture would change shows a stale screen.
type Stiller interface {
	Still() bool
}

// Retoucher is implemented by Stillers whose picture, when it is not still,
// often changes only in small parts (a backdrop's fireflies moving a step
// under still controls). When such a scene is the only one drawn and
// nothing but its own motion changed since it last drew, the game asks it
// to repaint just those parts over the picture the screen still holds,
// instead of drawing the whole frame.
type Retoucher interface {
	// Retouch brings the picture on screen, the one this scene last drew
	// or retouched, up to date and reports true; or, having drawn
	// nothing, reports false to have the frame drawn whole.
	Retouch(screen *ebiten.Image, ctx *Context) bool
}

// Upright is implemented by scenes with a portrait layout: on a phone held
// upright the app draws them at Context.Portrait, laid out for it, instead
// of asking for the phone to be turned. Every other scene is drawn only
// on the 1280×720 landscape screen it was laid out for.
type Upright interface {
	LaysOutUpright() bool
}

// LaysOutUpright reports whether sc has a portrait layout (Upright).
func LaysOutUpright(sc Scene) bool {
	u, ok := sc.(Upright)
	return ok && u.LaysOutUpright()
}
