package rulestest

import (
	"reflect"
	"testing"
)

// ViewHoldsNoSecret walks a seat's view type V: no type of rules/dice (a
// set, a stream, a generator, a seed), and no pointer, map, interface,
// function or channel, so nothing in a view can roll, reach back into the
// state or change under it. A field added later that breaks this fails
// the mode's test.
func ViewHoldsNoSecret[V any](t *testing.T) {
	t.Helper()
	typ := reflect.TypeFor[V]()
	if why := secretIn(typ, typ.Name()); why != "" {
		t.Fatal(why)
	}
}

// secretIn names the first part of typ a view must not hold, or "".
func secretIn(typ reflect.Type, path string) string {
	if typ.PkgPath() == "deepwood/rules/dice" {
		return path + " is " + typ.String() + ", from rules/dice"
	}
	switch typ.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		return path + " is a " + typ.Kind().String() + " (" + typ.String() + ")"
	case reflect.Slice, reflect.Array:
		return secretIn(typ.Elem(), path+"[]")
	case reflect.Struct:
		for i := range typ.NumField() {
			f := typ.Field(i)
			if !f.IsExported() {
				return path + "." + f.Name + " is unexported"
			}
			if why := secretIn(f.Type, path+"."+f.Name); why != "" {
				return why
			}
		}
	}
	return ""
}
