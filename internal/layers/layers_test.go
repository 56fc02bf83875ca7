package layers_test

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"deepwood/internal/layers"
)

// goList reads every package of the module as the build for goos/goarch
// sees it ("" for this machine's), skipping where the go tool is not on
// PATH (as under WebAssembly: the native run checks).
func goList(t *testing.T, goos, goarch string) []layers.Package {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go tool is not on PATH (as under WebAssembly); the native run checks this")
	}
	const f = `{{.ImportPath}}|{{join .Imports " "}}|{{join .TestImports " "}} {{join .XTestImports " "}}|{{join .Deps " "}}`
	cmd := exec.Command("go", "list", "-f", f, "deepwood/...")
	cmd.Env = os.Environ()
	if goos != "" {
		cmd.Env = append(cmd.Env, "GOOS="+goos, "GOARCH="+goarch)
	}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []layers.Package
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		field := strings.Split(line, "|")
		if len(field) != 4 {
			t.Fatalf("go list said %q, not path|imports|test imports|deps", line)
		}
		pkgs = append(pkgs, layers.Package{Path: field[0], Imports: strings.Fields(field[1]), TestImports: strings.Fields(field[2]), Deps: strings.Fields(field[3])})
	}
	return pkgs
}

// TestLayers: every package of the module has a layer from its folder,
// and no import runs the wrong way (layers.Check says what that is),
// natively and in the browser build, whose files differ.
func TestLayers(t *testing.T) {
	for _, target := range []struct{ name, goos, goarch string }{{"native", "", ""}, {"js-wasm", "js", "wasm"}} {
		t.Run(target.name, func(t *testing.T) {
			pkgs := goList(t, target.goos, target.goarch)
			seen := map[layers.Layer]int{}
			for _, p := range pkgs {
				seen[layers.Of(p.Path)]++
			}
			for _, l := range []layers.Layer{layers.Rules, layers.Wire, layers.Kit, layers.Screens, layers.Server, layers.App, layers.Helper} {
				if seen[l] == 0 {
					t.Errorf("no package in the %v layer: go list's answer is not what this test reads", l)
				}
			}
			for _, m := range layers.Modes {
				if !slices.ContainsFunc(pkgs, func(p layers.Package) bool { return p.Path == m.Rules }) ||
					!slices.ContainsFunc(pkgs, func(p layers.Package) bool { return p.Path == m.Screens }) {
					t.Errorf("the mode %s lists %s and %s, which are not both packages", m.Name, m.Rules, m.Screens)
				}
			}
			for _, v := range layers.Check(pkgs) {
				t.Error(v)
			}
		})
	}
}

// TestNoEngineUnderRulesOrServer: the rules, the session core, the wire
// types and the server side (and the kit's data and network folders) link
// no Ebitengine, not even through another package: the server runs
// headless, and the rules run under WebAssembly without a window.
func TestNoEngineUnderRulesOrServer(t *testing.T) {
	held := map[layers.Layer]int{}
	for _, p := range goList(t, "", "") {
		if !layers.EngineFree(p.Path) {
			continue
		}
		held[layers.Of(p.Path)]++
		var engine []string
		for _, dep := range p.Deps {
			if layers.Engine(dep) {
				engine = append(engine, dep)
			}
		}
		if len(engine) > 0 {
			t.Errorf("%s depends on %d packages of Ebitengine, first %s", p.Path, len(engine), engine[0])
		}
	}
	if held[layers.Rules] == 0 || held[layers.Server] == 0 || held[layers.Wire] == 0 || held[layers.Kit] == 0 {
		t.Fatalf("checked %v packages per layer; want the rules, the wire types, the server side and the kit's engine-free folders", held)
	}
}

// TestCheckNamesWrongImports: each kind of wrong import is reported,
// naming the package and its import, and the right ones are not.
func TestCheckNamesWrongImports(t *testing.T) {
	engine := "github.com/hajimehoshi/ebiten/v2"
	pkgs := []layers.Package{
		// wrong
		{Path: "deepwood/rules/dice", Imports: []string{"deepwood/storage"}},
		{Path: "deepwood/storage", Imports: []string{"deepwood/settings"}},
		{Path: "deepwood/scenes/ui", Imports: []string{"deepwood/scenes/forwardui"}},
		{Path: "deepwood/boards", Imports: []string{"deepwood/settings"}},
		{Path: "deepwood/scenes/forsakenui", Imports: []string{"deepwood/rules/forest"}},
		{Path: "deepwood/scenes/battleui", TestImports: []string{"deepwood/scenes/forestui"}},
		{Path: "deepwood/rules/forward", Deps: []string{"deepwood/rules/verify", "deepwood/rules/battle/ai"}},
		{Path: "deepwood/scenes", Imports: []string{"deepwood/internal/screentest"}},
		{Path: "deepwood/wire", Imports: []string{"deepwood/sprites"}, Deps: []string{"deepwood/sprites", engine}},
		{Path: "deepwood/settings", Imports: []string{engine}, Deps: []string{engine}},
		{Path: "deepwood/gadgets"},
		{Path: "deepwood/scenes/chessui"},
		{Path: "deepwood/rules/chess"},
		// right
		{Path: "deepwood/sprites", Imports: []string{engine}, Deps: []string{engine}},
		{Path: "deepwood/scenes/forestui", Imports: []string{"deepwood/rules/forest", "deepwood/scenes/ui", "deepwood/rules/verify", "deepwood/session"}, TestImports: []string{"deepwood/internal/screentest"}},
		{Path: "deepwood/rules/verify", Imports: []string{"deepwood/rules/forward", "deepwood/rules/forest", "deepwood/levels"}},
		{Path: "deepwood/app", Imports: []string{"deepwood/scenes/forwardui", "deepwood/scenes/battleui", "deepwood/online/client"}},
		{Path: "deepwood/cli/netcmd", Imports: []string{"deepwood/server", "deepwood/webgame", "deepwood/cli"}},
		{Path: "deepwood/server/web", Imports: []string{"deepwood/boards", "deepwood/wire", "deepwood/webgame", "deepwood/rules/verify"}},
		{Path: "deepwood/internal/screentest", Imports: []string{"deepwood/scenes/forwardui", "deepwood/internal/windowtest"}},
		{Path: "deepwood/session/sessiontest", Imports: []string{"deepwood/internal/savetest"}},
		{Path: "deepwood/scenes", TestImports: []string{"deepwood/scenes/forwardui"}},
		{Path: "deepwood", Imports: []string{"deepwood/app", "deepwood/cli/netcmd"}},
	}
	want := []string{
		"deepwood/rules/dice (rules) imports deepwood/storage (session)",
		"deepwood/storage (session) imports deepwood/settings (kit)",
		"deepwood/scenes/ui (kit) imports deepwood/scenes/forwardui (modes)",
		"deepwood/boards (server) imports deepwood/settings (kit)",
		"deepwood/scenes/forsakenui (mode forsaken) depends on deepwood/rules/forest, mode forest's",
		"deepwood/scenes/battleui (mode battle) depends on deepwood/scenes/forestui, mode forest's",
		"deepwood/rules/forward (mode forward) depends on deepwood/rules/battle/ai, mode battle's",
		"deepwood/scenes (kit) imports the test helper deepwood/internal/screentest",
		"deepwood/wire (wire) imports deepwood/sprites (kit)",
		"deepwood/wire (wire) links Ebitengine, through deepwood/sprites",
		"deepwood/settings (kit) links Ebitengine, through " + engine,
		"deepwood/gadgets has no layer",
		"deepwood/scenes/chessui has no layer",
		"deepwood/rules/chess has no layer",
	}
	got := layers.Check(pkgs)
	for _, w := range want {
		if !slices.ContainsFunc(got, func(g string) bool { return strings.HasPrefix(g, w) }) {
			t.Errorf("Check does not say %q", w)
		}
	}
	if len(got) != len(want) {
		t.Errorf("Check said %d things, want %d:\n%s", len(got), len(want), strings.Join(got, "\n"))
	}
}
