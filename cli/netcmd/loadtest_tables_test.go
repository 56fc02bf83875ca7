package netcmd

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"deepwood/internal/hubtest"
	"deepwood/server"
	"deepwood/server/tables"
)

// TestLoadtestTables plays a few tables through `deepwood loadtest
// --tables` against an in-process server at pace 0, and holds its flags to
// their bounds.
func TestLoadtestTables(t *testing.T) {
	for _, args := range [][]string{{"--tables", "0"}, {"--seats", "3"}, {"--seats", "13"}, {"--humans", "9"}, {"--pace", "-1"}, {"--think", "-1"}, {"--server-pid", "-3"}} {
		all := append([]string{"loadtest", "--tables", "2", "--server", "http://127.0.0.1:1"}, args...)
		if code, _, errs := run(t, t.TempDir(), all...); code != 2 {
			t.Errorf("%v: exit %d, %s", args, code, errs)
		}
	}
	if code, _, errs := run(t, t.TempDir(), "loadtest", "--tables", "1", "--server", "http://192.0.2.1:8080"); code != 2 || !strings.Contains(errs, "loopback") {
		t.Errorf("a server elsewhere: exit %d, %s", code, errs)
	}
	h, err := tables.New(tables.Options{Log: hubtest.Quiet(), ActionsPerSecond: -1})
	if err != nil {
		t.Fatal(err)
	}
	url := testServer(t, server.Options{Limits: server.Limits{Tracked: 10}, Tables: h})
	code, out, errs := run(t, t.TempDir(), "loadtest", "--tables", "4", "--games", "6", "--seats", "8", "--humans", "4",
		"--server", url, "--server-pid", fmt.Sprint(os.Getpid()), "--json")
	var rep tablesReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 {
		t.Fatalf("loadtest --tables: %d %v\n%s%s", code, err, out, errs)
	}
	if rep.Finished != 6 || rep.Failed != 0 || rep.Actions < 6*10 || rep.P99ms <= 0 || rep.P50ms > rep.P99ms || rep.PerSecond <= 0 || rep.RSSBaseKB <= 0 {
		t.Fatalf("loadtest --tables: %+v", rep)
	}
	t.Logf("loadtest --tables (in-process server): %.1f tables/s, p50 %.2f ms, p99 %.2f ms", rep.PerSecond, rep.P50ms, rep.P99ms)
}
