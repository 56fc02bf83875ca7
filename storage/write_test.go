package storage

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// noTemps fails if a temporary file was left in dir.
func noTemps(t *testing.T, dir string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	for _, e := range ents {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("temporary file %s left in %s", e.Name(), dir)
		}
	}
}

func TestWriteThroughSymlinkKeepsTheLink(t *testing.T) {
	root := t.TempDir()
	real := filepath.Join(root, "real")
	store := filepath.Join(root, "store")
	for _, d := range []string{real, store} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	target := filepath.Join(real, "records.json")
	if err := os.WriteFile(target, []byte("old"), 0o640); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(store, "records.json")
	if err := os.Symlink("../real/records.json", link); err != nil {
		t.Skipf("no symlinks here: %v", err)
	}
	if err := NewDir(store).Write("records.json", []byte("new")); err != nil {
		t.Fatal(err)
	}
	fi, err := os.Lstat(link)
	if err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link became %v (%v)", fi.Mode(), err)
	}
	if got, _ := os.ReadFile(target); string(got) != "new" {
		t.Fatalf("the link's target holds %q, want the new bytes", got)
	}
	if fi, _ := os.Stat(target); fi.Mode().Perm() != 0o640 {
		t.Errorf("the target's permissions became %v, want 0640 kept", fi.Mode().Perm())
	}
	noTemps(t, real)
	noTemps(t, store)
}

// TestWriteThroughDanglingSymlink: a link whose target is not there yet is
// followed as a shell's > would: the target is made and the link stays. A
// target whose folder is missing is an error, and the link is left alone.
func TestWriteThroughDanglingSymlink(t *testing.T) {
	root := t.TempDir()
	link := filepath.Join(root, "settings.json")
	target := filepath.Join(root, "elsewhere.json")
	if err := os.Symlink(target, link); err != nil {
		t.Skipf("no symlinks here: %v", err)
	}
	d := NewDir(root)
	if err := d.Write("settings.json", []byte("made")); err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the dangling link was replaced: %v %v", fi.Mode(), err)
	}
	if got, _ := os.ReadFile(target); string(got) != "made" {
		t.Fatalf("target holds %q", got)
	}

	nowhere := filepath.Join(root, "no-such-folder", "x.json")
	if err := os.Symlink(nowhere, filepath.Join(root, "lost.json")); err != nil {
		t.Fatal(err)
	}
	err := d.Write("lost.json", []byte("x"))
	if err == nil || !strings.Contains(err.Error(), "no-such-folder") {
		t.Fatalf("writing through a link into a missing folder: %v", err)
	}
	if fi, err := os.Lstat(filepath.Join(root, "lost.json")); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link into a missing folder was replaced: %v", err)
	}
	noTemps(t, root)
}

func TestWriteRefusesSymlinkLoop(t *testing.T) {
	root := t.TempDir()
	if err := os.Symlink("b.json", filepath.Join(root, "a.json")); err != nil {
		t.Skipf("no symlinks here: %v", err)
	}
	if err := os.Symlink("a.json", filepath.Join(root, "b.json")); err != nil {
		t.Fatal(err)
	}
	if err := NewDir(root).Write("a.json", []byte("x")); err == nil || !strings.Contains(err.Error(), "links") {
		t.Fatalf("a loop of links: %v", err)
	}
}

func TestWriteRefusesAFolder(t *testing.T) {
	root := t.TempDir()
	if err := os.Mkdir(filepath.Join(root, "records.json"), 0o755); err != nil {
		t.Fatal(err)
	}
	err := NewDir(root).Write("records.json", []byte("x"))
	if err == nil || !strings.Contains(err.Error(), "is a folder, not a file") {
		t.Fatalf("writing over a folder: %v", err)
	}
	if fi, err := os.Stat(filepath.Join(root, "records.json")); err != nil || !fi.IsDir() {
		t.Fatal("the folder is gone")
	}
	noTemps(t, root)
}

func TestFailedWriteKeepsTheOldFile(t *testing.T) {
	root := t.TempDir()
	d := NewDir(root)
	if err := d.Write("a.json", []byte("old")); err != nil {
		t.Fatal(err)
	}
	defer func(f func(*os.File) error) { syncFile = f }(syncFile)
	syncFile = func(*os.File) error { return errors.New("disk on fire") }
	if err := d.Write("a.json", []byte("new")); err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Fatalf("a failed sync was not reported: %v", err)
	}
	if got, _ := d.Read("a.json"); string(got) != "old" {
		t.Fatalf("after a failed write the file holds %q", got)
	}
	noTemps(t, root)
}
