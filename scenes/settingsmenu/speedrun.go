package settingsmenu

import (
	"github.com/ebitenui/ebitenui/widget"

	"deepwood/settings"
	"deepwood/sprites"
)

// speedrunRows builds the Speedrun page: the seed and timer on screen, and
// the LiveSplit link.
func (s *Scene) speedrunRows() []row {
	l := s.look
	var rows []row
	rows = append(rows,
		s.toggleRow("Show seed during runs", "Show the dungeon's seed code at the start, in the pause menu and at the end.",
			func(x settings.Settings) bool { return x.ShowSeed }, func(x *settings.Settings, v bool) { x.ShowSeed = v }),
		s.toggleRow("Show the timer", "In-game time, real time, the current split and its delta to your best.",
			func(x settings.Settings) bool { return x.ShowTimer }, func(x *settings.Settings, v bool) { x.ShowTimer = v }),
		s.toggleRow("Reset into a new seed", "Off: the instant reset (hold R) deals the same seed again. On: a new random seed.",
			func(x settings.Settings) bool { return x.ResetNewSeed }, func(x *settings.Settings, v bool) { x.ResetNewSeed = v }),
		s.toggleRow("LiveSplit", "Drive LiveSplit Server: start, splits, game time and reset (in LiveSplit: Control → Start Server).",
			func(x settings.Settings) bool { return x.LiveSplit }, func(x *settings.Settings, v bool) { x.LiveSplit = v }))

	s.status = l.label("", l.small, l.pal.C(sprites.ColTextDim))
	if s.opts.LiveSplitStatus != nil {
		s.status.Label = s.opts.LiveSplitStatus()
	}
	addr := &field{what: "the address", saved: func(x settings.Settings) string { return x.LiveSplitAddr }}
	addr.keep = func(text string) bool {
		if err := settings.CheckAddr(text); err != nil {
			s.status.Label = "Not saved: " + err.Error()
			return false
		}
		s.set(func(x *settings.Settings) { x.LiveSplitAddr = text })
		return true
	}
	// Upright there is no room beside the address for its status: it is
	// written under the rows instead (drawPortraitFoot).
	var status widget.PreferredSizeLocateableWidget = s.status
	if l.upright {
		status = l.label("", l.body, l.textColor())
	}
	rows = append(rows, row{
		widgets:  []widget.PreferredSizeLocateableWidget{l.label("LiveSplit address", l.body, l.textColor()), s.textField(addr, l.w(300, 220), "localhost:16834"), status},
		activate: func() { s.startEditing(addr) },
		help:     "host:port of LiveSplit Server (default localhost:16834). Confirm to edit.",
	})
	return rows
}
