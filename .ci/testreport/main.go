// Command testreport turns `go test -json` into CI's log: a line a
// package as plain `go test` prints it (ok, FAIL, build errors), the whole
// output of every test that failed, then the failures again in one list
// and the ten slowest tests, so a slow test is seen the day it appears.
// It exits 1 when anything failed, so CI fails even if the caller forgets
// pipefail:
//
//	set -o pipefail
//	go test -json -timeout 30m ./... | go run ./.ci/testreport
package main

import (
	"bufio"
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
)

// slowestShown is how many of the slowest tests the report lists.
const slowestShown = 10

func main() {
	r := newReport(os.Stdout)
	if err := r.read(os.Stdin); err != nil {
		fmt.Fprintln(os.Stderr, "testreport:", err)
		os.Exit(1)
	}
	if !r.summary() {
		os.Exit(1)
	}
}

// event is one line of `go test -json` (cmd/test2json), build events
// included.
type event struct {
	Action     string
	Package    string
	ImportPath string
	Test       string
	Elapsed    float64
	Output     string
}

// testKey names a test within the run.
type testKey struct{ pkg, test string }

// timing is one finished top-level test's wall time.
type timing struct {
	testKey
	seconds float64
}

// report holds what the run printed until a test or package finishes,
// and what the summary needs.
type report struct {
	out      io.Writer
	pending  map[testKey][]string // output of tests still running
	failed   []testKey
	timings  []timing
	counts   map[string]int // tests by action: pass, fail, skip
	anyFault bool           // a failed test, package or build
}

func newReport(out io.Writer) *report {
	return &report{out: out, pending: map[testKey][]string{}, counts: map[string]int{}}
}

// read consumes the stream; a line that is not JSON (a message from the
// go command itself) is printed as it is.
func (r *report) read(in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &e) != nil {
			fmt.Fprintln(r.out, string(line))
			continue
		}
		r.take(e)
	}
	return sc.Err()
}

// take handles one event.
func (r *report) take(e event) {
	switch e.Action {
	case "build-output":
		fmt.Fprint(r.out, e.Output)
	case "build-fail":
		r.anyFault = true
	case "output":
		k := testKey{e.Package, e.Test}
		r.pending[k] = append(r.pending[k], e.Output)
	case "pass", "fail", "skip":
		r.finish(e)
	}
}

// finish prints what a finished test or package needs to show: a failed
// test's whole output, a package's closing lines.
func (r *report) finish(e event) {
	k := testKey{e.Package, e.Test}
	lines := r.pending[k]
	delete(r.pending, k)
	if e.Action == "fail" {
		r.anyFault = true
	}
	if e.Test == "" {
		r.finishPackage(e, lines)
		return
	}
	r.counts[e.Action]++
	if e.Action == "fail" {
		r.failed = append(r.failed, k)
		r.print(lines)
	}
	if !strings.Contains(e.Test, "/") && e.Action != "skip" {
		r.timings = append(r.timings, timing{k, e.Elapsed})
	}
}

// finishPackage prints a package's own output (ok or FAIL, what its
// TestMain printed, a panic or timeout), leaving out the bare PASS line
// plain `go test` does not show either. Output of tests that never
// finished (a timeout, a crash) is printed with a failed package.
func (r *report) finishPackage(e event, lines []string) {
	if e.Action == "fail" {
		for k, rest := range r.pending {
			if k.pkg == e.Package {
				r.print(rest)
				delete(r.pending, k)
			}
		}
	}
	for _, l := range lines {
		if l != "PASS\n" {
			fmt.Fprint(r.out, l)
		}
	}
}

// print writes a test's output without the test runner's framing lines,
// which say nothing once the test is over.
func (r *report) print(lines []string) {
	for _, l := range lines {
		if strings.HasPrefix(l, "=== ") {
			continue
		}
		fmt.Fprint(r.out, l)
	}
}

// summary prints the counts, the failed tests and the slowest ones, and
// reports whether the run passed.
func (r *report) summary() bool {
	fmt.Fprintf(r.out, "\n%d tests passed, %d failed, %d skipped\n", r.counts["pass"], r.counts["fail"], r.counts["skip"])
	if len(r.failed) > 0 {
		fmt.Fprintln(r.out, "failed:")
		for _, k := range r.failed {
			fmt.Fprintf(r.out, "  %s %s\n", k.test, k.pkg)
		}
	}
	slices.SortStableFunc(r.timings, func(a, b timing) int { return cmp.Compare(b.seconds, a.seconds) })
	shown := r.timings[:min(slowestShown, len(r.timings))]
	fmt.Fprintf(r.out, "\nslowest %d tests:\n", len(shown))
	for _, t := range shown {
		fmt.Fprintf(r.out, "%8.1fs  %-50s %s\n", t.seconds, t.test, t.pkg)
	}
	return !r.anyFault
}
