package cli

import (
	"encoding/json"
	"fmt"
	"io"

	"deepwood/levels"
	"deepwood/version"
)

// printVersion prints the build's version and its level data's
// fingerprint, which a replay's header must match.
func printVersion(in printed, stdout io.Writer) error {
	if in.asJSON {
		enc := json.NewEncoder(stdout)
		return enc.Encode(map[string]string{"version": version.Number, "levels": levels.Fingerprint()})
	}
	fmt.Fprintf(stdout, "deepwood %s (levels %s)\n", version.Number, levels.Fingerprint())
	return nil
}
