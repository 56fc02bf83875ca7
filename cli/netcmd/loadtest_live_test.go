package netcmd

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"deepwood/internal/hubtest"
	"deepwood/server"
	"deepwood/server/live"
)

// liveServer is a boards server on 127.0.0.1 over SQLite whose live hub
// lets bots act as fast as it answers (serve's allows 20 actions a second
// per attempt, 40 at once).
func liveServer(t *testing.T, opt live.Options) string {
	t.Helper()
	opt.Log = hubtest.Quiet()
	h, err := live.New(opt)
	if err != nil {
		t.Fatal(err)
	}
	return testServer(t, server.Options{Limits: server.Limits{Tracked: 10}, Live: h})
}

func TestLoadtestLive(t *testing.T) {
	for _, srv := range []string{"http://192.0.2.1:8080", "http://example.com", "ws://10.0.0.1"} {
		code, _, errs := run(t, t.TempDir(), "loadtest", "--live", "--server", srv, "--runs", "1", "--clients", "1")
		if code != 2 || !strings.Contains(errs, "loopback") {
			t.Errorf("%s: exit %d, %s", srv, code, errs)
		}
	}
	for _, args := range [][]string{{"--runs", "0"}, {"--clients", "10001"}, {"--pace", "-1"}, {"--actions", "-2"}, {"--time", "31m"}, {"--server-pid", "-3"}} {
		if code, _, errs := run(t, t.TempDir(), append([]string{"loadtest", "--live", "--server", "http://127.0.0.1:1"}, args...)...); code != 2 {
			t.Errorf("%v: exit %d, %s", args, code, errs)
		}
	}
	url := liveServer(t, live.Options{ActionsPerSecond: 1e6, ActionBurst: 1e6})
	// Eight attempts to their ends, four at once, this process's memory
	// read as the server's.
	code, out, errs := run(t, t.TempDir(), "loadtest", "--live", "--server", url, "--runs", "8", "--clients", "4", "--server-pid", fmt.Sprint(os.Getpid()), "--json")
	var rep liveReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil || code != 0 {
		t.Fatalf("loadtest --live: %d %v\n%s%s", code, err, out, errs)
	}
	if rep.Started != 8 || rep.Victories+rep.Defeats != 8 || rep.Failed != 0 || rep.PeakLive < 1 || rep.PeakLive > 4 ||
		rep.Actions < 8*20 || rep.P99ms <= 0 || rep.P50ms > rep.P99ms || rep.PerSecond <= 0 || rep.RSSBaseKB <= 0 || rep.CPUPerActUs <= 0 {
		t.Fatalf("loadtest --live: %+v", rep)
	}
	t.Logf("loadtest --live (in-process server): %.0f actions/s, p50 %.2f ms, p99 %.2f ms", rep.PerSecond, rep.P50ms, rep.P99ms)

	// Paced and cut short: each attempt is left after five actions, and
	// the report says so.
	code, out, errs = run(t, t.TempDir(), "loadtest", "--server", url, "--live", "--runs", "6", "--clients", "3", "--pace", "2", "--actions", "5")
	if code != 0 || !strings.Contains(out, "left at --actions          6") || !strings.Contains(out, "actions                    30 in") {
		t.Fatalf("loadtest --live --actions 5: %d\n%s%s", code, out, errs)
	}

	// A server whose store cannot write: each action is refused as busy,
	// sent again five times, and the attempt fails.
	store := live.NewMemStore()
	store.Fail = errors.New("disk full")
	url = liveServer(t, live.Options{Store: store, ActionsPerSecond: 1e6, ActionBurst: 1e6})
	code, out, errs = run(t, t.TempDir(), "loadtest", "--live", "--server", url, "--runs", "2", "--clients", "2")
	if code != 1 || !strings.Contains(out, "refused (busy)             12") || !strings.Contains(errs, "2 of 2 attempts failed") {
		t.Errorf("a store that cannot write: %d\n%s%s", code, out, errs)
	}

	// A server that takes one action a minute: the bots wait out its rate
	// refusals until --time ends the test, and the report says so.
	url = liveServer(t, live.Options{ActionsPerSecond: 1.0 / 60, ActionBurst: 1})
	code, out, _ = run(t, t.TempDir(), "loadtest", "--live", "--server", url, "--runs", "2", "--clients", "2", "--time", "2s")
	if code != 0 || !strings.Contains(out, "refused (rate)") || !strings.Contains(out, "left under way at --time   2") {
		t.Errorf("a rate-limited live load test: %d\n%s", code, out)
	}
}
