package battleui

import (
	"testing"

	"deepwood/internal/savetest"
	"deepwood/rules/battle"
	"deepwood/rules/verify"
	"deepwood/scenes"
	"deepwood/storage"
)

// freshDirs are an empty save folder and replays folder for one test.
func freshDirs(t *testing.T) (store, replays *storage.Dir) {
	return storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
}

// TestFinishedBattleIsKeptAtItsLastAction checks a battle that ends has its
// replay on disk the moment the ending action is taken, before the summary
// is shown, and the replay verifies to the same end (RULES B6).
func TestFinishedBattleIsKeptAtItsLastAction(t *testing.T) {
	store, replays := freshDirs(t)
	s, err := NewSession(store, hotseatSetup("keep-1"))
	if err != nil {
		t.Fatal(err)
	}
	NewField(Hooks{Store: store, Replays: replays}, s)
	playOn(t, s, func(*battle.State) bool { return false })
	name, b := savetest.Kept(t, HasAutosave(store), replays, "battle-skirmish-")
	res, _, err := verify.File(name, b)
	if err != nil || res.Fingerprint != s.State.Fingerprint() || res.Winner != s.State.Result.Winner.String() {
		t.Fatalf("the kept replay verifies to %+v, %v", res, err)
	}
}

// TestAbandonKeepsTheBattle checks abandoning keeps the record and removes
// the autosave.
func TestAbandonKeepsTheBattle(t *testing.T) {
	store, replays := freshDirs(t)
	s := playUntil(t, store, hotseatSetup("keep-2"), atMove)
	NewField(Hooks{Store: store, Replays: replays}, s)
	if err := s.Abandon(); err != nil {
		t.Fatal(err)
	}
	savetest.Kept(t, HasAutosave(store), replays, "battle-skirmish-")
}

// TestNewBattleAsksBeforeReplacingTheSavedOne checks Start over a saved
// battle asks first: No keeps the save, Yes keeps its record and starts.
func TestNewBattleAsksBeforeReplacingTheSavedOne(t *testing.T) {
	for _, yes := range []bool{false, true} {
		store, replays := freshDirs(t)
		playUntil(t, store, hotseatSetup("keep-3"), atMove)
		h := Hooks{Store: store, Replays: replays}
		st := savetest.NewStage(t, func(ctx *scenes.Context, start func(*scenes.Context)) { confirmNewBattle(ctx, h, start) })
		if st.Stack.Top().Name() != "confirm" || st.Asker.Started {
			t.Fatalf("top %s, started %v: the saved battle was not asked about", st.Stack.Top().Name(), st.Asker.Started)
		}
		st.Answer(yes)
		names, _ := replays.List()
		if st.Asker.Started != yes || HasAutosave(store) == yes || (len(names) == 1) != yes {
			t.Fatalf("yes=%v: started %v, autosave %v, records %v", yes, st.Asker.Started, HasAutosave(store), names)
		}
	}
}

// TestCustomBattleReplayVerifies checks a custom battle in progress, as
// the replay its session writes, verifies to the same state: the armies,
// attacker and budget ride in the header (RULES B6).
func TestCustomBattleReplayVerifies(t *testing.T) {
	su := hotseatSetup("keep-custom")
	su.Custom, su.Attacker, su.Budget = true, battle.Blue, 200
	su.Armies = [2]battle.Army{{4, 2, 0, 0, 1, 0, 0, 2}, {0, 3, 1, 0, 0, 1, 0, 1}}
	s := playUntil(t, storage.NewDir(t.TempDir()), su, atMove)
	res, _, err := verify.File("custom.replay", s.Replay.Marshal())
	if err != nil || res.Outcome != verify.Incomplete || res.Fingerprint != s.State.Fingerprint() || res.Actions != len(s.Moves) {
		t.Fatalf("the custom battle's replay verifies to %+v, %v", res, err)
	}
}
