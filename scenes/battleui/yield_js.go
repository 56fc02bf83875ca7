//go:build js

package battleui

// yieldToBrowser is true under WebAssembly, where Go runs on the page's
// one thread: a computer decision must sleep now and then so the page can
// draw frames while it thinks.
const yieldToBrowser = true
