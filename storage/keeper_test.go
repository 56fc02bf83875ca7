package storage

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestKeeperKeepsOnce checks a record is written once, however many paths
// that end a game call Keep, and a keeper with no folder keeps nothing.
func TestKeeperKeepsOnce(t *testing.T) {
	st := NewDir(t.TempDir())
	k := Keeper{Folder: st}
	k.Keep("forest-7K3M-9QXA", ".replay", []byte("first"))
	k.Keep("forest-7K3M-9QXA", ".replay", []byte("second"))
	names, _ := st.List()
	where, err := k.Kept()
	if len(names) != 1 || err != nil || !strings.HasSuffix(where, names[0]) || !strings.HasPrefix(names[0], "forest-7K3M-9QXA-") {
		t.Fatalf("kept %v at %q, %v", names, where, err)
	}
	if b, _ := st.Read(names[0]); string(b) != "first" {
		t.Fatalf("holds %q", b)
	}
	var none Keeper
	none.Keep("x", ".replay", []byte("x"))
	if where, err := none.Kept(); where != "" || err != nil {
		t.Fatalf("a keeper without a folder kept %q, %v", where, err)
	}
}

func TestBaseName(t *testing.T) {
	tests := []struct{ where, want string }{
		{"/home/a/.config/deepwood/replays/forest-X-1.replay", "forest-X-1.replay"},
		{`C:\Users\a\deepwood\replays\battle-ford-1.json`, "battle-ford-1.json"},
		{"browser localStorage, key deepwood/replays/forward-X-1.replay", "forward-X-1.replay"},
		{"plain", "plain"},
	}
	for _, tc := range tests {
		if got := BaseName(tc.where); got != tc.want {
			t.Errorf("BaseName(%q) = %q; want %q", tc.where, got, tc.want)
		}
	}
}

// TestRetireRemovesTheAutosaveAndSaysWhereTheRecordWent: Retire removes
// the autosave (and shrugs at one already gone) and passes on why the
// record could not be kept.
func TestRetireRemovesTheAutosaveAndSaysWhereTheRecordWent(t *testing.T) {
	store := NewDir(t.TempDir())
	if err := store.Write("game-autosave.replay", []byte("saved")); err != nil {
		t.Fatal(err)
	}
	k := &Keeper{Folder: NewDir(t.TempDir())}
	k.Keep("game", ".replay", []byte("record"))
	if err := k.Retire(store, "game-autosave.replay"); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Read("game-autosave.replay"); !IsNotExist(err) {
		t.Fatalf("the autosave outlived Retire: %v", err)
	}
	if err := k.Retire(store, "game-autosave.replay"); err != nil {
		t.Errorf("retiring twice: %v", err)
	}
	broken := &Keeper{Folder: NewDir(filepath.Join(t.TempDir(), "missing", "\x00"))}
	broken.Keep("game", ".replay", []byte("record"))
	if err := broken.Retire(nil, "game-autosave.replay"); err == nil {
		t.Error("a record that could not be kept was not reported")
	}
}
