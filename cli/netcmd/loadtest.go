package netcmd

import (
	"cmp"
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"deepwood/cli"
	"deepwood/online/client"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/server/botreplay"
)

// Bounds of one load test, so a typo cannot start an hour-long flood.
const (
	maxLoadRuns    = 100_000
	maxLoadClients = 256
	maxLoadPlayers = 100
	maxLoadTime    = 30 * time.Minute
)

// loadReport is what a load test measured; rates and latencies are of the
// concurrent phase (after each player's first run claimed its name).
type loadReport struct {
	Server       string         `json:"server"`
	Runs         int            `json:"runs"`
	Clients      int            `json:"clients"`
	Players      int            `json:"players"`
	Submitted    int            `json:"submitted"`
	Accepted     int            `json:"accepted"`
	Duplicates   int            `json:"duplicates"`
	Refused      map[string]int `json:"refused"` // by HTTP status, or "error"
	FirstRefusal string         `json:"first_refusal,omitempty"`
	Seconds      float64        `json:"seconds"`
	PerSecond    float64        `json:"accepted_per_second"`
	P50ms        float64        `json:"p50_ms"`
	P99ms        float64        `json:"p99_ms"`
	MaxMs        float64        `json:"max_ms"`
	TimedOut     bool           `json:"timed_out,omitempty"`
}

// outside is the usage error of the number v of flag --name when it is
// not from lo to hi, nil when it is: the load tests' counts are checked,
// and refused, alike.
func outside(name string, v, lo, hi int) error {
	if v < lo || v > hi {
		return cli.Usagef("--%s must be from %d to %d, not %d", name, lo, hi, v)
	}
	return nil
}

// runLoadtest submits bot replays to a server on this machine from many
// clients at once and reports throughput and latency; with --live it
// plays witnessed attempts instead (runLoadtestLive).
func runLoadtest(args []string, stdout, stderr io.Writer) error {
	if slices.ContainsFunc(args, func(a string) bool { return a == "--live" || a == "-live" || a == "--live=true" }) {
		return runLoadtestLive(args, stdout, stderr) // loadtest_live.go
	}
	if slices.ContainsFunc(args, func(a string) bool {
		return a == "--tables" || a == "-tables" || strings.HasPrefix(a, "--tables=") || strings.HasPrefix(a, "-tables=")
	}) {
		return runLoadtestTables(args, stdout, stderr) // loadtest_tables.go
	}
	fs := cli.NewFlags("loadtest", stderr)
	srv := serverFlag(fs)
	runs := fs.Int("runs", 1000, fmt.Sprintf("replays to submit, 1–%d", maxLoadRuns))
	clients := fs.Int("clients", 8, fmt.Sprintf("submissions under way at once, 1–%d", maxLoadClients))
	players := fs.Int("players", 4, fmt.Sprintf("player names the runs are shared among, 1–%d (fresh names each time)", maxLoadPlayers))
	limit := fs.Duration("time", 2*time.Minute, "stop submitting after this long (at most 30m)")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseForServer(fs, args, 0, srv); err != nil {
		return err
	}
	if err := cmp.Or(outside("runs", *runs, 1, maxLoadRuns), outside("clients", *clients, 1, maxLoadClients),
		outside("players", *players, 1, maxLoadPlayers)); err != nil {
		return err
	}
	if *limit <= 0 || *limit > maxLoadTime {
		return cli.Usagef("--time must be more than 0 and at most %v", maxLoadTime)
	}
	*players = min(*players, *runs)
	if err := loopback(*srv); err != nil {
		return cli.Usagef("%v", err)
	}
	c, err := client.New(*srv)
	if err != nil {
		return cli.Usagef("--server: %v", err)
	}
	c.HTTP = &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: *clients, MaxConnsPerHost: *clients}}
	start := time.Now()
	replays, err := botReplays(*runs)
	if err != nil {
		return err
	}
	if !*asJSON {
		printf(stderr, "deepwood loadtest: %d bot replays recorded in %.1f s; submitting\n", len(replays), time.Since(start).Seconds())
	}
	ctx, cancel := context.WithTimeout(context.Background(), *limit)
	defer cancel()
	rep := load(ctx, c, replays, *clients, *players)
	if *asJSON {
		if err := json.NewEncoder(stdout).Encode(rep); err != nil {
			return err
		}
	} else {
		printReport(stdout, rep)
	}
	switch {
	case rep.TimedOut:
		return fmt.Errorf("stopped by --time after %d of %d runs", rep.Submitted, rep.Runs)
	case rep.Accepted+rep.Duplicates < rep.Submitted:
		return fmt.Errorf("%d of %d submissions refused; first: %s", rep.Submitted-rep.Accepted-rep.Duplicates, rep.Submitted, rep.FirstRefusal)
	}
	return nil
}

// botReplays records n greedy-bot runs on fresh seeds (victories and
// defeats alike: the server keeps both), on all cores.
func botReplays(n int) ([][]byte, error) {
	d, err := forward.DefaultData()
	if err != nil {
		return nil, err
	}
	seeds := forward.RunSeeds(dice.Seed(randUint64()), n)
	out := make([][]byte, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	next := make(chan int)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for i := range next {
				r, err := botreplay.Record(d, seeds[i], botreplay.Options{})
				out[i], errs[i] = r.Bytes(), err
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

func randUint64() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	var v uint64
	for _, x := range b {
		v = v<<8 | uint64(x)
	}
	return v
}

// load claims the players' names one by one (each first run returns a
// token), then submits the rest from clients workers at once.
func load(ctx context.Context, c *client.Client, replays [][]byte, clients, players int) loadReport {
	rep := loadReport{Server: c.Base(), Runs: len(replays), Clients: clients, Players: players, Refused: map[string]int{}}
	tag := dice.Seed(randUint64()).Code()[:4]
	names := make([]string, players)
	tokens := make([]string, players)
	var mu sync.Mutex
	record := func(err error, status string) {
		mu.Lock()
		defer mu.Unlock()
		rep.Submitted++
		switch {
		case err != nil:
			key := "error"
			if r, ok := err.(*client.Refusal); ok {
				key = fmt.Sprint(r.Status)
			}
			rep.Refused[key]++
			if rep.FirstRefusal == "" {
				rep.FirstRefusal = err.Error()
			}
		case status == "duplicate":
			rep.Duplicates++
		default:
			rep.Accepted++
		}
	}
	for i := range names {
		names[i] = fmt.Sprintf("load-%s-%d", tag, i+1)
		res, err := c.Submit(ctx, names[i], "", replays[i])
		tokens[i] = res.Token
		record(err, res.Status)
	}
	warm := rep.Accepted
	var lat []time.Duration
	work := make(chan int)
	var wg sync.WaitGroup
	start := time.Now()
	for range clients {
		wg.Go(func() {
			for i := range work {
				t0 := time.Now()
				p := i % players
				res, err := c.Submit(ctx, names[p], tokens[p], replays[i])
				d := time.Since(t0)
				if ctx.Err() != nil {
					return
				}
				record(err, res.Status)
				mu.Lock()
				lat = append(lat, d)
				mu.Unlock()
			}
		})
	}
feed:
	for i := players; i < len(replays); i++ {
		select {
		case work <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(work)
	wg.Wait()
	rep.TimedOut = ctx.Err() != nil
	rep.Seconds = time.Since(start).Seconds()
	if rep.Seconds > 0 {
		rep.PerSecond = float64(rep.Accepted-warm) / rep.Seconds
	}
	slices.Sort(lat)
	if n := len(lat); n > 0 {
		ms := func(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
		rep.P50ms, rep.P99ms, rep.MaxMs = ms(lat[(n-1)*50/100]), ms(lat[(n-1)*99/100]), ms(lat[n-1])
	}
	return rep
}

func printReport(out io.Writer, r loadReport) {
	printf(out, "load test of %s: %d runs, %d clients at once, %d players\n", r.Server, r.Runs, r.Clients, r.Players)
	printf(out, "  %-24s %d\n  %-24s %d\n  %-24s %d\n", "submitted", r.Submitted, "accepted", r.Accepted, "duplicates", r.Duplicates)
	for k, n := range r.Refused {
		printf(out, "  %-24s %d\n", "refused ("+k+")", n)
	}
	printf(out, "  %-24s %.2f s\n  %-24s %.0f\n", "concurrent phase", r.Seconds, "accepted per second", r.PerSecond)
	printf(out, "  %-24s %.1f ms\n  %-24s %.1f ms\n  %-24s %.1f ms\n", "latency p50", r.P50ms, "latency p99", r.P99ms, "latency max", r.MaxMs)
	if r.FirstRefusal != "" {
		printf(out, "  first refusal: %s\n", cli.Tame(r.FirstRefusal))
	}
}
