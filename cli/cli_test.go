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

func TestCommands(t *testing.T) {
	tests := []struct {
		args    []string
		code    int
		outPart string
		errPart string
	}{
		{[]string{"help"}, 0, "version", ""},
		{[]string{"help"}, 0, "N from 1 to 100", ""},
		{[]string{"help"}, 0, "DEEPWOOD_CONFIG_DIR when it is set", ""},
		{nil, 0, "Subcommands", ""},
		{[]string{"version"}, 0, levels.Fingerprint(), ""},
		{[]string{"version", "--bogus"}, 2, "", "usage: deepwood version"},
		{[]string{"version", "extra"}, 2, "", "unexpected argument"},
		{[]string{"nosuch"}, 2, "", "unknown subcommand"},
	}
	for _, tt := range tests {
		code, out, errOut := run(tt.args...)
		if code != tt.code || !strings.Contains(out, tt.outPart) || !strings.Contains(errOut, tt.errPart) {
			t.Errorf("%v: code %d out %q err %q", tt.args, code, out, errOut)
		}
	}
}

func TestVersionJSON(t *testing.T) {
	code, out, _ := run("version", "--json")
	var v map[string]string
	if code != 0 || json.Unmarshal([]byte(out), &v) != nil || v["version"] != version.Number || v["levels"] != levels.Fingerprint() {
		t.Fatalf("version --json = %d %q", code, out)
	}
}
