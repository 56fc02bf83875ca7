package netcmd

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	neturl "net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"deepwood/boards"
	"deepwood/cli"
	"deepwood/server"
	"deepwood/server/live"
	"deepwood/server/outage"
	"deepwood/server/tables"
	"deepwood/server/web"
	"deepwood/storage"
	"deepwood/webgame"
)

// DBFile is the SQLite database serve keeps in the config folder when no
// --db is given.
const DBFile = "boards.db"

// runServe runs the boards server until SIGINT or SIGTERM: the API, the
// pages, and the browser game under /play/. It prints the address it
// listens on (useful with --addr 127.0.0.1:0) once it accepts connections.
func runServe(args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlags("serve", stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on (0.0.0.0:8080 to let other machines in)")
	db := fs.String("db", "", "database: postgres://USER:PASS@HOST/DB, or an SQLite file (default: "+DBFile+" in the config folder)")
	d := server.DefaultLimits
	readRate := fs.Float64("read-rate", d.Read.PerSecond, "requests a second each client address may make on average (0: no limit)")
	readBurst := fs.Int("read-burst", d.Read.Burst, "requests a client address may make at once")
	submitRate := fs.Float64("submit-rate", d.Submit.PerSecond, "submissions a second each client address, and each token, may make on average (0: no limit)")
	submitBurst := fs.Int("submit-burst", d.Submit.Burst, "submissions a client address or token may make at once")
	tracked := fs.Int("tracked", d.Tracked, "client addresses and tokens each rate limit remembers (the least recent are forgotten)")
	verifyTimeout := fs.Duration("verify-timeout", server.DefaultVerifyTimeout, "longest one replay's verification may take")
	dbTimeout := fs.Duration("db-timeout", boards.DefaultTimeout, "longest one database call may take (and /healthz's write check); past it the request is answered 503, try again")
	newNames := fs.Int("new-names", server.DefaultNameLimit.Count, "new player names each client address may claim per --new-names-window, by a first run or a live start (0: no limit)")
	newNamesWindow := fs.Duration("new-names-window", server.DefaultNameLimit.Window, "how far back --new-names counts an address's claims")
	liveRate := fs.Float64("live-rate", live.DefaultActionsPerSecond, "actions a second each live attempt may take on average, twice that at once (0: no limit)")
	lease := fs.Duration("lease", live.DefaultLease, "how long a server holds a live attempt unrenewed: after a crash, another server on the same database takes its attempts up at most this long after (it renews three times a lease)")
	expire := fs.Duration("live-expire", live.DefaultExpire, "abandon a live attempt with no action for this long (0: never), by a sweep every minute: it is filed as a run that never ranks, and a daily abandoned is the day's attempt")
	tablePace := fs.Duration("table-pace", tables.DefaultPace, "the computer travelers' thinking time at a table whose create names none; three times that when a person may answer the open window (0: at once)")
	tableRate := fs.Float64("table-rate", 20, "actions a second each seat's connection at a table may take on average, twice that at once (0: no limit)")
	handOver := fs.Duration("hand-over", tables.DefaultHandOver, "how long a person's seat at a table must have had no connection before its host may hand it to a computer traveler")
	webDir := fs.String("web", "", "folder `DIR` holding the browser game's build, served under /play/ (default: "+webgame.DistDir+
		" in this folder when it holds one, as \""+webgame.BuildCommand+"\" leaves it)")
	adminFile := fs.String("admin-token-file", "", "file `PATH` holding the admin token, which turns moderation on (POST /api/v1/admin/hide and /unhide; docs/api.md); the file must not be readable by others")
	if err := parse(fs, args, 0); err != nil {
		return err
	}
	switch {
	case *readRate < 0 || *submitRate < 0:
		return cli.Usagef("--read-rate and --submit-rate must be 0 (no limit) or more")
	case *readBurst < 1 || *submitBurst < 1:
		return cli.Usagef("--read-burst and --submit-burst must be at least 1")
	case *tracked < 1 || *tracked > 10_000_000:
		return cli.Usagef("--tracked must be from 1 to 10000000, not %d", *tracked)
	case *verifyTimeout < time.Millisecond || *verifyTimeout > time.Minute:
		return cli.Usagef("--verify-timeout must be from 1ms to 1m, not %v", *verifyTimeout)
	case *dbTimeout < 10*time.Millisecond || *dbTimeout > time.Minute:
		return cli.Usagef("--db-timeout must be from 10ms to 1m, not %v", *dbTimeout)
	case *newNames < 0:
		return cli.Usagef("--new-names must be 0 (no limit) or more, not %d", *newNames)
	case *newNamesWindow < time.Second || *newNamesWindow > 30*24*time.Hour:
		return cli.Usagef("--new-names-window must be from 1s to 720h, not %v", *newNamesWindow)
	case *liveRate < 0:
		return cli.Usagef("--live-rate must be 0 (no limit) or more")
	case *lease < 100*time.Millisecond || *lease > 10*time.Minute:
		return cli.Usagef("--lease must be from 100ms to 10m, not %v", *lease)
	case *tableRate < 0:
		return cli.Usagef("--table-rate must be 0 (no limit) or more")
	case *tablePace < 0 || *tablePace > 10*time.Second:
		return cli.Usagef("--table-pace must be from 0 to 10s, not %v", *tablePace)
	case *handOver < time.Second || *handOver > 24*time.Hour:
		return cli.Usagef("--hand-over must be from 1s to 24h, not %v", *handOver)
	case *expire != 0 && (*expire < time.Second || *expire > 30*24*time.Hour):
		return cli.Usagef("--live-expire must be 0 (never) or from 1s to 720h, not %v", *expire)
	}
	game, err := gameDir(*webDir)
	if err != nil {
		return err
	}
	adminToken := ""
	if *adminFile != "" {
		if adminToken, err = server.ReadAdminToken(*adminFile); err != nil {
			return err
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	url, where, err := database(*db)
	if err != nil {
		return err
	}
	st, err := openWritable(ctx, url, where)
	if err != nil {
		return err
	}
	defer st.Close()
	// One limited logger for the API and the pages: a failure repeated
	// across both is still one line a second.
	log := outage.Limit(slog.New(slog.NewTextHandler(stderr, nil)))
	limit := server.NameLimit{Count: *newNames, Window: *newNamesWindow}
	if limit.Count == 0 {
		limit.Count = -1
	}
	names := server.NewNameGate(limit, *tracked) // one gate: the API's and the live hub's new names count together
	hub, keys, err := liveHub(st, names, liveSettings{lease: *lease, expire: *expire, timeout: *dbTimeout, rate: *liveRate}, log)
	if err != nil {
		return err
	}
	defer hub.Close() // before st.Close: another server may take its attempts up at once
	tableStore, err := boards.NewTables(st, *dbTimeout)
	if err != nil {
		return err
	}
	tableActs, tableBurst := *tableRate, int(min(2**tableRate, 1e6))
	if tableActs == 0 {
		tableActs = -1 // no limit
	}
	tableHub, err := tables.New(tables.Options{Store: tableStore, Log: log, Pace: *tablePace, HandOver: *handOver, StoreTimeout: *dbTimeout,
		ActionsPerSecond: tableActs, ActionBurst: tableBurst})
	if err != nil {
		return err
	}
	// The front page's witnessed daily is the hub's.
	pages, err := web.New(st, web.Options{GameDir: game, Log: log, StoreTimeout: *dbTimeout, Keys: keys})
	if err != nil {
		return err
	}
	srv := server.New(st, server.Options{
		Limits: server.Limits{
			Read:    server.Rate{PerSecond: *readRate, Burst: *readBurst},
			Submit:  server.Rate{PerSecond: *submitRate, Burst: *submitBurst},
			Tracked: *tracked,
		},
		VerifyTimeout: *verifyTimeout,
		StoreTimeout:  *dbTimeout,
		Log:           log,
		Pages:         pages,
		Live:          hub,
		Tables:        tableHub,
		Names:         names,
		Keys:          keys, // the daily board's seed is the hub's
		AdminToken:    adminToken,
	})
	err = server.Listen(ctx, *addr, srv, func(a net.Addr) {
		printf(stdout, "deepwood serve: listening on http://%s (database: %s); Ctrl-C stops\n", a, where)
		if adminToken != "" {
			printf(stdout, "deepwood serve: moderation on (the admin token from %s)\n", *adminFile)
		}
		if game != "" {
			printf(stdout, "deepwood serve: the boards at http://%s/, the game at http://%s/play/ (from %s)\n", a, a, game)
		} else {
			printf(stdout, "deepwood serve: the boards at http://%s/; no game under /play/: %s\n", a, noGameHint)
		}
	})
	if err != nil {
		return err
	}
	printf(stdout, "deepwood serve: stopped\n")
	return nil
}

// liveSettings are serve's flags for the live hub: the lease's length,
// how long an idle attempt lives (0: for ever), each database call's
// deadline and each attempt's action rate (0: no limit).
type liveSettings struct {
	lease, expire, timeout time.Duration
	rate                   float64
}

// liveHub is the live attempts' hub over the boards' database (SQLite or
// PostgreSQL): attempts, names and the daily key outlive the process, and
// servers sharing a PostgreSQL database hold each attempt through a lease
// of the given length. names limits the new names each address may claim.
func liveHub(st boards.Store, names live.NameGate, set liveSettings, log *slog.Logger) (*live.Hub, live.Keys, error) {
	lv, err := boards.NewLive(st, boards.LiveOptions{Lease: set.lease, Timeout: set.timeout})
	if err != nil {
		return nil, nil, err
	}
	rate, burst := set.rate, int(min(2*set.rate, 1e6))
	if rate == 0 {
		rate, burst = 1e9, 1e6
	}
	hub, err := live.New(live.Options{Store: lv, Names: lv, Keys: lv, NameGate: names, Log: log, StoreTimeout: set.timeout,
		ActionsPerSecond: rate, ActionBurst: burst, Expire: set.expire})
	return hub, lv, err
}

// database is the store's URL for --db, and how to name it in the log and
// in errors without a password: the SQLite file in the config folder by
// default.
func database(db string) (url, where string, err error) {
	if db == "" {
		dir, err := configDir()
		if err != nil {
			return "", "", err
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return "", "", err
		}
		p := filepath.Join(dir, DBFile)
		return p, "SQLite " + p, nil
	}
	if strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://") {
		where := "PostgreSQL"
		if u, err := neturl.Parse(db); err == nil {
			where += " " + u.Redacted()
		}
		return db, where, nil
	}
	return db, "SQLite " + strings.TrimPrefix(db, "sqlite:"), nil
}

// openTimeout bounds opening the store, migrations included: they may
// take a while on a big database, but one that does not answer at all is
// reported in a minute, not never.
const openTimeout = time.Minute

// writeCheckTimeout bounds the write check serve makes before it listens:
// longer than a request's, as the first connection may be slow to come.
const writeCheckTimeout = 10 * time.Second

// openWritable opens the store and refuses it unless it would take a
// write now (boards.Store's Ping): a server on a read-only file or
// database would answer every submission with an error, so it is better
// not to start, saying which database and why.
func openWritable(ctx context.Context, url, where string) (boards.Store, error) {
	octx, cancel := context.WithTimeout(ctx, openTimeout)
	defer cancel()
	st, err := boards.Open(octx, url)
	if err != nil {
		return nil, fmt.Errorf("cannot open the database: %w", err)
	}
	cctx, cancel := context.WithTimeout(ctx, writeCheckTimeout)
	defer cancel()
	if err := st.Ping(cctx); err != nil {
		st.Close()
		return nil, fmt.Errorf("cannot write to the database %s (%s), so it would keep no run: %w", where, boards.Classify(err), err)
	}
	return st, nil
}

// configDir is the player's config folder, as storage keeps it
// (DEEPWOOD_CONFIG_DIR, else the user's config folder/deepwood).
func configDir() (string, error) {
	st, err := storage.Default()
	if err != nil {
		return "", err
	}
	if d, ok := st.(*storage.Dir); ok {
		return d.Path(), nil
	}
	return "", fmt.Errorf("the config folder is not a folder on disk (%T)", st)
}

// noGameHint says how to put the game under /play/, from the source folder.
var noGameHint = "build it with `" + webgame.BuildCommand + "`, then run `" + web.ServeCommand + "`"

// gameDir is the game build serve puts under /play/: --web's, which must
// hold one, else wasm/dist in the working folder if it holds one, else "".
func gameDir(flag string) (string, error) {
	if flag != "" {
		if err := webgame.Check(flag); err != nil {
			return "", cli.Usagef("--web: %v; build one there with `%s -out %s`", err, webgame.BuildCommand, flag)
		}
		return flag, nil
	}
	if webgame.Check(webgame.DistDir) == nil {
		return webgame.DistDir, nil
	}
	return "", nil
}
