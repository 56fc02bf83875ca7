package forwardui

import (
	"strings"
	"testing"

	"deepwood/rules/forward"
)

// A snare's words count its rolls in their number: "Your first roll … is
// a Miss", "Your first 2 rolls … are Misses", never "roll(s)".
func TestMissFirstWordsCountRolls(t *testing.T) {
	for _, tt := range []struct {
		n    int
		want string
	}{
		{1, "Your first roll each fight is a Miss."},
		{2, "Your first 2 rolls each fight are Misses."},
	} {
		c := &forward.Card{Type: forward.TypeSnare}
		c.Stats.MissFirst = tt.n
		if got := effectWords(c); !strings.Contains(got, tt.want) || strings.Contains(got, "(s)") {
			t.Errorf("miss-first %d: %q, want %q", tt.n, got, tt.want)
		}
	}
}
