package forsakenui

import (
	"deepwood/rules/forsaken"
	"deepwood/scenes/input"
)

// Plan is the input a player would give next to take action a through the
// menu: Back out of another line's targets, turn the page to the line (or
// target) wanted, move the focus to it, Confirm. False when the menu does
// not offer a.
func (t *tableScene) Plan(a forsaken.Action) (input.Action, bool) {
	line, target := -1, -1
	for i, o := range t.opts {
		for j, b := range o.Actions {
			if b == a {
				line, target = i, j
			}
		}
	}
	if line < 0 || t.marking {
		return 0, false
	}
	want := line
	switch {
	case t.picked >= 0 && t.picked != line:
		return input.Back, true
	case t.picked == line:
		want = idTarget + target
	case len(t.opts[line].Actions) > 1:
		want = line // open the line first
	}
	for i, b := range t.menu.Btns {
		if b.ID == want {
			return t.menu.Plan(i)
		}
	}
	for i, b := range t.menu.Btns {
		if b.ID == idMore {
			return t.menu.Plan(i)
		}
	}
	return 0, false
}
