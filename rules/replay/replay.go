// Package replay is the action log of a run: a small, versioned,
// line-oriented text file that a person can read and a moderator can
// verify. A save is a replay so far, so Continue and verification share one
// format and one code path.
//
// The format:
//
//	deepwood-replay 1
//	mode forward
//	seed 7K3M-9QXA
//	rules 1a2b3c4d5e6f
//	version 0.1.0
//	category set-seed
//
//	120 3fa2c901 start 8
//	185 0b11e2d4 flip 5
//
// Header lines are "key value"; the first four keys are required and come
// first, in that order. After one blank line, each line is an action: the
// tick it was taken at, the checksum (8 hex digits) of the random streams
// after it, and the mode's own text for the action.
package replay

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"deepwood/rules/quote"
)

// Format is the replay format version this build writes and reads.
const Format = 1

// magic opens every replay file.
const magic = "deepwood-replay"

// maxActionText bounds one action's text, so a corrupt file cannot ask for
// unbounded memory one line at a time.
const maxActionText = 200

// Field is one extra header line, kept in order.
type Field struct{ Key, Value string }

// Entry is one action taken.
type Entry struct {
	Tick   int64  // the in-game tick the action was taken at
	Check  uint32 // checksum of the random streams after the action
	Action string // the mode's text for the action
}

// Replay is a run's header and actions.
type Replay struct {
	Mode    string
	Seed    string
	Rules   string // fingerprint of the level data the run was played with
	Version string // game version that recorded it
	Extra   []Field
	Entries []Entry
	first   int // file line of the first entry, when parsed
}

// Line is the file line of entry i: as parsed, or as Marshal would write
// it.
func (r *Replay) Line(i int) int {
	if r.first > 0 {
		return r.first + i
	}
	return 5 + len(r.Extra) + 2 + i
}

// ParseError names the file and line of the first problem.
type ParseError struct {
	File string
	Line int
	Msg  string
}

func (e *ParseError) Error() string { return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg) }

// Get returns an extra header field's value.
func (r *Replay) Get(key string) (string, bool) {
	for _, f := range r.Extra {
		if f.Key == key {
			return f.Value, true
		}
	}
	return "", false
}

// Set sets an extra header field, replacing an earlier value.
func (r *Replay) Set(key, value string) {
	for i := range r.Extra {
		if r.Extra[i].Key == key {
			r.Extra[i].Value = value
			return
		}
	}
	r.Extra = append(r.Extra, Field{key, value})
}

// Append records an action.
func (r *Replay) Append(e Entry) { r.Entries = append(r.Entries, e) }

// Marshal writes the replay file.
func (r *Replay) Marshal() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %d\nmode %s\nseed %s\nrules %s\nversion %s\n", magic, Format, r.Mode, r.Seed, r.Rules, r.Version)
	for _, f := range r.Extra {
		fmt.Fprintf(&b, "%s %s\n", f.Key, f.Value)
	}
	b.WriteByte('\n')
	for _, e := range r.Entries {
		fmt.Fprintf(&b, "%d %08x %s\n", e.Tick, e.Check, e.Action)
	}
	return b.Bytes()
}

// Parse reads a replay; name is used in error messages. It checks the
// form only: whether the actions are legal is for the mode's engine to say.
func Parse(name string, data []byte) (*Replay, error) {
	lines := strings.Split(string(data), "\n")
	if len(lines) > 0 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1]
	}
	fail := func(i int, format string, a ...any) error {
		return &ParseError{File: name, Line: i + 1, Msg: fmt.Sprintf(format, a...)}
	}
	if len(lines) == 0 {
		return nil, fail(0, "empty file: not a replay")
	}
	// A CRLF file (a Windows editor's) parses as if it had LF ends; one
	// more carriage return would be kept in a value that Marshal then
	// writes back as a line end, so the round trip would lose it.
	for i, l := range lines {
		l = strings.TrimSuffix(l, "\r")
		if strings.HasSuffix(l, "\r") {
			return nil, fail(i, "stray carriage return at the end of the line")
		}
		lines[i] = l
	}
	first := lines[0]
	if !strings.HasPrefix(first, magic+" ") {
		return nil, fail(0, "not a Deepwood replay (it should start with %q)", magic)
	}
	v, err := strconv.Atoi(strings.TrimPrefix(first, magic+" "))
	if err != nil || v < 1 {
		return nil, fail(0, "bad format version %s", quote.Short(strings.TrimPrefix(first, magic+" ")))
	}
	if v != Format {
		return nil, fail(0, "format version %d; this build reads version %d", v, Format)
	}
	r := &Replay{}
	required := []struct {
		key string
		dst *string
	}{{"mode", &r.Mode}, {"seed", &r.Seed}, {"rules", &r.Rules}, {"version", &r.Version}}
	i := 1
	for _, req := range required {
		if i >= len(lines) {
			return nil, fail(i, "missing %q line", req.key)
		}
		key, value, ok := strings.Cut(lines[i], " ")
		if !ok || key != req.key || value == "" {
			return nil, fail(i, "expected %q and its value", req.key)
		}
		*req.dst = value
		i++
	}
	for ; i < len(lines) && lines[i] != ""; i++ {
		key, value, ok := strings.Cut(lines[i], " ")
		if !ok || key == "" || strings.ContainsAny(key, "\t") {
			return nil, fail(i, "header line should be \"key value\"")
		}
		if _, dup := r.Get(key); dup {
			return nil, fail(i, "header %q given twice", key)
		}
		r.Extra = append(r.Extra, Field{key, value})
	}
	if i >= len(lines) {
		return r, nil
	}
	var last int64 = -1
	r.first = i + 2
	for i++; i < len(lines); i++ {
		e, err := parseEntry(lines[i])
		if err != nil {
			return nil, fail(i, "%v", err)
		}
		if e.Tick < last {
			return nil, fail(i, "tick %d is before the previous action's tick %d", e.Tick, last)
		}
		last = e.Tick
		r.Entries = append(r.Entries, e)
	}
	return r, nil
}

func parseEntry(line string) (Entry, error) {
	tick, rest, ok := strings.Cut(line, " ")
	if !ok {
		return Entry{}, fmt.Errorf("action line should be \"tick checksum action\"")
	}
	check, action, ok := strings.Cut(rest, " ")
	if !ok || action == "" {
		return Entry{}, fmt.Errorf("action line should be \"tick checksum action\"")
	}
	t, err := strconv.ParseInt(tick, 10, 64)
	if err != nil || t < 0 {
		return Entry{}, fmt.Errorf("bad tick %s", quote.Short(tick))
	}
	if len(check) != 8 {
		return Entry{}, fmt.Errorf("bad checksum %s: want 8 hex digits", quote.Short(check))
	}
	c, err := strconv.ParseUint(check, 16, 32)
	if err != nil {
		return Entry{}, fmt.Errorf("bad checksum %s: want 8 hex digits", quote.Short(check))
	}
	if len(action) > maxActionText {
		return Entry{}, fmt.Errorf("action text longer than %d characters", maxActionText)
	}
	return Entry{Tick: t, Check: uint32(c), Action: action}, nil
}
