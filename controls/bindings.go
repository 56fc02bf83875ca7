package controls

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Device says which kind of control a Binding names.
type Device uint8

// The bindable devices. Touch and the mouse pointer are not bound: they
// point at things, and screens read them through Pointer.
const (
	Keyboard Device = iota + 1
	Gamepad
	Mouse
)

// Binding is one control that triggers an action, written in the settings
// file as "key:ArrowUp", "key:Alt+Enter", "pad:RightBottom" or "mouse:Right".
type Binding struct {
	Device Device
	Key    Key
	Alt    bool // the key only counts with Alt held (Alt+Enter)
	Button PadButton
	Mouse  MouseButton
}

// String writes the binding as the settings file stores it.
func (b Binding) String() string {
	switch b.Device {
	case Keyboard:
		if b.Alt {
			return "key:Alt+" + b.Key.String()
		}
		return "key:" + b.Key.String()
	case Gamepad:
		return "pad:" + b.Button.String()
	case Mouse:
		return "mouse:" + b.Mouse.String()
	}
	return "none"
}

// Label is the binding as the settings screen shows it.
func (b Binding) Label() string {
	switch b.Device {
	case Keyboard:
		name := keyLabel(b.Key)
		if b.Alt {
			return "Alt+" + name
		}
		return name
	case Gamepad:
		if l, ok := padLabels[b.Button]; ok {
			return l
		}
		return "Pad " + b.Button.String()
	case Mouse:
		return b.Mouse.String() + " click"
	}
	return "—"
}

func keyLabel(k Key) string {
	s := k.String()
	switch s {
	case "ArrowUp":
		return "↑"
	case "ArrowDown":
		return "↓"
	case "ArrowLeft":
		return "←"
	case "ArrowRight":
		return "→"
	}
	switch {
	case strings.HasPrefix(s, "Digit"):
		return strings.TrimPrefix(s, "Digit")
	}
	return s
}

// ParseBinding reads a binding written by String.
func ParseBinding(s string) (Binding, error) {
	dev, name, ok := strings.Cut(s, ":")
	if !ok {
		return Binding{}, fmt.Errorf("binding %q: want device:name, like key:Enter", s)
	}
	switch dev {
	case "key":
		b := Binding{Device: Keyboard}
		if rest, ok := strings.CutPrefix(name, "Alt+"); ok {
			b.Alt, name = true, rest
		}
		k, ok := ParseKey(name)
		if !ok {
			return Binding{}, fmt.Errorf("binding %q: unknown key %q", s, name)
		}
		b.Key = k
		return b, nil
	case "pad":
		for btn, n := range padNames {
			if n == name {
				return Binding{Device: Gamepad, Button: PadButton(btn)}, nil
			}
		}
		return Binding{}, fmt.Errorf("binding %q: unknown gamepad button %q", s, name)
	case "mouse":
		for btn, n := range mouseNames {
			if n == name {
				return Binding{Device: Mouse, Mouse: btn}, nil
			}
		}
		return Binding{}, fmt.Errorf("binding %q: unknown mouse button %q", s, name)
	}
	return Binding{}, fmt.Errorf("binding %q: unknown device %q (key, pad or mouse)", s, dev)
}

// Bindings maps each action to the controls that trigger it.
type Bindings [actionCount][]Binding

// DefaultBindings are what a new player gets: arrows and WASD, Enter and
// Space, Escape, the gamepad's standard buttons, right click for back.
func DefaultBindings() Bindings {
	k := func(key Key) Binding { return Binding{Device: Keyboard, Key: key} }
	p := func(b PadButton) Binding { return Binding{Device: Gamepad, Button: b} }
	var b Bindings
	b[Up] = []Binding{k(KeyArrowUp), k(KeyW), p(PadLeftTop)}
	b[Down] = []Binding{k(KeyArrowDown), k(KeyS), p(PadLeftBottom)}
	b[Left] = []Binding{k(KeyArrowLeft), k(KeyA), p(PadLeftLeft)}
	b[Right] = []Binding{k(KeyArrowRight), k(KeyD), p(PadLeftRight)}
	b[Confirm] = []Binding{k(KeyEnter), k(KeySpace), p(PadRightBottom)}
	b[Back] = []Binding{k(KeyBackspace), p(PadRightRight), {Device: Mouse, Mouse: MouseRight}}
	b[Pause] = []Binding{k(KeyEscape), k(KeyP), p(PadCenterRight)}
	b[PrevPage] = []Binding{k(KeyQ), k(KeyPageUp), p(PadFrontTopLeft)}
	b[NextPage] = []Binding{k(KeyE), k(KeyPageDown), p(PadFrontTopRight)}
	b[Skip] = []Binding{k(KeyTab), p(PadRightLeft)}
	b[Fullscreen] = []Binding{k(KeyF11), {Device: Keyboard, Key: KeyEnter, Alt: true}}
	b[Reset] = []Binding{k(KeyR), p(PadCenterLeft)}
	return b
}

// Clone copies the bindings so an edit does not reach the original.
func (b Bindings) Clone() Bindings {
	var c Bindings
	for i := range b {
		c[i] = append([]Binding(nil), b[i]...)
	}
	return c
}

// SetPrimaryKey makes key the action's first keyboard binding, taking it
// away from any other action so one key never means two things.
func (b *Bindings) SetPrimaryKey(a Action, key Key) {
	nb := Binding{Device: Keyboard, Key: key}
	for i := range b {
		kept := b[i][:0]
		for _, x := range b[i] {
			if x != nb {
				kept = append(kept, x)
			}
		}
		b[i] = kept
	}
	for i, x := range b[a] {
		if x.Device == Keyboard && !x.Alt {
			b[a][i] = nb
			return
		}
	}
	b[a] = append([]Binding{nb}, b[a]...)
}

// MarshalJSON writes {"up": ["key:ArrowUp", ...], ...}.
func (b Bindings) MarshalJSON() ([]byte, error) {
	m := make(map[string][]string, actionCount)
	for i, list := range b {
		names := make([]string, len(list))
		for j, x := range list {
			names[j] = x.String()
		}
		m[Action(i).String()] = names
	}
	return json.Marshal(m)
}

// BindingError is a control in the settings file this game cannot read.
// Action is the action's name in the file ("" when the bindings as a
// whole are wrong) and Index the control's place in its list (-1 when the
// list itself is wrong), so the file's reader can point at the line.
type BindingError struct {
	Action string
	Index  int
	Err    error
}

func (e *BindingError) Error() string {
	if e.Action == "" {
		return e.Err.Error()
	}
	return e.Action + ": " + e.Err.Error()
}

func (e *BindingError) Unwrap() error { return e.Err }

// UnmarshalJSON reads bindings. Actions missing from the file keep their
// defaults, so a file from an older version gains new actions' controls,
// except a control the file gives another action (made before it was a
// default), so the file's choice stands and nothing is bound twice;
// actions this version does not know (a newer version's file) are skipped,
// whatever they hold, so the known ones still load. Conflicts are not
// refused here: the settings file does that, naming its lines.
func (b *Bindings) UnmarshalJSON(data []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return &BindingError{Index: -1, Err: fmt.Errorf(`bindings should be an object of action names and their controls, like {"up": ["key:ArrowUp"]}`)}
	}
	out := DefaultBindings()
	var inFile [actionCount]bool
	names := make([]string, 0, len(m))
	for name := range m {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		a, err := ParseAction(name)
		if err != nil {
			continue
		}
		var controls []string
		if err := json.Unmarshal(m[name], &controls); err != nil {
			return &BindingError{Action: name, Index: -1, Err: fmt.Errorf(`should be a list of controls, like ["key:Enter", "pad:RightBottom"]`)}
		}
		list := make([]Binding, 0, len(controls))
		for i, s := range controls {
			x, err := ParseBinding(s)
			if err != nil {
				return &BindingError{Action: name, Index: i, Err: err}
			}
			list = append(list, x)
		}
		out[a] = list
		inFile[a] = true
	}
	for a := range out {
		if !inFile[a] {
			out[a] = slices.DeleteFunc(out[a], func(x Binding) bool {
				other, taken := out.Taken(Action(a), x)
				return taken && inFile[other]
			})
		}
	}
	*b = out
	return nil
}

// contexts are the sets of actions that can be read in the same tick. A
// control on two actions of one context does two things at once, so it is
// refused. Looking at the screens: menus read the moves, confirm, back,
// pause and the pages; a Forward run reads all of those and Skip and Reset
// too; and the app reads Fullscreen on every screen. So play is every
// action, and no two actions are ever apart; the table is where a later
// action read by one screen only would say so.
var contexts = [][]Action{
	{Up, Down, Left, Right, Confirm, Back, Pause, PrevPage, NextPage, Fullscreen},              // menus
	{Up, Down, Left, Right, Confirm, Back, Pause, PrevPage, NextPage, Skip, Fullscreen, Reset}, // play
}

// together reports whether a and b are ever read in the same tick.
func together(a, b Action) bool {
	for _, c := range contexts {
		var hasA, hasB bool
		for _, x := range c {
			hasA, hasB = hasA || x == a, hasB || x == b
		}
		if hasA && hasB {
			return true
		}
	}
	return false
}

// Conflict is one control bound to two actions read together: Have holds
// it (first in action order), Also is the other.
type Conflict struct {
	Binding    Binding
	Have, Also Action
}

// Error says it as the settings screen shows it: "W is already bound to Up".
func (c Conflict) Error() string {
	return c.Binding.Label() + " is already bound to " + c.Have.Label()
}

// Taken reports another action, read together with a, that x is already
// bound to: binding x to a as well would make one control do two things.
// The settings screen asks before it rebinds.
func (b Bindings) Taken(a Action, x Binding) (Action, bool) {
	for other, list := range b {
		if Action(other) == a || !together(a, Action(other)) {
			continue
		}
		for _, y := range list {
			if y == x {
				return Action(other), true
			}
		}
	}
	return 0, false
}

// Conflicts lists every control bound to two actions read together, in
// action order, once per pair; a control listed twice for one action is
// harmless and not reported.
func (b Bindings) Conflicts() []Conflict {
	var out []Conflict
	for i := range b {
		for _, x := range b[i] {
			for j := i + 1; j < len(b); j++ {
				if !together(Action(i), Action(j)) {
					continue
				}
				for _, y := range b[j] {
					if x == y && !hasConflict(out, x, Action(i), Action(j)) {
						out = append(out, Conflict{Binding: x, Have: Action(i), Also: Action(j)})
					}
				}
			}
		}
	}
	return out
}

func hasConflict(cs []Conflict, x Binding, a, b Action) bool {
	for _, c := range cs {
		if c.Binding == x && c.Have == a && c.Also == b {
			return true
		}
	}
	return false
}
