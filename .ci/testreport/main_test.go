package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// events writes what go test -json says of one test (or, with test "",
// of a package): its output lines, then how it ended.
func events(pkg, test, action string, elapsed float64, output ...string) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	for _, o := range output {
		enc.Encode(event{Action: "output", Package: pkg, Test: test, Output: o})
	}
	enc.Encode(event{Action: action, Package: pkg, Test: test, Elapsed: elapsed})
	return b.String()
}

// passing is a package that passes, with a slow test and its subtest.
var passing = events("deepwood/a", "TestQuick", "pass", 0.01, "=== RUN   TestQuick\n", "--- PASS: TestQuick (0.01s)\n") +
	events("deepwood/a", "TestSlow", "pass", 42.5, "--- PASS: TestSlow (42.50s)\n") +
	events("deepwood/a", "TestSlow/part", "pass", 42, "--- PASS: TestSlow/part (42.00s)\n") +
	events("deepwood/a", "", "pass", 42.6, "PASS\n", "ok  \tdeepwood/a\t42.6s\n")

// stream is a go test -json run in miniature: the passing package, a
// failing test with its log, a build failure, and a line from the go
// command itself.
var stream = passing +
	events("deepwood/b", "TestBroken", "fail", 1.5, "=== RUN   TestBroken\n", "    b_test.go:9: want 2, got 3\n", "--- FAIL: TestBroken (1.50s)\n") +
	events("deepwood/b", "TestSkipped", "skip", 0, "--- SKIP: TestSkipped (0.00s)\n") +
	events("deepwood/b", "", "fail", 1.6, "FAIL\n", "FAIL\tdeepwood/b\t1.6s\n") +
	`{"ImportPath":"deepwood/c","Action":"build-output","Output":"c/c.go:3:1: syntax error\n"}
{"ImportPath":"deepwood/c","Action":"build-fail"}
go: a message from the go command
`

func TestReportShowsFailuresAndSlowest(t *testing.T) {
	var out strings.Builder
	r := newReport(&out)
	if err := r.read(strings.NewReader(stream)); err != nil {
		t.Fatal(err)
	}
	if r.summary() {
		t.Error("a run with a failed test and a failed build passed")
	}
	got := out.String()
	for _, want := range []string{
		"ok  \tdeepwood/a\t42.6s\n",
		"    b_test.go:9: want 2, got 3\n--- FAIL: TestBroken (1.50s)\n",
		"FAIL\tdeepwood/b\t1.6s\n",
		"c/c.go:3:1: syntax error\n",
		"go: a message from the go command\n",
		"3 tests passed, 1 failed, 1 skipped\n",
		"failed:\n  TestBroken deepwood/b\n",
		"slowest 3 tests:\n    42.5s  TestSlow",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the report lacks %q:\n%s", want, got)
		}
	}
	for _, unwanted := range []string{"=== RUN", "--- PASS", "PASS\n\n", "TestSlow/part"} {
		if strings.Contains(got, unwanted) {
			t.Errorf("the report shows %q:\n%s", unwanted, got)
		}
	}
	slow := got[strings.Index(got, "slowest"):]
	if strings.Index(slow, "TestSlow") > strings.Index(slow, "TestBroken") || strings.Index(slow, "TestBroken") > strings.Index(slow, "TestQuick") {
		t.Errorf("not slowest first:\n%s", slow)
	}
}

func TestReportOfAPassingRunPasses(t *testing.T) {
	var out strings.Builder
	r := newReport(&out)
	if err := r.read(strings.NewReader(passing)); err != nil {
		t.Fatal(err)
	}
	if !r.summary() {
		t.Errorf("a passing run failed:\n%s", out.String())
	}
}

// TestReportOfATimeoutShowsTheStuckTest: a package killed by -timeout
// never finishes its running test; that test's output must still show.
func TestReportOfATimeoutShowsTheStuckTest(t *testing.T) {
	var out strings.Builder
	r := newReport(&out)
	// "run" stands for a test that never ends: the report ignores it.
	stuck := events("deepwood/d", "TestForever", "run", 0, "    d_test.go:5: waiting for the browser\n") +
		events("deepwood/d", "", "fail", 1800, "panic: test timed out after 30m0s\n")
	if err := r.read(strings.NewReader(stuck)); err != nil {
		t.Fatal(err)
	}
	if r.summary() {
		t.Error("a timed-out package passed")
	}
	if got := out.String(); !strings.Contains(got, "waiting for the browser") || !strings.Contains(got, "panic: test timed out") {
		t.Errorf("the report hides the timeout:\n%s", got)
	}
}
