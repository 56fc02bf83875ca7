// Package forsakenart is Forsaken Forest's art: its board and the
// Territories on it, the travelers' portraits and the Turn Cycle track,
// its cards, its emblems (the icons of sub-types, roles, statements and
// states) and the Night's tint. It belongs to the mode, beside its screens
// (scenes/forsakenui), and paints with the shared kit: sprites' palette,
// fonts, panels, stamps, Pen and icon cache.
//
// Everything is drawn in code from fixed seeds, so it looks the same on
// every run. `xvfb-run -a go test ./scenes/forsakenui/forsakenart/` writes
// the reference sheets listed in sprites/README.md under testdata/out.
package forsakenart
