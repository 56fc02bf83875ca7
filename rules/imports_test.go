package rules_test

import (
	"strings"
	"testing"

	"deepwood/internal/layers"
	"deepwood/internal/rulestest"
)

// TestRulesStayPure enforces the architecture's first law: the rules core
// builds without the engine (not even transitively), and no rules package
// imports the clock or global random state, so it runs headless, under
// WebAssembly, and gives the same outcome everywhere.
func TestRulesStayPure(t *testing.T) {
	deps := rulestest.GoList(t, "-deps", "-f", "{{.ImportPath}}", "deepwood/rules/...")
	for _, dep := range strings.Fields(deps) {
		if strings.HasPrefix(dep, "github.com/hajimehoshi/ebiten") || strings.HasPrefix(dep, "github.com/ebitenui") {
			t.Errorf("rules depends on the engine through %s", dep)
		}
	}
	direct := rulestest.GoList(t, "-f", "{{.ImportPath}}:{{range .Imports}} {{.}}{{end}}", "deepwood/rules/...")
	for _, line := range strings.Split(strings.TrimSpace(direct), "\n") {
		pkg, imports, _ := strings.Cut(line, ":")
		for _, imp := range strings.Fields(imports) {
			if imp == "time" || imp == "math/rand" {
				t.Errorf("%s imports %s", pkg, imp)
			}
		}
	}
}

// modes is every mode's rules package (internal/layers' list of modes):
// each stands alone on the shared pieces (rules/game, dice, hex), so a mode
// can be added or changed without touching another.
var modes = func() []string {
	var out []string
	for _, m := range layers.Modes {
		out = append(out, m.Rules)
	}
	return out
}()

// TestModesStandAlone: no mode's rules import another mode's (not even
// through a third package), and rules/game, the pieces they share, imports
// none of them.
func TestModesStandAlone(t *testing.T) {
	for _, pkg := range append([]string{"deepwood/rules/game"}, modes...) {
		for _, dep := range strings.Fields(rulestest.GoList(t, "-deps", "-f", "{{.ImportPath}}", pkg)) {
			for _, mode := range modes {
				if dep != pkg && (dep == mode || strings.HasPrefix(dep, mode+"/")) {
					t.Errorf("%s depends on the mode %s", pkg, dep)
				}
			}
		}
	}
}
