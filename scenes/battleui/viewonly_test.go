package battleui

import (
	"testing"

	"deepwood/internal/viewguard"
)

// hostFiles are the package's files that may hold the whole rules state:
// the host's side of a battle, which a server would keep, not a screen's.
var hostFiles = map[string]string{
	// It builds the battle and wraps its State in battle.Host and the
	// seats' views, keeps the undo snapshots of the movement phase (whole
	// states, restored by Undo), tallies each side's troops per round,
	// tells whose turn it is and whether a person plays it, and picks the
	// seat the screens see (Seat, View).
	"session.go": "the session: host, undo, tallies",
	// The computer opponent decides on the State through battle.View and
	// battle.Legal (as the simulator does), off the draw loop: it is the
	// host's player, and online it runs on the server.
	"think.go": "the computer opponent",
	// A side at a table the server hosts: its State is the Board of the
	// view the server sent (battle.SeatView.Board: no dice of the
	// battle's, not the other side's quick units), replaced at every
	// state, so the session's questions (whose turn, a person's?) and
	// tallies read what the side may see.
	"session_remote.go": "a hosted table's side: the view's Board",
}

// TestScreensReadOnlyTheView: no screen reads the whole rules state. The
// package is type-checked and every file but hostFiles is searched for a
// read of Session.State (or battle.Host.State, or the session core's
// Game, the host behind it), and for any value or parameter of type
// battle.State, however it was reached: the screens draw and decide from
// Session.View, the scenario's data (the field), the events and the
// session's log and tallies, so they would look the same with the battle
// hosted on a server that sends only those (DESIGN.md, "Sessions, local
// and online").
func TestScreensReadOnlyTheView(t *testing.T) {
	viewguard.Check(t, viewguard.Screens("deepwood/rules/battle", hostFiles, "Session.View(), the field, the events and the session's log and tallies"))
}
