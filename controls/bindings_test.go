package controls

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

// TestUnknownActionIsIgnored: a file from a newer version names actions
// this one does not have; they are skipped and the known ones kept.
func TestUnknownActionIsIgnored(t *testing.T) {
	var b Bindings
	err := json.Unmarshal([]byte(`{"dash":["key:L"],"up":["key:K"],"zoom":5}`), &b)
	if err != nil {
		t.Fatalf("a newer version's action made the bindings fail: %v", err)
	}
	if len(b[Up]) != 1 || b[Up][0].Key != KeyK {
		t.Fatalf("up = %v; want the file's K kept", b[Up])
	}
	if len(b[Down]) == 0 {
		t.Fatal("down lost its defaults")
	}
}

// TestBindingErrorsSayWhere: a bad control names its action and place in
// the list, so the settings file's reader can point at the line.
func TestBindingErrorsSayWhere(t *testing.T) {
	for _, tt := range []struct {
		in     string
		action string
		index  int
		want   string
	}{
		{`{"up":["key:W","key:Bogus"]}`, "up", 1, "unknown key"},
		{`{"up":"key:W"}`, "up", -1, "should be a list of controls"},
		{`{"up":[5]}`, "up", -1, "should be a list of controls"},
		{`["key:W"]`, "", -1, "should be an object"},
	} {
		var b Bindings
		err := json.Unmarshal([]byte(tt.in), &b)
		var be *BindingError
		if !errors.As(err, &be) || be.Action != tt.action || be.Index != tt.index || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %#v (%v); want action %q index %d saying %q", tt.in, be, err, tt.action, tt.index, tt.want)
		}
	}
}

// TestEveryActionIsReadTogether pins what the game's screens showed when
// contexts were looked for: a Forward run reads Reset and Skip beside the
// moves, confirm, back, pause and pages, and the app reads Fullscreen on
// every screen, so any two actions can be read in the same tick and one
// control on two of them is always a conflict.
func TestEveryActionIsReadTogether(t *testing.T) {
	for _, a := range Actions() {
		for _, b := range Actions() {
			if !together(a, b) {
				t.Errorf("%v and %v are never read together", a, b)
			}
		}
	}
}

func TestConflicts(t *testing.T) {
	b := DefaultBindings()
	if c := b.Conflicts(); len(c) != 0 {
		t.Fatalf("the defaults conflict: %v", c)
	}
	w := Binding{Device: Keyboard, Key: KeyW}
	if other, ok := b.Taken(Pause, w); !ok || other != Up {
		t.Fatalf("Taken(pause, W) = %v, %v; want up", other, ok)
	}
	if _, ok := b.Taken(Up, w); ok {
		t.Fatal("an action's own key counted as taken")
	}
	altEnter := Binding{Device: Keyboard, Key: KeyEnter, Alt: true}
	if other, ok := b.Taken(Confirm, altEnter); !ok || other != Fullscreen {
		t.Fatalf("Alt+Enter: %v %v", other, ok)
	}
	b[Pause] = append(b[Pause], w)
	c := b.Conflicts()
	if len(c) != 1 || c[0].Binding != w || c[0].Have != Up || c[0].Also != Pause {
		t.Fatalf("Conflicts = %+v", c)
	}
	if got := c[0].Error(); got != "W is already bound to Up" {
		t.Fatalf("message %q", got)
	}
}

func TestBindingsFileWithConflictStillParses(t *testing.T) {
	// The bindings type reads what is written; refusing a conflict is the
	// settings file's decision, which can name its lines.
	var b Bindings
	if err := json.Unmarshal([]byte(`{"up":["key:W"],"pause":["key:W"]}`), &b); err != nil {
		t.Fatal(err)
	}
	if len(b.Conflicts()) != 1 {
		t.Fatalf("conflicts %v", b.Conflicts())
	}
}

// FuzzBindingsRoundTrip: whatever bindings parse, marshal to a file that
// parses back to the same bindings.
func FuzzBindingsRoundTrip(f *testing.F) {
	def, _ := json.Marshal(DefaultBindings())
	f.Add(def)
	f.Add([]byte(`{"up":["key:0","key:alt+enter","key:Alt+Enter"],"fly":[1]}`))
	f.Add([]byte(`{"back":["mouse:Right","pad:CenterCenter"],"up":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var b Bindings
		if err := json.Unmarshal(data, &b); err != nil {
			if err.Error() == "" {
				t.Fatal("empty error")
			}
			return
		}
		out, err := json.Marshal(b)
		if err != nil {
			t.Fatal(err)
		}
		var back Bindings
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("%s does not parse back: %v", out, err)
		}
		for a := range b {
			if len(b[a]) != len(back[a]) {
				t.Fatalf("%v: %v became %v", Action(a), b[a], back[a])
			}
			for i := range b[a] {
				if b[a][i] != back[a][i] {
					t.Fatalf("%v: %v became %v", Action(a), b[a], back[a])
				}
			}
		}
	})
}

// TestFileBindingBeatsANewDefault: an action missing from the file (an
// older version's) gets its defaults, less a control the file gives
// another action.
func TestFileBindingBeatsANewDefault(t *testing.T) {
	var b Bindings
	if err := json.Unmarshal([]byte(`{"confirm":["key:R"]}`), &b); err != nil {
		t.Fatal(err)
	}
	if c := b.Conflicts(); len(c) != 0 {
		t.Fatalf("conflicts %v", c)
	}
	if len(b[Reset]) != 1 || b[Reset][0].Device != Gamepad {
		t.Fatalf("reset = %v; want its pad button only, R going to confirm", b[Reset])
	}
}
