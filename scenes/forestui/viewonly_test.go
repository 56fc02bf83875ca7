package forestui

import (
	"testing"

	"deepwood/internal/viewguard"
)

// hostFiles are the package's files that may hold the whole rules state:
// the host's side of a game, which a server would keep, not a screen's.
var hostFiles = map[string]string{
	// It deals the game and wraps its State in forest.Host with the
	// views (forest.ViewFor), replays a save checking each line's dice
	// checksum, and keeps the seed (Session.Seed).
	"session.go": "the session",
	// It files a finished game's score (State.Score) with its seed in
	// the scores file, at the action that ends the game.
	"scores.go": "the score's filing",
}

// TestScreensReadOnlyTheView: no screen reads the whole rules state. The
// package is type-checked and every file but hostFiles is searched for a
// read of Session.State (or forest.Host.State), and for any value or
// parameter of type forest.State, however it was reached: the screens
// draw and decide from Session.View, the events and the session's
// tallies, so they would look the same with the game hosted on a server
// that sends only those (DESIGN.md, "Sessions, local and online").
func TestScreensReadOnlyTheView(t *testing.T) {
	viewguard.Check(t, viewguard.Screens("deepwood/rules/forest", hostFiles, "Session.View(), the events and the session's tallies"))
}
