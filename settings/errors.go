package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"

	"deepwood/controls"
)

// FileError is what is wrong with a settings file, in words a player can
// act on, and on which line (0: the file as a whole). Newer is set when a
// newer version of the game wrote the file, which Load leaves alone.
type FileError struct {
	Line  int
	What  string
	Newer bool
	path  string // the value's place, "bindings.up[1]", to find its line
}

// Error names the file and the line: "settings.json line 1: …".
func (e *FileError) Error() string { return e.at(FileName) }

// at says the same about the file where it really is (Load knows).
func (e *FileError) at(where string) string {
	if e.Line > 0 {
		sep := " "
		if where != FileName {
			sep = ", "
		}
		return fmt.Sprintf("%s%sline %d: %s", where, sep, e.Line, e.What)
	}
	return where + ": " + e.What
}

// describe turns a JSON decoding error into a FileError in words.
func describe(data []byte, err error) *FileError {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var bind *controls.BindingError
	switch {
	case errors.As(err, &syn):
		return &FileError{Line: lineAt(data, int(syn.Offset)), What: "this is not valid JSON: " + syn.Error()}
	case errors.As(err, &typ):
		if typ.Field == "" {
			return &FileError{Line: lineAt(data, int(typ.Offset)), What: "the file should hold one settings object ({…}), not " + valueWords(typ.Value)}
		}
		return &FileError{What: fmt.Sprintf("%s should be %s, not %s", typ.Field, typeWords(typ.Type), valueWords(typ.Value)), path: typ.Field}
	case errors.As(err, &bind):
		switch {
		case bind.Action == "":
			return &FileError{What: bind.Err.Error(), path: "bindings"}
		case bind.Index < 0:
			return &FileError{What: "bindings." + bind.Action + " " + bind.Err.Error(), path: "bindings." + bind.Action}
		}
		return &FileError{What: "bindings." + bind.Error(), path: fmt.Sprintf("bindings.%s[%d]", bind.Action, bind.Index)}
	case errors.Is(err, io.EOF):
		return &FileError{What: "the file is empty"}
	case errors.Is(err, io.ErrUnexpectedEOF):
		return &FileError{What: "the file ends before the settings do (was it cut short?)"}
	}
	return &FileError{What: err.Error()}
}

// typeWords names what a field holds.
func typeWords(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.String:
		return "text in quotes"
	case reflect.Slice, reflect.Array:
		return "a list ([…])"
	}
	return "an object ({…})"
}

// valueWords names what the file holds instead ("array", "number 1.5").
func valueWords(v string) string {
	switch v {
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "string":
		return "text"
	case "number":
		return "a number"
	case "bool":
		return "true or false"
	}
	if n, ok := strings.CutPrefix(v, "number "); ok {
		return "the number " + n
	}
	return v
}

func lineAt(data []byte, offset int) int {
	if offset > len(data) {
		offset = len(data)
	}
	return bytes.Count(data[:offset], []byte("\n")) + 1
}

// valueLines finds the line of every value in a JSON document that has
// already decoded, by its path: "masterVolume", "bindings.up",
// "bindings.up[1]". Decoding errors and validation name a path; this
// turns it into a line.
func valueLines(data []byte) map[string]int {
	lines := map[string]int{}
	dec := json.NewDecoder(bytes.NewReader(data))
	var walk func(path string) error
	walk = func(path string) error {
		tok, err := dec.Token()
		if err != nil {
			return err
		}
		if path != "" {
			lines[path] = lineAt(data, int(dec.InputOffset()))
		}
		switch tok {
		case json.Delim('{'):
			for dec.More() {
				key, err := dec.Token()
				if err != nil {
					return err
				}
				k, _ := key.(string)
				if path != "" {
					k = path + "." + k
				}
				if err := walk(k); err != nil {
					return err
				}
			}
			_, err = dec.Token()
		case json.Delim('['):
			for i := 0; dec.More(); i++ {
				if err := walk(fmt.Sprintf("%s[%d]", path, i)); err != nil {
					return err
				}
			}
			_, err = dec.Token()
		}
		return err
	}
	walk("")
	return lines
}

// locate sets the error's line from its path, when the file has one.
func (e *FileError) locate(data []byte) *FileError {
	if e.Line == 0 && e.path != "" && data != nil {
		e.Line = valueLines(data)[e.path]
	}
	return e
}
