//go:build js

package platform

import (
	"strings"
	"syscall/js"
)

// SoftwareRendering reports a browser drawing WebGL on the CPU
// (SwiftShader, llvmpipe: a machine without a usable GPU, or a headless
// test browser). There every frame presented costs the page dearly
// whatever was drawn, so the game presents fewer. The page (index.html)
// asks the renderer's name while the game downloads, into
// window.deepwoodRenderer, since asking takes a WebGL context of its own,
// which before the first frame cost tens of milliseconds (issue 27); a
// page that did not ask is asked here.
func SoftwareRendering() bool {
	name := js.Global().Get("deepwoodRenderer")
	if name.Type() != js.TypeString {
		name = askRenderer()
	}
	if name.Type() != js.TypeString {
		return false
	}
	s := strings.ToLower(name.String())
	return strings.Contains(s, "swiftshader") || strings.Contains(s, "llvmpipe") || strings.Contains(s, "software")
}

// askRenderer is the WebGL renderer's name (undefined when there is no
// WebGL), from a context made for the question and let go at once.
func askRenderer() js.Value {
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return js.Undefined()
	}
	gl := doc.Call("createElement", "canvas").Call("getContext", "webgl")
	if !gl.Truthy() {
		return js.Undefined()
	}
	defer func() {
		if lose := gl.Call("getExtension", "WEBGL_lose_context"); lose.Truthy() {
			lose.Call("loseContext")
		}
	}()
	name := gl.Call("getParameter", gl.Get("RENDERER"))
	if info := gl.Call("getExtension", "WEBGL_debug_renderer_info"); info.Truthy() {
		name = gl.Call("getParameter", info.Get("UNMASKED_RENDERER_WEBGL"))
	}
	return name
}
