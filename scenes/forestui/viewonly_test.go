package forestui

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
// the host's side of a game, which a server would keep, not a screen's.
var hostFiles = map[string]string{
	// It deals the game and wraps its State in forest.Host with the
	// views (forest.ViewFor), replays a save checking each line's dice
	// checksum, and keeps the seed (Session.Seed).
	"session.go": "the session",
	// It files a finished game's score (State.Score) with its seed in
	// the scores file, at the action that ends the game.
	"scores.go": "the score's filing",
}

// TestScreensReadOnlyTheView: no screen reads the whole rules state. The
// package is type-checked and every file but hostFiles is searched for a
// read of Session.State (or forest.Host.State), and for any value or
// parameter of type forest.State, however it was reached: the screens
// draw and decide from Session.View, the events and the session's
// tallies, so they would look the same with the game hosted on a server
// that sends only those (DESIGN.md, "Sessions, local and online").
func TestScreensReadOnlyTheView(t *testing.T) {
	fset, files, info, pkg := checkPackage(t)
	forest := imported(t, pkg, "deepwood/rules/forest")
	stateType := forest.Scope().Lookup("State").Type()
	fields := []types.Object{
		field(t, pkg.Scope().Lookup("Session").Type(), pkg, "State"),
		field(t, forest.Scope().Lookup("Host").Type(), forest, "State"),
	}
	isState := func(tv types.Type) bool {
		if p, ok := tv.(*types.Pointer); ok {
			tv = p.Elem()
		}
		return types.Identical(tv, stateType)
	}
	hostReads := 0
	for _, f := range files {
		name := filepath.Base(fset.Position(f.Pos()).Filename)
		_, host := hostFiles[name]
		lines := map[int]string{}
		ast.Inspect(f, func(n ast.Node) bool {
			e, ok := n.(ast.Expr)
			if !ok {
				return true
			}
			why := ""
			if sel, ok := e.(*ast.SelectorExpr); ok && info.Selections[sel] != nil && slices.Contains(fields, info.Selections[sel].Obj()) {
				why = types.ExprString(e) + " reads the rules state"
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
			line := fset.Position(e.Pos()).Line
			if _, seen := lines[line]; !seen {
				lines[line] = why
				t.Errorf("%s:%d: %s; a screen reads Session.View(), the events and the session's tallies (or list the file in hostFiles, saying why it is the host's)", name, line, why)
			}
			return false
		})
	}
	if hostReads == 0 {
		t.Fatal("no read of the rules state found even in the host's files: the search misses them")
	}
	t.Logf("the host's files (%d) hold the rules state at %d places; no screen does", len(hostFiles), hostReads)
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
