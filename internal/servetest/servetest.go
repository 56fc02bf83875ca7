// Package servetest holds what the tests of the server side share below
// the server itself: a GET that fails the test on a transport error (with
// the body as sent, compressed or not), and
// the files and SQLite databases a store cannot write. The server's own
// tests (package server) use it, which they cannot do with boardstest, as
// that one starts the server.
package servetest

import (
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"deepwood/boards"
)

// Get fetches url and returns its status, headers and body, failing the
// test when the request or the read fails: the page and API checks of the
// server's and the command line's tests.
func Get(t testing.TB, url string) (int, http.Header, string) {
	t.Helper()
	resp, err := http.Get(url)
	return read(t, resp, err)
}

// GetEncoded is Get asking for the encodings accept names (the request's
// Accept-Encoding), and answering the body as the server sent it: the
// client unpacks nothing, so a test sees the compressed bytes and their
// Content-Encoding.
func GetEncoded(t testing.TB, url, accept string) (int, http.Header, string) {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", accept)
	resp, err := http.DefaultTransport.RoundTrip(req)
	return read(t, resp, err)
}

// read is a response's status, headers and body, failing the test when
// the request (err) or the read failed.
func read(t testing.TB, resp *http.Response, err error) (int, http.Header, string) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, resp.Header, string(b)
}

// ReadOnly makes files and folders read-only for the rest of the test. A
// process running as root writes whatever the permissions say, so as root
// it also marks them immutable (chattr +i), and skips the test where that
// is not allowed.
func ReadOnly(t testing.TB, paths ...string) {
	t.Helper()
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		mode := st.Mode().Perm()
		if err := os.Chmod(p, mode&^0o222); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { os.Chmod(p, mode) })
	}
	if os.Geteuid() != 0 {
		return
	}
	if out, err := exec.Command("chattr", append([]string{"+i"}, paths...)...).CombinedOutput(); err != nil {
		t.Skipf("running as root, where permissions do not stop a write, and chattr +i failed: %v %s", err, out)
	}
	t.Cleanup(func() { exec.Command("chattr", append([]string{"-i"}, paths...)...).Run() })
}

// SQLite opens the boards SQLite file at path ("" for a new one in the
// test's temporary folder), failing the test when it cannot, and closes it
// at the test's end: the store under the servers the tests start.
func SQLite(t testing.TB, path string) boards.Store {
	t.Helper()
	if path == "" {
		path = filepath.Join(t.TempDir(), "boards.db")
	}
	st, err := boards.OpenSQLite(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// ReadOnlySQLite makes a boards SQLite file in the test's temporary
// folder, its tables made, then makes the file read-only (ReadOnly) and
// returns its path: a store that reads well but cannot keep a run, for
// the tests of what the server and serve say then.
func ReadOnlySQLite(t testing.TB) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "boards.db")
	SQLite(t, path).Close()
	ReadOnly(t, path)
	return path
}
