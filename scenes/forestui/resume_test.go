package forestui

import (
	"testing"

	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/scenes/session/sessiontest"
	"deepwood/storage"
)

// saves is the Forest's session as the shared save suite drives it.
var saves = sessiontest.Mode[*Session]{
	Saves: autosave,
	Start: func(store storage.Store, seed dice.Seed) *Session { s, _ := NewSession(store, seed, ""); return s },
	Over:  func(s *Session) bool { return s.State.Phase.Over() },
	Step:  func(s *Session) error { return s.Do(forest.Greedy{}.Choose(s.State, s.Legal())) },
	Print: func(s *Session) string { return s.State.Fingerprint() },
}

// TestSaves runs the save suite on the Forest's autosave.
func TestSaves(t *testing.T) { sessiontest.Run(t, saves) }

// FuzzResumeForestSave feeds any bytes to Resume as a Forest autosave: it
// never panics, and either continues a game or reports the file and line
// with the save kept aside. A named game with a note seeds the corpus.
func FuzzResumeForestSave(f *testing.F) {
	seed, _ := dice.ParseSeed("F422-0002")
	s, _ := NewSession(nil, seed, "")
	for i := 0; i < 20 && !s.State.Phase.Over(); i++ {
		_ = s.Do(forest.Greedy{}.Choose(s.State, s.Legal()))
	}
	s.SetName(NameForest, "Old Mother Wood")
	_ = s.Note(1, "A note\nof two lines.")
	f.Add(s.Replay.Marshal())
	sessiontest.Fuzz(f, saves, "F422-0003", 12)
}
