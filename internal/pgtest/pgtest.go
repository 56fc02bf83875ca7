//go:build !js

// Package pgtest starts a throwaway PostgreSQL server for tests, from the
// binaries of the machine's postgresql package: a cluster in a temporary
// folder, listening only on a unix socket inside that folder (no TCP port,
// so nothing else on the machine can reach it or collide with it), stopped
// and removed when the tests end. The tests of a package share one cluster
// (Shared) and take a fresh database each (NewDatabase), which keeps them
// fast and apart.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// ErrNotInstalled says the machine has no PostgreSQL server binaries.
var ErrNotInstalled = errors.New("PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin or on PATH; Debian: apt-get install postgresql)")

// port is the number in the socket's name; with no TCP listener it only
// has to be the same for the server and its clients.
const port = "5432"

// Cluster is one running throwaway server.
type Cluster struct {
	dir  string // the temporary folder: data/, the socket, server.log
	cmd  *exec.Cmd
	done chan struct{} // closed when the server process has exited
	n    atomic.Int64  // databases created, for their names
}

// debianInitdb is where Debian's postgresql package puts initdb (a
// variable so that a test can pretend it is absent).
var debianInitdb = "/usr/lib/postgresql/*/bin/initdb"

// binDir finds the folder of initdb and postgres: Debian keeps them in a
// folder per major version (the newest is taken), elsewhere they are on
// PATH.
func binDir() (string, error) {
	found, _ := filepath.Glob(debianInitdb)
	sort.Slice(found, func(i, j int) bool { return version(found[i]) > version(found[j]) })
	for _, f := range found {
		if _, err := os.Stat(filepath.Join(filepath.Dir(f), "postgres")); err == nil {
			return filepath.Dir(f), nil
		}
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	return "", ErrNotInstalled
}

// version is the major version in a Debian binary path, for sorting.
func version(path string) int {
	v, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(path))))
	return v
}

// Start initialises a cluster in a new temporary folder and starts its
// server. When the process runs as root, the server runs as an existing
// unprivileged user (postgres, else nobody), which owns the folder:
// PostgreSQL refuses to run as root.
func Start() (*Cluster, error) {
	bin, err := binDir()
	if err != nil {
		return nil, err
	}
	cred, err := credential()
	if err != nil {
		return nil, err
	}
	parent := os.TempDir()
	if cred != nil && !reachable(parent) {
		parent = "/tmp" // the server's user must be able to reach the folder
	}
	dir, err := os.MkdirTemp(parent, "deepwood-pg-")
	if err != nil {
		return nil, err
	}
	if len(dir)+len("/.s.PGSQL."+port) > 100 { // a socket's path is at most 107 bytes
		os.RemoveAll(dir)
		if dir, err = os.MkdirTemp("/tmp", "pg-"); err != nil {
			return nil, err
		}
	}
	if err := chownTo(dir, cred); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	c := &Cluster{dir: dir, done: make(chan struct{})}
	if err := c.start(bin, cred); err != nil {
		c.Stop()
		return nil, err
	}
	return c, nil
}

// reachable reports whether any user may pass through a folder and each
// of its parents, as the server's user must to reach its own folder.
func reachable(dir string) bool {
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		st, err := os.Stat(d)
		if err != nil || st.Mode().Perm()&0o001 == 0 {
			return false
		}
		if d == filepath.Dir(d) {
			return true
		}
	}
}

// start runs initdb, then the server, and waits until it answers.
func (c *Cluster) start(bin string, cred *runAs) error {
	data := filepath.Join(c.dir, "data")
	initdb := exec.Command(filepath.Join(bin, "initdb"), "-D", data, "-U", "postgres",
		"--auth=trust", "--encoding=UTF8", "--locale=C", "--no-sync")
	initdb.SysProcAttr = procAttr(cred)
	if out, err := initdb.CombinedOutput(); err != nil {
		return fmt.Errorf("pgtest: initdb: %w\n%s", err, out)
	}
	logf, err := os.Create(filepath.Join(c.dir, "server.log"))
	if err != nil {
		return err
	}
	defer logf.Close()
	c.cmd = exec.Command(filepath.Join(bin, "postgres"), "-D", data,
		"-c", "listen_addresses=", // no TCP at all
		"-c", "unix_socket_directories="+c.dir,
		"-c", "port="+port,
		"-c", "max_connections=200")
	c.cmd.Stdout, c.cmd.Stderr = logf, logf
	c.cmd.SysProcAttr = procAttr(cred)
	if err := c.cmd.Start(); err != nil {
		return fmt.Errorf("pgtest: postgres: %w", err)
	}
	go func() { c.cmd.Wait(); close(c.done) }()
	deadline := time.Now().Add(60 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		conn, err := pgx.Connect(ctx, c.URL("postgres"))
		if err == nil {
			err = conn.Ping(ctx)
			conn.Close(ctx)
		}
		cancel()
		if err == nil {
			return nil
		}
		select {
		case <-c.done:
			return fmt.Errorf("pgtest: postgres exited at start:\n%s", c.log())
		default:
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("pgtest: postgres did not answer in time: %w\n%s", err, c.log())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// log is the server's output, for errors.
func (c *Cluster) log() string {
	b, _ := os.ReadFile(filepath.Join(c.dir, "server.log"))
	return string(b)
}

// URL is a pgx URL for a database of the cluster, over its socket.
func (c *Cluster) URL(database string) string {
	q := url.Values{"host": {c.dir}, "port": {port}, "sslmode": {"disable"}}
	return "postgres://postgres@/" + url.PathEscape(database) + "?" + q.Encode()
}

// NewDatabase creates an empty database and returns its URL: each test
// gets its own, so that none sees another's rows.
func (c *Cluster) NewDatabase(ctx context.Context) (string, error) {
	name := "t" + strconv.FormatInt(c.n.Add(1), 10)
	conn, err := pgx.Connect(ctx, c.URL("postgres"))
	if err != nil {
		return "", fmt.Errorf("pgtest: %w", err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+pgx.Identifier{name}.Sanitize()); err != nil {
		return "", fmt.Errorf("pgtest: create database: %w", err)
	}
	return c.URL(name), nil
}

// Stop stops the server at once (what pg_ctl stop -m immediate does: no
// checkpoint, nothing here is worth keeping) and removes the folder.
func (c *Cluster) Stop() error {
	if c.cmd != nil && c.cmd.Process != nil {
		c.cmd.Process.Signal(syscall.SIGQUIT)
		select {
		case <-c.done:
		case <-time.After(15 * time.Second):
			c.cmd.Process.Kill()
			<-c.done
		}
	}
	return os.RemoveAll(c.dir)
}

// shared is the package's one cluster, started by the first test that
// asks for it.
var shared struct {
	once sync.Once
	c    *Cluster
	err  error
}

// Shared returns the test package's cluster, starting it on first use.
// Without PostgreSQL the test is skipped, saying so, unless
// DEEPWOOD_REQUIRE_ALL=1 (as in CI), when it fails. Call StopShared from
// TestMain after m.Run.
func Shared(t testing.TB) *Cluster {
	t.Helper()
	shared.once.Do(func() { shared.c, shared.err = Start() })
	if shared.err != nil {
		Unavailable(t, shared.err)
	}
	return shared.c
}

// Unavailable skips a test that needs PostgreSQL, or fails it when
// DEEPWOOD_REQUIRE_ALL=1.
func Unavailable(t testing.TB, err error) {
	t.Helper()
	if os.Getenv("DEEPWOOD_REQUIRE_ALL") == "1" {
		t.Fatalf("PostgreSQL needed (DEEPWOOD_REQUIRE_ALL=1): %v", err)
	}
	t.Skipf("skipped: %v", err)
}

// NewDatabase is Shared(t).NewDatabase, failing the test on an error.
func NewDatabase(t testing.TB) string {
	t.Helper()
	c := Shared(t)
	u, err := c.NewDatabase(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// StopShared stops the shared cluster if a test started it.
func StopShared() error {
	shared.once.Do(func() { shared.err = errors.New("pgtest: stopped") })
	if shared.c == nil {
		return nil
	}
	return shared.c.Stop()
}

// String names the cluster in test logs.
func (c *Cluster) String() string { return "PostgreSQL in " + c.dir }
