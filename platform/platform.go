// Package platform hides the few differences between the desktop and the
// browser build: whether the program may quit, and the read-only test hook
// the browser tests look through.
package platform

// Probe is what the test hook reports about the running game. The app
// supplies it; the hook only reads.
type Probe interface {
	Scene() string             // the top scene's name
	Stack() []string           // every scene, bottom to top
	Frames() int64             // frames drawn so far
	Ticks() int64              // game updates so far (several a frame when frames are slow)
	FirstFrameMillis() float64 // page navigation (or process start) to the first frame
	Notice() string            // the banner message shown, if any
	SettingsJSON() string      // the settings in use
	InspectJSON() string       // the top scene's Inspect(), as JSON ("null" if none)
}
