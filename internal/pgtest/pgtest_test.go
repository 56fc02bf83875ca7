//go:build !js

package pgtest

import (
	"context"
	"os"
	"testing"

	"github.com/jackc/pgx/v5"
)

// TestStartQueryStop starts a cluster, uses a database of its own, and
// checks the stop removes the folder.
func TestStartQueryStop(t *testing.T) {
	c, err := Start()
	if err != nil {
		Unavailable(t, err)
	}
	ctx := context.Background()
	u, err := c.NewDatabase(ctx)
	if err != nil {
		c.Stop()
		t.Fatal(err)
	}
	conn, err := pgx.Connect(ctx, u)
	if err != nil {
		c.Stop()
		t.Fatal(err)
	}
	var one int
	var addr *string
	err = conn.QueryRow(ctx, "SELECT 1, inet_server_addr()::text").Scan(&one, &addr)
	conn.Close(ctx)
	if err != nil || one != 1 {
		t.Errorf("SELECT 1 = %d, %v", one, err)
	}
	if addr != nil {
		t.Errorf("connected over TCP to %s; only the unix socket should listen", *addr)
	}
	if err := c.Stop(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(c.dir); !os.IsNotExist(err) {
		t.Errorf("%s is still there after Stop: %v", c.dir, err)
	}
}

// TestNotInstalled: without the binaries, Start says PostgreSQL is not
// installed (which Unavailable turns into a skip, or a failure in CI).
func TestNotInstalled(t *testing.T) {
	defer func(g string) { debianInitdb = g }(debianInitdb)
	debianInitdb = t.TempDir() + "/*/bin/initdb"
	t.Setenv("PATH", t.TempDir())
	if c, err := Start(); err != ErrNotInstalled {
		if c != nil {
			c.Stop()
		}
		t.Fatalf("Start without PostgreSQL = %v, want ErrNotInstalled", err)
	}
}
