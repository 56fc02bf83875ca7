package storage

import (
	"errors"
	"io/fs"
)

// MemoryOnly is why a player's file (the records, the settings) is not
// written back this session, worded for the screen: the file could not be
// read whole, so what changes lives in memory and the file on disk stays
// as it was, losing nothing. It wraps the owner's sentinel (errors.Is).
type MemoryOnly struct {
	Why      string
	Sentinel error
}

func (m *MemoryOnly) Error() string { return m.Why + "; " + m.Sentinel.Error() }
func (m *MemoryOnly) Unwrap() error { return m.Sentinel }

// Reason is an error's last words, "permission denied" rather than the
// path the caller's message already names.
func Reason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
