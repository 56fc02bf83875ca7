//go:build js

package platform

import (
	"strings"
	"syscall/js"
)

// IsBrowser is true in the WebAssembly build.
const IsBrowser = true

// CanQuit is false in the browser: a page cannot close its own tab, so the
// title screen offers no Quit.
const CanQuit = false

// PublishProbe exposes window.deepwood, a read-only hook for browser tests:
// scene(), stack(), frames(), ticks(), firstFrameMs(), notice(), settings(),
// inspect() (the top scene's own report, as JSON).
func PublishProbe(p Probe) {
	str := func(f func() string) js.Func {
		return js.FuncOf(func(js.Value, []js.Value) any { return f() })
	}
	hook := js.Global().Get("Object").New()
	hook.Set("scene", str(p.Scene))
	hook.Set("notice", str(p.Notice))
	hook.Set("settings", str(p.SettingsJSON))
	hook.Set("inspect", str(p.InspectJSON))
	hook.Set("stack", js.FuncOf(func(js.Value, []js.Value) any {
		names := p.Stack()
		out := make([]any, len(names))
		for i, n := range names {
			out[i] = n
		}
		return out
	}))
	hook.Set("frames", js.FuncOf(func(js.Value, []js.Value) any { return float64(p.Frames()) }))
	hook.Set("ticks", js.FuncOf(func(js.Value, []js.Value) any { return float64(p.Ticks()) }))
	hook.Set("firstFrameMs", js.FuncOf(func(js.Value, []js.Value) any { return p.FirstFrameMillis() }))
	js.Global().Set("deepwood", hook)
	if ready := js.Global().Get("deepwoodReady"); ready.Type() == js.TypeFunction {
		ready.Invoke()
	}
}

// SinceStartMillis is the time since page navigation began.
func SinceStartMillis() float64 {
	return js.Global().Get("performance").Call("now").Float()
}

// PageOrigin is the page's own origin ("https://host[:port]"), the boards
// server a browser game talks to unless the player names another; "" when
// the page has no web origin (opened from a file).
func PageOrigin() string {
	loc := js.Global().Get("location")
	if loc.IsUndefined() || loc.IsNull() {
		return ""
	}
	o := loc.Get("origin")
	if o.Type() != js.TypeString {
		return ""
	}
	s := o.String()
	if !strings.HasPrefix(s, "http://") && !strings.HasPrefix(s, "https://") {
		return "" // "null" for file:// pages
	}
	return s
}

// TouchScreen reports a screen whose main pointer is a finger (a phone or
// a tablet), where the game asks to be held sideways rather than drawn as
// a thin strip across an upright screen (app/upright.go).
func TouchScreen() bool {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() {
		return false
	}
	if n := nav.Get("maxTouchPoints"); n.Type() != js.TypeNumber || n.Int() == 0 {
		return false
	}
	media := js.Global().Get("matchMedia")
	if media.Type() != js.TypeFunction {
		return true
	}
	return js.Global().Call("matchMedia", "(pointer: coarse)").Get("matches").Bool()
}
