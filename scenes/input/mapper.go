package input

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"deepwood/controls"
)

// Repeat timing for held directions, in ticks at 60 TPS: a menu starts
// scrolling after a third of a second, then steps 15 times a second.
const (
	repeatDelay    = 20
	repeatInterval = 4
	stickThreshold = 0.5
)

// Pointer is the mouse or a finger, in logical screen coordinates. Screens
// use it to hover and pick; it is not an action because it has a place.
type Pointer struct {
	X, Y     int
	Moved    bool // moved since the last tick: hover follows it
	Held     bool
	Clicked  bool // a left click or a tap was released this tick
	Touch    bool // the last pointer input was a finger
	WheelY   float64
	Captured bool // the pointer is over something that owns it this tick
	// LongPress is set on the tick a lone finger has rested half a second
	// (gesture.go): screens show what is under it, and its release is no
	// tap, so a card's full text can be read without playing the card.
	LongPress bool
	// Pinch is how far two fingers spread since the last tick, as a
	// factor (1.1: a tenth further apart); 0 when two fingers are not down.
	Pinch float64
}

// Mapper polls every device once a tick and answers which actions are
// pressed. One Mapper serves the whole game.
type Mapper struct {
	bindings  controls.Bindings
	held      [actionCount]bool
	just      [actionCount]bool
	heldTicks [actionCount]int
	queued    []Action
	kept      keptPresses
	pointer   Pointer
	lastX     int
	lastY     int
	pads      []ebiten.GamepadID
	touches   []ebiten.TouchID
	touchPts  []touchPoint
	fingers   fingers
	keys      []ebiten.Key
	polling   bool
	ptrQueued *Pointer
	// seenCursor is set after the first reading, so the cursor merely
	// being somewhere when the game starts is not a move.
	seenCursor bool
	// active is this tick's Active; rawKeys and rawChars are scratch for
	// reading it.
	active   bool
	rawKeys  []ebiten.Key
	rawChars []rune
	// using is the device the player last used (Using).
	using Using
}

// NewMapper starts with the given bindings and reads real devices.
func NewMapper(b controls.Bindings) *Mapper {
	return &Mapper{bindings: b.Clone(), polling: true}
}

// SetBindings replaces the bindings, as after the player rebinds a key.
func (m *Mapper) SetBindings(b controls.Bindings) { m.bindings = b.Clone() }

// Bindings returns a copy of the current bindings.
func (m *Mapper) Bindings() controls.Bindings { return m.bindings.Clone() }

// SetPolling turns device reading off (autoplay and tests drive the game by
// Inject alone, so a stray key on the desk cannot change a recorded run).
func (m *Mapper) SetPolling(on bool) { m.polling = on }

// Inject presses an action for one tick, exactly as if a player had; the
// window tests and autoplay drive every screen this way.
func (m *Mapper) Inject(a Action) { m.queued = append(m.queued, a) }

// InjectPointer moves the pointer (and clicks, if p.Clicked) for one tick,
// as a mouse or finger would: tests drive mouse-only and touch play this
// way.
func (m *Mapper) InjectPointer(p Pointer) {
	p.Moved = p.X != m.pointer.X || p.Y != m.pointer.Y || p.Moved
	m.ptrQueued = &p
}

// Update reads the devices; call it once at the start of every tick.
func (m *Mapper) Update() {
	var down [actionCount]bool
	if m.polling {
		m.pollBindings(&down)
		m.pollSticks(&down)
		m.pollPointer()
	} else {
		p := &m.pointer
		p.Moved, p.Clicked, p.LongPress, p.Pinch = false, false, false, 0
	}
	if m.ptrQueued != nil {
		m.pointer = *m.ptrQueued
		m.ptrQueued = nil
	}
	m.notePointer()
	for _, a := range m.queued {
		down[a] = true
	}
	m.queued = m.queued[:0]
	m.active = m.polling && m.keysStirred()
	m.step(down)
	m.giveHeld()
}

// step advances the pressed/just/held-ticks state machine from one tick's
// raw readings; it is separate from polling so it can be tested.
func (m *Mapper) step(down [actionCount]bool) {
	for a := range down {
		m.active = m.active || down[a] || m.held[a] // pressed, held or let go
		m.just[a] = down[a] && !m.held[a]
		m.held[a] = down[a]
		if down[a] {
			m.heldTicks[a]++
		} else {
			m.heldTicks[a] = 0
		}
	}
}

// Just reports an action pressed this tick.
func (m *Mapper) Just(a Action) bool { return m.just[a] }

// PageStep is the page keys' step this tick: -1 for PrevPage, 1 for
// NextPage, 0 for neither (or both), for the screens that turn pages.
func (m *Mapper) PageStep() int {
	return btoi(m.just[NextPage]) - btoi(m.just[PrevPage])
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Held reports an action held down.
func (m *Mapper) Held(a Action) bool { return m.held[a] }

// Repeat reports a press, then repeats while held: for moving through menus
// and grids.
func (m *Mapper) Repeat(a Action) bool {
	t := m.heldTicks[a]
	return m.just[a] || t > repeatDelay && (t-repeatDelay)%repeatInterval == 0
}

// Pointer is this tick's mouse or touch state.
func (m *Mapper) Pointer() Pointer { return m.pointer }

// Any reports whether any action was pressed this tick or the pointer
// moved or clicked: idle timers (the attract mode) reset on it.
func (m *Mapper) Any() bool {
	for _, j := range m.just {
		if j {
			return true
		}
	}
	return m.pointer.Moved || m.pointer.Clicked
}

// JustPressedKey returns a key pressed this tick, for rebinding. Modifier
// keys alone are not offered.
func (m *Mapper) JustPressedKey() (controls.Key, bool) {
	m.keys = inpututil.AppendJustPressedKeys(m.keys[:0])
	for _, k := range m.keys {
		switch k {
		case ebiten.KeyAlt, ebiten.KeyAltLeft, ebiten.KeyAltRight, ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight,
			ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight, ebiten.KeyMeta, ebiten.KeyMetaLeft, ebiten.KeyMetaRight:
			continue
		}
		return controls.Key(k), true
	}
	return 0, false
}

func (m *Mapper) pollBindings(down *[actionCount]bool) {
	alt := ebiten.IsKeyPressed(ebiten.KeyAlt)
	m.pads = ebiten.AppendGamepadIDs(m.pads[:0])
	for a, list := range m.bindings {
		for _, b := range list {
			if m.bindingDown(b, alt) {
				down[a] = true
				m.noteBinding(a, b.Device)
				break
			}
		}
	}
}

// bindingDown reports b held; controls numbers keys and buttons as
// Ebitengine does, so they convert as they are.
func (m *Mapper) bindingDown(b controls.Binding, alt bool) bool {
	switch b.Device {
	case controls.Keyboard:
		return b.Alt == alt && ebiten.IsKeyPressed(ebiten.Key(b.Key))
	case controls.Mouse:
		return ebiten.IsMouseButtonPressed(ebiten.MouseButton(b.Mouse))
	case controls.Gamepad:
		button := ebiten.StandardGamepadButton(b.Button)
		for _, id := range m.pads {
			if ebiten.IsStandardGamepadLayoutAvailable(id) && ebiten.IsStandardGamepadButtonPressed(id, button) {
				return true
			}
		}
	}
	return false
}

func (m *Mapper) pollSticks(down *[actionCount]bool) {
	for _, id := range m.pads {
		if !ebiten.IsStandardGamepadLayoutAvailable(id) {
			continue
		}
		x := ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickHorizontal)
		y := ebiten.StandardGamepadAxisValue(id, ebiten.StandardGamepadAxisLeftStickVertical)
		if max(x, -x, y, -y) > stickThreshold {
			m.using = UsingPad
		}
		down[Left] = down[Left] || x < -stickThreshold
		down[Right] = down[Right] || x > stickThreshold
		down[Up] = down[Up] || y < -stickThreshold
		down[Down] = down[Down] || y > stickThreshold
	}
}

func (m *Mapper) pollPointer() {
	p := &m.pointer
	p.Clicked, p.Moved, p.Captured = false, false, false
	_, p.WheelY = ebiten.Wheel()
	m.touches = ebiten.AppendTouchIDs(m.touches[:0])
	m.touchPts = m.touchPts[:0]
	for _, id := range m.touches {
		x, y := ebiten.TouchPosition(id)
		m.touchPts = append(m.touchPts, touchPoint{x, y})
	}
	if m.fingers.read(m.touchPts, p) {
		m.lastX, m.lastY = p.X, p.Y
		return
	}
	x, y := ebiten.CursorPosition()
	if m.seenCursor && (x != m.lastX || y != m.lastY) {
		p.Moved, p.Touch = true, false
	}
	m.seenCursor = true
	m.lastX, m.lastY = x, y
	p.X, p.Y = x, y
	p.Held = ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	p.Clicked = inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft)
	if p.Clicked {
		p.Touch = false
	}
}
