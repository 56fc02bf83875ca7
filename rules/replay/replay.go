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
	"io"
	"strconv"
	"strings"

	"deepwood/rules/quote"
)

// Format is the replay format version this build writes and reads.
const Format = 1

// magic opens every replay file.
const magic = "deepwood-replay"

// Limits bound one replay file, so a corrupt or hostile file cannot ask
// for unbounded time or memory: Parse refuses a file over either.
type Limits struct {
	MaxBytes int // the whole file
	MaxLines int // every line: the header, the blank line and the actions
}

// Forward's limits. The longest of 200,000 simulated Forward runs (both
// bots) took about 2,500 actions, nearly all of them one-word "roll" lines
// of about 22 bytes; a run's length has no hard bound (a fight lasts as
// long as the dice say), but its tail falls about tenfold every 600
// actions, so 10,000 lines is far beyond any run a player will make, and
// 256 KiB holds 10,000 such lines with room for the header.
const (
	MaxBytes = 256 << 10
	MaxLines = 10_000
)

// MaxAnyBytes and MaxAnyLines bound the replays of every other mode. An I
// am the Forest game keeps a journal note of up to 4,000 bytes per Year in
// its header and can run to hundreds of Years (the bots' longest: about
// 300 Years and 2,600 actions), so its files may be megabytes long.
const (
	MaxAnyBytes = 8 << 20
	MaxAnyLines = 100_000
)

// LimitsFor is the bound Parse holds a replay of mode to.
func LimitsFor(mode string) Limits {
	if mode == "forward" {
		return Limits{MaxBytes: MaxBytes, MaxLines: MaxLines}
	}
	return Limits{MaxBytes: MaxAnyBytes, MaxLines: MaxAnyLines}
}

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
// It reads each line once and holds a file to its mode's Limits, so
// whatever is submitted costs time and memory in proportion to a real run.
func Parse(name string, data []byte) (*Replay, error) {
	fail := func(i int, format string, a ...any) error {
		return &ParseError{File: name, Line: i + 1, Msg: fmt.Sprintf(format, a...)}
	}
	if len(data) > MaxAnyBytes {
		return nil, fail(0, "%d bytes: a replay is at most %d", len(data), MaxAnyBytes)
	}
	in := lineReader{text: string(data), lim: LimitsFor(""), fail: fail}
	first, err := in.next()
	if err == io.EOF {
		return nil, fail(0, "empty file: not a replay")
	}
	if err != nil {
		return nil, err
	}
	if !strings.HasPrefix(first, magic+" ") {
		return nil, fail(0, "not a Deepwood replay (it should start with %q)", magic)
	}
	v, perr := strconv.Atoi(strings.TrimPrefix(first, magic+" "))
	if perr != nil || v < 1 {
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
	for _, req := range required {
		line, err := in.next()
		if err == io.EOF {
			return nil, fail(in.n, "missing %q line", req.key)
		}
		if err != nil {
			return nil, err
		}
		key, value, ok := strings.Cut(line, " ")
		if !ok || key != req.key || value == "" {
			return nil, fail(in.n-1, "expected %q and its value", req.key)
		}
		*req.dst = value
		if req.key == "mode" {
			in.lim, in.mode = LimitsFor(value), value
			if len(data) > in.lim.MaxBytes {
				return nil, fail(0, "%d bytes: a %s replay is at most %d", len(data), quote.Short(value), in.lim.MaxBytes)
			}
		}
	}
	seen := make(map[string]bool)
	for {
		line, err := in.next()
		if err != nil {
			return ended(r, err)
		}
		if line == "" {
			break
		}
		key, value, ok := strings.Cut(line, " ")
		if !ok || key == "" || strings.ContainsAny(key, "\t") {
			return nil, fail(in.n-1, "header line should be \"key value\"")
		}
		if seen[key] {
			return nil, fail(in.n-1, "header %s given twice", quote.Short(key))
		}
		seen[key] = true
		r.Extra = append(r.Extra, Field{key, value})
	}
	var last int64 = -1
	r.first = in.n + 1
	// The lines left are within the limits: room for them all at once.
	r.Entries = make([]Entry, 0, strings.Count(in.text[in.pos:], "\n")+1)
	for {
		line, err := in.next()
		if err != nil {
			return ended(r, err)
		}
		e, perr := parseEntry(line)
		if perr != nil {
			return nil, fail(in.n-1, "%v", perr)
		}
		if e.Tick < last {
			return nil, fail(in.n-1, "tick %d is before the previous action's tick %d", e.Tick, last)
		}
		last = e.Tick
		r.Entries = append(r.Entries, e)
	}
}

// lineReader hands out a file's lines one at a time, counting them against
// the limit, so no line is looked at twice and no list of lines is built.
type lineReader struct {
	text string
	pos  int
	n    int // lines handed out so far
	lim  Limits
	mode string // the mode the limit is for, once read
	// fail words a complaint about the line at a 0-based index.
	fail func(i int, format string, a ...any) error
}

// ended is what Parse returns when the lines run out (io.EOF: the replay
// read whole) or one is refused.
func ended(r *Replay, err error) (*Replay, error) {
	if err == io.EOF {
		return r, nil
	}
	return nil, err
}

// next is the next line without its end, io.EOF at the end of the file (a
// last empty line, after the final line end, is no line), or a complaint
// about the line: one too many, or one ending in a stray carriage return.
func (l *lineReader) next() (string, error) {
	if l.pos >= len(l.text) {
		return "", io.EOF
	}
	var line string
	rest := l.text[l.pos:]
	if end := strings.IndexByte(rest, '\n'); end >= 0 {
		line, l.pos = rest[:end], l.pos+end+1
	} else {
		line, l.pos = rest, len(l.text)
	}
	l.n++
	if l.n > l.lim.MaxLines {
		what := "a replay"
		if l.mode != "" {
			what = "a " + quote.Short(l.mode) + " replay"
		}
		return "", l.fail(l.n-1, "more than %d lines: %s has at most %d", l.lim.MaxLines, what, l.lim.MaxLines)
	}
	// A CRLF file (a Windows editor's) parses as if it had LF ends; one
	// more carriage return would be kept in a value that Marshal then
	// writes back as a line end, so the round trip would lose it.
	line = strings.TrimSuffix(line, "\r")
	if strings.HasSuffix(line, "\r") {
		return "", l.fail(l.n-1, "stray carriage return at the end of the line")
	}
	return line, nil
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
