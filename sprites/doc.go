// Package sprites is Deepwood's art kit: the one palette (with its
// colour-blind-safe twin), the fonts, text helpers, panels and the procedural
// backdrops and title art every screen draws with.
//
// Everything here is drawn in code from vector paths and generated images so
// that nothing has to be downloaded, and every procedural picture is built
// from a fixed seed so that screenshots are reproducible. Nothing in this
// package is a global mutable singleton: callers hold the *Palette and *Fonts
// they use and pass them in. See README.md for the art direction.
package sprites

// ScreenWidth and ScreenHeight are the logical resolution every screen is
// laid out in; the window letterboxes this canvas so layouts never reflow.
const ScreenWidth, ScreenHeight = 1280, 720

// Spacing constants keep every screen on the same rhythm (see README.md).
const (
	// SpaceXS is the gap between an icon and its label.
	SpaceXS = 4
	// SpaceS is the gap between related controls.
	SpaceS = 8
	// SpaceM is a panel's inner padding and the gap between groups.
	SpaceM = 16
	// SpaceL separates panels from each other and from the screen edge.
	SpaceL = 24
	// SpaceXL is the outer margin of full-screen layouts.
	SpaceXL = 48
)
