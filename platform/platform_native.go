//go:build !js

package platform

// IsBrowser is false in the desktop build.
const IsBrowser = false

// CanQuit is true on the desktop: Quit closes the window.
const CanQuit = true

// PublishProbe does nothing natively; tests there hold the app directly.
func PublishProbe(Probe) {}

// SinceStartMillis is filled in by the app from the process start time on
// the desktop; the browser measures from page navigation instead.
func SinceStartMillis() float64 { return -1 }

// PageOrigin is "" natively: there is no page, so the game asks
// settings.DefaultServer unless the player names a server.
func PageOrigin() string { return "" }

// TouchScreen is false on the desktop: a window made tall is a window,
// not a phone held upright.
func TouchScreen() bool { return false }
