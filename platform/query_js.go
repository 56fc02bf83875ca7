package platform

import (
	"net/url"
	"syscall/js"
)

// PageQuery is a parameter of the page's address ("?watch=12" gives "12"
// for "watch"), "" when absent: the web pages link into the game with it.
func PageQuery(key string) string {
	loc := js.Global().Get("location")
	if loc.IsUndefined() || loc.IsNull() {
		return ""
	}
	q, err := url.ParseQuery(trimQuestion(loc.Get("search").String()))
	if err != nil {
		return ""
	}
	return q.Get(key)
}

func trimQuestion(s string) string {
	if len(s) > 0 && s[0] == '?' {
		return s[1:]
	}
	return s
}
