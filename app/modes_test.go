package app

import (
	"slices"
	"testing"

	"deepwood/cli"
	"deepwood/rules/verify"
)

// TestEveryModeHasBothSides: the window's modes are the command line's and
// the verifier's, in the same order, so a mode added to one list and not
// the others fails here instead of missing from the title, from help or
// from `deepwood verify`.
func TestEveryModeHasBothSides(t *testing.T) {
	var window, command []string
	for _, m := range windowModes() {
		window = append(window, m.name)
	}
	for _, m := range cli.Modes() {
		command = append(command, m.Name)
	}
	if !slices.Equal(window, command) || !slices.Equal(window, verify.Modes()) {
		t.Fatalf("window modes %v, command line modes %v, verified modes %v", window, command, verify.Modes())
	}
}
