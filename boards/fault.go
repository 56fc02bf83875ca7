//go:build !js

package boards

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"strings"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Fault is what kind of failure a store's error is. The server answers an
// outage (the database down, slow, locked, read-only or full) with 503 and
// Retry-After, since the same request will succeed once it passes, and
// anything else with 500, since trying again will not help. Only this
// package knows its drivers' errors, so the telling is done here, once.
type Fault int

// The faults, from the most to the least likely to pass by itself.
const (
	NoFault     Fault = iota // the error is nil
	Busy                     // another writer holds a lock, or the database has no connection to spare
	Timeout                  // the call ran past its deadline
	Unavailable              // the database cannot be reached, or dropped the connection
	ReadOnly                 // the database, its file or its folder takes no writes
	DiskFull                 // the database's disk (or its size limit) is full
	Canceled                 // the caller gave up: the client went away
	Bug                      // none of the above: a fault in the code or the data
)

// Outage reports whether the fault is the database's state rather than a
// bug: what a client should retry later.
func (f Fault) Outage() bool { return f >= Busy && f <= DiskFull }

// RetryAfter is how long a client should wait before trying again after
// an outage of this kind: a lock is gone in a moment, a full disk or a
// read-only database needs a person.
func (f Fault) RetryAfter() time.Duration {
	switch f {
	case Busy:
		return time.Second
	case Timeout:
		return 2 * time.Second
	case Unavailable:
		return 5 * time.Second
	case ReadOnly, DiskFull:
		return 30 * time.Second
	}
	return 0
}

// String is the fault in words a client may be shown: it names the
// database's state and nothing of its address or its data.
func (f Fault) String() string {
	switch f {
	case NoFault:
		return "no fault"
	case Busy:
		return "the database is busy"
	case Timeout:
		return "the database did not answer in time"
	case Unavailable:
		return "the database does not answer"
	case ReadOnly:
		return "the database is read-only"
	case DiskFull:
		return "the database's disk is full"
	case Canceled:
		return "the request was canceled"
	}
	return "the database failed"
}

// Classify tells what kind of failure err is, through any wrapping: the
// SQLite and PostgreSQL drivers' codes, database/sql's and the network's
// errors, the operating system's, and a context's end (a deadline is a
// Timeout, a cancellation Canceled).
func Classify(err error) Fault {
	if err == nil {
		return NoFault
	}
	if f := sqliteFault(err); f != NoFault {
		return f
	}
	if f := postgresFault(err); f != NoFault {
		return f
	}
	switch {
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, syscall.ETIMEDOUT):
		return Timeout
	case errors.Is(err, context.Canceled):
		return Canceled
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		return DiskFull
	case errors.Is(err, syscall.EROFS):
		return ReadOnly
	case errors.Is(err, sql.ErrConnDone), errors.Is(err, driver.ErrBadConn),
		errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF),
		errors.Is(err, syscall.ECONNREFUSED), errors.Is(err, syscall.ECONNRESET),
		errors.Is(err, syscall.EPIPE), errors.Is(err, syscall.EHOSTUNREACH), errors.Is(err, syscall.ENETUNREACH):
		return Unavailable
	}
	if ne, ok := errors.AsType[net.Error](err); ok {
		if ne.Timeout() {
			return Timeout
		}
		return Unavailable
	}
	return Bug
}

// sqliteFault reads an SQLite result code (its low byte is the primary
// code; the rest says which I/O failed).
func sqliteFault(err error) Fault {
	se, ok := errors.AsType[*sqlite.Error](err)
	if !ok {
		return NoFault
	}
	switch se.Code() & 0xff {
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		return Busy
	case sqlite3.SQLITE_INTERRUPT: // the driver interrupts a call whose context ended
		return Timeout
	case sqlite3.SQLITE_READONLY:
		return ReadOnly
	case sqlite3.SQLITE_FULL:
		return DiskFull
	case sqlite3.SQLITE_IOERR, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_NOMEM:
		if errors.Is(err, syscall.ENOSPC) {
			return DiskFull
		}
		return Unavailable
	}
	return Bug
}

// postgresFault reads PostgreSQL's SQLSTATE codes and pgx's connection
// errors.
func postgresFault(err error) Fault {
	if pe, ok := errors.AsType[*pgconn.PgError](err); ok {
		switch c := pe.Code; {
		case c == "53100": // disk_full
			return DiskFull
		case c == "25006": // read_only_sql_transaction: a standby, or default_transaction_read_only
			return ReadOnly
		case c == "57014", c == "55P03": // query_canceled (statement_timeout), lock_not_available
			return Timeout
		case c == "40001", c == "40P01", strings.HasPrefix(c, "53"): // serialization, deadlock, out of resources
			return Busy
		case strings.HasPrefix(c, "08"), c == "57P01", c == "57P02", c == "57P03": // connection lost, shut down, starting up
			return Unavailable
		}
		return Bug
	}
	if _, ok := errors.AsType[*pgconn.ConnectError](err); ok {
		return Unavailable
	}
	if pgconn.Timeout(err) {
		return Timeout
	}
	return NoFault
}
