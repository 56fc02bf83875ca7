package game

import "fmt"

// LoadError names the data file and line a problem was found on, so a
// mistake in a level file is reported where an editor can jump to it.
// Line 0 is a problem with the file as a whole.
type LoadError struct {
	File string
	Line int
	Msg  string
}

func (e *LoadError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s: %s", e.File, e.Msg)
}

// Errorf is a LoadError at a line with a formatted message.
func Errorf(file string, line int, format string, a ...any) *LoadError {
	return &LoadError{File: file, Line: line, Msg: fmt.Sprintf(format, a...)}
}

// IllegalError is what Apply returns for an action the rules do not allow
// now (the state is untouched), naming the action, the phase and why, in
// the player's terms.
type IllegalError[A, P fmt.Stringer] struct {
	Action A
	Phase  P
	Why    string
}

func (e *IllegalError[A, P]) Error() string {
	return fmt.Sprintf("illegal action %q in the %s phase: %s", e.Action.String(), e.Phase, e.Why)
}
