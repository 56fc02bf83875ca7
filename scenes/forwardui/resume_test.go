package forwardui

import (
	"testing"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/scenes/session/sessiontest"
	"deepwood/storage"
)

// saves is Forward's session as the shared save suite drives it.
var saves = sessiontest.Mode[*Session]{
	Saves: autosave,
	Start: func(store storage.Store, seed dice.Seed) *Session { s, _ := NewSession(store, seed, "set"); return s },
	Over:  (*Session).Over,
	Step:  func(s *Session) error { return s.Do(forward.Greedy{}.Choose(s.State, s.Legal())) },
	Print: func(s *Session) string { return s.State.Fingerprint() },
}

// TestSaves runs the save suite on Forward's autosave.
func TestSaves(t *testing.T) { sessiontest.Run(t, saves) }

// FuzzResumeForwardSave feeds any bytes to Resume as an autosave: it never
// panics, and either continues a run or reports the file and line with the
// save kept aside.
func FuzzResumeForwardSave(f *testing.F) { sessiontest.Fuzz(f, saves, "F422-0001", 12) }
