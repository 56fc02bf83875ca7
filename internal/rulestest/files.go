package rulestest

import (
	"encoding/json"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"deepwood/levels"
)

// LevelFiles copies one mode's folder of the embedded level data ("forest",
// "forsaken") into a file system a test may break a file of, to see the
// loader refuse it by name and line.
func LevelFiles(t testing.TB, folder string) fstest.MapFS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(levels.FS(), folder, func(p string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() {
			return err
		}
		b, err := fs.ReadFile(levels.FS(), p)
		m[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// EditedFiles is a mode's level files (LevelFiles) with the first find in
// file replaced by replace: a data mistake for a load test to make. The
// test fails when file has no find, so a case cannot go stale unseen.
func EditedFiles(t testing.TB, folder, file, find, replace string) fstest.MapFS {
	t.Helper()
	m := LevelFiles(t, folder)
	text := string(m[file].Data)
	if !strings.Contains(text, find) {
		t.Fatalf("%s has no %q", file, find)
	}
	m[file] = &fstest.MapFile{Data: []byte(strings.Replace(text, find, replace, 1))}
	return m
}

// WithFile is a copy of base with name's content replaced by data: a
// fuzzer's text among the real data files.
func WithFile(base fstest.MapFS, name string, data []byte) fstest.MapFS {
	m := fstest.MapFS{}
	for k, v := range base {
		m[k] = v
	}
	m[name] = &fstest.MapFile{Data: data}
	return m
}

// Fingerprinted is a mode's state as a round trip compares it.
type Fingerprinted interface{ Fingerprint() string }

// Restored saves s as JSON and reads it back with restore, as a resume
// does, failing the test at action i when that fails or the copy differs.
func Restored[S Fingerprinted](t testing.TB, i int, s S, restore func([]byte) (S, error)) S {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	c, err := restore(b)
	if err != nil {
		t.Fatalf("action %d: %v", i, err)
	}
	if c.Fingerprint() != s.Fingerprint() {
		t.Fatalf("action %d: the fingerprint changed in the round trip", i)
	}
	return c
}

// Same fails the test at action i when the original and the restored
// game went different ways: their events or their states differ.
func Same[S Fingerprinted](t testing.TB, i int, what any, s, c S, e1, e2 any) {
	t.Helper()
	j1, _ := json.Marshal(e1)
	j2, _ := json.Marshal(e2)
	if string(j1) != string(j2) || c.Fingerprint() != s.Fingerprint() {
		t.Fatalf("action %d (%v): the restored game went another way", i, what)
	}
}
