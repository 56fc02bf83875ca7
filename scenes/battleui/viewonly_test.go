package battleui

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// hostFiles are the package's files that may hold the whole rules state:
// the host's side of a battle, which a server would keep, not a screen's.
var hostFiles = map[string]string{
	// It builds the battle and wraps its State in battle.Host and the
	// seats' views, keeps the undo snapshots of the movement phase (whole
	// states, restored by Undo), tallies each side's troops per round,
	// tells whose turn it is and whether a person plays it, and picks the
	// seat the screens see (Seat, View).
	"session.go": "the session: host, undo, tallies",
	// The computer opponent decides on the State through battle.View and
	// battle.Legal (as the simulator does), off the draw loop: it is the
	// host's player, and online it runs on the server.
	"think.go": "the computer opponent",
}

// TestScreensReadOnlyTheView: no screen reads the whole rules state. The
// package is type-checked and every file but hostFiles is searched for a
// read of Session.State (or battle.Host.State, or the session core's
// Game, the host behind it), and for any value or parameter of type
// battle.State, however it was reached: the screens draw and decide from
// Session.View, the scenario's data (the field), the events and the
// session's log and tallies, so they would look the same with the battle
// hosted on a server that sends only those (DESIGN.md, "Sessions, local
// and online").
func TestScreensReadOnlyTheView(t *testing.T) {
	bad, hostReads := stateReads(t)
	for _, b := range bad {
		t.Errorf("%s; a screen reads Session.View(), the field, the events and the session's log and tallies (or list the file in hostFiles, saying why it is the host's)", b)
	}
	if hostReads == 0 {
		t.Fatal("no read of the rules state found even in the host's files: the search misses them")
	}
	t.Logf("the host's files (%d) hold the rules state at %d places; %d reads elsewhere", len(hostFiles), hostReads, len(bad))
}

// stateReads lists, as "file:line: why" in the files' order, every line of
// a non-host file that reads the rules state, and counts the places the
// host's files do.
func stateReads(t *testing.T) (bad []string, hostReads int) {
	t.Helper()
	fset, files, info, pkg := checkPackage(t)
	battle := imported(t, pkg, "deepwood/rules/battle")
	core := imported(t, pkg, "deepwood/session")
	stateType := battle.Scope().Lookup("State").Type()
	fields := []types.Object{
		field(t, pkg.Scope().Lookup("Session").Type(), pkg, "State"),
		field(t, battle.Scope().Lookup("Host").Type(), battle, "State"),
		field(t, core.Scope().Lookup("Session").Type(), core, "Game"),
	}
	isState := func(tv types.Type) bool {
		if p, ok := tv.(*types.Pointer); ok {
			tv = p.Elem()
		}
		return types.Identical(tv, stateType)
	}
	for _, f := range files {
		name := filepath.Base(fset.Position(f.Pos()).Filename)
		_, host := hostFiles[name]
		lines := map[int]bool{}
		ast.Inspect(f, func(n ast.Node) bool {
			e, ok := n.(ast.Expr)
			if !ok {
				return true
			}
			why := ""
			if sel, ok := e.(*ast.SelectorExpr); ok && info.Selections[sel] != nil && slices.Contains(fields, origin(info.Selections[sel].Obj())) {
				why = types.ExprString(e) + " reaches the rules state"
			} else if tv, ok := info.Types[e]; ok && isState(tv.Type) && tv.IsType() {
				why = "names the type " + types.TypeString(tv.Type, (*types.Package).Name)
			} else if ok && isState(tv.Type) {
				why = types.ExprString(e) + " is the rules state"
			}
			if why == "" {
				return true
			}
			if host {
				hostReads++
				return false
			}
			if line := fset.Position(e.Pos()).Line; !lines[line] {
				lines[line] = true
				bad = append(bad, fmt.Sprintf("%s:%d: %s", name, line, why))
			}
			return false
		})
	}
	return bad, hostReads
}

// origin is the generic field a field of an instantiated type stands for.
func origin(obj types.Object) types.Object {
	if v, ok := obj.(*types.Var); ok {
		return v.Origin()
	}
	return obj
}

// field is the field name of the struct named typ, as pkg sees it.
func field(t *testing.T, typ types.Type, pkg *types.Package, name string) types.Object {
	t.Helper()
	obj, _, _ := types.LookupFieldOrMethod(typ, true, pkg, name)
	if v, ok := obj.(*types.Var); !ok || !v.IsField() {
		t.Fatalf("%s has no field %s", typ, name)
	}
	return obj
}

// imported is the package pkg imports by path.
func imported(t *testing.T, pkg *types.Package, path string) *types.Package {
	t.Helper()
	for _, p := range pkg.Imports() {
		if p.Path() == path {
			return p
		}
	}
	t.Fatalf("%s does not import %s", pkg.Path(), path)
	return nil
}

// checkPackage type-checks this package's non-test files, as this build
// selects them, against its imports' export data, which `go list -export`
// finds (or builds) in the build cache.
func checkPackage(t *testing.T) (*token.FileSet, []*ast.File, *types.Info, *types.Package) {
	t.Helper()
	if runtime.GOOS == "js" || runtime.GOOS == "wasip1" {
		t.Skip("no go command here")
	}
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("no go command on PATH")
	}
	var self struct {
		ImportPath string
		Dir        string
		GoFiles    []string
		Imports    []string
	}
	if err := json.Unmarshal(goList(t, "-json", "."), &self); err != nil {
		t.Fatal(err)
	}
	exports := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(goList(t, append([]string{"-export", "-deps", "-f", "{{.ImportPath}}\t{{.Export}}"}, self.Imports...)...)))
	for sc.Scan() {
		if path, file, ok := strings.Cut(sc.Text(), "\t"); ok && file != "" {
			exports[path] = file
		}
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range self.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(self.Dir, name), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		file, ok := exports[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(file)
	})}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Selections: map[*ast.SelectorExpr]*types.Selection{}}
	pkg, err := conf.Check(self.ImportPath, fset, files, info)
	if err != nil {
		t.Fatal(err)
	}
	return fset, files, info, pkg
}

// goList runs `go list` with args in this package's folder.
func goList(t *testing.T, args ...string) []byte {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list"}, args...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return out
}
