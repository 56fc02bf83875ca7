package forsakenui

import (
	"testing"

	"deepwood/internal/viewguard"
)

// hostFiles are the package's files that may read the whole rules state
// (Session.State): they are the host, not a screen.
var hostFiles = map[string]string{
	// The Session is the host side of the table: it holds the state, runs
	// the computer travelers (ComputerChoice: each decides from its own
	// seat's View), hands the player's seat its View and the events it saw
	// (Seen), replays a save with its dice checked, and reports the
	// finished game (Result).
	"session.go": "the host: the state, the computer travelers, the save",
	// LegalOf asks the rules what a person not at the screen may do, so
	// the table knows whom to hand the screen to (pass and play).
	"session_people.go": "the host: each person's legal actions",
}

// TestScreensDrawFromTheView: no screen reads the whole rules state. The
// package is type-checked (viewguard) and every file but hostFiles is
// searched for a read of Session.State, of forsaken.Host.State or of the
// session core's Game (the host behind it), and for any value or type of
// forsaken.State, by file and line: the screens draw and decide from the
// player's View, the events the seat saw and the public card data, as they
// will for a table on a server.
func TestScreensDrawFromTheView(t *testing.T) {
	viewguard.Check(t, viewguard.Screens("deepwood/rules/forsaken", hostFiles, "s.View() and the events the seat saw (Session.Seen)"))
}
