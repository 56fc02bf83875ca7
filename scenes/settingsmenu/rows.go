package settingsmenu

import (
	"fmt"
	"strings"

	"github.com/ebitenui/ebitenui/widget"

	"deepwood/controls"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/sprites"
)

// volumeStep is how far left/right moves a volume: twenty steps from
// silent to full.
const volumeStep = 5

func onOff(b bool) string {
	if b {
		return "On"
	}
	return "Off"
}

// generalRows builds the General page: three volumes, the display, the
// animation speed, the palette and the seed.
func (s *Scene) generalRows() []row {
	l := s.look
	st := s.ctx.Settings
	var rows []row
	volume := func(name, help string, get func(settings.Settings) int, put func(*settings.Settings, int)) {
		value := l.label(fmt.Sprintf("%d%%", get(st)), l.body, l.textColor())
		slider := l.newSlider(get(st))
		slider.ChangedEvent.AddHandler(func(args any) {
			v := args.(*widget.SliderChangedEventArgs).Current
			value.Label = fmt.Sprintf("%d%%", v)
			if get(s.ctx.Settings) != v {
				s.set(func(x *settings.Settings) { put(x, v) })
			}
		})
		// setVolume moves the slider and its figure to v and keeps it.
		setVolume := func(v int) {
			v = min(100, max(0, v))
			slider.Current = v
			value.Label = fmt.Sprintf("%d%%", v)
			s.set(func(x *settings.Settings) { put(x, v) })
		}
		rows = append(rows, row{
			widgets: []widget.PreferredSizeLocateableWidget{l.label(name, l.body, l.textColor()), slider, value},
			help:    help,
			adjust:  func(d int) { setVolume(get(s.ctx.Settings) + d*volumeStep) },
			slider:  slider,
			setTo: func(f float64) {
				if v := min(100, max(0, int(f*100/volumeStep+0.5)*volumeStep)); v != get(s.ctx.Settings) {
					setVolume(v)
				}
			},
		})
	}
	volume("Master volume", "Scales every sound in the game.", func(x settings.Settings) int { return x.MasterVolume }, func(x *settings.Settings, v int) { x.MasterVolume = v })
	volume("Music volume", "The music of each mode and the title.", func(x settings.Settings) int { return x.MusicVolume }, func(x *settings.Settings, v int) { x.MusicVolume = v })
	volume("Effects volume", "Cards, dice, battles and menus.", func(x settings.Settings) int { return x.EffectsVolume }, func(x *settings.Settings, v int) { x.EffectsVolume = v })

	rows = append(rows, s.toggleRow("Fullscreen", "Also F11 or Alt+Enter, anywhere in the game.", func(x settings.Settings) bool { return x.Fullscreen }, func(x *settings.Settings, v bool) { x.Fullscreen = v }))

	cycle := func(name, help string, labels []string, get func(settings.Settings) int, put func(*settings.Settings, int)) {
		var btn *widget.Button
		caption := func(i int) string { return "◄   " + labels[i] + "   ►" }
		step := func(d int) {
			i := (get(s.ctx.Settings) + d + len(labels)) % len(labels)
			btn.Text().Label = caption(i)
			s.set(func(x *settings.Settings) { put(x, i) })
		}
		btn = l.newButton(caption(get(st)), l.w(300, 230), func() { step(+1) })
		rows = append(rows, row{
			widgets:  []widget.PreferredSizeLocateableWidget{l.label(name, l.body, l.textColor()), btn, l.label("", l.body, l.textColor())},
			adjust:   step,
			activate: func() { step(+1) },
			help:     help,
		})
	}
	if s.opts.WindowSize {
		labels := make([]string, len(settings.WindowScales))
		for i, w := range settings.WindowScales {
			labels[i] = fmt.Sprintf("%d%%  (%d×%d)", w, sprites.ScreenWidth*w/100, sprites.ScreenHeight*w/100)
		}
		cycle("Window size", "The window's size on the desktop; the picture keeps its shape.", labels, func(x settings.Settings) int { return indexOf(settings.WindowScales, x.WindowScale) },
			func(x *settings.Settings, i int) { x.WindowScale = settings.WindowScales[i] })
	}
	speeds := make([]string, len(settings.AnimSpeeds))
	for i, a := range settings.AnimSpeeds {
		speeds[i] = a.Label()
	}
	cycle("Animation speed", "How fast cards, dice and troops move. Instant skips the motion.", speeds, func(x settings.Settings) int { return indexOf(settings.AnimSpeeds, x.AnimationSpeed) },
		func(x *settings.Settings, i int) { x.AnimationSpeed = settings.AnimSpeeds[i] })
	rows = append(rows, s.toggleRow("Colour-blind-safe palette", "Colours chosen to stay distinct with red–green colour blindness.", func(x settings.Settings) bool { return x.ColorBlindSafe }, func(x *settings.Settings, v bool) { x.ColorBlindSafe = v }))
	return rows
}

// toggleRow is an on/off row: a checkbox and its On/Off word, flipped by
// confirm, left/right or a click.
func (s *Scene) toggleRow(name, help string, get func(settings.Settings) bool, put func(*settings.Settings, bool)) row {
	l := s.look
	value := l.label(onOff(get(s.ctx.Settings)), l.body, l.textColor())
	box := l.newCheckbox(get(s.ctx.Settings), func(on bool) {
		value.Label = onOff(on)
		if get(s.ctx.Settings) != on {
			s.set(func(x *settings.Settings) { put(x, on) })
		}
	})
	return row{
		widgets:  []widget.PreferredSizeLocateableWidget{l.label(name, l.body, l.textColor()), box, value},
		activate: func() { box.Click() },
		adjust:   func(int) { box.Click() },
		help:     help,
	}
}

func indexOf[T comparable](xs []T, x T) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return 0
}

// controlRows builds the Controls page: each action with its bindings and a
// Rebind button, then Restore defaults.
func (s *Scene) controlRows() []row {
	l := s.look
	var rows []row
	for _, a := range controls.Actions() {
		a := a
		keys := l.label(bindingList(s.ctx.Settings.Bindings[a]), l.small, l.pal.C(sprites.ColTextDim))
		if l.upright {
			// Upright the keys wrap in the room beside the name and Rebind.
			name, _ := sprites.Measure(a.Label(), l.body)
			keys.MaxWidth = float64(s.geo.contentW-rebindW-2*uprightGap) - name
		}
		start := func() { s.startCapture(a) }
		rows = append(rows, row{
			widgets:  []widget.PreferredSizeLocateableWidget{l.label(a.Label(), l.body, l.textColor()), keys, l.newButton("Rebind", rebindW, start)},
			activate: start,
			help:     "Confirm, then press the key to use for " + a.Label() + ".",
		})
	}
	restore := func() {
		s.set(func(x *settings.Settings) { x.Bindings = controls.DefaultBindings() })
		s.build()
	}
	rows = append(rows, row{
		widgets: []widget.PreferredSizeLocateableWidget{
			l.label("Restore the default controls", l.body, l.textColor()),
			l.label("", l.small, l.textColor()),
			l.newButton("Restore", rebindW, restore),
		},
		activate: restore,
		help:     "Every action goes back to its original keys and buttons.",
	})
	return rows
}

// rebindW is the width of the Controls page's buttons.
const rebindW = 130

func bindingList(bs []controls.Binding) string {
	names := make([]string, len(bs))
	for i, b := range bs {
		names[i] = b.Label()
	}
	if len(names) == 0 {
		return "(unbound)"
	}
	return strings.Join(names, "  ·  ")
}

func (s *Scene) startCapture(a input.Action) {
	s.capturing, s.captureOf, s.armed, s.refused = true, a, false, ""
}

// updateCapture waits for the key to bind. It arms one tick late so the
// confirm that started it is not taken as the answer.
func (s *Scene) updateCapture() {
	if !s.armed {
		s.armed = true
		return
	}
	if s.ctx.Input.Just(input.Back) && !s.ctx.Input.Held(input.Confirm) || tapCancels(s.ctx.Input) {
		s.capturing, s.refused = false, ""
		return
	}
	if key, ok := s.ctx.Input.JustPressedKey(); ok {
		s.pressKey(key)
	}
}

// pressKey is a key pressed while capturing. Escape cancels. A key another
// action already has is refused, and the screen says so ("W is already
// bound to Up"), waiting on: a key never silently stops doing what it did.
// Pressed again at once, the same key means "yes, move it": it leaves the
// other action (which keeps its other controls) and binds here. Any other
// key binds as usual.
func (s *Scene) pressKey(key controls.Key) {
	if key == controls.KeyEscape {
		s.capturing, s.refused = false, ""
		return
	}
	again := s.refused != "" && key == s.refusedKey
	if _, taken := s.ctx.Settings.Bindings.Taken(s.captureOf, controls.Binding{Device: controls.Keyboard, Key: key}); taken && !again {
		s.refused, s.refusedKey = s.conflictMessage(key), key
		return
	}
	s.capturing, s.refused = false, ""
	s.BindKey(s.captureOf, key)
}

// conflictMessage is the refusal as the screen shows it.
func (s *Scene) conflictMessage(key controls.Key) string {
	x := controls.Binding{Device: controls.Keyboard, Key: key}
	other, _ := s.ctx.Settings.Bindings.Taken(s.captureOf, x)
	c := controls.Conflict{Binding: x, Have: other, Also: s.captureOf}
	return c.Error() + ".  Press it again to move it here, or another key."
}

// BindKey makes key the action's first keyboard binding and saves it. The
// key leaves any other action that had it (the screen asks first; see
// pressKey), so one key never means two things.
func (s *Scene) BindKey(a input.Action, key controls.Key) {
	s.set(func(x *settings.Settings) { x.Bindings.SetPrimaryKey(a, key) })
	s.build()
}
