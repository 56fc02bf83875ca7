package cli

import (
	"fmt"
	"io"

	"deepwood/rules/replay"
	"deepwood/rules/verify"
)

// runVerify re-runs a replay headlessly: the moderator's check that a run
// happened as claimed.
func runVerify(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("verify", stderr)
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, reorder(args), 1); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usagef("name one replay file")
	}
	name := fs.Arg(0)
	data, err := readReplay(name)
	if err != nil {
		return err
	}
	res, _, err := verify.File(name, data)
	if err != nil {
		return err
	}
	if *asJSON {
		return WriteJSON(stdout, res)
	}
	fmt.Fprint(stdout, res.Summary()) // header values escaped (verify.Result.Summary)
	return nil
}

// readReplay reads a replay file of at most the largest size Parse
// accepts.
func readReplay(name string) ([]byte, error) {
	data, big, err := ReadAtMost(name, replay.MaxAnyBytes)
	if big {
		return nil, &verify.Error{File: name, Msg: fmt.Sprintf("larger than %d bytes: not a replay", replay.MaxAnyBytes)}
	}
	return data, err
}

// reorder moves flags before positional arguments, so `verify FILE --json`
// works as well as `verify --json FILE`.
func reorder(args []string) []string {
	var flags, rest []string
	for _, a := range args {
		if len(a) > 1 && a[0] == '-' {
			flags = append(flags, a)
		} else {
			rest = append(rest, a)
		}
	}
	return append(flags, rest...)
}
