//go:build js

package platform

import "syscall/js"

// gestureEvents are the events that give a page the user activation
// fullscreen needs (Escape does not; the browser keeps it for leaving).
var gestureEvents = []string{"keydown", "mousedown", "pointerdown", "touchend"}

// awaitGesture reports whether the page must wait for a gesture before
// entering fullscreen (no user activation under way) and, if so, runs
// request inside the first one.
func awaitGesture(request func()) bool {
	nav := js.Global().Get("navigator")
	if act := nav.Get("userActivation"); act.Truthy() && act.Get("isActive").Truthy() {
		return false
	}
	win := js.Global()
	opts := js.Global().Get("Object").New()
	opts.Set("capture", true)
	var handler js.Func
	handler = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 && args[0].Get("key").Truthy() && args[0].Get("key").String() == "Escape" {
			return nil
		}
		for _, ev := range gestureEvents {
			win.Call("removeEventListener", ev, handler, opts)
		}
		request()
		handler.Release()
		return nil
	})
	for _, ev := range gestureEvents {
		win.Call("addEventListener", ev, handler, opts)
	}
	return true
}

// enterFullscreen asks for the game's canvas fullscreen from inside a
// gesture, the element the engine uses, and catches a refusal (an iframe
// without allowfullscreen) so it is not an uncaught error: the settings
// then show the window as it stayed.
func enterFullscreen(func(bool)) {
	canvas := js.Global().Get("document").Call("querySelector", "canvas")
	if !canvas.Truthy() {
		return
	}
	req := canvas.Get("requestFullscreen")
	if !req.Truthy() {
		req = canvas.Get("webkitRequestFullscreen")
	}
	if !req.Truthy() {
		return
	}
	p := req.Call("bind", canvas).Invoke()
	if p.Truthy() && p.Get("catch").Truthy() {
		var refused js.Func
		refused = js.FuncOf(func(_ js.Value, args []js.Value) any {
			js.Global().Get("console").Call("warn", "fullscreen refused:", args[0])
			refused.Release()
			return nil
		})
		p.Call("catch", refused)
	}
}
