// Package sessiontest is the save suite every mode's session passes: the
// autosave written after each action and read back to the same state,
// removed when the game ends, a drifted or cut-off save refused by file
// and line and kept aside (the good lines offered, and adopting them
// making Continue work again), a broken header offering nothing, and any
// bytes as a save never panicking. A mode's tests describe its session
// once as a Mode and run the suite.
package sessiontest

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"deepwood/internal/savetest"
	"deepwood/rules/dice"
	"deepwood/rules/replay"
	"deepwood/session"
	"deepwood/storage"
)

// Session is what the suite needs of a mode's session besides Mode's
// functions.
type Session interface {
	session.Counted
	Adopt(store storage.Store) // make a partly rebuilt game the saved one
	Restored() bool            // continued from an autosave
	Over() bool                // the game has ended
	Fingerprint() string       // the rules state's fingerprint
}

// Mode is a mode's session as the suite drives it: its autosave as
// Continue reads it (the mode's own session.Saves, so the suite checks
// the very file name, header and rebuilding the title uses) and how to
// start and play a game.
type Mode[S Session] struct {
	Saves session.Saves[S]
	Start func(store storage.Store, seed dice.Seed) (S, error)
	Step  func(s S) error // one action of a bot that gets the game to its end
}

// saved is the autosave in store as a replay, read as Continue reads it.
func saved[S Session](t testing.TB, m Mode[S], store storage.Store) *replay.Replay {
	t.Helper()
	b, err := store.Read(m.Saves.Name)
	if err != nil {
		t.Fatal(err)
	}
	r, err := replay.Parse(m.Saves.Name, b)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Run runs the suite, each check as a subtest.
func Run[S Session](t *testing.T, m Mode[S]) {
	t.Run("AutosavesAndResumes", func(t *testing.T) { autosavesAndResumes(t, m) })
	t.Run("RemovesTheAutosaveAtTheEnd", func(t *testing.T) { removesAtTheEnd(t, m) })
	t.Run("RefusesADriftedSave", func(t *testing.T) { refusesDrift(t, m) })
	t.Run("CutOffSaveOffersTheGoodLines", func(t *testing.T) { cutOff(t, m) })
	t.Run("DamagedHeaderOffersNothing", func(t *testing.T) { damagedHeader(t, m) })
}

// Start begins a game on seed that autosaves to a fresh folder.
func Start[S Session](t testing.TB, m Mode[S], seed string) (S, storage.Store) {
	t.Helper()
	store := storage.NewDir(t.TempDir())
	sd, err := dice.ParseSeed(seed)
	if err != nil {
		t.Fatal(err)
	}
	s, err := m.Start(store, sd)
	if err != nil {
		t.Fatalf("starting a game on %s: %v", seed, err)
	}
	return s, store
}

// PlayUntil plays greedy actions until stop says so or the game is over.
func PlayUntil[S Session](t testing.TB, m Mode[S], s S, stop func() bool) {
	t.Helper()
	for !stop() && !s.Over() {
		if err := m.Step(s); err != nil {
			t.Fatal(err)
		}
	}
}

// play starts a game on seed with a store and plays up to n greedy
// actions, returning the fingerprint after each.
func play[S Session](t *testing.T, m Mode[S], seed string, n int) (S, storage.Store, []string) {
	t.Helper()
	s, store := Start(t, m, seed)
	var prints []string
	for i := 0; i < n && !s.Over(); i++ {
		if err := m.Step(s); err != nil {
			t.Fatal(err)
		}
		prints = append(prints, s.Fingerprint())
	}
	return s, store, prints
}

func autosavesAndResumes[S Session](t *testing.T, m Mode[S]) {
	s, store, prints := play(t, m, "SAVE-0001", 12)
	if !m.Saves.Exists(store) {
		t.Fatalf("no autosave after %d actions", len(prints))
	}
	back, err := m.Saves.Resume(store)
	if err != nil {
		t.Fatal(err)
	}
	if back.Fingerprint() != s.Fingerprint() || !back.Restored() {
		t.Fatal("the resumed game differs")
	}
}

func removesAtTheEnd[S Session](t *testing.T, m Mode[S]) {
	s, store, _ := play(t, m, "SAVE-0002", 1<<20)
	if !s.Over() {
		t.Fatal("the game did not end")
	}
	if m.Saves.Exists(store) {
		t.Fatal("the autosave was kept after the game ended")
	}
}

func refusesDrift[S Session](t *testing.T, m Mode[S]) {
	_, store, _ := play(t, m, "SAVE-0003", 3)
	r := saved(t, m, store)
	r.Entries[1].Check ^= 1
	_ = store.Write(m.Saves.Name, r.Marshal())
	_, err := m.Saves.Resume(store)
	var re *session.Error[S]
	if !errors.As(err, &re) || !strings.Contains(err.Error(), "drifted") || re.Line != r.Line(1) {
		t.Fatalf("drifted save: %v; want line %d refused", err, r.Line(1))
	}
	if _, err := store.Read(m.Saves.Name + ".bad"); err != nil || m.Saves.Exists(store) {
		t.Fatal("the drifted save was not kept aside")
	}
}

// cutOff cuts the save's last line short, as a crash mid-write does.
func cutOff[S Session](t *testing.T, m Mode[S]) {
	_, store, prints := play(t, m, "SAVE-0004", 18)
	whole := saved(t, m, store)
	b, _ := store.Read(m.Saves.Name)
	start := bytes.LastIndex(b[:len(b)-1], []byte("\n")) + 1
	_ = store.Write(m.Saves.Name, b[:start+(len(b)-start)/2])

	_, err := m.Saves.Resume(store)
	var re *session.Error[S]
	if !errors.As(err, &re) || re.Actions == 0 {
		t.Fatalf("cut-off save: %v; want the good lines offered", err)
	}
	good := len(prints) - 1
	if line := whole.Line(good); re.Actions != good || re.Line != line || re.Partial.Fingerprint() != prints[good-1] {
		t.Fatalf("offered %d actions at line %d; want %d at line %d", re.Actions, re.Line, good, line)
	}
	if _, err := store.Read(m.Saves.Name + ".bad"); err != nil {
		t.Fatal("the damaged save was not kept aside")
	}
	re.Partial.Adopt(store)
	if back, err := m.Saves.Resume(store); err != nil || back.Fingerprint() != prints[good-1] {
		t.Fatalf("after adopting, Continue gives %v", err)
	}
}

func damagedHeader[S Session](t *testing.T, m Mode[S]) {
	store := storage.NewDir(t.TempDir())
	_ = store.Write(m.Saves.Name, []byte("deepwood-replay 1\nmode "+m.Saves.Mode+"\n"))
	_, err := m.Saves.Resume(store)
	var re *session.Error[S]
	if !errors.As(err, &re) || re.Actions != 0 || re.Line != 3 {
		t.Fatalf("a save cut in its header: %v; want line 3 and nothing offered", err)
	}
}

// Fuzz feeds any bytes to the mode's Resume as its autosave (savetest's
// body), seeded with the autosave of a game of n greedy actions on seed
// (none if it ends sooner: the autosave goes) and a header with one bad action.
func Fuzz[S Session](f *testing.F, m Mode[S], seed string, n int) {
	s, store := Start(f, m, seed)
	for i := 0; i < n && !s.Over(); i++ {
		_ = m.Step(s)
	}
	if b, err := store.Read(m.Saves.Name); err == nil {
		f.Add(b)
	}
	f.Add([]byte("deepwood-replay 1\nmode " + m.Saves.Mode + "\nseed 0000-0000\nrules x\nversion 1\n\n1 00000000 rol"))
	f.Add([]byte{})
	savetest.Fuzz(f, savetest.Resume{
		Name:    m.Saves.Name,
		Load:    func(st storage.Store) error { _, err := m.Saves.Resume(st); return err },
		HasSave: m.Saves.Exists,
	})
}
