//go:build !js

package platform

// PageQuery is "" natively: there is no page address.
func PageQuery(string) string { return "" }
