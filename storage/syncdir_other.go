//go:build !unix

package storage

// syncDir does nothing where a folder cannot be opened and synced (Windows
// flushes renames itself; the browser keeps no folders).
func syncDir(string) error { return nil }
