package app

import (
	"testing"

	"deepwood/cli"
)

// TestEveryModeHasBothSides: the window's modes are the command line's,
// in the same order, so a mode added to one list and not the other fails
// here instead of missing from the title or from help.
func TestEveryModeHasBothSides(t *testing.T) {
	var window, command []string
	for _, m := range windowModes() {
		window = append(window, m.name)
	}
	for _, m := range cli.Modes() {
		command = append(command, m.Name)
	}
	if len(window) != len(command) {
		t.Fatalf("window modes %v, command line modes %v", window, command)
	}
	for i := range window {
		if window[i] != command[i] {
			t.Fatalf("window modes %v, command line modes %v", window, command)
		}
	}
}
