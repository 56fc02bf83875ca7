package forestui

import (
	"strings"
	"testing"

	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/scenes/session/sessiontest"
	"deepwood/storage"
)

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

// TestBrokenSaveIsKeptAside checks a save whose dice drifted is refused
// with its file and line, and moved aside.
func TestBrokenSaveIsKeptAside(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	seed, _ := dice.ParseSeed("SAVE-0002")
	sess, _ := NewSession(store, seed, "")
	for i := 0; i < 12; i++ {
		_ = sess.Do(forest.Greedy{}.Choose(sess.State, sess.Legal()))
	}
	b, _ := store.Read(AutosaveName)
	lines := strings.Split(string(b), "\n")
	for i, l := range lines {
		if strings.HasSuffix(l, " next") && i > 8 {
			lines[i] = strings.Replace(l, " next", " reroll forest-verb", 1)
			break
		}
	}
	_ = store.Write(AutosaveName, []byte(strings.Join(lines, "\n")))
	if _, err := Resume(store); err == nil || !strings.Contains(err.Error(), AutosaveName+":") {
		t.Fatalf("broken save: %v", err)
	}
	if HasAutosave(store) {
		t.Fatal("the broken save was not moved aside")
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
