package session

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"deepwood/storage"
)

func TestHead(t *testing.T) {
	tests := []struct {
		data string
		n    int
		want string
	}{
		{"a\nb\nc\n", 0, ""},
		{"a\nb\nc\n", 2, "a\nb\n"},
		{"a\nb\nc", 3, "a\nb\nc"},
		{"a\nb\n", 5, "a\nb\n"},
	}
	for _, tc := range tests {
		if got := string(Head([]byte(tc.data), tc.n)); got != tc.want {
			t.Errorf("Head(%q, %d) = %q; want %q", tc.data, tc.n, got, tc.want)
		}
	}
}

// countLines is a toy mode: a save is lines of "ok", and the first other
// line is damage. Its session is the number of good lines.
func countLines(data []byte) (int, int, int, error) {
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	for i, l := range lines {
		if l != "ok" {
			return 0, 0, i + 1, fmt.Errorf("unknown action %q", l)
		}
	}
	return len(lines), len(lines), 0, nil
}

func TestLoadOffersTheLinesBeforeTheDamage(t *testing.T) {
	tests := []struct {
		save    string
		whole   int // the session when the save loads whole
		line    int // else the bad line
		partial int // and the actions offered
	}{
		{"ok\nok\nok\n", 3, 0, 0},
		{"ok\nok\nrol", 0, 3, 2},
		{"rol\nok\n", 0, 1, 0},
	}
	for _, tc := range tests {
		st := storage.NewDir(t.TempDir())
		_ = st.Write("save", []byte(tc.save))
		s, err := Load[int](st, "save", countLines)
		if tc.line == 0 {
			if err != nil || s != tc.whole {
				t.Fatalf("%q: %d, %v", tc.save, s, err)
			}
			continue
		}
		var e *Error[int]
		if !errors.As(err, &e) || e.Line != tc.line || e.Actions != tc.partial || e.Partial != tc.partial {
			t.Fatalf("%q: %v (%+v); want line %d, %d actions offered", tc.save, err, e, tc.line, tc.partial)
		}
		if b, err := st.Read("save.bad"); err != nil || string(b) != tc.save {
			t.Fatalf("%q: not kept aside whole: %q, %v", tc.save, b, err)
		}
		if _, err := st.Read("save"); !storage.IsNotExist(err) {
			t.Fatalf("%q: the damaged save is still there: %v", tc.save, err)
		}
	}
}
