package session

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"deepwood/rules/replay"
	"deepwood/storage"
)

// race is a toy mode for the core's own tests: two seats take turns
// adding 1 or 2 to a count; whoever reaches 5 wins. "note" is an action
// that changes nothing the replay records. Its dice checksum is the count.
type race struct {
	count, turn, steps int
	notes              int
}

type raceAction struct {
	Seat, Add int
	Note      bool
}

func (r *race) Apply(buf []string, a raceAction) ([]string, error) {
	switch {
	case r.count >= 5:
		return buf, errors.New("the race is over")
	case a.Seat != r.turn:
		return buf, fmt.Errorf("seat %d's turn", r.turn)
	case a.Note:
		r.notes++
		return append(buf, "noted"), nil
	case a.Add < 1 || a.Add > 2:
		return buf, errors.New("add 1 or 2")
	}
	r.count += a.Add
	r.turn = 1 - r.turn
	r.steps++
	buf = append(buf, fmt.Sprintf("seat %d adds %d", a.Seat, a.Add))
	if r.count >= 5 {
		buf = append(buf, "over")
	}
	return buf, nil
}

func (r *race) Legal(seat int, reuse []raceAction) []raceAction {
	reuse = reuse[:0]
	if r.count >= 5 || seat != r.turn {
		return reuse
	}
	return append(reuse, raceAction{Seat: seat, Add: 1}, raceAction{Seat: seat, Add: 2})
}

func (r *race) Seat(a raceAction) int { return a.Seat }
func (r *race) Steps() int            { return r.steps }
func (r *race) Checksum() uint32      { return uint32(r.count) }
func (r *race) Over() bool            { return r.count >= 5 }
func (r *race) Running() bool         { return r.steps > 0 && r.count < 5 }
func (r *race) Fingerprint() string   { return fmt.Sprint(r.count, r.turn) }
func (r *race) Text(a raceAction) string {
	if a.Note {
		return ""
	}
	return fmt.Sprintf("%d+%d", a.Seat, a.Add)
}

// raceView is what a seat sees: the count, and whether it is its turn.
type raceView struct {
	Count  int
	MyTurn bool
}

func newRace(store storage.Store) (*Session[raceAction, string, raceView], *race) {
	g := &race{}
	views := func(seat int) raceView { return raceView{g.count, seat == g.turn} }
	r := &replay.Replay{Mode: "race", Seed: "RACE-0001", Rules: "test", Version: "test"}
	return New[raceAction, string, raceView](g, views, r, Spec{Autosave: "race-autosave.replay", Mode: "race"}, store), g
}

func TestDoRecordsEachActionWithItsTickAndChecksum(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	s, _ := newRace(store)
	s.Tick(30) // before the first action the clock does not run
	if ev, err := s.Do(0, raceAction{Seat: 0, Add: 2}); err != nil || len(ev) != 1 || ev[0] != "seat 0 adds 2" {
		t.Fatalf("Do = %v, %v", ev, err)
	}
	s.Tick(7)
	if _, err := s.Do(0, raceAction{Seat: 0, Note: true}); err == nil {
		t.Fatal("a note out of turn was taken")
	}
	if _, err := s.Do(1, raceAction{Seat: 1, Add: 1}); err != nil {
		t.Fatal(err)
	}
	want := []replay.Entry{{Tick: 0, Check: 2, Action: "0+2"}, {Tick: 7, Check: 3, Action: "1+1"}}
	if fmt.Sprint(s.Replay.Entries) != fmt.Sprint(want) {
		t.Fatalf("replay %v; want %v", s.Replay.Entries, want)
	}
	b, err := store.Read("race-autosave.replay")
	if err != nil || !strings.Contains(string(b), "7 00000003 1+1") {
		t.Fatalf("the autosave after two actions:\n%s (%v)", b, err)
	}
}

func TestDoRefusesAnotherSeatsAction(t *testing.T) {
	s, g := newRace(nil)
	_, err := s.Do(1, raceAction{Seat: 0, Add: 1})
	if !errors.Is(err, ErrNotYourSeat) || g.count != 0 || s.Actions() != 0 {
		t.Fatalf("seat 1 sending seat 0's action: %v, count %d, %d actions", err, g.count, s.Actions())
	}
	if _, err := s.Do(0, raceAction{Seat: 0, Add: 3}); err == nil || s.Actions() != 0 {
		t.Fatalf("an illegal action was recorded: %v", err)
	}
}

func TestActionsWithoutTextAreNotRecorded(t *testing.T) {
	s, g := newRace(nil)
	if _, err := s.Do(0, raceAction{Seat: 0, Note: true}); err != nil {
		t.Fatal(err)
	}
	if g.notes != 1 || s.Actions() != 0 {
		t.Fatalf("a note: applied %d, recorded %d", g.notes, s.Actions())
	}
}

// TestTheEndIsFiledBeforeTheAutosaveGoes: at the action that ends the
// game the mode's tallies see its events, the replay is kept, the mode's
// OnEnd runs once, and only then is the autosave removed.
func TestTheEndIsFiledBeforeTheAutosaveGoes(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	replays := storage.NewDir(t.TempDir())
	s, _ := newRace(store)
	s.SetReplays(replays)
	var order []string
	s.OnAction(func(ev []string) { order = append(order, "tally "+ev[len(ev)-1]) })
	s.OnEnd(func() {
		where, err := s.Kept()
		_, saveErr := store.Read("race-autosave.replay")
		order = append(order, fmt.Sprintf("end: kept %v %v, autosave there %v", where != "", err, saveErr == nil))
	})
	for _, a := range []raceAction{{0, 2, false}, {1, 2, false}, {0, 1, false}} {
		if _, err := s.Do(a.Seat, a); err != nil {
			t.Fatal(err)
		}
	}
	want := "tally seat 0 adds 2|tally seat 1 adds 2|tally over|end: kept true <nil>, autosave there true"
	if got := strings.Join(order, "|"); got != want {
		t.Fatalf("order:\n%s\nwant\n%s", got, want)
	}
	if Exists(store, "race-autosave.replay") {
		t.Fatal("the autosave of an ended game is still there")
	}
	names, _ := replays.List()
	if len(names) != 1 || !strings.HasPrefix(names[0], "race-RACE-0001") {
		t.Fatalf("kept replays %v", names)
	}
}

func TestLegalIsPerSeatAndPerState(t *testing.T) {
	s, _ := newRace(nil)
	if got := s.Legal(1); len(got) != 0 {
		t.Fatalf("seat 1 may %v before its turn", got)
	}
	if got := s.Legal(0); len(got) != 2 || !s.IsLegal(0, raceAction{Seat: 0, Add: 2}) {
		t.Fatalf("seat 0 may %v", got)
	}
	_, _ = s.Do(0, raceAction{Seat: 0, Add: 1})
	if len(s.Legal(0)) != 0 || len(s.Legal(1)) != 2 {
		t.Fatalf("after seat 0 moved: seat 0 %v, seat 1 %v", s.Legal(0), s.Legal(1))
	}
	if v := s.View(1); v != (raceView{Count: 1, MyTurn: true}) {
		t.Fatalf("seat 1 sees %+v", v)
	}
}

func TestRewindKeepsOnlyTheActionsThatStand(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	s, _ := newRace(store)
	_, _ = s.Do(0, raceAction{Seat: 0, Add: 1})
	_, _ = s.Do(1, raceAction{Seat: 1, Add: 1})
	s.Rewind(1)
	b, _ := store.Read("race-autosave.replay")
	if s.Actions() != 1 || strings.Contains(string(b), "1+1") {
		t.Fatalf("after Rewind(1): %d actions, autosave\n%s", s.Actions(), b)
	}
}

func TestAbandonKeepsTheReplayAndRetiresTheAutosave(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	replays := storage.NewDir(t.TempDir())
	s, _ := newRace(store)
	s.SetReplays(replays)
	_, _ = s.Do(0, raceAction{Seat: 0, Add: 1})
	if err := s.Abandon(); err != nil {
		t.Fatal(err)
	}
	names, _ := replays.List()
	if Exists(store, "race-autosave.replay") || len(names) != 1 {
		t.Fatalf("after Abandon: autosave there %v, kept %v", Exists(store, "race-autosave.replay"), names)
	}
}

func TestViewIsTakenOncePerStateAndSeat(t *testing.T) {
	g := &race{}
	taken := 0
	views := func(seat int) raceView { taken++; return raceView{g.count, seat == g.turn} }
	r := &replay.Replay{Mode: "race", Seed: "RACE-0001"}
	s := New[raceAction, string, raceView](g, views, r, Spec{Autosave: "race.replay", Mode: "race"}, nil)
	s.View(0)
	s.View(0)
	if taken != 1 {
		t.Fatalf("two looks at one state took the view %d times", taken)
	}
	s.View(1)
	_, _ = s.Do(0, raceAction{Seat: 0, Add: 2})
	if v := s.View(1); taken != 3 || v.Count != 2 || !v.MyTurn {
		t.Fatalf("after a move seat 1 sees %+v (%d views taken)", v, taken)
	}
}
