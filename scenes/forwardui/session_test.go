package forwardui

import (
	"image"
	"strings"
	"testing"

	"deepwood/internal/sessiontest"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/scenes/focus"
	"deepwood/scenes/ui"
	"deepwood/storage"
)

// saves is Forward's session as the shared save suite drives it.
var saves = sessiontest.Mode[*Session]{
	Saves: autosave,
	Start: func(store storage.Store, seed dice.Seed) (*Session, error) { return NewSession(store, seed, "set") },
	Step:  func(s *Session) error { return s.Do(forward.Greedy{}.Choose(s.State, s.Legal())) },
}

// TestSaves runs the save suite on Forward's autosave.
func TestSaves(t *testing.T) { sessiontest.Run(t, saves) }

// FuzzResumeForwardSave feeds any bytes to Resume as an autosave: it never
// panics, and either continues a run or reports the file and line with the
// save kept aside.
func FuzzResumeForwardSave(f *testing.F) { sessiontest.Fuzz(f, saves, "F422-0001", 12) }

func TestSessionAutosavesEveryActionAndResumes(t *testing.T) {
	s, store := sessiontest.Start(t, saves, "SAVE-0001")
	if HasAutosave(store) {
		t.Fatal("an autosave before any action")
	}
	for i := 0; i < 12 && !s.State.Phase.Over(); i++ {
		if err := s.Do(forward.Greedy{}.Choose(s.State, s.Legal())); err != nil {
			t.Fatal(err)
		}
		b, err := store.Read(AutosaveName)
		if err != nil {
			t.Fatalf("no autosave after action %d: %v", i+1, err)
		}
		r, err := replay.Parse(AutosaveName, b)
		if err != nil || len(r.Entries) != s.State.Steps || r.Mode != "forward" || r.Seed != "SAVE-0001" {
			t.Fatalf("autosave after action %d: %v %+v", i+1, err, r)
		}
		if cat, _ := r.Get("category"); cat != "set" {
			t.Fatalf("category %q", cat)
		}
	}
	back, err := Resume(store)
	if err != nil {
		t.Fatal(err)
	}
	if back.State.Fingerprint() != s.State.Fingerprint() || !back.Restored() {
		t.Fatal("resumed state differs")
	}
	if s.IsLegal(forward.Roll()) == (s.State.Phase != forward.PhaseFight) {
		t.Fatal("IsLegal disagrees with the phase")
	}
}

// TestHistoryHasAPointPerAction: the summary's HP plot has the start and a
// point after every action of a whole run.
func TestHistoryHasAPointPerAction(t *testing.T) {
	s, _ := sessiontest.Start(t, saves, "SAVE-0002")
	sessiontest.PlayUntil(t, saves, s, func() bool { return false })
	if len(s.History()) != s.State.Steps+1 {
		t.Fatalf("history %d points for %d actions", len(s.History()), s.State.Steps)
	}
}

func TestFormatTime(t *testing.T) {
	for ticks, want := range map[int64]string{0: "0:00.00", 60: "0:01.00", 90: "0:01.50", 3600 + 6: "1:00.10"} {
		if got := FormatTime(ticks); got != want {
			t.Errorf("FormatTime(%d) = %q; want %q", ticks, got, want)
		}
	}
}

func TestFocusPlanReachesEveryControl(t *testing.T) {
	var f focusList
	for i := 0; i < 9; i++ {
		x, y := 50+(i%3)*120, 50+(i/3)*170
		f.Add(button{Rect: rectAt(x, y, 100, 150), Kind: ui.Cell, Act: forward.Flip(i + 1), Enabled: i != 4})
	}
	f.Add(button{Rect: rectAt(500, 450, 200, 46), Kind: ui.Action, Act: forward.Leave(), Enabled: true})
	for target := range f.Btns {
		if !f.Btns[target].Enabled {
			continue
		}
		f.Focus = 0
		for n := 0; f.Focus != target; n++ {
			a, ok := f.Plan(target)
			if !ok || n > 20 {
				t.Fatalf("cannot reach %d from %d", target, f.Focus)
			}
			f.Focus = focus.Neighbour(f.Btns, f.Focus, a)
		}
	}
}

func rectAt(x, y, w, h int) image.Rectangle { return image.Rect(x, y, x+w, y+h) }

func TestGuidedGameStartsAtTheVillage(t *testing.T) {
	s, err := NewSession(nil, GuidedSeed, "set")
	if err != nil {
		t.Fatal(err)
	}
	if l := s.State.Location(); l.Number != 1 {
		t.Fatalf("the guided game opens at %s", l.Name)
	}
	if guideLine(new(s.View()), s.Data, false) == "" {
		t.Fatal("no guidance at the start")
	}
	keys, touch := guideLine(new(s.View()), s.Data, false), guideLine(new(s.View()), s.Data, true)
	if !strings.Contains(keys, "Arrows") || strings.Contains(touch, "Arrows") || !strings.Contains(touch, "tap") {
		t.Fatalf("the start's guide with keys %q, with a finger %q", keys, touch)
	}
}

// TestHUDWarnsAsTheRulesAnnounced: the HUD's warning that the run can no
// longer be won, before the Dragon, is the cause the rules announced with
// EvDoomed (the State's own reason at that action), and it is the same
// after Continue, which rebuilds the session's tallies from the save.
func TestHUDWarnsAsTheRulesAnnounced(t *testing.T) {
	doomed := func(s *Session) bool { return s.State.Doomed && !s.State.Fight.Foe.Dragon }
	for _, seed := range forward.RunSeeds(dice.HashText("doom warning"), 100) {
		s, _ := NewSession(nil, seed, "set")
		sessiontest.PlayUntil(t, saves, s, func() bool { return doomed(s) })
		if !doomed(s) {
			continue
		}
		s, store := sessiontest.Start(t, saves, seed.Code())
		sessiontest.PlayUntil(t, saves, s, func() bool { return doomed(s) })
		want := s.State.DoomReason().String()
		if got := s.HUD().Warning; got != want {
			t.Fatalf("%s: the HUD warns %q, the rules announced %q", seed.Code(), got, want)
		}
		back, err := Resume(store)
		if err != nil {
			t.Fatal(err)
		}
		if got := back.HUD().Warning; got != want {
			t.Fatalf("%s after Continue: the HUD warns %q, want %q", seed.Code(), got, want)
		}
		return
	}
	t.Fatal("no greedy run of 100 was doomed before the Dragon")
}
