package session

// Resuming a saved game from its autosave, the same way for every mode:
// the mode rebuilds its session by re-applying the save's actions, and
// when the save is damaged (cut off by a crash, edited, from an older
// build) the file is kept aside as ".bad" and the lines before the damage
// are offered instead of losing the whole game.

import (
	"bytes"
	"fmt"

	"deepwood/storage"
)

// Error says why a save could not be continued whole. Partial, when set, is
// the game rebuilt from the Actions good actions before the bad line: the
// screens ask the player whether to continue from there.
type Error[S any] struct {
	File    string // where the save is, in the player's words
	Line    int    // the first bad line, 1-based
	Msg     string
	Aside   string // the name the damaged file was kept under, or why it was not kept
	Partial S
	Actions int
	// Cause is the error the save was refused for.
	Cause error
}

// Unwrap is the error the save was refused for, so errors.As can tell,
// say, a replay that panicked from a save that was simply bad.
func (e *Error[S]) Unwrap() error { return e.Cause }

// BadLine is the first bad line, for callers that handle every mode's
// resume error alike.
func (e *Error[S]) BadLine() int { return e.Line }

func (e *Error[S]) Error() string {
	if e.Line <= 0 {
		return fmt.Sprintf("%s: %s (kept as %s)", e.File, e.Msg, e.Aside)
	}
	return fmt.Sprintf("%s:%d: %s (kept as %s)", e.File, e.Line, e.Msg, e.Aside)
}

// Words says why the save could not be continued as a sentence for a
// notice: what is wrong first, then the file (and line) and where it was
// kept, so the player reads the reason before the path.
func (e *Error[S]) Words() string {
	where := e.File
	if e.Line > 0 {
		where = fmt.Sprintf("%s, line %d", e.File, e.Line)
	}
	return fmt.Sprintf("%s (in %s). It was kept as %s.", e.Msg, where, e.Aside)
}

// Rebuild makes a session from save bytes, or says at which 1-based line
// the save goes wrong; actions is how many actions the session applied.
type Rebuild[S any] func(data []byte) (s S, actions int, line int, err error)

// Load reads the save name from st and rebuilds it. A damaged save is kept
// aside as name.bad and removed, so the damage is never met twice, and the
// error carries the game rebuilt from the good lines before the bad one
// when at least one action stands.
func Load[S any](st storage.Store, name string, rebuild Rebuild[S]) (S, error) {
	var zero S
	data, err := st.Read(name)
	if err != nil {
		return zero, err
	}
	s, _, line, err := rebuild(data)
	if err == nil {
		return s, nil
	}
	e := &Error[S]{File: st.Where(name), Line: line, Msg: err.Error(), Aside: name + ".bad", Cause: err}
	if werr := st.Write(e.Aside, data); werr == nil {
		_ = st.Remove(name)
	} else {
		e.Aside = "(not kept: " + werr.Error() + ")"
	}
	if line > 1 {
		if p, n, _, perr := rebuild(Head(data, line-1)); perr == nil && n > 0 {
			e.Partial, e.Actions = p, n
		}
	}
	return zero, e
}

// Head is the first n lines of data, each with its line end.
func Head(data []byte, n int) []byte {
	end := 0
	for i := 0; i < n && end < len(data); i++ {
		nl := bytes.IndexByte(data[end:], '\n')
		if nl < 0 {
			return data
		}
		end += nl + 1
	}
	return data[:end]
}

// Counted is a mode's session as Continue sees it: how many actions it has
// applied, which is what the question "continue from action N?" names.
type Counted interface{ Actions() int }

// LoadCounted continues a mode's autosave name: open rebuilds the session
// from the save's bytes, or says at which 1-based line it goes wrong. It is
// Load for the usual case, so each mode's Resume is one line.
func LoadCounted[S Counted](st storage.Store, name string, open func(data []byte) (S, int, error)) (S, error) {
	return Load(st, name, func(b []byte) (S, int, int, error) {
		s, line, err := open(b)
		if err != nil {
			var zero S
			return zero, 0, line, err
		}
		return s, s.Actions(), 0, nil
	})
}
