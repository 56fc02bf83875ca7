package main

import (
	"strings"
	"testing"
)

// stream is a `go test -json` run in miniature: a passing package with a
// slow test, a failing test with its log, a build failure, and a line
// from the go command itself.
const stream = `{"Action":"start","Package":"deepwood/a"}
{"Action":"run","Package":"deepwood/a","Test":"TestQuick"}
{"Action":"output","Package":"deepwood/a","Test":"TestQuick","Output":"=== RUN   TestQuick\n"}
{"Action":"output","Package":"deepwood/a","Test":"TestQuick","Output":"--- PASS: TestQuick (0.01s)\n"}
{"Action":"pass","Package":"deepwood/a","Test":"TestQuick","Elapsed":0.01}
{"Action":"output","Package":"deepwood/a","Test":"TestSlow","Output":"--- PASS: TestSlow (42.50s)\n"}
{"Action":"pass","Package":"deepwood/a","Test":"TestSlow","Elapsed":42.5}
{"Action":"output","Package":"deepwood/a","Test":"TestSlow/part","Output":"--- PASS: TestSlow/part (42.00s)\n"}
{"Action":"pass","Package":"deepwood/a","Test":"TestSlow/part","Elapsed":42}
{"Action":"output","Package":"deepwood/a","Output":"PASS\n"}
{"Action":"output","Package":"deepwood/a","Output":"ok  \tdeepwood/a\t42.6s\n"}
{"Action":"pass","Package":"deepwood/a","Elapsed":42.6}
{"Action":"output","Package":"deepwood/b","Test":"TestBroken","Output":"=== RUN   TestBroken\n"}
{"Action":"output","Package":"deepwood/b","Test":"TestBroken","Output":"    b_test.go:9: want 2, got 3\n"}
{"Action":"output","Package":"deepwood/b","Test":"TestBroken","Output":"--- FAIL: TestBroken (1.50s)\n"}
{"Action":"fail","Package":"deepwood/b","Test":"TestBroken","Elapsed":1.5}
{"Action":"output","Package":"deepwood/b","Test":"TestSkipped","Output":"--- SKIP: TestSkipped (0.00s)\n"}
{"Action":"skip","Package":"deepwood/b","Test":"TestSkipped","Elapsed":0}
{"Action":"output","Package":"deepwood/b","Output":"FAIL\n"}
{"Action":"output","Package":"deepwood/b","Output":"FAIL\tdeepwood/b\t1.6s\n"}
{"Action":"fail","Package":"deepwood/b","Elapsed":1.6}
{"ImportPath":"deepwood/c","Action":"build-output","Output":"c/c.go:3:1: syntax error\n"}
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
	pass := strings.Join(strings.Split(stream, "\n")[:12], "\n")
	if err := r.read(strings.NewReader(pass)); err != nil {
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
	stuck := `{"Action":"output","Package":"deepwood/d","Test":"TestForever","Output":"    d_test.go:5: waiting for the browser\n"}
{"Action":"output","Package":"deepwood/d","Output":"panic: test timed out after 30m0s\n"}
{"Action":"fail","Package":"deepwood/d","Elapsed":1800}
`
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
