//go:build js

package storage

import (
	"fmt"
	"io/fs"
	"syscall/js"
)

// Local is a Store in the browser's localStorage, one key per file under
// the "deepwood/" prefix; a single setItem is as atomic as the browser gets.
type Local struct{ ls js.Value }

// Default is the browser's localStorage.
func Default() (Store, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, fmt.Errorf("this browser offers no localStorage")
	}
	return &Local{ls: ls}, nil
}

func key(name string) string { return "deepwood/" + name }

// Read returns a stored file.
func (l *Local) Read(name string) (data []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	v := l.ls.Call("getItem", key(name))
	if v.IsNull() || v.IsUndefined() {
		return nil, &fs.PathError{Op: "read", Path: key(name), Err: fs.ErrNotExist}
	}
	return []byte(v.String()), nil
}

// Write stores a file (quota errors come back as errors, not panics).
func (l *Local) Write(name string, data []byte) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	l.ls.Call("setItem", key(name), string(data))
	return nil
}

// Remove deletes a stored file.
func (l *Local) Remove(name string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	l.ls.Call("removeItem", key(name))
	return nil
}

// Where names the localStorage key.
func (l *Local) Where(name string) string { return "browser localStorage, key " + key(name) }
