package web

import (
	"fmt"
	"os"
	"testing"

	"deepwood/internal/pgtest"
)

// TestMain stops the PostgreSQL cluster the tests started, if any.
func TestMain(m *testing.M) {
	code := m.Run()
	if err := pgtest.StopShared(); err != nil {
		fmt.Fprintln(os.Stderr, "stopping PostgreSQL:", err)
	}
	os.Exit(code)
}
