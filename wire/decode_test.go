package wire

import (
	"errors"
	"testing"
)

// checkDecode holds a protocol's decoder to its messages: each good one is
// read, each bad one refused with a *RequestError of its reason's code.
func checkDecode[M any](t *testing.T, decode func([]byte) (M, error), good []string, bad map[string]string) {
	t.Helper()
	for _, g := range good {
		if _, err := decode([]byte(g)); err != nil {
			t.Errorf("%s: %v", g, err)
		}
	}
	for b, code := range bad {
		_, err := decode([]byte(b))
		re, ok := errors.AsType[*RequestError](err)
		if !ok || re.Code != code {
			t.Errorf("%.80s: %v, want code %s", b, err, code)
		}
	}
}
