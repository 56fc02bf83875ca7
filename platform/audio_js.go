//go:build js

package platform

// AudioAvailable is true in the browser, which always offers Web Audio
// once the player has made a gesture.
func AudioAvailable() bool { return true }
