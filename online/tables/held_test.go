package tables

import (
	"strings"
	"testing"

	"deepwood/storage"
)

// TestHeldSeatRoundTripAndRefusals keeps a seat, reads it back and drops
// it; a broken file or one that is not a seat's is reported by its name
// and holds no seat.
func TestHeldSeatRoundTripAndRefusals(t *testing.T) {
	store := storage.NewDir(t.TempDir())
	const name = "battle-table.json"
	if h, err := ReadHeld(store, name); h != nil || err != nil {
		t.Fatalf("no file: %+v, %v; want no seat and no error", h, err)
	}
	want := Held{Server: "http://127.0.0.1:1", Code: "ABC347", Token: "tok"}
	if err := WriteHeld(store, name, want); err != nil {
		t.Fatal(err)
	}
	if h, err := ReadHeld(store, name); err != nil || h == nil || *h != want {
		t.Fatalf("read back %+v, %v; want %+v", h, err, want)
	}
	if err := DropHeld(store, name); err != nil {
		t.Fatal(err)
	}
	if h, _ := ReadHeld(store, name); h != nil {
		t.Fatalf("a dropped seat still reads: %+v", h)
	}
	for body, says := range map[string]string{`{"server":`: name, `{"server":"x","code":"nope","token":"t"}`: "field code"} {
		if err := store.Write(name, []byte(body)); err != nil {
			t.Fatal(err)
		}
		if h, err := ReadHeld(store, name); h != nil || err == nil || !strings.Contains(err.Error(), says) {
			t.Errorf("%s: %+v, %v; want no seat and an error naming %q", body, h, err, says)
		}
	}
}
