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

// request is a client message of a socket protocol as decode reads it:
// through a pointer it tells its version ("v") and holds its fields to its
// type.
type request[M any] interface {
	*M
	version() int
	check() *RequestError
}

// decode reads b, a client message of one of the socket protocols (live
// attempts, tables), as both read one: at most max bytes, exactly one JSON
// object with no field M does not know and nothing after it, of the
// protocol's version want, its fields then held to its type (check). A
// refusal answers the zero M and a *RequestError: a code both protocols
// spell alike (too-big, malformed, version), its words naming the
// protocol, or the message's own check's.
func decode[M any, P request[M]](b []byte, max int, protocol string, want int) (M, error) {
	var m M
	if err := decodeRequest(b, P(&m), max, protocol, want); err != nil {
		return *new(M), err
	}
	if err := P(&m).check(); err != nil {
		return *new(M), err
	}
	return m, nil
}

// decodeRequest is decode's reading of b into p, before p's own check.
func decodeRequest[M any, P request[M]](b []byte, p P, max int, protocol string, want int) *RequestError {
	if len(b) > max {
		return refuse(LiveTooBig, "a message is at most %d bytes; this one has %d", max, len(b))
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(p); err != nil {
		return refuse(LiveMalformed, "not a JSON message of the %s protocol: %v", protocol, err)
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return refuse(LiveMalformed, "one JSON object a message, and nothing after it")
	}
	if got := p.version(); got != want {
		return refuse(LiveVersionNo, "%s protocol version %d; this server speaks version %d", protocol, got, want)
	}
	return nil
}
