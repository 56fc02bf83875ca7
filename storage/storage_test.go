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
