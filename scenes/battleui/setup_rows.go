package battleui

import (
	"image"

	"deepwood/scenes"
	"deepwood/sprites"
)

// note is the line under the rows: what keeps the battle from starting;
// else why the row under the pointer is greyed; else, while the
// scenario's armies fix some rows, why those are greyed (the directions
// pass over them).
func (s *SetupScene) note() string {
	if msg := s.valid() + s.err; msg != "" {
		return msg
	}
	if why := s.greyedWhy(s.hover); why != "" {
		return why
	}
	if !s.custom {
		return "Greyed rows follow the scenario: set Armies to Custom to change them."
	}
	return ""
}

// greyedWhy says why row r is greyed, or "" for a row that can be used.
func (s *SetupScene) greyedWhy(r int) string {
	if s.rowEnabled(r) {
		return ""
	}
	switch r {
	case rowAttacker:
		return "Greyed: the scenario says who attacks. Set Armies to Custom to choose."
	case rowBudget:
		return "Greyed: the budget caps custom armies only. Set Armies to Custom to use it."
	case rowBuildRed, rowBuildBlue:
		return "Greyed: the scenario's armies are fixed. Set Armies to Custom to build your own."
	case rowStart:
		return "Greyed: " + s.valid()
	}
	return ""
}

// arrowAt is the step a click at x on value row r makes: -1 on the value
// and its "<", +1 on its ">" (the value's right half), 0 on the row's
// label, which only takes the focus.
func (s *SetupScene) arrowAt(ctx *scenes.Context, r, x int) int {
	rr := s.rowRect(r)
	_, value := s.rowText(r)
	w, _ := sprites.Measure("<  "+value+"  >", ctx.Fonts.Face(sprites.StyleBodyBold))
	left := rr.Max.X - 18 - int(w)
	switch {
	case x >= left+int(w)/2:
		return 1
	case x >= left-12:
		return -1
	}
	return 0
}

// setupSplitRect is the set-up's preview of the scenario and its units;
// setupKeyRect the unit key at its foot, which a click or tap opens whole.
var (
	setupSplitRect = image.Rect(640, 110, 1240, 690)
	setupKeyRect   = image.Rect(setupSplitRect.Min.X, setupSplitRect.Max.Y-16-unitKeyHeight, setupSplitRect.Max.X, setupSplitRect.Max.Y)
)
