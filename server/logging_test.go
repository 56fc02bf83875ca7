package server

import (
	"bytes"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"deepwood/server/outage"
	"deepwood/server/web"
)

// lockedBuffer is a log's destination that many requests write at once.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestRepeatedFailuresAreLoggedOnceASecond: with the disk full and reads
// refused, 150 submissions, 150 board reads and 150 board pages, served as
// `deepwood serve` serves them (one logger for the API and the pages),
// leave at most a line a second for writes and one for reads, not one
// for each request. (They left 450 lines.) The count of those held back is
// TestRepeatsAreLoggedOnceASecondWithACount's, on a clock of its own.
func TestRepeatedFailuresAreLoggedOnceASecond(t *testing.T) {
	runs, _ := fixtures(t)
	st := &faultyStore{Store: openSQLite(t)}
	t.Cleanup(func() { st.Close() })
	var out lockedBuffer
	log := outage.Limit(slog.New(slog.NewTextHandler(&out, nil)))
	pages, err := web.New(st, web.Options{Log: log})
	if err != nil {
		t.Fatal(err)
	}
	hs, _ := serve(t, st, Options{Log: log, Pages: pages})
	st.fail(&fs.PathError{Op: "write", Path: "boards.db-wal", Err: syscall.ENOSPC},
		&net.OpError{Op: "dial", Net: "unix", Err: syscall.ECONNREFUSED})

	start := time.Now()
	seed := runs[0].Seed.Code()
	var wg sync.WaitGroup
	for i := range 150 {
		wg.Go(func() {
			if code, _, _ := post(t, hs.URL, fmt.Sprint("P", i), "", bytes.NewReader(runs[0].Bytes())); code != http.StatusServiceUnavailable {
				t.Errorf("a submission to a full disk: %d", code)
			}
		})
		wg.Go(func() {
			if code, _, _ := get(t, hs.URL+"/api/v1/boards/forward/"+seed); code != http.StatusServiceUnavailable {
				t.Errorf("a board from a database that refuses: %d", code)
			}
		})
		wg.Go(func() {
			if code, _, _ := get(t, hs.URL+"/boards/forward/"+seed); code != http.StatusServiceUnavailable {
				t.Errorf("a board page from a database that refuses: %d", code)
			}
		})
	}
	wg.Wait()
	// One line at the first failure, then at most one as each second
	// ends (and one more if a second ends as this counts).
	limit := 2 + int(time.Since(start)/time.Second)
	logged := out.String()
	for _, msg := range []string{`msg="store: write failed`, `msg="store: read failed`} {
		if n := strings.Count(logged, msg); n < 1 || n > limit {
			t.Errorf("%d lines of %s…, want 1 to %d", n, msg, limit)
		}
	}
	if n := strings.Count(logged, "level=ERROR"); n > 2*limit {
		t.Errorf("%d errors logged for 450 failed requests, want at most %d", n, 2*limit)
	}
}
