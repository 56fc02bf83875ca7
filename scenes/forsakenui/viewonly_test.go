package forsakenui

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path"
	"regexp"
	"strings"
	"testing"
)

// hostFiles are the package's files that may read the whole rules state
// (Session.State): they are the host, not a screen.
var hostFiles = map[string]string{
	// The Session is the host side of the table: it holds the state, runs
	// the computer travelers (ComputerChoice: each decides from its own
	// seat's View), hands the player's seat its View and the events it saw
	// (Seen), replays a save with its dice checked, and reports the
	// finished game (Result).
	"session.go": "the host: the state, the computer travelers, the save",
}

// TestScreensDrawFromTheView fails when a screen file reads the whole
// rules state: every selector .State on a *Session (or on a value whose
// type it cannot tell, so the state cannot be reached round it through
// the session core's host), and every mention of the type forsaken.State
// (a screen helper taking the whole state), outside hostFiles, by file
// and line. The
// screens draw and decide from the player's View, the events the seat saw
// and the public card data, as they will for a table on a server. The
// package's files are type-checked on their own (imports stand in empty),
// so the test needs no build of the packages they import.
func TestScreensDrawFromTheView(t *testing.T) {
	bad, err := stateReads(".")
	if err != nil {
		t.Fatal(err)
	}
	if len(bad) > 0 {
		t.Fatalf("the screens read the whole state (Session.State); draw from s.View() and the events seen (Session.Seen), or move the read into a host file (hostFiles):\n\t%s", strings.Join(bad, "\n\t"))
	}
}

// stateReads lists, as file:line in the files' order, the reads of
// .State on a *Session or on a value of a type it cannot tell, and the
// mentions of forsaken.State, in dir's non-test files outside hostFiles.
func stateReads(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path.Join(dir, name), nil, 0)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}}
	conf := types.Config{Importer: emptyImporter{}, Error: func(error) {}} // the imports' own errors are not this test's
	pkg, _ := conf.Check("deepwood/scenes/forsakenui", fset, files, info)
	session := pkg.Scope().Lookup("Session")
	if session == nil {
		return nil, os.ErrNotExist
	}
	var bad []string
	for _, f := range files {
		name := path.Base(fset.Position(f.Pos()).Filename)
		if _, host := hostFiles[name]; host {
			continue
		}
		ast.Inspect(f, func(n ast.Node) bool {
			sel, ok := n.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "State" {
				return true
			}
			at := fmt.Sprintf("%s:%d", name, fset.Position(sel.Sel.Pos()).Line)
			if id, ok := sel.X.(*ast.Ident); ok {
				if p, ok := info.Uses[id].(*types.PkgName); ok {
					if p.Imported().Path() == "deepwood/rules/forsaken" {
						bad = append(bad, at+": names the type forsaken.State, the whole state")
					}
					return true // another package's State
				}
			}
			typ := info.Types[sel.X].Type
			switch {
			case typ == nil || typ == types.Typ[types.Invalid]:
				bad = append(bad, at+": .State on a value of a type the test cannot tell")
			case isSession(typ, session.Type()):
				bad = append(bad, at+": .State on a *Session")
			}
			return true
		})
	}
	return bad, nil
}

// isSession reports whether typ is Session or a pointer to it.
func isSession(typ, session types.Type) bool {
	if p, ok := types.Unalias(typ).(*types.Pointer); ok {
		typ = p.Elem()
	}
	return types.Identical(types.Unalias(typ), session)
}

// emptyImporter stands every import in as an empty package of its name,
// so the package type-checks without building what it imports: what is
// declared in the package itself (the Session, the screens' fields and
// variables) keeps its type.
type emptyImporter struct{}

var majorVersion = regexp.MustCompile(`^v[0-9]+$`)

func (emptyImporter) Import(p string) (*types.Package, error) {
	name := path.Base(p)
	if majorVersion.MatchString(name) { // github.com/hajimehoshi/ebiten/v2
		name = path.Base(path.Dir(p))
	}
	pkg := types.NewPackage(p, name)
	pkg.MarkComplete()
	return pkg, nil
}

// TestStateReadsFound holds the guard to what it must find: a read of the
// state through a *Session, through a screen's field holding one, round
// the Session through a value of a type it cannot tell, and a helper
// taking the whole state, but not another type's State field, nor
// anything in the host file.
func TestStateReadsFound(t *testing.T) {
	dir := t.TempDir()
	src := map[string]string{
		"session.go": "package p\n\nimport \"deepwood/rules/forsaken\"\n\ntype Session struct{ State *forsaken.State; host *forsaken.Host }\n\nfunc (s *Session) Day() int { return s.State.Day }\n",
		"screen.go": `package p

import "deepwood/rules/forsaken"

type scene struct{ s *Session }

type other struct{ State int }

func (t *scene) a() int { return t.s.State.Day }

func b(s *Session) int { st := s.State; return st.Day }

func (t *scene) c() int { return t.s.host.State.Day }

func d(o other) int { return o.State }

func e(st *forsaken.State) int { return st.Day }
`,
	}
	for name, text := range src {
		if err := os.WriteFile(path.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bad, err := stateReads(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		"screen.go:9: .State on a *Session",
		"screen.go:11: .State on a *Session",
		"screen.go:13: .State on a value of a type the test cannot tell",
		"screen.go:17: names the type forsaken.State, the whole state",
	}
	if strings.Join(bad, "\n") != strings.Join(want, "\n") {
		t.Fatalf("the guard found\n\t%s\nwant\n\t%s", strings.Join(bad, "\n\t"), strings.Join(want, "\n\t"))
	}
}
