package verify

import (
	"errors"
	"strings"
	"testing"

	"deepwood/internal/rulestest"
)

// TestFile checks the one entry point every verifier uses: a genuine
// replay verifies; a mode it cannot verify, a run of one mode called
// another's and a broken file are refused with a line.
func TestFile(t *testing.T) {
	golden := rulestest.ReadFile(t, "testdata/golden.replay")
	unknown := strings.Replace(string(golden), "mode forward", "mode chess", 1)
	forest := strings.Replace(string(golden), "mode forward", "mode forest", 1)
	battle := strings.Replace(string(golden), "mode forward", "mode battle", 1)
	tests := []struct {
		name string
		data string
		line int // 0: verifies
	}{
		{"genuine", string(golden), 0},
		{"a mode this build does not verify", unknown, 2},
		{"a Forward run called a battle", battle, 4},
		{"a Forward run called a Forest", forest, 4}, // the Forest's rules data is not the Forward run's
		{"not a replay", "hello\n", 1},
	}
	for _, tc := range tests {
		res, _, err := File(tc.name, []byte(tc.data))
		if tc.line == 0 {
			if err != nil || res.Outcome == "" {
				t.Fatalf("%s: %+v, %v", tc.name, res, err)
			}
			continue
		}
		var ve *Error
		if err == nil || errors.As(err, &ve) && ve.Line != tc.line || !strings.Contains(err.Error(), ":"+itoa(tc.line)+":") {
			t.Fatalf("%s: %v; want a refusal at line %d", tc.name, err, tc.line)
		}
	}
}
