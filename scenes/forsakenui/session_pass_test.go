package forsakenui

import (
	"testing"

	"deepwood/internal/sessiontest"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/verify"
	"deepwood/storage"
)

// passSaves is a pass-and-play game (three people at one screen among
// computer travelers) as the shared save suite drives it: the autosave,
// Continue and the cut-off save's rescue bring back every person's seat.
var passSaves = sessiontest.Mode[*Session]{
	Saves: autosave,
	Start: func(store storage.Store, seed dice.Seed) (*Session, error) {
		return NewPassSession(store, seed, 7, nil, forsaken.PlayerSeats(seed, 7, 3, forsaken.PlayerSeat(seed, 7)), []string{"Ada", "Bram", "Cleo"}, forsaken.Normal)
	},
	Step: func(s *Session) error { return s.Do(passChoice(s)) },
}

// passChoice is the next action at a pass-and-play table: the asked
// computer traveler's, or the asked person's quiet choice with the screen
// handed to them first.
func passChoice(s *Session) forsaken.Action {
	if seat := s.Asked(); seat >= 0 && s.Seats[seat].Local() {
		s.At(seat)
	}
	return playerChoice(s)
}

func TestPassSaves(t *testing.T) { sessiontest.Run(t, passSaves) }

// The header names every person's seat and name, and a continued game
// brings them back with each person's notes and log.
func TestPassHeaderAndResume(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	seed := dice.Seed(91)
	humans := forsaken.PlayerSeats(seed, 6, 2, forsaken.PlayerSeat(seed, 6))
	s, err := NewPassSession(store, seed, 6, nil, humans, []string{" Ada,\n", ""}, forsaken.Normal)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Replay.Get(forsaken.HumansKey); got != forsaken.FormatSeats(humans) {
		t.Fatalf("humans line %q; want %q", got, forsaken.FormatSeats(humans))
	}
	if got, _ := s.Replay.Get(PeopleKey); got != "Ada,Player 2" {
		t.Fatalf("people line %q", got)
	}
	for range 80 {
		if s.State.Over() {
			break
		}
		if err := s.Do(passChoice(s)); err != nil {
			t.Fatal(err)
		}
	}
	other := (humans[0] + 1) % 6
	s.At(humans[0])
	s.SetMark(other, Suspected)
	s.At(humans[1])
	s.SetMark(other, Trusted)
	logs := [2]int{len(s.logs[humans[0]]), len(s.logs[humans[1]])}
	back, err := Resume(store)
	if err != nil {
		t.Fatal(err)
	}
	if back.Fingerprint() != s.Fingerprint() || len(back.Humans) != 2 || back.NameOf(humans[0]) != "Ada" || back.NameOf(humans[1]) != "Player 2" {
		t.Fatalf("resumed: humans %v, names %q %q", back.Humans, back.NameOf(humans[0]), back.NameOf(humans[1]))
	}
	for i, h := range humans {
		back.At(h)
		want := []Mark{Suspected, Trusted}[i]
		if back.Notes[other] != want || len(back.Log) != logs[i] || back.Names.Of(h) != forsaken.You {
			t.Errorf("person %d: note %v (want %v), %d log lines (want %d)", i, back.Notes[other], want, len(back.Log), logs[i])
		}
	}
	if back.At(other) && !back.local(other) {
		t.Error("the screen went to a computer's seat")
	}
}

// One person's game is dealt as before pass and play: the same header
// lines and the same seats, so its golden fingerprints stand.
func TestOnePersonHeaderUnchanged(t *testing.T) {
	s := deal(t, nil, dice.Seed(5), 6, 2)
	if _, ok := s.Replay.Get(PeopleKey); ok || len(s.Humans) != 1 || s.Names.Of(2) != forsaken.You || s.NameOf(2) != forsaken.DefaultNames[2] {
		t.Fatalf("one person's session: humans %v, names %v", s.Humans, s.Names)
	}
	s.SetMark(1, Trusted)
	if got, _ := s.Replay.Get(NotesKey); got != "unknown,trusted,unknown,unknown,unknown,unknown" {
		t.Fatalf("notes line %q", got)
	}
}

// A finished pass-and-play game's replay verifies as any other (deepwood
// verify reads the humans line with several seats and passes over the
// people line) to the game's own fingerprint.
func TestPassReplayVerifies(t *testing.T) {
	seed := dice.Seed(21)
	s, err := passSaves.Start(nil, seed)
	if err != nil {
		t.Fatal(err)
	}
	for k := 0; k < 20000 && !s.Over(); k++ {
		if err := passSaves.Step(s); err != nil {
			t.Fatal(err)
		}
	}
	got, _, err := verify.File("pass.replay", s.Replay.Marshal())
	if err != nil || got.Fingerprint != s.Fingerprint() {
		t.Fatalf("verify: %v, %+v", err, got)
	}
}

// Two travelers never go by one name: a person who types a computer
// traveler's name, or another person's, is numbered, and keeps that
// name when the game is continued.
func TestPassNamesUnique(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	seed := dice.Seed(5)
	humans := []int{0, 1, 2}
	s, err := NewPassSession(store, seed, 6, nil, humans, []string{"Fern", "Ada", "Ada"}, forsaken.Normal)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := s.Replay.Get(PeopleKey); got != "Fern 2,Ada,Ada 2" {
		t.Fatalf("people %q", got)
	}
	if err := s.Do(passChoice(s)); err != nil {
		t.Fatal(err)
	}
	back, err := Resume(store)
	if err != nil || back.NameOf(0) != "Fern 2" || back.NameOf(2) != "Ada 2" || back.NameOf(5) != "Fern" {
		t.Fatalf("continued: %v, %v", back.People, err)
	}
}
