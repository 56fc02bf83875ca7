//go:build js

package platform

import "syscall/js"

// Download hands a file to the browser as a download: a Blob behind an
// <a download> that is clicked and removed. It returns where the file
// went, for the screen to say.
func Download(name, mime string, data []byte) (string, error) {
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": mime})
	url := js.Global().Get("URL").Call("createObjectURL", blob)
	doc := js.Global().Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Get("URL").Call("revokeObjectURL", url)
	return "your browser's downloads (" + name + ")", nil
}
