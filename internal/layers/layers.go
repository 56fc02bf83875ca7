// Package layers says which layer each of Deepwood's packages serves, from
// its folder, and which imports run the wrong way between them: the
// README's Architecture section as a table a test can hold the code to.
// Its test runs Check over the whole module (go list); the layering tests
// of rules/ and scenes/ take their list of modes from Modes.
//
// The layers, bottom to top: rules (with levels and version), the session
// core, the kit, the modes' screens, the app. The wire types sit on the
// rules and the session core, under both the kit and the server side
// (boards, server, webgame), which sits beside the app and never links
// Ebitengine. Test helpers (internal/, and any package whose name ends in
// "test") may import anything, and only tests and other helpers may
// import them.
package layers

import (
	"fmt"
	"slices"
	"strings"
)

// Layer is where a package sits.
type Layer int

// The layers.
const (
	Unknown Layer = iota // a folder the table does not name
	Rules                // rules/, levels/, version/: pure Go
	Session              // session/: the session core, on the rules; storage/: where it saves
	Wire                 // wire/: what travels between the game and the server
	Kit                  // what every mode's screens share
	Screens              // scenes/<mode>ui: one mode's screens (the modes layer)
	Server               // boards/, server/, webgame/: beside the app
	App                  // app/, cli/, main, wasm/, tests/: the programs
	Helper               // internal/ and *test packages: test helpers
)

var layerNames = [...]string{"unknown", "rules", "session", "wire", "kit", "modes", "server", "app", "test helper"}

func (l Layer) String() string { return layerNames[l] }

// Mode is one mode's packages: its rules and its screens, each with the
// packages under it (rules/battle/ai is Mass Combat's).
type Mode struct {
	Name    string
	Rules   string
	Screens string
}

// Modes is every mode, in the title screen's order: the one list the
// layering tests read.
var Modes = []Mode{
	{"forward", "deepwood/rules/forward", "deepwood/scenes/forwardui"},
	{"forest", "deepwood/rules/forest", "deepwood/scenes/forestui"},
	{"battle", "deepwood/rules/battle", "deepwood/scenes/battleui"},
	{"forsaken", "deepwood/rules/forsaken", "deepwood/scenes/forsakenui"},
}

// sharedRules are the rules packages that are no mode's: what the modes
// share, and verify, which proves every mode's replays. Any other folder
// under rules/ must be a mode in Modes.
var sharedRules = []string{"dice", "hex", "game", "quote", "replay", "verify"}

// folders gives each folder its layer; the longest matching folder wins.
var folders = []struct {
	folder string
	layer  Layer
}{
	{"deepwood/rules", Rules}, {"deepwood/levels", Rules}, {"deepwood/version", Rules},
	{"deepwood/session", Session}, {"deepwood/storage", Session},
	{"deepwood/wire", Wire},
	{"deepwood/controls", Kit}, {"deepwood/settings", Kit},
	{"deepwood/records", Kit}, {"deepwood/sprites", Kit}, {"deepwood/audio", Kit},
	{"deepwood/platform", Kit}, {"deepwood/livesplit", Kit}, {"deepwood/online", Kit},
	{"deepwood/scenes", Kit},
	{"deepwood/boards", Server}, {"deepwood/server", Server}, {"deepwood/webgame", Server},
	{"deepwood/app", App}, {"deepwood/cli", App}, {"deepwood/wasm", App}, {"deepwood/tests", App},
	{"deepwood/internal", Helper},
}

// may lists the layers each layer's non-test code may import.
var may = map[Layer][]Layer{
	Rules:   {Rules},
	Session: {Rules, Session},
	Wire:    {Rules, Session, Wire},
	Kit:     {Rules, Session, Wire, Kit},
	Screens: {Rules, Session, Wire, Kit, Screens},
	Server:  {Rules, Session, Wire, Server},
	App:     {Rules, Session, Wire, Kit, Screens, Server, App},
	Helper:  {Rules, Session, Wire, Kit, Screens, Server, App, Helper},
}

// noEngine are the layers that must not link Ebitengine, not even through
// another package: they run headless, on the server and under WebAssembly
// without a window.
var noEngine = []Layer{Rules, Session, Wire, Server}

// engineFree are the kit's folders held to the same: the player's data
// (controls, settings, files, records) and the game's side of the network,
// which the command line and a server-side session can use.
var engineFree = []string{"deepwood/controls", "deepwood/settings", "deepwood/storage", "deepwood/records", "deepwood/online"}

// EngineFree reports whether pkg must not link Ebitengine.
func EngineFree(pkg string) bool {
	return slices.Contains(noEngine, Of(pkg)) || slices.ContainsFunc(engineFree, func(dir string) bool { return within(pkg, dir) })
}

// Engine reports whether an import path is Ebitengine or its UI kit.
func Engine(path string) bool {
	return strings.HasPrefix(path, "github.com/hajimehoshi/ebiten") || strings.HasPrefix(path, "github.com/ebitenui/")
}

// within reports pkg being dir or a package under it.
func within(pkg, dir string) bool { return pkg == dir || strings.HasPrefix(pkg, dir+"/") }

// ModeOf is the mode pkg belongs to, its rules or its screens.
func ModeOf(pkg string) (Mode, bool) {
	for _, m := range Modes {
		if within(pkg, m.Rules) || within(pkg, m.Screens) {
			return m, true
		}
	}
	return Mode{}, false
}

// Of is pkg's layer, from its folder. A package of this module the table
// does not place is Unknown, and so is a folder under rules/ or a
// scenes/<name>ui that is not in Modes: a new mode is listed before it
// can pass.
func Of(pkg string) Layer {
	if pkg == "deepwood" {
		return App // main.go
	}
	if !within(pkg, "deepwood") {
		return Unknown
	}
	if strings.HasSuffix(pkg[strings.LastIndex(pkg, "/")+1:], "test") {
		return Helper
	}
	if m, ok := ModeOf(pkg); ok {
		if within(pkg, m.Screens) {
			return Screens
		}
		return Rules
	}
	if rest, ok := strings.CutPrefix(pkg, "deepwood/rules/"); ok && !slices.Contains(sharedRules, strings.Split(rest, "/")[0]) {
		return Unknown
	}
	if rest, ok := strings.CutPrefix(pkg, "deepwood/scenes/"); ok {
		if first := strings.Split(rest, "/")[0]; first != "ui" && strings.HasSuffix(first, "ui") {
			return Unknown // scenes/<mode>ui, of no listed mode
		}
	}
	best, layer := "", Unknown
	for _, f := range folders {
		if within(pkg, f.folder) && len(f.folder) > len(best) {
			best, layer = f.folder, f.layer
		}
	}
	return layer
}

// Package is what Check reads of one package of the module, as go list
// tells it.
type Package struct {
	Path        string
	Imports     []string // its non-test code's
	TestImports []string // its tests' (in the package and in package x_test)
	Deps        []string // everything its non-test code links, transitively
}

// Check lists, one sentence each, every package without a layer and every
// import that runs the wrong way: non-test code importing a layer it may
// not (a lower layer importing a higher one, the kit or the app from the
// server side, a test helper from non-test code); a mode's code or tests
// importing another mode's rules or screens (a mode's rules not even
// through a third package); and a package of the rules, the session core,
// the wire types or the server side, or one of the kit's engine-free
// folders, linking Ebitengine.
func Check(pkgs []Package) []string {
	byPath := map[string]Package{}
	for _, p := range pkgs {
		byPath[p.Path] = p
	}
	var out []string
	for _, p := range pkgs {
		from := Of(p.Path)
		if from == Unknown {
			out = append(out, fmt.Sprintf("%s has no layer: add its folder to internal/layers' table (a new mode to Modes)", p.Path))
			continue
		}
		for _, imp := range p.Imports {
			to := Of(imp)
			switch {
			case !within(imp, "deepwood") || to == Unknown:
				continue // outside the module, or reported as a package of its own
			case to == Helper && from != Helper:
				out = append(out, fmt.Sprintf("%s (%v) imports the test helper %s outside its tests", p.Path, from, imp))
			case !slices.Contains(may[from], to):
				out = append(out, fmt.Sprintf("%s (%v) imports %s (%v), a layer it may not import", p.Path, from, imp, to))
			}
		}
		out = append(out, crossModes(p)...)
		if EngineFree(p.Path) {
			out = append(out, engineLinks(p, byPath)...)
		}
	}
	return out
}

// crossModes is every import by p, a mode's code or tests, of another
// mode's; a mode's rules are held to it through their dependencies too.
func crossModes(p Package) []string {
	own, ok := ModeOf(p.Path)
	if !ok {
		return nil
	}
	var out []string
	seen := map[string]bool{}
	lists := [][]string{p.Imports, p.TestImports}
	if within(p.Path, own.Rules) {
		lists = append(lists, p.Deps)
	}
	for _, list := range lists {
		for _, imp := range list {
			if m, ok := ModeOf(imp); ok && m.Name != own.Name && !seen[imp] {
				seen[imp] = true
				out = append(out, fmt.Sprintf("%s (mode %s) depends on %s, mode %s's", p.Path, own.Name, imp, m.Name))
			}
		}
	}
	return out
}

// engineLinks names each of p's imports that is Ebitengine or links it.
func engineLinks(p Package, byPath map[string]Package) []string {
	if !slices.ContainsFunc(p.Deps, Engine) {
		return nil
	}
	var through []string
	for _, imp := range p.Imports {
		if Engine(imp) || slices.ContainsFunc(byPath[imp].Deps, Engine) {
			through = append(through, imp)
		}
	}
	return []string{fmt.Sprintf("%s (%v) links Ebitengine, through %s", p.Path, Of(p.Path), strings.Join(through, ", "))}
}
