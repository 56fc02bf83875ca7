package forestui

import (
	"strings"
	"testing"

	"deepwood/internal/savetest"
	"deepwood/internal/sessiontest"
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
	sessiontest.PlayUntil(t, saves, sess, func() bool { return false })
	name, b := savetest.Kept(t, HasAutosave(store), replays, "forest-"+seed.Code()+"-")
	r, err := replay.Parse(name, b)
	if err != nil || len(r.Entries) != len(sess.Replay.Entries) || r.Mode != "forest" {
		t.Fatalf("kept replay: %v (%d entries, played %d)", err, len(r.Entries), len(sess.Replay.Entries))
	}
	if where, err := sess.Kept(); err != nil || !strings.Contains(where, name) {
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
	savetest.Kept(t, HasAutosave(store), replays, "forest-")
}
