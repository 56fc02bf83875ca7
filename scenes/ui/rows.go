package ui

import "deepwood/scenes/input"

// RowFocus is a list of n rows' focus moved by Up and Down (repeating
// while held), wrapping at either end: how the keyboard and the pad walk
// a set-up screen's rows.
func RowFocus(in *input.Mapper, focus, n int) int {
	if in.Repeat(input.Up) {
		focus = (focus + n - 1) % n
	}
	if in.Repeat(input.Down) {
		focus = (focus + 1) % n
	}
	return focus
}

// RowStep is the step Left and Right give the focused row's value
// (repeating while held): -1, 1 (Right when both are held), or 0.
func RowStep(in *input.Mapper) int {
	switch {
	case in.Repeat(input.Right):
		return 1
	case in.Repeat(input.Left):
		return -1
	}
	return 0
}
