package rulestest

import (
	"bytes"
	"encoding/json"
	"os"
	"reflect"
	"runtime"
	"testing"
)

// Count is how many games a test plays in each kind of run, for the tests
// whose count depends on more than -short (Games): Full natively; Short
// under -short and under WebAssembly, where node plays an action several
// times slower, unless Wasm (when not 0) sets that; Soak in CI's soak step
// (DEEPWOOD_SOAK set), when not 0. The soak step wins over the others.
type Count struct{ Full, Short, Wasm, Soak int }

// N is the count for this run.
func (c Count) N() int {
	switch {
	case c.Soak != 0 && os.Getenv("DEEPWOOD_SOAK") != "":
		return c.Soak
	case c.Wasm != 0 && runtime.GOARCH == "wasm":
		return c.Wasm
	case testing.Short() || runtime.GOARCH == "wasm":
		return c.Short
	}
	return c.Full
}

// SeatViews holds each seat's views of one game, action after action, to
// what every mode's seat view promises, so the modes' view tests share the
// bookkeeping and keep only what is their own (which copy of the state
// differs where a seat cannot see, and what the view must show):
//   - the view taken at the last Check has not changed since, though the
//     game went on (its slices are its own);
//   - the view is the same as the view of a copy of the state that differs
//     only where the seat cannot see;
//   - changing the view (Scribble) does not change the state: the view
//     taken again marshals as the view did before it was changed.
type SeatViews[V any] struct {
	// Take is seat's view of the state now (e.g. ViewFor).
	Take func(seat int) V
	// Scribble changes every slice a view holds.
	Scribble func(*V)
	// Same compares a view with the copy's; nil is reflect.DeepEqual.
	Same func(v, w V) bool

	prev     map[int]V
	prevJSON map[int][]byte
}

// Check holds seat's view now to the promises above. where names the game,
// action and seat in a failure (it is called only then); mode runs the
// mode's own checks on the view and returns the view of a copy of the
// state that differs only where seat cannot see.
func (vs *SeatViews[V]) Check(t *testing.T, seat int, where func() string, mode func(v V) V) {
	t.Helper()
	if vs.prevJSON == nil {
		vs.prev, vs.prevJSON = map[int]V{}, map[int][]byte{}
	}
	v := vs.Take(seat)
	if before, ok := vs.prevJSON[seat]; ok {
		if again, _ := json.Marshal(vs.prev[seat]); !bytes.Equal(again, before) {
			t.Fatalf("%s: the view taken before the action changed with it", where())
		}
	}
	w := mode(v)
	same := vs.Same
	if same == nil {
		same = func(v, w V) bool { return reflect.DeepEqual(v, w) }
	}
	if !same(v, w) {
		t.Fatalf("%s: the view changed with what the seat cannot see\n%+v\n%+v", where(), v, w)
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	vs.Scribble(&v)
	vs.prev[seat] = vs.Take(seat)
	if vs.prevJSON[seat], _ = json.Marshal(vs.prev[seat]); !bytes.Equal(vs.prevJSON[seat], b) {
		t.Fatalf("%s: changing the view changed the state", where())
	}
}
