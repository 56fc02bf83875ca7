package netcmd

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"deepwood/cli"
	"deepwood/internal/pgtest"
)

// childEnv makes the test binary a `deepwood` child: its value is the
// command line, one argument a line.
const childEnv = "DEEPWOOD_ONLINE_TEST_CHILD"

// TestMain registers the online commands, runs a child's command when the
// binary was started as one, and stops the PostgreSQL cluster the tests
// started, if any.
func TestMain(m *testing.M) {
	Register()
	if args := os.Getenv(childEnv); args != "" {
		os.Exit(cli.Run(strings.Split(args, "\n"), os.Stdout, os.Stderr))
	}
	code := m.Run()
	if err := pgtest.StopShared(); err != nil {
		fmt.Fprintln(os.Stderr, "stopping PostgreSQL:", err)
	}
	os.Exit(code)
}

// run runs a command in this process, with the config folder in dir.
func run(t *testing.T, dir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	t.Setenv("DEEPWOOD_CONFIG_DIR", dir)
	var o, e bytes.Buffer
	code = cli.Run(args, &o, &e)
	return code, o.String(), e.String()
}

// child is a `deepwood serve` in a process of its own.
type child struct {
	cmd    *exec.Cmd
	url    string
	stderr *bytes.Buffer
	done   chan error
	mu     sync.Mutex
	stdout []string // the lines printed so far
}

// printed is what the child has printed so far.
func (c *child) printed() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.stdout, "\n")
}

// startServe starts `deepwood serve --addr 127.0.0.1:0 args...` as a child
// process and waits until it listens.
func startServe(t *testing.T, args ...string) *child {
	t.Helper()
	return startServeIn(t, "", args...)
}

// startServeIn is startServe in the working folder dir ("" for this one).
func startServeIn(t *testing.T, dir string, args ...string) *child {
	t.Helper()
	args = append([]string{"serve", "--addr", "127.0.0.1:0", "--read-rate", "0", "--submit-rate", "0"}, args...)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), childEnv+"="+strings.Join(args, "\n"), "DEEPWOOD_CONFIG_DIR="+t.TempDir())
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	c := &child{cmd: cmd, stderr: &bytes.Buffer{}, done: make(chan error, 1)}
	cmd.Stderr = c.stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	lines := bufio.NewScanner(out)
	got := make(chan string, 1)
	go func() {
		for lines.Scan() {
			c.mu.Lock()
			c.stdout = append(c.stdout, lines.Text())
			c.mu.Unlock()
			if _, rest, ok := strings.Cut(lines.Text(), "listening on "); ok {
				got <- strings.Fields(rest)[0]
			}
		}
		io.Copy(io.Discard, out)
	}()
	go func() { c.done <- cmd.Wait() }()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-c.done
	})
	select {
	case c.url = <-got:
	case err := <-c.done:
		t.Fatalf("serve exited before listening: %v\n%s", err, c.stderr)
	case <-time.After(30 * time.Second):
		t.Fatalf("serve did not listen within 30 s\n%s", c.stderr)
	}
	return c
}

// writeFile writes a replay into dir and returns its path.
func writeFile(t *testing.T, dir, name string, data []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// eachDB runs a test of `deepwood serve` once on each kind of database, a
// new one each time: an SQLite file, and a PostgreSQL database of the
// shared cluster (skipped without PostgreSQL). kind is "sqlite" or
// "postgres", db what serve's --db takes.
func eachDB(t *testing.T, f func(t *testing.T, kind, db string)) {
	for _, k := range []struct {
		name string
		db   func(t *testing.T) string
	}{
		{"sqlite", func(t *testing.T) string { return filepath.Join(t.TempDir(), "boards.db") }},
		{"postgres", func(t *testing.T) string { return pgtest.NewDatabase(t) }},
	} {
		t.Run(k.name, func(t *testing.T) { f(t, k.name, k.db(t)) })
	}
}
