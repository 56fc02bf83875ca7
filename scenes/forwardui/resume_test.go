package forwardui

import (
	"bytes"
	"errors"
	"testing"

	"deepwood/internal/savetest"
	"deepwood/rules/forward"
	"deepwood/storage"
)

// TestCutOffSaveOffersTheGoodLines is the probe's case: an autosave cut
// off mid-line ("unknown action "rol"") is not lost whole; the run as it
// stood before the bad line is offered, and adopting it rewrites the
// autosave so Continue works again.
func TestCutOffSaveOffersTheGoodLines(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	s, _ := NewSession(store, mustSeed("SAVE-0004"), "set")
	var prints []string
	for i := 0; i < 18 && !s.Over(); i++ {
		_ = s.Do(forward.Greedy{}.Choose(s.State, s.Legal()))
		prints = append(prints, s.State.Fingerprint())
	}
	b, _ := store.Read(AutosaveName)
	cut := b[:bytes.LastIndex(b[:len(b)-1], []byte("\n"))+1]
	last := s.Replay.Entries[len(s.Replay.Entries)-1]
	cut = append(cut, []byte(itoa(int(last.Tick))+" 00000000 rol")...)
	_ = store.Write(AutosaveName, cut)

	_, err := Resume(store)
	var re *ResumeError
	if !errors.As(err, &re) || re.Partial == nil {
		t.Fatalf("cut-off save: %v; want the good lines offered", err)
	}
	good := len(prints) - 1
	if re.Actions != good || re.Line != s.Replay.Line(good) || re.Partial.State.Fingerprint() != prints[good-1] {
		t.Fatalf("offered %d actions at line %d; want %d at line %d", re.Actions, re.Line, good, s.Replay.Line(good))
	}
	if _, err := store.Read(AutosaveName + ".bad"); err != nil {
		t.Fatal("the damaged save was not kept aside")
	}
	re.Partial.Adopt(store)
	back, err := Resume(store)
	if err != nil || back.State.Fingerprint() != prints[good-1] {
		t.Fatalf("after adopting, Continue gives %v", err)
	}
}

// TestDamagedHeaderOffersNothing checks a save broken before its first
// action offers no partial run: there is nothing to continue.
func TestDamagedHeaderOffersNothing(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	_ = store.Write(AutosaveName, []byte("deepwood-replay 1\nmode forest\n"))
	_, err := Resume(store)
	var re *ResumeError
	if !errors.As(err, &re) || re.Partial != nil || re.Line != 3 {
		t.Fatalf("%v", err)
	}
}

// FuzzResumeForwardSave feeds any bytes to Resume as an autosave: it never
// panics, and either continues a run or reports the file and line with the
// save kept aside.
func FuzzResumeForwardSave(f *testing.F) {
	s, _ := NewSession(nil, mustSeed("F422-0001"), "set")
	for i := 0; i < 12 && !s.Over(); i++ {
		_ = s.Do(forward.Greedy{}.Choose(s.State, s.Legal()))
	}
	f.Add(s.Replay.Marshal())
	f.Add([]byte("deepwood-replay 1\nmode forward\nseed 0000-0000\nrules x\nversion 1\n\n1 00000000 rol"))
	f.Add([]byte{})
	savetest.Fuzz(f, savetest.Resume{
		Name:    AutosaveName,
		Load:    func(st storage.Store) error { _, err := Resume(st); return err },
		HasSave: HasAutosave,
	})
}
