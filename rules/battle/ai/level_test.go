package ai

import (
	"strings"
	"testing"
)

// TestUnknownLevel: a level outside the list (as a damaged save may hold)
// is not Valid, names itself by its number, and an AI made on it plays the
// nearest known level instead of crashing.
func TestUnknownLevel(t *testing.T) {
	for _, l := range []Level{Random, Easy, Normal, Hard} {
		if !l.Valid() {
			t.Errorf("%v not valid", l)
		}
	}
	for l, want := range map[Level]Level{99: Hard, 4: Hard, -1: Random, -4: Random} {
		if l.Valid() {
			t.Errorf("level %d valid", int(l))
		}
		if s := l.String(); !strings.Contains(s, "level") {
			t.Errorf("level %d named %q", int(l), s)
		}
		if got := New(l, 1).Level(); got != want {
			t.Errorf("New(%d) plays %v, want %v", int(l), got, want)
		}
	}
}
