package battleui

import (
	"deepwood/audio"
	"deepwood/rules/battle"
	"deepwood/rules/hex"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
)

// Hooks lets the battle screens reach the store, the title and the
// settings without importing them: the kit's hooks are all they need.
type Hooks = ui.Hooks

// mapW is the width of the map view; the panel fills the rest.
const mapW = 860

// dispUnit is a unit as shown: where its token stands and how many troops
// it shows, following the animation rather than the already-updated state.
type dispUnit struct {
	hex     hex.Axial
	present int
	shown   bool
}

// Field is the battlefield screen: deployment, the rounds and the combat
// phase all play on it.
type Field struct {
	h      Hooks
	s      *Session
	peak   int // most troops seen on the field, for the music's tension
	tuneAt int // the action count the music's tension was last worked out at
	art    fieldArt
	zoom   int
	camX   float64
	camY   float64
	cursor hex.Axial
	sel    int
	onMap  bool // the focus is on the map, not on the panel's buttons
	btns   buttons
	disp   []dispUnit
	quick  uint32 // the quick units marked so far
	threat bool
	tick   int
	think  bool
	// showcase draws the selection's overlays on a computer's turn.
	showcase bool
	atScreen battle.Side // hotseat: the side that last took the screen
	cache    overlayCache
	key      legend
	st       stamps
	btnKey   [5]int
	// wantPanel moves the focus to the panel once its controls are rebuilt.
	wantPanel bool
	// shown is what the last Draw drew from (Still).
	shown fieldShown
	// chatAt is the cursor of the table's chat lines announced (talk.go).
	chatAt int
	// pinch is the spread two fingers have gathered since the zoom last
	// stepped (camera.go; 0 or 1: none).
	pinch float64
	drag  struct {
		on      bool
		panned  bool // moved far enough to be a pan
		swallow bool // this tick's release ended a pan
		x, y    int
		cx, cy  float64
	}
}

// NewField shows the battle of the session.
func NewField(h Hooks, s *Session) *Field {
	f := &Field{h: h, s: s, sel: -1, onMap: true, atScreen: battle.NoSide}
	s.SetReplays(h.Replays)
	f.art.field = s.Field()
	f.cursor = s.Field().Grid.At(s.Field().Grid.Len() / 2)
	f.sync()
	f.centre()
	return f
}

// Name is stable for tests and the browser hook.
func (f *Field) Name() string { return "battle-field" }

// Session is the battle being played.
func (f *Field) Session() *Session { return f.s }

// Enter starts the battle music.
func (f *Field) Enter(ctx *scenes.Context) {
	ctx.Audio.SetMusic(audio.ThemeBattle, 0.4)
}

// music raises the battle theme's tension as the armies bleed: a fresh
// field is tense enough, the final rounds with half the troops gone are at
// full pitch.
func (f *Field) music(ctx *scenes.Context) {
	if f.tuneAt == len(f.s.Moves)+1 {
		return // nothing has happened since: the tension stands
	}
	f.tuneAt = len(f.s.Moves) + 1
	v := f.s.View()
	now := v.Present(battle.Red) + v.Present(battle.Blue)
	f.peak = max(f.peak, now)
	if f.peak == 0 {
		return
	}
	lost := float64(f.peak-now) / float64(f.peak)
	ctx.Audio.SetMusic(audio.ThemeBattle, min(1, 0.35+1.3*lost))
}

// Leave frees the cached field art.
func (f *Field) Leave() {
	f.art.release()
	f.key.release()
	f.st.release()
}

// sync shows every unit where the view has it.
func (f *Field) sync() {
	v := f.s.View()
	if cap(f.disp) < len(v.Units) {
		f.disp = make([]dispUnit, len(v.Units))
	}
	f.disp = f.disp[:len(v.Units)]
	for i := range v.Units {
		u := &v.Units[i]
		f.disp[i] = dispUnit{u.Hex, u.Present(), u.OnField()}
	}
}

// startEvent updates the shown units as an event begins, with its sound.
func (f *Field) startEvent(ctx *scenes.Context, e battle.Event) {
	if e.Unit >= 0 && e.Unit < len(f.disp) {
		d := &f.disp[e.Unit]
		switch e.Kind {
		case battle.EvPlaced:
			d.hex, d.shown = e.To, true
		case battle.EvMoved:
			ctx.Audio.Play(audio.SfxTroopsMove)
		case battle.EvPushed, battle.EvStepped:
			d.hex = e.To
		case battle.EvLosses:
			d.present = max(0, d.present-e.Amount)
		case battle.EvUnitLost, battle.EvLeft:
			d.shown = false
			ctx.Audio.Play(audio.SfxRout)
		}
	}
	switch e.Kind {
	case battle.EvShot:
		ctx.Audio.Play(audio.SfxBowmen)
	case battle.EvMelee:
		ctx.Audio.Play(audio.SfxClash)
	case battle.EvOver:
		if w := e.Result.Winner; w != battle.NoSide && f.s.Setup.Players[w].Human {
			ctx.Audio.Play(audio.SfxVictory)
		} else {
			ctx.Audio.Play(audio.SfxDefeat)
		}
	}
}

// endEvent lands a moved unit on its hex when its march ends.
func (f *Field) animate(ctx *scenes.Context) {
	if e, _, ok := f.s.Anim.Head(); ok && e.Kind == battle.EvMoved {
		f.disp[e.Unit].hex = e.From
	}
	start := func(e battle.Event) {
		// A march that finished lands before the next event starts.
		f.landMoves()
		f.startEvent(ctx, e)
	}
	if ctx.Input.Just(input.Skip) {
		f.s.Anim.Skip(start)
	} else {
		f.s.Anim.Step(ctx.AnimFactor(), Duration, start)
	}
	if !f.s.Anim.Busy() {
		f.sync()
	}
}

// landMoves puts a unit whose march is over on its destination.
func (f *Field) landMoves() {
	if e, _, ok := f.s.Anim.Head(); ok && e.Kind == battle.EvMoved {
		f.disp[e.Unit].hex = e.To
	}
}

// viewer is the side whose eyes the screen shows: the human to play, else
// the human side, else (two computers) Red (Session.Seat, whose view the
// screen draws).
func (f *Field) viewer() battle.Side { return f.s.Seat() }

// hotseat reports two people at this screen.
func (f *Field) hotseat() bool { return f.s.Setup.Players[0].Human && f.s.Setup.Players[1].Human }

// Update animates, runs the computer's turn off the draw loop, and turns
// input into one legal action.
func (f *Field) Update(ctx *scenes.Context) error {
	f.tick++
	f.music(ctx)
	in := ctx.Input
	if in.Just(input.Pause) {
		ctx.Stack.Push(newPause(f))
		return nil
	}
	if f.openKey(ctx) {
		return nil
	}
	f.animate(ctx)
	if v := f.s.View(); v.Over() && !f.s.Anim.Busy() {
		ctx.Stack.Replace(NewSummary(f.h, f.s))
		return nil
	}
	thinking, err := f.s.PollAI()
	if err != nil {
		return err
	}
	for _, note := range f.s.RemoteNotes() {
		ctx.Notify(note)
	}
	f.announceChat(ctx)
	f.think = thinking
	if f.s.Anim.Busy() {
		f.camera(ctx)
		return nil
	}
	v := f.s.View() // after the computer's move, if it made one
	if f.hotseat() && f.s.HumanTurn() && v.Turn != f.atScreen {
		f.atScreen = v.Turn
		f.sel, f.quick = -1, 0
		ctx.Stack.Push(newHandover(f.s, v.Turn))
		return nil
	}
	if k := f.buttonsKey(); k != f.btnKey || len(f.btns.list) == 0 {
		changed := k[0] != f.btnKey[0] || k[3] != f.btnKey[3]
		f.btnKey = k
		f.layoutButtons()
		if changed {
			f.snap()
			f.onMap = mapPhase(&v)
			// The first of the phase's own controls, after Threats, Zoom
			// and the unit key.
			f.btns.focusFrom(firstOwnButton)
		}
		if f.wantPanel {
			f.onMap, f.wantPanel = false, false
			f.btns.focus = len(f.btns.list) - 1
		}
		if !f.onMap {
			f.btns.settle()
		}
	}
	f.camera(ctx)
	if !f.s.HumanTurn() {
		return nil
	}
	if in.Just(input.NextPage) {
		f.onMap = !f.onMap
		if !f.onMap {
			f.btns.focusFrom(firstOwnButton)
		}
	}
	if f.btns.pointer(ctx) {
		return nil
	}
	if !f.onMap {
		if in.Just(input.Back) {
			f.onMap = true
			return nil
		}
		f.btns.settle()
		f.btns.keys(ctx)
		return nil
	}
	f.mapInput(ctx)
	return nil
}

// mapPhase reports a decision taken on the map (placing, moving, leaving,
// marking quick units, shooting, moving back); the others are taken with
// the panel's buttons, which then get the focus.
func mapPhase(v *battle.SeatView) bool {
	switch v.Phase {
	case battle.PhaseZone, battle.PhaseDecide:
		return false
	case battle.PhaseCombat:
		return len(v.Combat.Prompts) > 0 || len(v.Combat.Pending) == 0
	}
	return true
}

// buttonsKey changes whenever the panel's controls would.
func (f *Field) buttonsKey() [5]int {
	b := func(v bool) int {
		if v {
			return 1
		}
		return 0
	}
	return [5]int{f.s.Version(), b(f.threat), int(f.quick), b(f.s.HumanTurn()), f.zoom}
}

// mapInput moves the cursor and presses on the hex under it.
func (f *Field) mapInput(ctx *scenes.Context) {
	in := ctx.Input
	c := f.cursor.Offset()
	switch {
	case in.Repeat(input.Left):
		c.Col--
	case in.Repeat(input.Right):
		c.Col++
	case in.Repeat(input.Up):
		c.Row--
	case in.Repeat(input.Down):
		c.Row++
	}
	if h := c.Axial(); h != f.cursor && f.s.Field().Grid.Contains(h) {
		f.cursor = h
		f.follow()
	}
	p := in.Pointer()
	if p.X < mapW && !f.drag.on && !f.drag.swallow {
		if p.Moved || p.Clicked {
			if h, ok := f.hexAt(p.X, p.Y); ok {
				f.cursor = h
			}
		}
		if p.Clicked {
			f.press(ctx)
			return
		}
	}
	if in.Just(input.Confirm) {
		f.press(ctx)
	}
	if in.Just(input.Back) {
		if f.sel >= 0 {
			f.sel = -1
		} else {
			f.onMap = false
		}
	}
}

// Inspect reports what the battle shows, for tests and the browser hook.
func (f *Field) Inspect() any {
	v := f.s.View()
	units := [2]int{len(v.OnField(battle.Red)), len(v.OnField(battle.Blue))}
	troops := [2]int{v.Present(battle.Red), v.Present(battle.Blue)}
	return map[string]any{
		"scene": f.Name(), "phase": v.Phase.String(), "round": v.Round, "step": v.Step,
		"proactive": v.Proactive.String(), "turn": v.Turn.String(), "units": units, "troops": troops,
		"selected": f.sel, "cursor": f.cursor.Offset(), "thinking": f.think, "animating": f.s.Anim.Busy(),
		"human_turn": f.s.HumanTurn(), "zoom": f.zoom, "threats": f.threat, "can_undo": f.s.CanUndo(),
		"actions": len(f.s.Moves), "buttons": f.buttonLabels(), "on_map": f.onMap, "focus": f.btns.focus,
	}
}

func (f *Field) buttonLabels() []string {
	var out []string
	for _, b := range f.btns.list {
		if b.enabled {
			out = append(out, b.label)
		}
	}
	return out
}

// Showcase selects a unit and puts the cursor on a hex, with the reach
// overlay, path and odds preview drawn even on the computer's turn: what
// autoplay's screenshots show. A negative id clears it.
func (f *Field) Showcase(id int, to hex.Axial) {
	f.sel, f.showcase = id, id >= 0
	if id >= 0 {
		f.cursor = to
		f.centreOn(to)
	}
}

// ScreenOf is a hex's centre on screen, for scripts that click.
func (f *Field) ScreenOf(h hex.Axial) (int, int) {
	x, y := f.pix(h)
	return int(x), int(y)
}
