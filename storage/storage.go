// Package storage keeps the player's small files (settings now; saves,
// replays and records later) in the user's config folder natively and in
// localStorage in the browser, behind one interface, so every caller writes
// the same bytes on both platforms.
package storage

import (
	"errors"
	"io/fs"
)

// Store reads and writes named files. Write is atomic: a crash mid-write
// leaves the old file whole, never half a new one. (On disk a file that is
// a link is written through the link, atomically at its target; a device
// or named pipe is written straight to, which cannot be atomic.)
type Store interface {
	Read(name string) ([]byte, error) // an fs.ErrNotExist error when absent
	Write(name string, data []byte) error
	Remove(name string) error
	// Where says where a file lives, in words a player can follow: a path
	// natively, the localStorage key in the browser.
	Where(name string) string
}

// IsNotExist reports whether err means the file is simply not there yet.
func IsNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }

// Lister is a Store that can name its files: the replay browser lists the
// replays kept. Names come back sorted.
type Lister interface {
	List() ([]string, error)
}
