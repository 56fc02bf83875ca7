package forwardui

import (
	"testing"

	"deepwood/internal/viewguard"
)

// hostFiles are the package's files that may hold the whole rules state:
// the host's side of a run, which a server would keep, not a screen's.
var hostFiles = map[string]string{
	// It deals the run, wraps its State in forward.Host and its views,
	// replays a save checking each line's checksum, tallies the HP
	// history, checkpoints, tells a cleared practice and keeps the seed.
	"session.go": "the session",
	// It files an ended run: the replay's end line with its checksum and
	// the records' "complete".
	"runrecord.go": "the run's filing",
	// It verifies a replay file, which holds the seed and every action,
	// and deals its own State to index where each location begins.
	"tape.go": "the replay viewer's tape",
}

// TestScreensReadOnlyTheView: no screen reads the whole rules state. The
// package is type-checked and every file but hostFiles is searched for a
// read of Session.State (or forward.Host.State), and for any value or
// parameter of type forward.State, however it was reached: the screens
// draw and decide from Session.View, the events and the session's
// tallies, so they would look the same with the run hosted on a server
// that sends only those (DESIGN.md, "Sessions, local and online").
func TestScreensReadOnlyTheView(t *testing.T) {
	viewguard.Check(t, viewguard.Screens("deepwood/rules/forward", hostFiles, "Session.View(), the events and the session's tallies"))
}
