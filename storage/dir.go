package storage

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// Dir is a Store in a folder on disk.
type Dir struct{ path string }

// NewDir keeps files in path, creating it on first write.
func NewDir(path string) *Dir { return &Dir{path: path} }

// Path is the folder the files live in.
func (d *Dir) Path() string { return d.path }

func (d *Dir) file(name string) (string, error) {
	if name == "" || strings.ContainsAny(name, `/\`) || name == "." || name == ".." {
		return "", fmt.Errorf("storage: bad file name %q", name)
	}
	return filepath.Join(d.path, name), nil
}

// Read returns a file's bytes.
func (d *Dir) Read(name string) ([]byte, error) {
	p, err := d.file(name)
	if err != nil {
		return nil, err
	}
	return os.ReadFile(p)
}

// Write replaces a file atomically: a temporary file beside it, synced,
// then renamed over the old one, and the folder synced so the rename
// survives a power cut. What already stands at the name is respected: a
// symbolic link is followed and its target replaced, so the link stays a
// link (see target); a device, named pipe or socket is written straight
// through, since renaming over it would replace the device with a file;
// a folder is refused.
func (d *Dir) Write(name string, data []byte) error {
	p, err := d.file(name)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(d.path, 0o755); err != nil {
		return err
	}
	p, fi, err := target(p)
	if err != nil {
		return err
	}
	switch how(fi) {
	case byRename:
		perm := fs.FileMode(0)
		if fi != nil {
			perm = fi.Mode().Perm()
		}
		return replace(p, data, perm)
	case inPlace:
		return writeInPlace(p, data)
	}
	return fmt.Errorf("storage: %s is a folder, not a file", p)
}

// Remove deletes a file; a missing file is not an error.
func (d *Dir) Remove(name string) error {
	p, err := d.file(name)
	if err != nil {
		return err
	}
	if err := os.Remove(p); err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}

// Where is the file's full path.
func (d *Dir) Where(name string) string { return filepath.Join(d.path, name) }

// List names the files in the folder (not its temporary files), sorted; a
// folder not made yet holds none.
func (d *Dir) List() ([]string, error) {
	ents, err := os.ReadDir(d.path)
	if err != nil {
		if os.IsNotExist(err) {
			return nil, nil
		}
		return nil, err
	}
	var names []string
	for _, e := range ents {
		if n := e.Name(); e.Type().IsRegular() && !strings.HasPrefix(n, ".") {
			names = append(names, n)
		}
	}
	return names, nil
}
