// Package viewguard holds a mode's screens to the seat's view: a test of
// each screens package type-checks it and fails, naming file and line, on
// any read of the whole rules state outside the files that are the host's
// (DESIGN.md, "Sessions, local and online": a screen draws from a view and
// the session's events, so it cannot tell whether its session is local or
// on a server).
package viewguard

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

// Field names a struct field that holds the whole rules state: Type in
// the package at Pkg ("" for the screens package itself), field Name.
type Field struct{ Pkg, Type, Name string }

// Guard is what one screens package's test checks.
type Guard struct {
	// Rules is the mode's rules package; its State type is the whole state.
	Rules string
	// Fields reach the whole state (Session.State, the rules' Host.State).
	Fields []Field
	// HostFiles are the files that may hold the state, each with why it is
	// the host's side (a server would keep it), not a screen's.
	HostFiles map[string]string
	// Reads says what a screen reads instead, for the failure message.
	Reads string
}

// Check type-checks the package in the test's folder and fails on every
// line outside g.HostFiles that reads one of g.Fields or names a value or
// type of the rules' State, however it was reached. It also fails when
// even the host's files show no such read: then the search misses them.
func Check(t *testing.T, g Guard) {
	t.Helper()
	fset, files, info, pkg := checkPackage(t)
	rules := imported(t, pkg, g.Rules)
	stateType := rules.Scope().Lookup("State").Type()
	var fields []types.Object
	for _, f := range g.Fields {
		in := pkg
		if f.Pkg != "" {
			in = imported(t, pkg, f.Pkg)
		}
		fields = append(fields, field(t, in.Scope().Lookup(f.Type).Type(), in, f.Name))
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
		_, host := g.HostFiles[name]
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
				t.Errorf("%s:%d: %s; a screen reads %s (or list the file in the host's files, saying why it is the host's)", name, line, why, g.Reads)
			}
			return false
		})
	}
	if hostReads == 0 {
		t.Fatal("no read of the rules state found even in the host's files: the search misses them")
	}
	t.Logf("the host's files (%d) hold the rules state at %d places", len(g.HostFiles), hostReads)
}

// origin is the generic field a field of an instantiated type stands for
// (the session core's Game, in a Session[A, E, V] of the mode's types).
func origin(obj types.Object) types.Object {
	if v, ok := obj.(*types.Var); ok {
		return v.Origin()
	}
	return obj
}

// field is the field name of the struct type typ, as pkg sees it.
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

// checkPackage type-checks the non-test files of the package in the
// current folder, as this build selects them, against its imports' export
// data, which `go list -export` finds (or builds) in the build cache.
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

// goList runs `go list` with args in the current folder.
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

// Screens is the Guard of a mode's screen package whose session embeds
// the session core: every way to the whole state is guarded, the
// screens' Session.State, the rules' Host.State and the core's Game (the
// Host behind an interface). rules is the mode's rules package, reads
// what its screens read instead.
func Screens(rules string, hostFiles map[string]string, reads string) Guard {
	return Guard{Rules: rules, HostFiles: hostFiles, Reads: reads, Fields: []Field{
		{Type: "Session", Name: "State"}, {Pkg: rules, Type: "Host", Name: "State"}, {Pkg: "deepwood/session", Type: "Session", Name: "Game"}}}
}
