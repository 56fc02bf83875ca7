// Package focus moves one focus among a screen's controls the way every
// Deepwood screen does: directions go to the nearest usable control that
// way, the pointer hovers and clicks, Confirm presses the focused one. So
// keyboard, gamepad, mouse and touch all end in the same press, and a
// script can plan the presses a player would make. Screens keep their own
// control types; they only say where each control is and whether it can
// be used.
package focus

import (
	"image"

	"deepwood/scenes/input"
)

// Target is a control the focus can land on.
type Target interface {
	Area() image.Rectangle
	Usable() bool
}

// Directions are the four moves, in the order plans try them.
var Directions = [4]input.Action{input.Up, input.Down, input.Left, input.Right}

func centre(r image.Rectangle) (int, int) { return (r.Min.X + r.Max.X) / 2, (r.Min.Y + r.Max.Y) / 2 }

// Settle keeps *at on a usable control, preferring prefer, then where it
// is, then the first usable one.
func Settle[T Target](items []T, at *int, prefer int) {
	if prefer >= 0 && prefer < len(items) && items[prefer].Usable() {
		*at = prefer
		return
	}
	if *at >= 0 && *at < len(items) && items[*at].Usable() {
		return
	}
	for i := range items {
		if items[i].Usable() {
			*at = i
			return
		}
	}
	*at = 0
}

// Neighbour is the control reached from i by moving in dir, or -1: the
// nearest usable one that way, straying sideways counting double.
func Neighbour[T Target](items []T, i int, dir input.Action) int {
	if i < 0 || i >= len(items) {
		return -1
	}
	x0, y0 := centre(items[i].Area())
	best, bestScore := -1, 1<<30
	for j := range items {
		if j == i || !items[j].Usable() {
			continue
		}
		x, y := centre(items[j].Area())
		dx, dy := x-x0, y-y0
		var along, across int
		switch dir {
		case input.Up:
			along, across = -dy, dx
		case input.Down:
			along, across = dy, dx
		case input.Left:
			along, across = -dx, dy
		case input.Right:
			along, across = dx, dy
		}
		if along <= 4 {
			continue
		}
		if across < 0 {
			across = -across
		}
		if score := along + 2*across; score < bestScore {
			best, bestScore = j, score
		}
	}
	return best
}

// Update moves *at by the directions and the pointer (*hover says the
// pointer is over a control) and returns the index pressed this tick, or
// -1.
func Update[T Target](items []T, at *int, hover *bool, in *input.Mapper) int {
	if len(items) == 0 {
		return -1
	}
	for _, d := range Directions {
		if in.Repeat(d) {
			if n := Neighbour(items, *at, d); n >= 0 {
				*at = n
			}
		}
	}
	p := in.Pointer()
	*hover = false
	pt := image.Pt(p.X, p.Y)
	for i := range items {
		if items[i].Usable() && pt.In(items[i].Area()) {
			*hover = true
			if p.Moved || p.Clicked {
				*at = i
			}
			if p.Clicked {
				return i
			}
		}
	}
	if in.Just(input.Confirm) && *at >= 0 && *at < len(items) && items[*at].Usable() {
		return *at
	}
	return -1
}

// Plan is the input a player would give next to press control target from
// the focus at: Confirm when it has focus, else the first step of the
// shortest path of direction presses to it (a breadth-first search over the
// moves the player makes), so every control a keyboard can reach is
// reached.
func Plan[T Target](items []T, at, target int) (input.Action, bool) {
	if target < 0 || target >= len(items) || at < 0 || at >= len(items) {
		return 0, false
	}
	if at == target {
		return input.Confirm, true
	}
	first := make([]int8, len(items))
	for i := range first {
		first[i] = -1
	}
	queue := []int{at}
	first[at] = int8(len(Directions))
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for di, d := range Directions {
			n := Neighbour(items, i, d)
			if n < 0 || first[n] >= 0 {
				continue
			}
			first[n] = first[i]
			if i == at {
				first[n] = int8(di)
			}
			if n == target {
				return Directions[first[n]], true
			}
			queue = append(queue, n)
		}
	}
	return 0, false
}
