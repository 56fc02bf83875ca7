package forestui

import (
	"strings"
	"testing"

	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/rules/replay"
	"deepwood/scenes/ui"
	"deepwood/storage"
)

// TestFinishedGameIsKeptAtItsLastAction checks a game that ends has its
// replay on disk the moment the ending action is taken, before the
// game-over animation, and only then is the autosave removed.
func TestFinishedGameIsKeptAtItsLastAction(t *testing.T) {
	store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
	seed, _ := dice.ParseSeed("KEEP-0001")
	sess, _ := NewSession(store, seed, "")
	StartGame(Hooks{Hooks: ui.Hooks{Store: store, Replays: replays}}, sess)
	for i := 0; i < 5000 && !sess.State.Phase.Over(); i++ {
		if err := sess.Do(forest.Greedy{}.Choose(sess.State, sess.Legal())); err != nil {
			t.Fatal(err)
		}
	}
	if !sess.State.Phase.Over() {
		t.Fatal("the game did not end")
	}
	if HasAutosave(store) {
		t.Fatal("the autosave outlived the game")
	}
	names, _ := replays.List()
	if len(names) != 1 || !strings.HasPrefix(names[0], "forest-"+seed.Code()+"-") {
		t.Fatalf("replays kept: %v", names)
	}
	b, _ := replays.Read(names[0])
	r, err := replay.Parse(names[0], b)
	if err != nil || len(r.Entries) != len(sess.Replay.Entries) || r.Mode != "forest" {
		t.Fatalf("kept replay: %v (%d entries, played %d)", err, len(r.Entries), len(sess.Replay.Entries))
	}
	if where, err := sess.Kept(); err != nil || !strings.Contains(where, names[0]) {
		t.Fatalf("Kept() = %q, %v", where, err)
	}
}

// TestAbandonKeepsTheReplay checks abandoning a game keeps its replay and
// removes the autosave.
func TestAbandonKeepsTheReplay(t *testing.T) {
	store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
	seed, _ := dice.ParseSeed("KEEP-0002")
	sess, _ := NewSession(store, seed, "")
	StartGame(Hooks{Hooks: ui.Hooks{Store: store, Replays: replays}}, sess)
	for i := 0; i < 10; i++ {
		_ = sess.Do(forest.Greedy{}.Choose(sess.State, sess.Legal()))
	}
	if err := sess.Abandon(); err != nil {
		t.Fatal(err)
	}
	if HasAutosave(store) {
		t.Fatal("the autosave outlived the abandoned game")
	}
	if names, _ := replays.List(); len(names) != 1 {
		t.Fatalf("replays kept: %v", names)
	}
}
