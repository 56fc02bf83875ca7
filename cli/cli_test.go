package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"deepwood/levels"
	"deepwood/version"
)

func run(args ...string) (code int, stdout, stderr string) {
	var o, e bytes.Buffer
	code = Run(args, &o, &e)
	return code, o.String(), e.String()
}

// commandCase is a command line, its exit status, and a part of what it
// prints on stdout and on stderr ("" for anything).
type commandCase struct {
	args    []string
	code    int
	outPart string
	errPart string
}

// checkCommands runs each case and reports those that differ.
func checkCommands(t *testing.T, cases []commandCase) {
	t.Helper()
	for _, tt := range cases {
		code, out, errOut := run(tt.args...)
		if code != tt.code || !strings.Contains(out, tt.outPart) || !strings.Contains(errOut, tt.errPart) {
			t.Errorf("%v: code %d out %q err %q", tt.args, code, out, errOut)
		}
	}
}

func TestCommands(t *testing.T) {
	checkCommands(t, []commandCase{
		{[]string{"help"}, 0, "version", ""},
		{[]string{"help"}, 0, "N from 1 to 100", ""},
		{[]string{"help"}, 0, "DEEPWOOD_CONFIG_DIR when it is set", ""},
		{nil, 0, "Subcommands", ""},
		{[]string{"version"}, 0, levels.Fingerprint(), ""},
		{[]string{"version", "--bogus"}, 2, "", "usage: deepwood version"},
		{[]string{"version", "extra"}, 2, "", "unexpected argument"},
		{[]string{"nosuch"}, 2, "", "unknown subcommand"},
	})
}

func TestVersionJSON(t *testing.T) {
	code, out, _ := run("version", "--json")
	var v map[string]string
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v["version"] != version.Number || v["levels"] != levels.Fingerprint() {
		t.Fatalf("version --json = %d %q", code, out)
	}
}
