package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestErrorsEchoLittleAndNothingRaw: a 100 KB argument, wherever it goes
// (a seed, a flag's value, a mode, a count, a file name), comes back in
// the error cut short with its length, and a control character in one
// comes back escaped, never raw.
func TestErrorsEchoLittleAndNothingRaw(t *testing.T) {
	huge := strings.Repeat("7", 100000)
	esc := "bad\x1b[2J\x07"
	missing := filepath.Join(t.TempDir(), "run\x1b]0;pwned\x07.replay")
	tests := []struct {
		name    string
		args    []string
		errPart string
	}{
		{"seed", []string{"seed", huge}, `"` + strings.Repeat("7", 32) + `"… (100000 bytes)`},
		{"seed with escapes", []string{"seed", esc}, `"bad\x1b[2J\a"`},
		{"second seed", []string{"seed", "A", huge}, "(100000 bytes)"},
		{"catalog start", []string{"seed", "--catalog", huge, "5"}, "(100000 bytes)"},
		{"catalog count", []string{"seed", "--catalog", "0000-0000", huge}, "(100000 bytes)"},
		{"sim mode", []string{"sim", huge}, "(100000 bytes)"},
		{"sim seed", []string{"sim", "forward", "--seed", huge}, "--seed: seed"},
		{"sim forest seed", []string{"sim", "forest", "--seed", huge}, "(100000 bytes)"},
		{"sim battle seed", []string{"sim", "battle", "--seed", huge}, "(100000 bytes)"},
		{"sim runs", []string{"sim", "forward", "--runs", huge}, "for flag -runs"},
		{"sim bot", []string{"sim", "forward", "--bot", huge}, "--bot"},
		{"sim bot escapes", []string{"sim", "forward", "--bot", esc}, `\x1b[2J`},
		{"bad flag", []string{"sim", "forward", "--" + esc}, `\x1b[2J`},
		{"stray argument", []string{"version", huge}, "(100000 bytes)"},
		{"verify file", []string{"verify", missing}, `run\x1b]0;pwned\a.replay`},
	}
	for _, tt := range tests {
		code, _, errOut := run(tt.args...)
		if code == 0 {
			t.Errorf("%s: exit 0", tt.name)
		}
		if len(errOut) > 1000 || !strings.Contains(errOut, tt.errPart) {
			t.Errorf("%s: %d bytes on stderr, want under 1000 mentioning %q: %.300q", tt.name, len(errOut), tt.errPart, errOut)
		}
		if i := strings.IndexFunc(errOut, func(r rune) bool { return unicode.IsControl(r) && r != '\n' }); i >= 0 {
			t.Errorf("%s: raw control character at byte %d of %q", tt.name, i, errOut)
		}
	}
}

// TestVerifyRefusesAnUnknownModeBriefly: a replay's mode is echoed short.
func TestVerifyRefusesAnUnknownModeBriefly(t *testing.T) {
	p := filepath.Join(t.TempDir(), "odd.replay")
	mode := strings.Repeat("m", 5000)
	if err := os.WriteFile(p, []byte("deepwood-replay 1\nmode "+mode+"\nseed A\nrules B\nversion C\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, errOut := run("verify", p)
	if code != 1 || len(errOut) > 1000 || !strings.Contains(errOut, "(5000 bytes) cannot be verified") {
		t.Fatalf("code %d, %d bytes: %.300q", code, len(errOut), errOut)
	}
}

// TestTame: Tame cuts long messages in the middle on whole characters and
// escapes control characters other than line breaks and tabs.
func TestTame(t *testing.T) {
	long := "start " + strings.Repeat("é", 1000) + " end"
	got := Tame(long)
	if len(got) > maxMessage+40 || !strings.HasPrefix(got, "start ") || !strings.HasSuffix(got, " end") || !utf8.ValidString(got) {
		t.Errorf("Tame(long) = %q", got)
	}
	if got := Tame("a\x1b\tb\nc\xff"); got != "a\\x1b\tb\nc\uFFFD" {
		t.Errorf("Tame escapes: %q", got)
	}
}
