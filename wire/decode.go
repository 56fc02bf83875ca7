package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// decodeOne reads b as exactly one JSON object into v, refusing a field v
// does not know and anything after the object: how both socket protocols
// (live attempts and tables) read a client's message. When b is not that,
// it answers the malformed refusal's text, protocol naming the protocol.
func decodeOne(b []byte, v any, protocol string) (refusal string, ok bool) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Sprintf("not a JSON message of the %s protocol: %v", protocol, err), false
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return "one JSON object a message, and nothing after it", false
	}
	return "", true
}
