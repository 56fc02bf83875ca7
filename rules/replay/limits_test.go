package replay

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// header is a replay's required lines for mode.
func header(mode string) string {
	return "deepwood-replay 1\nmode " + mode + "\nseed 7K3M-9QXA\nrules abc123def456\nversion 0.1.0\n"
}

// withLines is a replay of mode with n action lines, each as written by
// a long run (a roll at a 7-digit tick).
func withLines(mode string, n int) string {
	var b strings.Builder
	b.WriteString(header(mode) + "category set\n\n")
	for i := range n {
		fmt.Fprintf(&b, "%07d 0b11e2d4 roll\n", 1000000+i)
	}
	return b.String()
}

func parseErr(t *testing.T, text string) *ParseError {
	t.Helper()
	_, err := Parse("big.replay", []byte(text))
	var pe *ParseError
	if !errors.As(err, &pe) {
		t.Fatalf("%d bytes parsed (error %v); want a ParseError", len(text), err)
	}
	return pe
}

// TestManyHeaderLinesRefusedBySize: 200,000 header lines (1.9 MB, which
// took 78 s to parse when every line was checked against every earlier
// one) are refused by the size cap before any line is read, and in a mode
// with larger files by the line cap, naming the first line too many.
func TestManyHeaderLinesRefusedBySize(t *testing.T) {
	var b strings.Builder
	for i := range 200_000 {
		fmt.Fprintf(&b, "k%d v\n", i)
	}
	pe := parseErr(t, header("forward")+b.String())
	if pe.Line != 1 || !strings.Contains(pe.Msg, fmt.Sprintf("at most %d", MaxBytes)) {
		t.Errorf("forward: %v; want line 1 naming the %d-byte cap", pe, MaxBytes)
	}
	pe = parseErr(t, header("forest")+b.String())
	if pe.Line != MaxAnyLines+1 || !strings.Contains(pe.Msg, "more than") {
		t.Errorf("forest: %v; want line %d refused", pe, MaxAnyLines+1)
	}
}

// TestDuplicateHeaderFoundAmongMany: the duplicate check still finds a key
// given twice, however far apart, and distinct keys up to the line cap
// parse.
func TestDuplicateHeaderFoundAmongMany(t *testing.T) {
	var b strings.Builder
	n := MaxLines - 10
	for i := range n {
		fmt.Fprintf(&b, "k%d v\n", i)
	}
	r, err := Parse("many.replay", []byte(header("forward")+b.String()))
	if err != nil || len(r.Extra) != n {
		t.Fatalf("%d distinct header lines: %v", n, err)
	}
	pe := parseErr(t, header("forward")+b.String()+"k0 again\n")
	if pe.Line != 5+n+1 || !strings.Contains(pe.Msg, `"k0" given twice`) {
		t.Errorf("duplicate: %v; want line %d", pe, 5+n+1)
	}
}

// TestForwardLineAndByteCaps: a Forward replay of MaxLines lines parses,
// one more line is refused at that line, and a file over MaxBytes is
// refused whole, however well-formed; another mode's larger file parses.
func TestForwardLineAndByteCaps(t *testing.T) {
	fixed := strings.Count(withLines("forward", 0), "\n")
	text := withLines("forward", MaxLines-fixed)
	if len(text) > MaxBytes {
		t.Fatalf("%d lines of rolls take %d bytes, over MaxBytes %d: the caps disagree", MaxLines, len(text), MaxBytes)
	}
	if r, err := Parse("max.replay", []byte(text)); err != nil || len(r.Entries) != MaxLines-fixed {
		t.Fatalf("a replay of exactly %d lines: %v", MaxLines, err)
	}
	pe := parseErr(t, withLines("forward", MaxLines-fixed+1))
	if pe.Line != MaxLines+1 || !strings.Contains(pe.Msg, `a "forward" replay has at most 10000`) {
		t.Errorf("one line too many: %v", pe)
	}
	long := header("forward") + "\n" + strings.Repeat("10 0b11e2d4 use "+strings.Repeat("x", 180)+"\n", MaxBytes/190+1)
	pe = parseErr(t, long)
	if pe.Line != 1 || !strings.Contains(pe.Msg, fmt.Sprintf("%d bytes", len(long))) {
		t.Errorf("over MaxBytes: %v", pe)
	}
	if _, err := Parse("forest.replay", []byte(withLines("forest", 40_000))); err != nil {
		t.Errorf("a 40,000-action Forest game: %v", err)
	}
	pe = parseErr(t, strings.Repeat("x", MaxAnyBytes+1))
	if pe.Line != 1 || !strings.Contains(pe.Msg, "a replay is at most") {
		t.Errorf("over MaxAnyBytes: %v", pe)
	}
}

// BenchmarkParseMaxSize parses a Forward replay at the line cap: the most
// a server can be asked to read per submission.
func BenchmarkParseMaxSize(b *testing.B) {
	text := []byte(withLines("forward", MaxLines-7))
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("max.replay", text); err != nil {
			b.Fatal(err)
		}
	}
}
