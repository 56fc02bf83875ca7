package forsakenui

import (
	"strings"
	"testing"

	"deepwood/internal/sessiontest"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/storage"
)

// saves is Forsaken Forest's session as the shared save suite drives it:
// the player's seat is played by a computer traveler of its own.
var saves = sessiontest.Mode[*Session]{
	Saves: autosave,
	Start: func(store storage.Store, seed dice.Seed) (*Session, error) {
		return NewSession(store, seed, 6, nil, 0, forsaken.Normal)
	},
	Step: func(s *Session) error { return s.Do(playerChoice(s)) },
}

// playerChoice is the next action at the table: the asked computer
// traveler's, or for the player the first quiet choice (pass, end, rest,
// or the first legal action).
func playerChoice(s *Session) forsaken.Action {
	if a, ok := s.ComputerChoice(); ok {
		return a
	}
	legal := s.Legal()
	for _, k := range []forsaken.ActKind{forsaken.ActPass, forsaken.ActEnd, forsaken.ActRest, forsaken.ActVoteLive} {
		for _, a := range legal {
			if a.Kind == k {
				return a
			}
		}
	}
	for _, a := range legal {
		if a.Kind != forsaken.ActSay {
			return a
		}
	}
	return legal[0]
}

func TestSaves(t *testing.T) { sessiontest.Run(t, saves) }

func FuzzResume(f *testing.F) { sessiontest.Fuzz(f, saves, "F422-0025", 40) }

// The player's notes on the travelers come back with the save, and the
// log holds only what the player saw.
func TestNotesAndLogKept(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	s, err := NewSession(store, dice.Seed(77), 7, nil, 3, forsaken.Hard)
	if err != nil {
		t.Fatal(err)
	}
	for range 60 {
		if s.State.Over() {
			break
		}
		if err := s.Do(playerChoice(s)); err != nil {
			t.Fatal(err)
		}
	}
	s.SetMark(1, Suspected)
	s.SetMark(5, Trusted)
	back, err := Resume(store)
	if err != nil {
		t.Fatal(err)
	}
	if back.Notes[1] != Suspected || back.Notes[5] != Trusted || back.Notes[2] != Unknown {
		t.Errorf("notes %v", back.Notes)
	}
	if back.State.Fingerprint() != s.State.Fingerprint() || len(back.Log) != len(s.Log) {
		t.Errorf("the resumed game differs: %d log lines, want %d", len(back.Log), len(s.Log))
	}
	for _, line := range s.Log {
		for _, e := range s.State.Log {
			if e.Kind == forsaken.EvDrew && e.Seat != 3 && e.Card >= 0 && line == s.Names.Tell(s.Data, e, 3) {
				t.Fatalf("the log shows another's draw: %s", line)
			}
		}
	}
}

// A guided first game is still guided when continued.
func TestGuideKeptOnResume(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	s, err := NewSession(store, dice.Seed(78), 6, nil, 2, forsaken.Normal)
	if err != nil {
		t.Fatal(err)
	}
	s.Replay.Set(GuideKey, "on")
	for range 10 {
		if err := s.Do(playerChoice(s)); err != nil {
			t.Fatal(err)
		}
	}
	back, err := Resume(store)
	if err != nil {
		t.Fatal(err)
	}
	if !Guided(back) {
		t.Error("the continued game lost its guide")
	}
	if err := back.Do(playerChoice(back)); err != nil {
		t.Fatal(err)
	}
	again, err := Resume(store)
	if err != nil || !Guided(again) {
		t.Errorf("continued twice: guided %v, %v", again != nil && Guided(again), err)
	}
}

// The end's decisive moments tell every death the game saw (the last ones
// when there are many), the winning move and the win.
func TestMomentsTellDeaths(t *testing.T) {
	for seed := dice.Seed(40); seed < 46; seed++ {
		s, err := NewSession(nil, seed, 9, nil, 0, forsaken.Normal)
		if err != nil {
			t.Fatal(err)
		}
		for k := 0; k < 20000 && !s.State.Over(); k++ {
			if err := s.Do(playerChoice(s)); err != nil {
				t.Fatal(err)
			}
		}
		m := moments(s)
		deaths, told := 0, 0
		for _, st := range s.State.Seats {
			if !st.Alive {
				deaths++
			}
		}
		for _, line := range m {
			if strings.Contains(line, "Spirit") {
				told++
			}
		}
		if len(m) > maxMoments || deaths > 0 && told == 0 || !strings.HasPrefix(m[len(m)-2], "The winning move") {
			t.Errorf("seed %v: %d deaths, the moments %q", seed, deaths, m)
		}
	}
}
