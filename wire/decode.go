package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// decodeRequest reads b, a client's message of one of the socket
// protocols (live attempts, tables), into v as both read one: at most max
// bytes, exactly one JSON object with no field v does not know and
// nothing after it, of the protocol's version want (version reads it from
// v once decoded). A refusal answers its code, which both protocols spell
// alike (too-big, malformed, version), and its words, protocol naming the
// protocol; code is "" when b is such a message, its fields still to
// check.
func decodeRequest(b []byte, v any, max int, protocol string, want int, version func() int) (code, msg string) {
	if len(b) > max {
		return LiveTooBig, fmt.Sprintf("a message is at most %d bytes; this one has %d", max, len(b))
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return LiveMalformed, fmt.Sprintf("not a JSON message of the %s protocol: %v", protocol, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return LiveMalformed, "one JSON object a message, and nothing after it"
	}
	if got := version(); got != want {
		return LiveVersionNo, fmt.Sprintf("%s protocol version %d; this server speaks version %d", protocol, got, want)
	}
	return "", ""
}
