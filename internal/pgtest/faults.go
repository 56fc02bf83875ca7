//go:build !js

package pgtest

import (
	"context"
	"testing"

	"github.com/jackc/pgx/v5"
)

// Own starts a cluster of the test's own, stopped at its end, and returns
// it with the URL of a new database on it: for a test that stops the
// server itself to see what its clients do then, which must not stop the
// cluster the package's other tests share. Without PostgreSQL the test is
// skipped, as Unavailable says.
func Own(t testing.TB) (*Cluster, string) {
	t.Helper()
	cl, err := Start()
	if err != nil {
		Unavailable(t, err)
	}
	t.Cleanup(func() { cl.Stop() })
	url, err := cl.NewDatabase(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return cl, url
}

// ReadOnly makes the database at url read-only for every connection
// opened after it (default_transaction_read_only), as an operator or a
// replica makes one: the tests of what the store and the server say when
// they cannot write share it.
func ReadOnly(t testing.TB, url string) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, `ALTER DATABASE `+conn.Config().Database+` SET default_transaction_read_only = on`); err != nil {
		t.Fatal(err)
	}
}

// Lock holds tables (a comma-separated list) of the database at url
// locked ACCESS EXCLUSIVE by a transaction of its own, as a stuck
// migration or a frozen server holds them, until release rolls it back or
// the test ends: the tests of the store's deadlines share it.
func Lock(t testing.TB, url, tables string) (release func() error) {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(ctx) })
	tx, err := conn.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tx.Rollback(ctx) })
	if _, err := tx.Exec(ctx, `LOCK TABLE `+tables+` IN ACCESS EXCLUSIVE MODE`); err != nil {
		t.Fatal(err)
	}
	return func() error { return tx.Rollback(ctx) }
}
