package ui

import "testing"

// TestEntry: an index in the table is its entry; one past the end, or
// below zero, is the unknown value.
func TestEntry(t *testing.T) {
	type kind uint8
	words := []string{"Miss", "Hit"}
	for i, want := range map[kind]string{0: "Miss", 1: "Hit", 2: "?", 255: "?"} {
		if got := Entry(words, i, "?"); got != want {
			t.Errorf("Entry(%d) = %q; want %q", i, got, want)
		}
	}
	if got := Entry(words, -1, "?"); got != "?" {
		t.Errorf("Entry(-1) = %q", got)
	}
}
