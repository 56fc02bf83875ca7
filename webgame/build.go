// Package webgame builds the browser game (the WebAssembly binary, its
// page and Go's wasm_exec.js, with gzip and Brotli copies of the three) and
// serves a build with the right content encoding. Both `go run ./wasm` and
// `deepwood serve` (the game under /play/) need the same build and the same
// serving, so they share this package instead of two copies.
package webgame

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// DistDir is where `go run ./wasm -build-only` puts the build, relative to
// the module root; `deepwood serve` looks there when given no --web.
var DistDir = filepath.Join("wasm", "dist")

// BuildCommand builds the game into DistDir, run from the Deepwood source
// folder.
const BuildCommand = "go run ./wasm -build-only"

// Files a build holds, besides their compressed copies.
const (
	Wasm   = "deepwood.wasm"
	Page   = "index.html"
	ExecJS = "wasm_exec.js"
)

// Sizes are the built game's bytes as served, and the build's content
// hash (BuildHash), which names its service worker's cache.
type Sizes struct {
	Raw, Gzip, Brotli int64
	Hash              string
}

// Build compiles the game to WebAssembly in outDir with the page
// (wasm/index.html) and Go's wasm_exec.js beside it, gzip and Brotli
// copies of the three for serving, and what installs the game and keeps
// it offline (the manifest, its icons and the service worker: offline.go).
// root is the module root (the folder holding go.mod).
func Build(root, outDir string) (Sizes, error) {
	raw, err := compile(root, outDir)
	if err != nil {
		return Sizes{}, err
	}
	hash, err := writeOffline(root, outDir)
	if err != nil {
		return Sizes{}, err
	}
	gz, br, err := compressedCopies(filepath.Join(outDir, Wasm), raw)
	if err != nil {
		return Sizes{}, err
	}
	// The page and wasm_exec.js are downloaded with the game too: 26 KB
	// as they are, about 8 KB compressed.
	for _, f := range []string{Page, ExecJS} {
		b, err := os.ReadFile(filepath.Join(outDir, f))
		if err == nil {
			_, _, err = compressedCopies(filepath.Join(outDir, f), b)
		}
		if err != nil {
			return Sizes{}, err
		}
	}
	return Sizes{Raw: int64(len(raw)), Gzip: gz, Brotli: br, Hash: hash}, nil
}

// compile builds the .wasm and writes the page and wasm_exec.js beside it.
func compile(root, outDir string) ([]byte, error) {
	page, err := os.ReadFile(filepath.Join(root, "wasm", Page))
	if err != nil {
		return nil, fmt.Errorf("the game's page: %w", err)
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return nil, err
	}
	wasmPath := filepath.Join(outDir, Wasm)
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasmPath, ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("building the wasm: %w", err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return nil, fmt.Errorf("go env GOROOT: %w", err)
	}
	execJS, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", ExecJS))
	if err != nil {
		return nil, fmt.Errorf("wasm_exec.js: %w", err)
	}
	if err := os.WriteFile(filepath.Join(outDir, ExecJS), execJS, 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(outDir, Page), page, 0o644); err != nil {
		return nil, err
	}
	return os.ReadFile(wasmPath)
}

// Check reports why dir does not hold a build that can be served, or nil:
// serve must not answer /play/ with a page whose game is missing.
func Check(dir string) error {
	var missing []string
	for _, f := range []string{Page, ExecJS, Wasm} {
		if st, err := os.Stat(filepath.Join(dir, f)); err != nil || !st.Mode().IsRegular() {
			missing = append(missing, f)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("no game build in %s (missing %s)", dir, strings.Join(missing, ", "))
	}
	return nil
}

// ModuleRoot finds the folder holding go.mod, from the working directory
// up.
func ModuleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, nil
		}
		if d == filepath.Dir(d) {
			return "", errors.New("no go.mod above " + dir + ": run this from the Deepwood folder")
		}
	}
}
