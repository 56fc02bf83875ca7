package cli

import (
	"encoding/json"
	"io"
	"os"
)

// WriteJSON writes v to w as indented JSON, the way every subcommand's
// --json prints its answer.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// ReadAtMost reads the file name when it holds at most max bytes, reading
// one byte past max at the most: a file of gigabytes (or a device that
// never ends) is refused by its size, not read into memory first. big
// reports a larger file, whose data is not returned.
func ReadAtMost(name string, max int) (data []byte, big bool, err error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, false, err
	}
	defer f.Close()
	data, err = io.ReadAll(io.LimitReader(f, int64(max)+1))
	if err != nil {
		return nil, false, err
	}
	if len(data) > max {
		return nil, true, nil
	}
	return data, false, nil
}
