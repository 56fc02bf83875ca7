package input

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
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
	Key    ebiten.Key
	Alt    bool // the key only counts with Alt held (Alt+Enter)
	Button ebiten.StandardGamepadButton
	Mouse  ebiten.MouseButton
}

// padNames names the standard layout's buttons the way the settings file
// and screen show them.
var padNames = map[ebiten.StandardGamepadButton]string{
	ebiten.StandardGamepadButtonRightBottom:      "RightBottom",
	ebiten.StandardGamepadButtonRightRight:       "RightRight",
	ebiten.StandardGamepadButtonRightLeft:        "RightLeft",
	ebiten.StandardGamepadButtonRightTop:         "RightTop",
	ebiten.StandardGamepadButtonFrontTopLeft:     "FrontTopLeft",
	ebiten.StandardGamepadButtonFrontTopRight:    "FrontTopRight",
	ebiten.StandardGamepadButtonFrontBottomLeft:  "FrontBottomLeft",
	ebiten.StandardGamepadButtonFrontBottomRight: "FrontBottomRight",
	ebiten.StandardGamepadButtonCenterLeft:       "CenterLeft",
	ebiten.StandardGamepadButtonCenterRight:      "CenterRight",
	ebiten.StandardGamepadButtonLeftStick:        "LeftStick",
	ebiten.StandardGamepadButtonRightStick:       "RightStick",
	ebiten.StandardGamepadButtonLeftTop:          "LeftTop",
	ebiten.StandardGamepadButtonLeftBottom:       "LeftBottom",
	ebiten.StandardGamepadButtonLeftLeft:         "LeftLeft",
	ebiten.StandardGamepadButtonLeftRight:        "LeftRight",
	ebiten.StandardGamepadButtonCenterCenter:     "CenterCenter",
}

// padLabels are what a player sees for the common buttons (Xbox-style
// names, the most widely printed).
var padLabels = map[ebiten.StandardGamepadButton]string{
	ebiten.StandardGamepadButtonRightBottom:   "Pad A",
	ebiten.StandardGamepadButtonRightRight:    "Pad B",
	ebiten.StandardGamepadButtonRightLeft:     "Pad X",
	ebiten.StandardGamepadButtonRightTop:      "Pad Y",
	ebiten.StandardGamepadButtonFrontTopLeft:  "Pad LB",
	ebiten.StandardGamepadButtonFrontTopRight: "Pad RB",
	ebiten.StandardGamepadButtonCenterLeft:    "Pad Back",
	ebiten.StandardGamepadButtonCenterRight:   "Pad Start",
	ebiten.StandardGamepadButtonLeftTop:       "D-pad Up",
	ebiten.StandardGamepadButtonLeftBottom:    "D-pad Down",
	ebiten.StandardGamepadButtonLeftLeft:      "D-pad Left",
	ebiten.StandardGamepadButtonLeftRight:     "D-pad Right",
}

var mouseNames = map[ebiten.MouseButton]string{
	ebiten.MouseButtonLeft:   "Left",
	ebiten.MouseButtonRight:  "Right",
	ebiten.MouseButtonMiddle: "Middle",
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
		return "pad:" + padNames[b.Button]
	case Mouse:
		return "mouse:" + mouseNames[b.Mouse]
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
		return "Pad " + padNames[b.Button]
	case Mouse:
		return mouseNames[b.Mouse] + " click"
	}
	return "—"
}

func keyLabel(k ebiten.Key) string {
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
		if err := b.Key.UnmarshalText([]byte(name)); err != nil {
			return Binding{}, fmt.Errorf("binding %q: unknown key %q", s, name)
		}
		return b, nil
	case "pad":
		for btn, n := range padNames {
			if n == name {
				return Binding{Device: Gamepad, Button: btn}, nil
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
	k := func(key ebiten.Key) Binding { return Binding{Device: Keyboard, Key: key} }
	p := func(b ebiten.StandardGamepadButton) Binding { return Binding{Device: Gamepad, Button: b} }
	var b Bindings
	b[Up] = []Binding{k(ebiten.KeyArrowUp), k(ebiten.KeyW), p(ebiten.StandardGamepadButtonLeftTop)}
	b[Down] = []Binding{k(ebiten.KeyArrowDown), k(ebiten.KeyS), p(ebiten.StandardGamepadButtonLeftBottom)}
	b[Left] = []Binding{k(ebiten.KeyArrowLeft), k(ebiten.KeyA), p(ebiten.StandardGamepadButtonLeftLeft)}
	b[Right] = []Binding{k(ebiten.KeyArrowRight), k(ebiten.KeyD), p(ebiten.StandardGamepadButtonLeftRight)}
	b[Confirm] = []Binding{k(ebiten.KeyEnter), k(ebiten.KeySpace), p(ebiten.StandardGamepadButtonRightBottom)}
	b[Back] = []Binding{k(ebiten.KeyBackspace), p(ebiten.StandardGamepadButtonRightRight), {Device: Mouse, Mouse: ebiten.MouseButtonRight}}
	b[Pause] = []Binding{k(ebiten.KeyEscape), k(ebiten.KeyP), p(ebiten.StandardGamepadButtonCenterRight)}
	b[PrevPage] = []Binding{k(ebiten.KeyQ), k(ebiten.KeyPageUp), p(ebiten.StandardGamepadButtonFrontTopLeft)}
	b[NextPage] = []Binding{k(ebiten.KeyE), k(ebiten.KeyPageDown), p(ebiten.StandardGamepadButtonFrontTopRight)}
	b[Skip] = []Binding{k(ebiten.KeyTab), p(ebiten.StandardGamepadButtonRightLeft)}
	b[Fullscreen] = []Binding{k(ebiten.KeyF11), {Device: Keyboard, Key: ebiten.KeyEnter, Alt: true}}
	b[Reset] = []Binding{k(ebiten.KeyR), p(ebiten.StandardGamepadButtonCenterLeft)}
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
func (b *Bindings) SetPrimaryKey(a Action, key ebiten.Key) {
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

// UnmarshalJSON reads bindings; actions missing from the file keep their
// defaults, so a file from an older version gains new actions' controls.
func (b *Bindings) UnmarshalJSON(data []byte) error {
	var m map[string][]string
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	out := DefaultBindings()
	names := make([]string, 0, len(m))
	for name := range m {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		a, err := ParseAction(name)
		if err != nil {
			return err
		}
		list := make([]Binding, 0, len(m[name]))
		for _, s := range m[name] {
			x, err := ParseBinding(s)
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			list = append(list, x)
		}
		out[a] = list
	}
	*b = out
	return nil
}
