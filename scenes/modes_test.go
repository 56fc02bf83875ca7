package scenes_test

import (
	"slices"
	"strings"
	"testing"

	"deepwood/internal/layers"
	"deepwood/internal/rulestest"
)

// screenModes is every mode's screens package and the rules package it
// stands on (internal/layers' list of modes).
var screenModes = func() map[string]string {
	out := map[string]string{}
	for _, m := range layers.Modes {
		out[m.Screens] = m.Rules
	}
	return out
}()

// TestScreensImportNoOtherMode: a mode's screens import its own rules and
// the kit, never another mode's screens or rules (the README's layers), so
// a mode can be added or changed without touching another. Tests count:
// their shared helpers live in internal/.
func TestScreensImportNoOtherMode(t *testing.T) {
	for pkg, own := range screenModes {
		out := rulestest.GoList(t, "-f", "{{range .Imports}}{{.}} {{end}}{{range .TestImports}}{{.}} {{end}}{{range .XTestImports}}{{.}} {{end}}", pkg)
		imports := strings.Fields(out)
		if !slices.Contains(imports, own) {
			t.Fatalf("%s does not import its rules %s: the import list is not what this test reads (%q)", pkg, own, out)
		}
		for _, imp := range imports {
			for other, otherRules := range screenModes {
				if other == pkg {
					continue
				}
				for _, forbidden := range []string{other, otherRules} {
					if imp == forbidden || strings.HasPrefix(imp, forbidden+"/") {
						t.Errorf("%s imports %s, another mode's", pkg, imp)
					}
				}
			}
		}
	}
}
