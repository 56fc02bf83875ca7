package webgame

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
)

// The installable, offline game: a web app manifest with the game's icons,
// and a service worker (wasm/sw.js) that keeps one build's files in the
// browser's cache so the game opens again without a network. The service
// worker's cache is named after the build's content hash, so a new build
// is a new cache, and the old one is deleted when the new worker takes
// over.
const (
	Manifest      = "manifest.webmanifest"
	ServiceWorker = "sw.js"
	Icon192       = "icon-192.png"
	Icon512       = "icon-512.png"
)

// buildMarker is what wasm/sw.js holds where the built worker names its
// build.
const buildMarker = "__DEEPWOOD_BUILD__"

// copied are the files a build takes from wasm/ as they are, besides the
// page.
var copied = []string{Manifest, Icon192, Icon512}

// hashed are the files whose bytes make a build's hash: everything the
// service worker caches (the .wasm by its uncompressed bytes) and the
// worker's own source.
var hashed = []string{Page, ExecJS, Wasm, Manifest, Icon192, Icon512}

// BuildHash is the content hash of the build in dir: 16 hex digits of the
// SHA-256 of its cached files' bytes and the worker's source (sw, before
// the hash is put in).
func BuildHash(dir string, sw []byte) (string, error) {
	h := sha256.New()
	for _, f := range hashed {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", f, len(b))
		h.Write(b)
	}
	fmt.Fprintf(h, "%s %d\n", ServiceWorker, len(sw))
	h.Write(sw)
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// CacheName is the service worker's cache for the build whose hash is
// hash, as the worker names it (under a scope of its own: see sw.js).
func CacheName(hash string) string { return "deepwood-" + hash }

// writeOffline copies the manifest and the icons from root's wasm/ into
// outDir, which holds the page, wasm_exec.js and the .wasm already, and
// writes the service worker with the build's hash; it returns the hash.
func writeOffline(root, outDir string) (string, error) {
	src := filepath.Join(root, "wasm")
	for _, f := range copied {
		b, err := os.ReadFile(filepath.Join(src, f))
		if err != nil {
			return "", fmt.Errorf("the game's %s: %w", f, err)
		}
		if err := os.WriteFile(filepath.Join(outDir, f), b, 0o644); err != nil {
			return "", err
		}
	}
	sw, err := os.ReadFile(filepath.Join(src, ServiceWorker))
	if err != nil {
		return "", fmt.Errorf("the service worker: %w", err)
	}
	if bytes.Count(sw, []byte(buildMarker)) != 1 {
		return "", fmt.Errorf("wasm/%s must name %s once", ServiceWorker, buildMarker)
	}
	hash, err := BuildHash(outDir, sw)
	if err != nil {
		return "", err
	}
	sw = bytes.Replace(sw, []byte(buildMarker), []byte(hash), 1)
	return hash, os.WriteFile(filepath.Join(outDir, ServiceWorker), sw, 0o644)
}
