package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// RequestError is why a client's message of either socket protocol was
// refused: Code is one of the protocol's reasons (LiveMalformed…,
// TableMalformed…), Msg the words for the player. Both protocols refuse
// alike, so they share the one type (LiveError and TableError name it).
type RequestError struct {
	Code string
	Msg  string
}

func (e *RequestError) Error() string { return e.Msg }

// refuse is a RequestError of code, its words formatted.
func refuse(code, format string, a ...any) *RequestError {
	return &RequestError{Code: code, Msg: fmt.Sprintf(format, a...)}
}

// decodeRequest reads b, a client's message of one of the socket
// protocols (live attempts, tables), into v as both read one: at most max
// bytes, exactly one JSON object with no field v does not know and
// nothing after it, of the protocol's version want (version reads it from
// v once decoded). A refusal's code is one both protocols spell alike
// (too-big, malformed, version), its words naming the protocol; it is nil
// when b is such a message, its fields still to check.
func decodeRequest(b []byte, v any, max int, protocol string, want int, version func() int) *RequestError {
	if len(b) > max {
		return refuse(LiveTooBig, "a message is at most %d bytes; this one has %d", max, len(b))
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return refuse(LiveMalformed, "not a JSON message of the %s protocol: %v", protocol, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return refuse(LiveMalformed, "one JSON object a message, and nothing after it")
	}
	if got := version(); got != want {
		return refuse(LiveVersionNo, "%s protocol version %d; this server speaks version %d", protocol, got, want)
	}
	return nil
}
