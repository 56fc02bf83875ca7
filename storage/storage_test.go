package storage

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDirWriteReadAtomic(t *testing.T) {
	d := NewDir(filepath.Join(t.TempDir(), "nested"))
	if _, err := d.Read("a.json"); !IsNotExist(err) {
		t.Fatalf("missing file error = %v", err)
	}
	if err := d.Write("a.json", []byte("one")); err != nil {
		t.Fatal(err)
	}
	if err := d.Write("a.json", []byte("two")); err != nil {
		t.Fatal(err)
	}
	got, err := d.Read("a.json")
	if err != nil || string(got) != "two" {
		t.Fatalf("read %q, %v", got, err)
	}
	entries, _ := os.ReadDir(d.Path())
	if len(entries) != 1 {
		t.Fatalf("temporary files left behind: %v", entries)
	}
	if err := d.Remove("a.json"); err != nil {
		t.Fatal(err)
	}
	if err := d.Remove("a.json"); err != nil {
		t.Fatalf("removing a missing file: %v", err)
	}
}

func TestDirRejectsPaths(t *testing.T) {
	d := NewDir(t.TempDir())
	for _, name := range []string{"", "..", "../x", "a/b", `a\b`} {
		if err := d.Write(name, nil); err == nil {
			t.Errorf("Write(%q) accepted", name)
		}
	}
}

func TestDirListsItsFilesSorted(t *testing.T) {
	d := NewDir(filepath.Join(t.TempDir(), "replays"))
	if names, err := d.List(); err != nil || len(names) != 0 {
		t.Fatalf("a folder not made yet lists %v, %v", names, err)
	}
	for _, n := range []string{"b.replay", "a.replay", "c.json"} {
		if err := d.Write(n, []byte(n)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(d.Path(), ".a.replay.123.tmp"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	names, err := d.List()
	if err != nil || len(names) != 3 || names[0] != "a.replay" || names[1] != "b.replay" || names[2] != "c.json" {
		t.Fatalf("List = %v, %v", names, err)
	}
}
