package input

import "math"

// Touch gestures (issue 40): a tap chooses, a finger resting on a thing
// for half a second shows what it is without choosing it (a card's full
// text, a hex's story: whatever the screen shows for what the pointer is
// over), a drag pans a map (the map views follow a held pointer) and two
// fingers pinch to zoom.

// LongPressTicks is how long a finger rests, nearly still, before it is
// a long press: half a second, as phones time theirs.
const LongPressTicks = 30

// stillSlop is how far, in logical pixels along x and y together, a
// resting finger may wander and still be resting: a fingertip shakes.
const stillSlop = 12

// touchPoint is one finger's place in a tick, in logical pixels.
type touchPoint struct{ X, Y int }

// fingers turns each tick's fingers into the pointer: the first finger is
// the pointer's place; a lone finger resting long enough is a long press,
// reported once; two fingers report how far they spread since the last
// tick (Pinch). The release after a touch is a tap unless it was a long
// press or ever had two fingers (a pinch is not a tap).
type fingers struct {
	down           bool // a touch is on the screen
	ticks          int  // ticks since its first finger came down
	startX, startY int
	lastX, lastY   int
	wandered       bool    // it moved past stillSlop since it came down
	long           bool    // its long press was reported
	multi          bool    // it had two fingers at some tick
	spread         float64 // the two fingers' distance last tick; 0: not two
}

// read takes this tick's fingers, in the order they came down, and writes
// the pointer's place and gestures into p. It reports whether a touch is
// on the screen or ended this tick (p then says so: Touch is set); false
// leaves p to the mouse.
func (f *fingers) read(ts []touchPoint, p *Pointer) bool {
	p.Pinch, p.LongPress = 0, false
	if len(ts) == 0 {
		if !f.down {
			return false
		}
		// The touch ended: a tap where the finger last was, unless it was
		// a long press or a pinch.
		p.X, p.Y, p.Held, p.Touch = f.lastX, f.lastY, false, true
		p.Clicked = !f.long && !f.multi
		*f = fingers{}
		return true
	}
	x, y := ts[0].X, ts[0].Y
	if !f.down {
		*f = fingers{down: true, startX: x, startY: y, lastX: x, lastY: y}
	}
	f.ticks++
	p.Moved = x != f.lastX || y != f.lastY || f.ticks == 1
	p.X, p.Y, p.Held, p.Touch = x, y, true, true
	f.lastX, f.lastY = x, y
	if abs(x-f.startX)+abs(y-f.startY) > stillSlop {
		f.wandered = true
	}
	if len(ts) >= 2 {
		f.multi = true
		d := math.Hypot(float64(ts[1].X-x), float64(ts[1].Y-y))
		if f.spread > 0 && d > 0 {
			p.Pinch = d / f.spread
		}
		f.spread = d
		return true
	}
	f.spread = 0
	if !f.multi && !f.wandered && !f.long && f.ticks >= LongPressTicks {
		f.long, p.LongPress = true, true
	}
	return true
}

func abs(v int) int { return max(v, -v) }
