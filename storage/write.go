package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// maxLinks is how many symbolic links target follows before calling it a
// loop (Linux's own limit is 40).
const maxLinks = 40

// method is how Write changes what stands at a path.
type method uint8

const (
	byRename method = iota // a new or regular file: atomically, beside it
	inPlace                // a device, pipe or socket: opened and written
	refused                // a folder
)

// how chooses the method for what target found (nil: nothing there yet).
func how(fi fs.FileInfo) method {
	switch {
	case fi == nil || fi.Mode().IsRegular():
		return byRename
	case fi.IsDir():
		return refused
	}
	return inPlace
}

// syncFile flushes a file to disk; tests replace it to make a write fail
// half-way.
var syncFile = (*os.File).Sync

// target follows the symbolic links at p to the path a write should change,
// and says what stands there: nil when nothing does yet. A link whose target
// is missing (dangling) is followed too, as a shell's > would, so the file
// is made where the link points and the link is kept; its folder is not
// made, so a link into a folder that is gone (an unmounted drive) is an
// error rather than a stray new folder.
func target(p string) (string, fs.FileInfo, error) {
	start := p
	for range maxLinks {
		fi, err := os.Lstat(p)
		if errors.Is(err, fs.ErrNotExist) {
			if p != start {
				if _, derr := os.Stat(filepath.Dir(p)); derr != nil {
					return "", nil, fmt.Errorf("storage: %s is a link to %s, whose folder is missing: %w", start, p, derr)
				}
			}
			return p, nil, nil
		}
		if err != nil {
			return "", nil, err
		}
		if fi.Mode()&fs.ModeSymlink == 0 {
			return p, fi, nil
		}
		dest, err := os.Readlink(p)
		if err != nil {
			return "", nil, err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(p), dest)
		}
		p = dest
	}
	return "", nil, fmt.Errorf("storage: %s: more than %d symbolic links in a row (a loop of links?)", start, maxLinks)
}

// replace writes data to a temporary file in p's folder, syncs it, renames
// it over p and syncs the folder. perm is the old file's permissions, kept
// (0: a new file, readable by its owner only).
func replace(p string, data []byte, perm fs.FileMode) error {
	dir, base := filepath.Split(p)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if perm != 0 {
		if err := tmp.Chmod(perm); err != nil {
			tmp.Close()
			return err
		}
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := syncFile(tmp); err != nil {
		tmp.Close()
		return fmt.Errorf("storage: %s: %w", tmp.Name(), err)
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), p); err != nil {
		return err
	}
	if err := syncDir(dir); err != nil {
		return fmt.Errorf("storage: %s was written, but its folder could not be flushed to disk: %w", p, err)
	}
	return nil
}

// writeInPlace writes to something that is not a regular file (a device, a
// named pipe, a socket) by opening it, as a shell's > would: it stays what
// it is, and its refusals (a full device) come back as errors. A named pipe
// waits for a reader, as it does for any program.
func writeInPlace(p string, data []byte) error {
	f, err := os.OpenFile(p, os.O_WRONLY, 0)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
