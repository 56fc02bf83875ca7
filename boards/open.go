//go:build !js

package boards

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Open opens the store a URL names: "postgres://…" or "postgresql://…" is a
// PostgreSQL database, anything else ("sqlite:PATH" or a plain path) an
// SQLite file. The server takes one flag and stays unaware of the choice.
func Open(ctx context.Context, dbURL string) (Store, error) {
	switch {
	case strings.HasPrefix(dbURL, "postgres://"), strings.HasPrefix(dbURL, "postgresql://"):
		return OpenPostgres(ctx, dbURL)
	case strings.HasPrefix(dbURL, "sqlite://"):
		return OpenSQLite(strings.TrimPrefix(dbURL, "sqlite://"))
	default:
		return OpenSQLite(strings.TrimPrefix(dbURL, "sqlite:"))
	}
}

// sqliteParams are every SQLite connection's settings: WAL lets readers run
// beside the one writer, synchronous=NORMAL is durable against a crash of
// the process (the WAL is synced at checkpoints), the busy timeout makes a
// second process wait for the write lock instead of failing, and
// _txlock=immediate takes the write lock at BEGIN so that a transaction
// never has to upgrade a read lock (which fails at once in WAL mode).
var sqliteParams = []string{
	"_pragma=busy_timeout(10000)",
	"_pragma=foreign_keys(1)",
	"_pragma=journal_mode(WAL)",
	"_pragma=synchronous(NORMAL)",
	"_txlock=immediate",
}

// OpenSQLite opens (creating it if need be) an SQLite database file and
// brings its schema up to date. Writes go through one connection, one at a
// time; reads through a small pool of their own.
func OpenSQLite(path string) (Store, error) {
	if path == "" {
		return nil, errors.New("boards: no SQLite path")
	}
	dsn := path + "?" + strings.Join(sqliteParams, "&")
	w, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("boards: open %s: %w", path, err)
	}
	w.SetMaxOpenConns(1)
	w.SetConnMaxIdleTime(0)
	if err := migrate(context.Background(), w, goose.DialectSQLite3); err != nil {
		w.Close()
		return nil, fmt.Errorf("boards: %s: %w", path, explainSQLite(path, err))
	}
	s := &sqlStore{w: w, r: w}
	if path != ":memory:" && !strings.Contains(path, "mode=memory") {
		s.path = path
		r, err := sql.Open("sqlite", dsn+"&_pragma=query_only(1)")
		if err != nil {
			w.Close()
			return nil, fmt.Errorf("boards: open %s: %w", path, err)
		}
		r.SetMaxOpenConns(max(4, runtime.GOMAXPROCS(0)))
		r.SetMaxIdleConns(max(4, runtime.GOMAXPROCS(0)))
		s.r = r
	}
	return s, nil
}

// OpenPostgres connects a pool to a PostgreSQL database and brings its
// schema up to date (under an advisory lock, so that several server
// processes starting at once migrate it once).
func OpenPostgres(ctx context.Context, dbURL string) (Store, error) {
	cfg, err := pgxpool.ParseConfig(dbURL)
	if err != nil {
		return nil, fmt.Errorf("boards: %s: %w", redact(dbURL), err)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("boards: %s: %w", redact(dbURL), err)
	}
	db := stdlib.OpenDBFromPool(pool)
	if err := migrate(ctx, db, goose.DialectPostgres); err != nil {
		db.Close()
		pool.Close()
		return nil, fmt.Errorf("boards: %s: %w", redact(dbURL), err)
	}
	return &sqlStore{w: db, r: db, pg: true, pool: pool}, nil
}

// migrate applies the embedded migrations, spelled for the dialect. SQLite has no
// advisory lock, so two processes creating one file at once may collide;
// the loser tries again and finds the work done.
func migrate(ctx context.Context, db *sql.DB, dialect goose.Dialect) error {
	fsys, err := dialectMigrations(dialect)
	if err != nil {
		return err
	}
	opts := []goose.ProviderOption{goose.WithDisableGlobalRegistry(true)}
	if dialect == goose.DialectPostgres {
		locker, err := lock.NewPostgresSessionLocker()
		if err != nil {
			return err
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	p, err := goose.NewProvider(dialect, db, fsys, opts...)
	if err != nil {
		return err
	}
	for try := 0; ; try++ {
		_, err = p.Up(ctx)
		if err == nil || try == 3 || dialect == goose.DialectPostgres || ctx.Err() != nil {
			if err != nil {
				return fmt.Errorf("migrate: %w", err)
			}
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// explainSQLite puts before an error about the SQLite file at path why
// the file cannot be written, if the error is one that the file's or the
// folder's permissions can cause and they do: SQLite's own words ("unable
// to open database file") do not say.
func explainSQLite(path string, err error) error {
	if f := Classify(err); f != ReadOnly && f != Unavailable && f != DiskFull {
		return err
	}
	if why := sqliteAccess(path); why != "" {
		return fmt.Errorf("%s (%w)", why, err)
	}
	return err
}

// sqliteAccess says why an SQLite file cannot be written: the file does
// not open for writing, or its folder takes no new files (SQLite keeps its
// -wal and -shm files beside the database); "" when both are fine. It
// writes nothing to the file, and removes the file it makes.
func sqliteAccess(path string) string {
	if f, err := os.OpenFile(path, os.O_WRONLY, 0); err == nil {
		f.Close()
	} else if !errors.Is(err, fs.ErrNotExist) {
		return "the file is not writable: " + osReason(err)
	}
	f, err := os.CreateTemp(filepath.Dir(path), ".deepwood-write-check-*")
	if err != nil {
		return "its folder takes no new files (SQLite keeps its -wal and -shm files there): " + osReason(err)
	}
	f.Close()
	os.Remove(f.Name())
	return ""
}

// osReason is an OS error without the path it names, which the message
// around it has already given.
func osReason(err error) string {
	if pe, ok := errors.AsType[*fs.PathError](err); ok {
		return pe.Err.Error()
	}
	return err.Error()
}

// redact drops a URL's password before it goes into an error message.
func redact(dbURL string) string {
	u, err := url.Parse(dbURL)
	if err != nil {
		return "the database URL"
	}
	return u.Redacted()
}
