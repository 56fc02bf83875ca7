package main

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

//go:embed index.html
var indexHTML []byte

// build compiles the game to WebAssembly in outDir with the page and Go's
// wasm_exec.js beside it, and a gzip copy of the .wasm for serving. root
// is the module root (the folder holding go.mod).
func build(root, outDir string) (rawSize, gzSize int64, err error) {
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return 0, 0, err
	}
	wasmPath := filepath.Join(outDir, "deepwood.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasmPath, ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return 0, 0, fmt.Errorf("building the wasm: %w", err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return 0, 0, fmt.Errorf("go env GOROOT: %w", err)
	}
	execJS, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		return 0, 0, fmt.Errorf("wasm_exec.js: %w", err)
	}
	if err := os.WriteFile(filepath.Join(outDir, "wasm_exec.js"), execJS, 0o644); err != nil {
		return 0, 0, err
	}
	if err := os.WriteFile(filepath.Join(outDir, "index.html"), indexHTML, 0o644); err != nil {
		return 0, 0, err
	}
	raw, err := os.ReadFile(wasmPath)
	if err != nil {
		return 0, 0, err
	}
	var gz bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&gz, gzip.BestCompression)
	zw.Write(raw)
	if err := zw.Close(); err != nil {
		return 0, 0, err
	}
	if err := os.WriteFile(wasmPath+".gz", gz.Bytes(), 0o644); err != nil {
		return 0, 0, err
	}
	return int64(len(raw)), int64(gz.Len()), nil
}

// moduleRoot finds the folder holding go.mod, from the working directory up.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return d, nil
		}
		if d == filepath.Dir(d) {
			return "", fmt.Errorf("no go.mod above %s: run this from the Deepwood folder", dir)
		}
	}
}
