package input

// maxHeldPresses bounds the presses kept during one fade: a player
// hammering a key through a slow fade means a few presses, not dozens.
const maxHeldPresses = 8

// keptPresses are presses made while no screen took input (the scene
// stack fading between screens), handed to the screen that takes input
// next, one an Update, in the order pressed. The issue that asked for it
// lost three Enter presses in a slow fade.
type keptPresses struct {
	queue []Action
	// given is the press handed out this Update, if any.
	given   Action
	gaveOne bool
}

// keptDuringFades reports whether a press of a is kept during a fade:
// Fullscreen is answered by the game on every Update, fades included, and
// Reset counts how long it is held, not presses.
func keptDuringFades(a Action) bool { return a != Fullscreen && a != Reset }

// Hold keeps this Update's presses for the screen that takes input next:
// the scene stack calls it in each Update of a fade, when no screen sees
// them. A held press handed out this Update goes back first in line.
func (m *Mapper) Hold() {
	h := &m.kept
	for a := range m.just {
		fresh := m.just[a] && !(h.gaveOne && h.given == Action(a))
		if fresh && keptDuringFades(Action(a)) && len(h.queue) < maxHeldPresses {
			h.queue = append(h.queue, Action(a))
		}
	}
	if h.gaveOne {
		h.queue = append([]Action{h.given}, h.queue...)
		h.gaveOne = false
	}
}

// DropHeld forgets the presses still held: the screen they were made for
// is being left before it took them, and they must not reach the next.
func (m *Mapper) DropHeld() { m.kept.queue = m.kept.queue[:0] }

// giveHeld hands the first held press to this Update as a fresh press,
// unless the same action was just pressed for real (it waits an Update,
// so neither press is lost).
func (m *Mapper) giveHeld() {
	h := &m.kept
	h.gaveOne = false
	if len(h.queue) == 0 {
		return
	}
	a := h.queue[0]
	if m.just[a] {
		return
	}
	h.queue = h.queue[1:]
	m.just[a], m.active = true, true
	h.given, h.gaveOne = a, true
}
