// Package rulestest is the test helpers every mode's rules tests share, so
// the modes' tests do not copy them. Like the rules it imports no engine.
package rulestest

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"deepwood/rules/replay"
)

// Load is a mode's data loaded for a test (load is e.g. forest.DefaultData),
// failing the test when it does not load.
func Load[T any](t testing.TB, load func() (T, error)) T {
	t.Helper()
	v, err := load()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// Games is how many games a soak test plays: full, or short under -short,
// where CI's quick run still plays a few of every kind.
func Games(full, short int) int {
	if testing.Short() {
		return short
	}
	return full
}

// RoundTrip writes v as JSON and reads it back into back (a pointer), as a
// save and a resume do, failing the test if either step fails.
func RoundTrip(t testing.TB, v, back any) {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, back); err != nil {
		t.Fatal(err)
	}
}

// Holds fails the test, and goes on, when a state broke invariants (a
// mode's CheckInvariants), naming where.
func Holds(t testing.TB, where any, broken []string) {
	t.Helper()
	if len(broken) > 0 {
		t.Errorf("%v: %v", where, broken)
	}
}

// ReadFile is the bytes of the file at path, failing the test when it
// cannot be read (a golden file, a fuzzer's seed).
func ReadFile(t testing.TB, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// ReadReplay is the replay file at path, read and parsed, failing the test
// when it cannot be (a golden file, or one a test just wrote).
func ReadReplay(t testing.TB, path string) *replay.Replay {
	t.Helper()
	r, err := replay.Parse(path, ReadFile(t, path))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// Refuses checks one case of a table of refusals: with want empty, err
// must be nil; otherwise err must say want. It reports a mismatch, naming
// the case, and goes on.
func Refuses(t testing.TB, name string, err error, want string) {
	t.Helper()
	switch {
	case want == "" && err != nil:
		t.Errorf("%s: refused: %v", name, err)
	case want != "" && (err == nil || !strings.Contains(err.Error(), want)):
		t.Errorf("%s: got %v, want an error saying %q", name, err, want)
	}
}
