//go:build !js

package platform

// SoftwareRendering is false natively, where the game does not ask: the
// costly frames it guards against are a browser's, whose canvas drawn on
// the CPU is then composited into the page again.
func SoftwareRendering() bool { return false }
