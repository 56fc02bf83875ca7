package cli

import (
	"fmt"
	"io"

	"deepwood/rules/replay"
	"deepwood/rules/verify"
)

// printVerify re-runs a replay headlessly: the moderator's check that a
// run happened as claimed.
func printVerify(in printed, stdout io.Writer) error {
	if in.NArg() != 1 {
		return usagef("name one replay file")
	}
	name := in.Arg(0)
	data, err := readReplay(name)
	if err != nil {
		return err
	}
	res, _, err := verify.File(name, data)
	if err != nil {
		return err
	}
	if in.asJSON {
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
