package forestui

import (
	"strings"
	"testing"

	"deepwood/internal/sessiontest"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/storage"
)

// savesAt is the Forest's session at level as the shared save suite
// drives it.
func savesAt(level forest.Level) sessiontest.Mode[*Session] {
	return sessiontest.Mode[*Session]{
		Saves: autosave,
		Start: func(store storage.Store, seed dice.Seed) (*Session, error) {
			return NewGameSession(store, seed, forest.Setup{Level: level})
		},
		Step: func(s *Session) error { return s.Do(forest.Greedy{}.Choose(s.State, s.Legal())) },
	}
}

// saves is a Tale on the default map, as most tests here play one.
var saves = savesAt(forest.Tale)

// TestSaves runs the save suite at every level: past the Tale the header
// carries a level line, which Continue must read back to the same game.
func TestSaves(t *testing.T) {
	for l := range forest.NumLevels {
		t.Run(l.String(), func(t *testing.T) { sessiontest.Run(t, savesAt(l)) })
	}
}

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

// TestAutosaveResumes plays into Year 3 with a store, names the Forest and
// writes a note, then resumes from the autosave: the same state, the name
// and the note are back, and the journal exports one section per Year.
func TestAutosaveResumes(t *testing.T) {
	sess, store := sessiontest.Start(t, saves, "SAVE-0001")
	sessiontest.PlayUntil(t, saves, sess, func() bool { return sess.State.Year >= 3 })
	sess.SetName(NameForest, "Old Mother Wood")
	if err := sess.Note(1, "The first winter was hard.\nWe held."); err != nil {
		t.Fatal(err)
	}
	if !HasAutosave(store) {
		t.Fatal("no autosave")
	}
	back, err := Resume(store)
	if err != nil {
		t.Fatal(err)
	}
	if back.State.Fingerprint() != sess.State.Fingerprint() {
		t.Fatal("resumed state differs")
	}
	if back.ForestName() != "Old Mother Wood" || back.State.Journal[1].Note != "The first winter was hard.\nWe held." {
		t.Fatalf("name %q note %q not kept", back.ForestName(), back.State.Journal[1].Note)
	}
	md := JournalMarkdown(back)
	if !strings.Contains(md, "# Old Mother Wood") || !strings.Contains(md, "> We held.") || strings.Count(md, "\n## Year ") != len(back.State.Journal)-1 {
		t.Fatalf("markdown:\n%s", md)
	}
}

// TestGuidedSeed checks the guided first game teaches on a fair Forest:
// a starting ability to pick and an Enemy of at most 9 hexes.
func TestGuidedSeed(t *testing.T) {
	sess, err := NewSession(nil, GuidedSeed, "")
	if err != nil {
		t.Fatal(err)
	}
	for sess.State.Step < forest.StepAbility {
		if err := sess.Do(forest.Next()); err != nil {
			t.Fatal(err)
		}
	}
	if sess.Legal()[0].Kind != forest.ActPickAbility {
		t.Fatalf("the guided Forest has no ability to pick: %v", sess.State.Forest)
	}
	if n := sess.State.Count(forest.Enemy); n > 9 {
		t.Fatalf("the guided Enemy starts with %d hexes", n)
	}
}
