package server

import (
	"path/filepath"
	"testing"

	"deepwood/boards"
)

func init() { storeKinds = append(storeKinds, storeKind{"sqlite", openSQLite}) }

// openSQLite opens a fresh SQLite store in the test's temporary folder.
func openSQLite(t *testing.T) boards.Store {
	t.Helper()
	st, err := boards.OpenSQLite(filepath.Join(t.TempDir(), "boards.db"))
	if err != nil {
		t.Fatal(err)
	}
	return st
}
