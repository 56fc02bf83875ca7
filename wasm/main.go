// Command wasm builds Deepwood for the browser and serves it on this
// machine: `go run ./wasm` then open http://127.0.0.1:8080/.
package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"

	"deepwood/webgame"
)

func main() {
	port := flag.Int("port", 8080, "port to serve on (127.0.0.1 only)")
	out := flag.String("out", "", "folder for the built files (default wasm/dist in the module)")
	buildOnly := flag.Bool("build-only", false, "build the files and exit without serving")
	serveOnly := flag.Bool("serve-only", false, "serve the files already built in -out without building (CI's benchmark serves the build it checked)")
	flag.Parse()
	if *buildOnly && *serveOnly {
		fmt.Fprintln(os.Stderr, "wasm: -build-only and -serve-only exclude each other")
		os.Exit(2)
	}
	if err := run(*port, *out, *buildOnly, *serveOnly); err != nil {
		fmt.Fprintln(os.Stderr, "wasm:", err)
		os.Exit(1)
	}
}

func run(port int, out string, buildOnly, serveOnly bool) error {
	if port < 1 || port > 65535 {
		return errors.New("the port must be 1–65535")
	}
	root, err := webgame.ModuleRoot()
	if err != nil {
		return err
	}
	if out == "" {
		out = filepath.Join(root, webgame.DistDir)
	}
	if serveOnly {
		if err := webgame.Check(out); err != nil {
			return err
		}
	} else {
		sz, err := webgame.Build(root, out)
		if err != nil {
			return err
		}
		fmt.Printf("built %s (build %s, its offline cache %s): deepwood.wasm %.2f MB, %.2f MB gzipped, %.2f MB with Brotli\n", out, sz.Hash, webgame.CacheName(sz.Hash), float64(sz.Raw)/1e6, float64(sz.Gzip)/1e6, float64(sz.Brotli)/1e6)
	}
	if buildOnly {
		return nil
	}
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w (try -port)", addr, err)
	}
	fmt.Printf("serving Deepwood at http://%s/ (Ctrl+C stops)\n", addr)
	return http.Serve(ln, webgame.Handler(out))
}
