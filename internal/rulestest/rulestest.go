// Package rulestest is the test helpers every mode's rules tests share, so
// the modes' tests do not copy them. Like the rules it imports no engine.
package rulestest

import "testing"

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
