package scenes

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// pathCalls are ebiten/vector's functions that render through its path
// atlas; vector.FillRect and the other shape helpers do so only when
// anti-aliased (their last argument true).
var pathCalls = map[string]bool{"FillPath": true, "StrokePath": true}

// TestScreensDrawNoVectorPathsEachFrame: no screen renders a vector path
// while it draws a frame. Ebitengine's vector package clears its whole
// path atlas before each batch of paths, and the atlas keeps the largest
// size it was given, so under a software WebGL a path drawn each frame
// costs tens of milliseconds (two badges made every battlefield redraw
// 270 ms instead of 100). A screen draws sprites' stamps and cached art
// instead; a path may still paint an image made once, in a function that
// makes it (ebiten.NewImage) or is named for it (render…).
func TestScreensDrawNoVectorPathsEachFrame(t *testing.T) {
	fset := token.NewFileSet()
	var found int
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			fn, ok := decl.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			makesImage := strings.HasPrefix(fn.Name.Name, "render")
			var paths []*ast.CallExpr
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				sel, ok := call.Fun.(*ast.SelectorExpr)
				if !ok {
					return true
				}
				pkg, ok := sel.X.(*ast.Ident)
				if !ok {
					return true
				}
				switch {
				case pkg.Name == "ebiten" && sel.Sel.Name == "NewImage":
					makesImage = true
				case pkg.Name == "vector" && rendersPath(sel.Sel.Name, call):
					paths = append(paths, call)
				}
				return true
			})
			found += len(paths)
			if !makesImage {
				for _, call := range paths {
					t.Errorf("%s: %s renders a vector path each frame; draw a sprites stamp or cache the image", fset.Position(call.Pos()), fn.Name.Name)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Fatal("no vector path found at all: the walk missed the screens")
	}
}

// rendersPath reports whether the vector call goes through the path atlas.
func rendersPath(name string, call *ast.CallExpr) bool {
	if pathCalls[name] {
		return true
	}
	if len(call.Args) == 0 {
		return false
	}
	last, ok := call.Args[len(call.Args)-1].(*ast.Ident)
	return !ok || last.Name != "false"
}
