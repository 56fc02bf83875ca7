package forestui

import (
	"bytes"
	"errors"
	"testing"

	"deepwood/internal/savetest"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/storage"
)

// TestCutOffSaveOffersTheGoodLines checks a Forest autosave cut off in its
// last line offers the game as it stood before it, and adopting that game
// makes Continue work again.
func TestCutOffSaveOffersTheGoodLines(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	seed, _ := dice.ParseSeed("SAVE-0005")
	s, _ := NewSession(store, seed, "")
	var prints []string
	for i := 0; i < 15 && !s.State.Phase.Over(); i++ {
		_ = s.Do(forest.Greedy{}.Choose(s.State, s.Legal()))
		prints = append(prints, s.State.Fingerprint())
	}
	b, _ := store.Read(AutosaveName)
	cut := append(b[:bytes.LastIndex(b[:len(b)-1], []byte("\n"))+1], "12"...)
	_ = store.Write(AutosaveName, cut)

	_, err := Resume(store)
	var re *ResumeError
	if !errors.As(err, &re) || re.Partial == nil {
		t.Fatalf("cut-off save: %v; want the good lines offered", err)
	}
	good := len(prints) - 1
	if re.Actions != good || re.Partial.State.Fingerprint() != prints[good-1] {
		t.Fatalf("offered %d actions; want %d", re.Actions, good)
	}
	re.Partial.Adopt(store)
	if back, err := Resume(store); err != nil || back.State.Fingerprint() != prints[good-1] {
		t.Fatalf("after adopting, Continue gives %v", err)
	}
}

// FuzzResumeForestSave feeds any bytes to Resume as a Forest autosave: it
// never panics, and either continues a game or reports the file and line
// with the save kept aside.
func FuzzResumeForestSave(f *testing.F) {
	seed, _ := dice.ParseSeed("F422-0002")
	s, _ := NewSession(nil, seed, "")
	for i := 0; i < 20 && !s.State.Phase.Over(); i++ {
		_ = s.Do(forest.Greedy{}.Choose(s.State, s.Legal()))
	}
	s.SetName(NameForest, "Old Mother Wood")
	_ = s.Note(1, "A note\nof two lines.")
	f.Add(s.Replay.Marshal())
	f.Add([]byte("deepwood-replay 1\nmode forest\nseed 0000-0000\nrules x\nversion 1\n\n1 00000000 next"))
	savetest.Fuzz(f, savetest.Resume{
		Name:    AutosaveName,
		Load:    func(st storage.Store) error { _, err := Resume(st); return err },
		HasSave: HasAutosave,
	})
}
