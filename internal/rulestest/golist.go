package rulestest

import (
	"os/exec"
	"testing"
)

// GoList runs `go list` with args for tests that check how the build is
// put together (which packages import which), skipping the test where the
// go tool is not on PATH (as under WebAssembly: the native run checks).
func GoList(t testing.TB, args ...string) string {
	t.Helper()
	if _, err := exec.LookPath("go"); err != nil {
		t.Skip("the go tool is not on PATH (as under WebAssembly); the native run checks this")
	}
	out, err := exec.Command("go", append([]string{"list"}, args...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	return string(out)
}
