package server

import (
	"net/http"
	"strings"

	"deepwood/wire"
)

// cors lets a browser game served from another address (a friend's copy
// of the game on another port or host, `go run ./wasm`) use the API: any
// origin may read and submit, because the API has no cookies to steal —
// a name's token travels in the Authorization header, which a page only
// sends when its own script put it there. It answers a preflight itself
// and reports whether the request is done.
func cors(w http.ResponseWriter, r *http.Request) (done bool) {
	if r.URL.Path != "/healthz" && !strings.HasPrefix(r.URL.Path, wire.Prefix+"/") {
		return false // the pages are same-origin only
	}
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", "*")
	h.Set("Access-Control-Expose-Headers", "Location, Retry-After")
	if r.Method != http.MethodOptions || r.Header.Get("Access-Control-Request-Method") == "" {
		return false
	}
	h.Set("Access-Control-Allow-Methods", "GET, POST")
	h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type, "+wire.PlayerHeader)
	h.Set("Access-Control-Max-Age", "86400")
	w.WriteHeader(http.StatusNoContent)
	return true
}
