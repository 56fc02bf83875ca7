//go:build !js

package platform

// awaitGesture never waits on the desktop: a window may switch to
// fullscreen at any time.
func awaitGesture(func()) bool { return false }

// enterFullscreen switches fullscreen on with the engine's switch.
func enterFullscreen(set func(bool)) { set(true) }
