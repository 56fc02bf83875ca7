//go:build unix

package storage

import (
	"errors"
	"os"
	"syscall"
)

// syncDir flushes a folder, so a file just renamed into it is still there
// after a power cut. Filesystems that cannot sync a folder say EINVAL (or
// ENOTSUP); that is not an error: there is nothing more to do.
func syncDir(dir string) error {
	f, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = f.Sync()
	cerr := f.Close()
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, syscall.ENOTSUP) {
		err = nil
	}
	if err != nil {
		return err
	}
	return cerr
}
