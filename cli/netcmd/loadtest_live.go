package netcmd

import (
	"cmp"
	"fmt"
	"io"
	"maps"
	"slices"
	"time"

	"deepwood/cli"
)

// Bounds of one live load test, so a typo cannot start an hour-long flood
// or more sockets than a server holds (server/live's MaxHeld, 10,000).
const (
	maxLiveRuns    = 100_000
	maxLiveClients = 10_000
	maxLivePace    = 60_000 // ms: the server waits 10 minutes for a message
)

// liveReport is what a live load test measured.
type liveReport struct {
	Server     string         `json:"server"`
	Runs       int            `json:"runs"`
	Clients    int            `json:"clients"`
	PaceMs     int            `json:"pace_ms"`
	ActionsCap int            `json:"actions_cap,omitempty"` // --actions: attempts left after that many actions
	Started    int            `json:"started"`
	Victories  int            `json:"victories"`
	Defeats    int            `json:"defeats"`
	Cut        int            `json:"cut"`    // left at the --actions cap, held by the server still
	Left       int            `json:"left"`   // under way when --time ended the test, held by the server still
	Failed     int            `json:"failed"` // could not start, or lost
	Refused    map[string]int `json:"refused"`
	Resumed    int            `json:"resumed"` // dropped connections taken up again
	FirstError string         `json:"first_error,omitempty"`
	Seconds    float64        `json:"seconds"`
	Actions    int            `json:"actions"`
	PerSecond  float64        `json:"actions_per_second"`
	PeakLive   int            `json:"peak_live"` // attempts started and not yet ended or left, at most
	MeanLive   float64        `json:"mean_live"` // the same, sampled each second, on average
	P50ms      float64        `json:"p50_ms"`    // action round trip: sending an act to reading its state (or a busy refusal)
	P99ms      float64        `json:"p99_ms"`
	MaxMs      float64        `json:"max_ms"`
	StartP99ms float64        `json:"start_p99_ms"` // dialling and starting an attempt
	ServerPID  int            `json:"server_pid,omitempty"`
	RSSBaseKB  int64          `json:"rss_base_kb,omitempty"` // the server's resident memory before the first start
	RSSPeakKB  int64          `json:"rss_peak_kb,omitempty"` // and at most, sampled each second
	PerLiveKB  float64        `json:"kb_per_live_attempt,omitempty"`
	// The server's CPU time over the test (user and system), and per
	// action (the starts' share included): what the machine's cores can
	// hold, whatever else runs on them.
	ServerCPUs  float64 `json:"server_cpu_s,omitempty"`
	CPUPerActUs float64 `json:"server_cpu_per_action_us,omitempty"`
	TimedOut    bool    `json:"timed_out,omitempty"` // --time ended the test: a measuring window, not a failure
}

// runLoadtestLive plays witnessed attempts by bots over real WebSockets
// against a server on this machine and reports how it holds them: the
// live attempts at once, actions per second, each action's round trip
// and, with --server-pid, the server's memory per live attempt (read from
// /proc/PID/status, so the server exposes nothing for it).
func runLoadtestLive(args []string, stdout, stderr io.Writer) error {
	fs := cli.NewFlags("loadtest --live", stderr)
	fs.Bool("live", true, "play witnessed attempts over WebSockets (GET /api/v1/live) instead of submitting replays")
	sf := addSocketFlags(fs, "end the test after this long (at most 30m), leaving the attempts under way: with a large --runs, a window of C attempts at once",
		"the serve process's id: sample its resident memory and CPU time (Linux /proc/PID/status and stat) to report memory per live attempt and CPU per action; measure a freshly started server")
	srv := sf.server
	runs := fs.Int("runs", 100, fmt.Sprintf("attempts to play, 1–%d", maxLiveRuns))
	clients := fs.Int("clients", 10, fmt.Sprintf("attempts under way at once, 1–%d", maxLiveClients))
	pace := fs.Int("pace", 0, fmt.Sprintf("milliseconds each bot waits between an answer and its next action, 0–%d (0: as fast as the server answers; 1000 acts as people do)", maxLivePace))
	capN := fs.Int("actions", 0, "leave each attempt after this many actions (0: play it to its end); a left attempt stays held by the server")
	if err := parseForServer(fs, args, 0, srv); err != nil {
		return err
	}
	if err := cmp.Or(outside("runs", *runs, 1, maxLiveRuns), outside("clients", *clients, 1, maxLiveClients)); err != nil {
		return err
	}
	switch {
	case *pace < 0 || *pace > maxLivePace:
		return cli.Usagef("--pace must be from 0 to %d ms, not %d", maxLivePace, *pace)
	case *capN < 0:
		return cli.Usagef("--actions must be 0 (to the end) or more, not %d", *capN)
	}
	mem, err := sf.check()
	if err != nil {
		return err
	}
	lt := &liveLoad{server: *srv, runs: *runs, clients: *clients, pace: time.Duration(*pace) * time.Millisecond, cap: *capN, mem: mem}
	banner := fmt.Sprintf("deepwood loadtest --live: %d attempts, %d at once, %d ms between actions", *runs, *clients, *pace)
	return runSocketTest(sf, stdout, stderr, banner, lt.run, printLiveReport, func(rep liveReport) error {
		if rep.Failed > 0 {
			return fmt.Errorf("%d of %d attempts failed; first: %s", rep.Failed, rep.Started, rep.FirstError)
		}
		return nil
	})
}

func printLiveReport(out io.Writer, r liveReport) {
	cut := "to their ends"
	if r.ActionsCap > 0 {
		cut = fmt.Sprintf("at most %d actions each", r.ActionsCap)
	}
	printf(out, "live load test of %s: %d attempts, %d at once, %d ms between actions, %s\n", r.Server, r.Runs, r.Clients, r.PaceMs, cut)
	printf(out, "  %-26s %d\n  %-26s %d victories, %d defeats\n", "attempts started", r.Started, "ended", r.Victories, r.Defeats)
	if r.Cut > 0 {
		printf(out, "  %-26s %d (still held by the server)\n", "left at --actions", r.Cut)
	}
	if r.TimedOut {
		printf(out, "  %-26s %d (still held by the server)\n", "left under way at --time", r.Left)
	}
	printf(out, "  %-26s %d\n", "failed", r.Failed)
	for _, k := range slices.Sorted(maps.Keys(r.Refused)) {
		printf(out, "  %-26s %d\n", "refused ("+k+")", r.Refused[k])
	}
	if r.Resumed > 0 {
		printf(out, "  %-26s %d\n", "resumed after a drop", r.Resumed)
	}
	printf(out, "  %-26s %d at most, %.0f on average\n", "live attempts at once", r.PeakLive, r.MeanLive)
	printf(out, "  %-26s %d in %.1f s: %.0f per second\n", "actions", r.Actions, r.Seconds, r.PerSecond)
	printf(out, "  %-26s p50 %.2f ms, p99 %.2f ms, max %.1f ms\n", "action round trip", r.P50ms, r.P99ms, r.MaxMs)
	printf(out, "  %-26s p99 %.1f ms\n", "start (dial and deal)", r.StartP99ms)
	if r.ServerPID > 0 {
		printServerMemory(out, r.ServerPID, r.RSSBaseKB, r.RSSPeakKB, r.PerLiveKB, "live attempt")
		printf(out, "  %-26s %.1f s: %.0f µs per action\n", "server CPU time", r.ServerCPUs, r.CPUPerActUs)
	}
	if r.FirstError != "" {
		printf(out, "  first error: %s\n", cli.Tame(r.FirstError))
	}
}
