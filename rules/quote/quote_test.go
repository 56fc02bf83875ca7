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
