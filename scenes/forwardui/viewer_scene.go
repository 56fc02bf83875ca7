package forwardui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
)

// The viewer's controls.
const (
	uiVBack = iota + 60
	uiVPrev
	uiVPlay
	uiVStep
	uiVNext
	uiVSpeed
	uiVMark = 80 // + mark index
)

// Viewer geometry: the run's screens scaled into frameRect, the timeline of
// locations under it, the transport bar at the bottom.
var (
	frameRect    = image.Rect(96, 4, 96+1088, 4+612)
	timelineRect = image.Rect(96, 622, 1184, 640)
	barY         = 652
)

// viewerScene watches a replay: play, pause, step one action, change speed,
// jump to any location or the Dragon. Its screens are the run's own, so
// what a moderator sees is what the runner saw.
type viewerScene struct {
	h     Hooks
	v     viewer
	f     focusList
	frame *ebiten.Image
	tick  int
	still layer
}

// NewViewer opens a verified replay at its first action, paused.
func NewViewer(h Hooks, t *Tape) (scenes.Scene, error) {
	s := &viewerScene{h: h}
	s.v.tape = t
	if err := s.v.rewind(h, 0); err != nil {
		return nil, err
	}
	x := 96
	add := func(w, id int, label string) {
		s.f.Add(button{Rect: image.Rect(x, barY, x+w, barY+52), Label: label, Kind: ui.Control, ID: id, Enabled: true})
		x += w + 10
	}
	add(110, uiVBack, "Back")
	add(150, uiVPrev, "Prev place")
	add(110, uiVPlay, "Play")
	add(110, uiVStep, "Step")
	add(150, uiVNext, "Next place")
	add(110, uiVSpeed, "Speed 1x")
	for i := range t.marks {
		s.f.Add(button{Rect: s.markRect(i), Kind: ui.Cell, ID: uiVMark + i, Enabled: true})
	}
	s.f.Focus = 2
	return s, nil
}

// markRect is the timeline segment of mark i: as wide as its share of the
// run's actions, and never too thin to click.
func (s *viewerScene) markRect(i int) image.Rectangle {
	t := s.v.tape
	total := max(t.end, 1)
	x := func(entry int) int { return timelineRect.Min.X + entry*timelineRect.Dx()/total }
	x0 := x(t.marks[i].entry)
	x1 := timelineRect.Max.X
	if i+1 < len(t.marks) {
		x1 = x(t.marks[i+1].entry)
	}
	x1 = max(x1-2, x0+12)
	return image.Rect(x0, timelineRect.Min.Y, x1, timelineRect.Max.Y)
}

// Name is "forward-viewer".
func (s *viewerScene) Name() string { return "forward-viewer" }

// Session is the run as the playback has it.
func (s *viewerScene) Session() *Session { return s.v.sess }

// Update takes the transport controls, then runs the playback as many
// ticks as the speed asks.
func (s *viewerScene) Update(ctx *scenes.Context) error {
	s.tick++
	in := ctx.Input
	switch {
	case in.Just(input.Back):
		ctx.Stack.Pop()
		return nil
	case in.Just(input.Pause):
		s.press(ctx, uiVPlay)
	case in.Just(input.Skip):
		s.press(ctx, uiVStep)
	case in.Just(input.PrevPage):
		s.press(ctx, uiVPrev)
	case in.Just(input.NextPage):
		s.press(ctx, uiVNext)
	}
	if i := s.f.Update(ctx); i >= 0 {
		s.press(ctx, s.f.Btns[i].ID)
	}
	s.v.attach(ctx)
	n := viewerSpeeds[s.v.speed]
	for i := 0; i < n; i++ {
		s.v.tick(ctx, n == 1)
	}
	if s.v.done() && s.v.playing {
		s.v.playing = false
	}
	return nil
}

// attach gives the playback its own context, borrowing the look and the
// settings from the game's: its input is scripted and it cannot quit (its
// screens' hooks reach no LiveSplit: see rewind). The viewer may be drawn before its first update, so
// both call it.
func (v *viewer) attach(ctx *scenes.Context) {
	if v.in == nil {
		v.in = input.NewMapper(ctx.Settings.Bindings)
		v.in.SetPolling(false)
		v.ctx = *ctx
		v.ctx.Input, v.ctx.CanQuit = v.in, false
		v.ctx.ApplySettings = nil
	}
	v.ctx.Stack = v.stack
	v.ctx.Notify = ctx.Notify
	v.ctx.Palette, v.ctx.Fonts, v.ctx.Settings = ctx.Palette, ctx.Fonts, ctx.Settings
}

// press carries out one transport control.
func (s *viewerScene) press(ctx *scenes.Context, id int) {
	v := &s.v
	switch {
	case id == uiVBack:
		ctx.Stack.Pop()
	case id == uiVPlay:
		if v.done() {
			s.jump(ctx, 0)
			v.playing = true
			return
		}
		v.playing = !v.playing
	case id == uiVStep:
		v.playing, v.step = false, !v.done()
	case id == uiVSpeed:
		v.speed = (v.speed + 1) % len(viewerSpeeds)
	case id == uiVPrev:
		at := v.locationAt()
		// Within a location, Prev goes back to its start; at the start, to
		// the one before.
		if at > 0 && v.next <= v.tape.marks[at].entry {
			at--
		}
		s.jump(ctx, at)
	case id == uiVNext:
		if at := v.locationAt(); at+1 < len(v.tape.marks) {
			s.jump(ctx, at+1)
		}
	case id >= uiVMark:
		s.jump(ctx, id-uiVMark)
	}
}

// jump rewinds to mark i; playback keeps its play or pause.
func (s *viewerScene) jump(ctx *scenes.Context, i int) {
	if i < 0 || i >= len(s.v.tape.marks) {
		return
	}
	if err := s.v.rewind(s.h, s.v.tape.marks[i].entry); err != nil {
		s.v.err = err
		ctx.Notify(err.Error())
	}
	s.v.ctx.Stack = s.v.stack
}

// Inspect reports the playback for tests: where it is and what it shows.
func (s *viewerScene) Inspect() any {
	v := &s.v
	m := map[string]any{
		"file":     v.tape.Name,
		"next":     v.next,
		"actions":  v.tape.end,
		"playing":  v.playing,
		"speed":    viewerSpeeds[v.speed],
		"location": v.tape.marks[v.locationAt()].label,
		"igt":      FormatTime(v.sess.Ticks()),
		"screen":   v.stack.Top().Name(),
	}
	m["buttons"], m["focus"] = inspectFocus(&s.f, nil)
	if v.err != nil {
		m["error"] = v.err.Error()
	}
	return m
}
