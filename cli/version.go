package cli

import (
	"encoding/json"
	"fmt"
	"io"

	"deepwood/levels"
	"deepwood/version"
)

func runVersion(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("version", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		return enc.Encode(map[string]string{"version": version.Number, "levels": levels.Fingerprint()})
	}
	fmt.Fprintf(stdout, "deepwood %s (levels %s)\n", version.Number, levels.Fingerprint())
	return nil
}
