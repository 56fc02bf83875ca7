//go:build js

package storage

import (
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"syscall/js"
)

// Local is a Store in the browser's localStorage, one key per file under
// the "deepwood/" prefix; a single setItem is as atomic as the browser gets.
type Local struct {
	ls     js.Value
	prefix string
}

// Default is the browser's localStorage.
func Default() (Store, error) {
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, fmt.Errorf("this browser offers no localStorage")
	}
	return &Local{ls: ls, prefix: "deepwood/"}, nil
}

// Sub is a folder of the player's store: keys under "deepwood/NAME/".
func Sub(name string) (Store, error) {
	st, err := Default()
	if err != nil {
		return nil, err
	}
	l := st.(*Local)
	l.prefix += name + "/"
	return l, nil
}

// Read returns a stored file.
func (l *Local) Read(name string) (data []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	v := l.ls.Call("getItem", l.prefix+name)
	if v.IsNull() || v.IsUndefined() {
		return nil, &fs.PathError{Op: "read", Path: l.prefix + name, Err: fs.ErrNotExist}
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
	l.ls.Call("setItem", l.prefix+name, string(data))
	return nil
}

// Remove deletes a stored file.
func (l *Local) Remove(name string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	l.ls.Call("removeItem", l.prefix+name)
	return nil
}

// Where names the localStorage key.
func (l *Local) Where(name string) string { return "browser localStorage, key " + l.prefix + name }

// List names the files under this store's prefix, sorted.
func (l *Local) List() (names []string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	n := l.ls.Get("length").Int()
	for i := 0; i < n; i++ {
		k := l.ls.Call("key", i)
		if k.IsNull() || k.IsUndefined() {
			continue
		}
		if key := k.String(); strings.HasPrefix(key, l.prefix) && !strings.Contains(key[len(l.prefix):], "/") {
			names = append(names, key[len(l.prefix):])
		}
	}
	sort.Strings(names)
	return names, nil
}
