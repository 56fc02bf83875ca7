package quote

import (
	"strings"
	"testing"
)

func TestShort(t *testing.T) {
	tests := []struct{ text, want string }{
		{"7K3M-9QXA", `"7K3M-9QXA"`},
		{"\x1b]0;title\a", `"\x1b]0;title\a"`},
		{strings.Repeat("a", 32), `"` + strings.Repeat("a", 32) + `"`},
		{strings.Repeat("a", 100000), `"` + strings.Repeat("a", 32) + `"… (100000 bytes)`},
		{strings.Repeat("é", 40), `"` + strings.Repeat("é", 32) + `"… (80 bytes)`},
	}
	for _, tc := range tests {
		if got := Short(tc.text); got != tc.want {
			t.Errorf("Short(%.40q) = %s; want %s", tc.text, got, tc.want)
		}
	}
}

// TestShortBoundsEscapes is the fuzzer's find: 32 characters that each
// quote as \U000beffa made a seed error 300 bytes long.
func TestShortBoundsEscapes(t *testing.T) {
	for _, text := range []string{
		strings.Repeat("\U000beffa", 32),
		strings.Repeat("\U000beffa", 20),
		strings.Repeat("\xa4", 200),
		"0\U000beffa\U000dd934\U000e4906\xa4\xb4\U000e4906\xa4\xa4\xa4\xa4\xa4\xa4\xa4\xa4\xa4\xa4\xa4\x9d\xa4\xb4\xba\U000e4924\xa4\xa4\xa4\xa4\xa4\xa4\xa4\xa4\x9d",
	} {
		got := Short(text)
		if len(got) > MaxQuoted+len("… (1000 bytes)") {
			t.Errorf("Short(%d bytes) is %d bytes long: %s", len(text), len(got), got)
		}
		if !strings.Contains(got, "bytes)") {
			t.Errorf("Short(%d bytes) = %s; want it marked as cut", len(text), got)
		}
	}
}
