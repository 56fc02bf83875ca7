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
	// The window plays every mode the command line has Screens for; the
	// verifier proves every mode the command line knows (a mode's rules,
	// simulator and verifier may land before its screens).
	var window, command, all []string
	for _, m := range windowModes() {
		window = append(window, m.name)
	}
	for _, m := range cli.Modes() {
		command = append(command, m.Name)
	}
	for _, m := range cli.AllModes() {
		all = append(all, m.Name)
	}
	if !slices.Equal(window, command) || !slices.Equal(all, verify.Modes()) {
		t.Fatalf("window modes %v, command line modes with screens %v; all command line modes %v, verified modes %v", window, command, all, verify.Modes())
	}
}
