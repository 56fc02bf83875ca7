//go:build !js

package battleui

// yieldToBrowser is false natively, where the decision's goroutine runs on
// its own thread beside the game loop.
const yieldToBrowser = false
