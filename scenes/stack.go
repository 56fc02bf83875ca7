package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// DefaultTransitionTicks is how long each half of a fade lasts at normal
// animation speed: a fifth of a second out, a fifth in. Fades are timed in
// real time (the frame clock's ticks), so a slow machine fades as fast.
const DefaultTransitionTicks = 12

type opKind uint8

const (
	opPush opKind = iota + 1
	opPop
	opReplace
	opReset
)

type op struct {
	kind  opKind
	scene Scene
}

// Stack owns the screens and the transitions between them. Changes asked for
// during a tick are queued and carried out at the fade's darkest moment, so a
// scene never sees itself half-replaced.
type Stack struct {
	scenes  []Scene
	queue   []op
	ticks   int // length of each half of a fade; 0 = cut
	phase   int // 0 idle, 1 fading out, 2 fading in
	elapsed int
	ctx     *Context
	// moved is set by any change to what the stack shows (a scene pushed,
	// popped or replaced, a fade's step) and cleared when it draws: Still.
	moved bool
}

// NewStack starts a stack with its first scene.
func NewStack(first Scene) *Stack {
	return &Stack{scenes: []Scene{first}, ticks: DefaultTransitionTicks, moved: true}
}

// Open starts with sc on top of the first scene at once, no fade: a game
// launched straight into a screen (a replay to watch) that Back leaves for
// the title.
func (s *Stack) Open(sc Scene) {
	s.scenes = append(s.scenes, sc)
	s.moved = true
}

// SetTransitionTicks sets the fade length; 0 cuts instantly (the "instant"
// animation speed).
func (s *Stack) SetTransitionTicks(n int) {
	if n < 0 {
		n = 0
	}
	s.ticks = n
}

// Push covers the top scene with sc.
func (s *Stack) Push(sc Scene) { s.queue = append(s.queue, op{opPush, sc}) }

// Pop removes the top scene, uncovering the one beneath. Popping the last
// scene is ignored: there is always a screen.
func (s *Stack) Pop() { s.queue = append(s.queue, op{kind: opPop}) }

// Replace swaps the top scene for sc.
func (s *Stack) Replace(sc Scene) { s.queue = append(s.queue, op{opReplace, sc}) }

// Reset empties the stack down to sc alone (back to the title).
func (s *Stack) Reset(sc Scene) { s.queue = append(s.queue, op{opReset, sc}) }

// Top is the scene receiving input.
func (s *Stack) Top() Scene { return s.scenes[len(s.scenes)-1] }

// Len is the number of scenes on the stack.
func (s *Stack) Len() int { return len(s.scenes) }

// Names lists the scenes bottom to top.
func (s *Stack) Names() []string {
	names := make([]string, len(s.scenes))
	for i, sc := range s.scenes {
		names[i] = sc.Name()
	}
	return names
}

// Transitioning reports a fade in progress. No screen takes input
// meanwhile: presses are held and handed to the screen that comes.
func (s *Stack) Transitioning() bool { return s.phase != 0 }

// ErrQuit is returned by a scene's Update to end the game.
var ErrQuit = errors.New("quit")

// Update advances a fade or updates the top scene, then starts any change
// the scene asked for. During a fade the presses of the Update are held
// for the scene that comes; a fade that starts drops the presses held for
// the scene now leaving, which never took them.
func (s *Stack) Update(ctx *Context) error {
	s.ctx = ctx
	if s.phase != 0 {
		s.moved = true
		if ctx.Input != nil {
			ctx.Input.Hold()
		}
		s.elapsed += int(ctx.Frames.Ticks())
	}
	switch s.phase {
	case 1:
		if s.elapsed >= s.ticks {
			s.apply()
			s.phase, s.elapsed = 2, s.elapsed-s.ticks // the time past the darkest moment fades in
		}
		return nil
	case 2:
		if s.elapsed >= s.ticks {
			s.phase, s.elapsed = 0, 0
		}
		return nil
	}
	if err := s.Top().Update(ctx); err != nil {
		return err
	}
	if len(s.queue) > 0 {
		if ctx.Input != nil {
			ctx.Input.DropHeld()
		}
		if s.ticks == 0 {
			s.apply()
		} else {
			s.phase, s.elapsed = 1, 0
		}
	}
	return nil
}

// apply carries out every queued change in order.
func (s *Stack) apply() {
	q := s.queue
	s.queue = nil
	s.moved = true
	for _, o := range q {
		switch o.kind {
		case opPush:
			s.scenes = append(s.scenes, o.scene)
		case opPop:
			if len(s.scenes) > 1 {
				leave(s.Top())
				s.scenes = s.scenes[:len(s.scenes)-1]
			}
		case opReplace:
			leave(s.Top())
			s.scenes[len(s.scenes)-1] = o.scene
		case opReset:
			for i := len(s.scenes) - 1; i >= 0; i-- {
				leave(s.scenes[i])
			}
			s.scenes = append(s.scenes[:0], o.scene)
		}
	}
	if e, ok := s.Top().(Enterer); ok {
		e.Enter(s.ctx)
	}
}

// Close leaves every scene, top first, as the game ends: a screen that
// holds something to stop or write (a computer opponent thinking) does it
// before the window goes. Runs are already on disk: sessions write at every
// action, and file a finished run at the action that ends it.
func (s *Stack) Close() {
	for i := len(s.scenes) - 1; i >= 0; i-- {
		leave(s.scenes[i])
	}
	s.scenes = s.scenes[:1]
	s.queue = nil
	s.moved = true
}

func leave(sc Scene) {
	if l, ok := sc.(Leaver); ok {
		l.Leave()
	}
}

// Draw paints from the lowest visible scene up (overlays show what is
// beneath them), then the fade.
func (s *Stack) Draw(screen *ebiten.Image, ctx *Context) {
	s.moved = false
	for _, sc := range s.scenes[s.lowestDrawn():] {
		sc.Draw(screen, ctx)
	}
	if a := s.fade(); a > 0 {
		b := screen.Bounds()
		vector.FillRect(screen, 0, 0, float32(b.Dx()), float32(b.Dy()), fadeColor(a), false)
	}
}

// Drawn is the scenes Draw paints, lowest first: the top one and every one
// an overlay shows beneath it. The app asks them whether they all lay
// themselves out upright (Upright).
func (s *Stack) Drawn() []Scene { return s.scenes[s.lowestDrawn():] }

// lowestDrawn is the index of the lowest scene Draw paints: the top one
// and every one an overlay shows beneath it.
func (s *Stack) lowestDrawn() int {
	first := len(s.scenes) - 1
	for first > 0 {
		o, ok := s.scenes[first].(Overlay)
		if !ok || !o.Overlay() {
			break
		}
		first--
	}
	return first
}

// Still reports that the picture the stack last drew is still right:
// nothing pushed, popped or replaced and no fade since, and every scene it
// draws is a Stiller that says Still. The game asks before drawing a
// frame; a stack never drawn is not still.
func (s *Stack) Still() bool {
	if s.moved || s.phase != 0 || len(s.queue) > 0 {
		return false
	}
	for _, sc := range s.scenes[s.lowestDrawn():] {
		if st, ok := sc.(Stiller); !ok || !st.Still() {
			return false
		}
	}
	return true
}

// Retouch lets the top scene bring its picture on screen up to date in
// part (Retoucher) when it is the only scene drawn and the stack has not
// changed since it last drew; false means nothing was drawn and the frame
// must be drawn whole.
func (s *Stack) Retouch(screen *ebiten.Image, ctx *Context) bool {
	if s.moved || s.phase != 0 || len(s.queue) > 0 || s.lowestDrawn() != len(s.scenes)-1 {
		return false
	}
	r, ok := s.Top().(Retoucher)
	return ok && r.Retouch(screen, ctx)
}

// fade is the darkness of the transition veil, 0–1.
func (s *Stack) fade() float64 {
	if s.ticks == 0 {
		return 0
	}
	f := min(float64(s.elapsed)/float64(s.ticks), 1)
	switch s.phase {
	case 1:
		return f
	case 2:
		return 1 - f
	}
	return 0
}
