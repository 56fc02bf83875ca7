// Package faultstore is a storage.Store in memory whose reads and writes
// of chosen names fail, so tests of the player's files (records, settings)
// can play the faults a disk has without one.
package faultstore

import (
	"io/fs"

	"deepwood/storage"
)

// Store keeps files in memory. A name in ReadErr or WriteErr fails that
// operation with the error, wrapped as the OS wraps it; Writes lists every
// name a write was tried on, failed or not, in order.
type Store struct {
	Files     map[string][]byte
	ReadErr   map[string]error
	WriteErr  map[string]error
	Writes    []string
	RemoveErr error
}

// New is an empty store with no faults.
func New() *Store {
	return &Store{Files: map[string][]byte{}, ReadErr: map[string]error{}, WriteErr: map[string]error{}}
}

// Read returns a copy of the file, fs.ErrNotExist when absent.
func (m *Store) Read(name string) ([]byte, error) {
	if err := m.ReadErr[name]; err != nil {
		return nil, &fs.PathError{Op: "open", Path: name, Err: err}
	}
	d, ok := m.Files[name]
	if !ok {
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	}
	return append([]byte(nil), d...), nil
}

// Write keeps a copy of data unless the name's write fails.
func (m *Store) Write(name string, data []byte) error {
	m.Writes = append(m.Writes, name)
	if err := m.WriteErr[name]; err != nil {
		return &fs.PathError{Op: "write", Path: name, Err: err}
	}
	m.Files[name] = append([]byte(nil), data...)
	return nil
}

// Remove deletes the file and returns RemoveErr.
func (m *Store) Remove(name string) error { delete(m.Files, name); return m.RemoveErr }

// Where names the file as a native player's config folder would.
func (m *Store) Where(name string) string { return "/home/player/.config/deepwood/" + name }

var _ storage.Store = (*Store)(nil)
