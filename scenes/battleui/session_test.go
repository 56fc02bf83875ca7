package battleui

import (
	"testing"

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/storage"
)

// hotseatSetup is two people on the skirmish field.
func hotseatSetup(seed string) Setup {
	sd := dice.HashText(seed)
	return Setup{Scenario: "skirmish", Players: [2]Player{{Human: true}, {Human: true}}, Seed: sd}
}

// playUntil plays an easy computer for both sides until stop says so.
func playUntil(tb testing.TB, store storage.Store, su Setup, stop func(*battle.State) bool) *Session {
	tb.Helper()
	s, err := NewSession(store, su)
	if err != nil {
		tb.Fatal(err)
	}
	playOn(tb, s, stop)
	return s
}

// playOn plays an easy computer for both sides of s until stop says so or
// the battle is over, and clears the animations.
func playOn(tb testing.TB, s *Session, stop func(*battle.State) bool) {
	tb.Helper()
	bots := [2]*ai.AI{ai.New(ai.Easy, 1), ai.New(ai.Easy, 2)}
	for !s.State.Over() && !stop(s.State) {
		st := s.State
		if err := s.Do(bots[st.Turn].Choose(battle.View(st, st.Turn), s.Legal())); err != nil {
			tb.Fatal(err)
		}
	}
	s.Anim.Clear()
}

// atMove stops in round 2's first movement phase with a unit able to move.
func atMove(st *battle.State) bool {
	return st.Phase == battle.PhaseMove && st.Round >= 2 && len(st.Movers()) > 0
}

// TestUndoRestoresState moves twice, undoes both moves and finds the state,
// the committed actions and the autosave exactly as before; a restored
// session replays to the same state.
func TestUndoRestoresState(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	s := playUntil(t, store, hotseatSetup("undo"), atMove)
	before, n := s.State.Fingerprint(), len(s.Moves)
	saved, _ := store.Read(AutosaveName)
	var moves int
	for _, a := range s.Legal() {
		if a.Kind == battle.ActMove && moves < 2 && s.State.Phase == battle.PhaseMove && !s.State.Units[a.Unit].Moved {
			if err := s.Do(a); err != nil {
				t.Fatal(err)
			}
			moves++
			break
		}
	}
	if moves == 0 || s.State.Fingerprint() == before {
		t.Fatalf("the move changed nothing (moves %d)", moves)
	}
	if !s.CanUndo() {
		t.Fatal("no undo offered after a move")
	}
	if !s.Undo() {
		t.Fatal("undo refused")
	}
	if got := s.State.Fingerprint(); got != before {
		t.Errorf("after undo fingerprint %s, want %s", got, before)
	}
	if len(s.Moves) != n {
		t.Errorf("after undo %d actions, want %d", len(s.Moves), n)
	}
	if now, _ := store.Read(AutosaveName); string(now) != string(saved) {
		t.Error("autosave after undo differs from before the move")
	}
	if s.CanUndo() {
		t.Error("undo still offered with nothing left to undo")
	}
	r, err := Restore(store)
	if err != nil {
		t.Fatal(err)
	}
	if r.State.Fingerprint() != before {
		t.Error("restored battle differs")
	}
}

// TestUndoEndsAtDice finds no undo once the phase's moves are committed by
// ending the phase.
func TestUndoEndsAtDice(t *testing.T) {
	s := playUntil(t, nil, hotseatSetup("undo2"), atMove)
	for _, a := range s.Legal() {
		if a.Kind == battle.ActMove {
			_ = s.Do(a)
			break
		}
	}
	if s.State.Phase == battle.PhaseMove && s.State.Turn == s.Moves[len(s.Moves)-1].Side {
		if err := s.Do(battle.EndPhase(s.State.Turn)); err != nil {
			t.Fatal(err)
		}
	}
	if s.CanUndo() {
		t.Error("undo offered after the phase ended")
	}
}

// TestHiddenQuickChoice checks the hotseat: the field's viewer is the side
// to play, and the other side's quick marks are not shown to it.
func TestHiddenQuickChoice(t *testing.T) {
	s := playUntil(t, nil, hotseatSetup("quick"), func(st *battle.State) bool {
		return st.Phase == battle.PhaseQuick && st.Turn != st.Proactive
	})
	f := NewField(Hooks{}, s)
	me := f.viewer()
	if me != s.State.Turn {
		t.Fatalf("viewer %v, turn %v", me, s.State.Turn)
	}
	quickOther := 0
	for _, u := range s.State.Units {
		if u.Side != me && u.Quick {
			quickOther++
		}
	}
	if quickOther == 0 {
		t.Fatal("the other side made no quick choice")
	}
	// Tokens mark quick only for the viewer's own units (drawTokens).
	for i, u := range s.State.Units {
		shown := u.Side == me && (u.Quick || f.quick&(1<<i) != 0)
		if u.Side != me && shown {
			t.Errorf("unit %d of the other side shown quick", i)
		}
	}
}
