//go:build js

package platform

import (
	"strings"
	"syscall/js"
)

// SoftwareRendering reports a browser drawing WebGL on the CPU
// (SwiftShader, llvmpipe: a machine without a usable GPU, or a headless
// test browser). There every frame presented costs the page dearly
// whatever was drawn, so the game presents fewer. It asks a WebGL context
// of its own for the renderer's name, and lets the context go.
func SoftwareRendering() bool {
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return false
	}
	gl := doc.Call("createElement", "canvas").Call("getContext", "webgl")
	if !gl.Truthy() {
		return false
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
	if name.Type() != js.TypeString {
		return false
	}
	s := strings.ToLower(name.String())
	return strings.Contains(s, "swiftshader") || strings.Contains(s, "llvmpipe") || strings.Contains(s, "software")
}
