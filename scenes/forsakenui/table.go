package forsakenui

import (
	"image"

	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// Hooks is what the app hands Forsaken Forest's screens.
type Hooks struct{ ui.Hooks }

// Layout of the table (logical pixels).
var (
	boardRect = image.Rect(236, 78, 636, 478)
	ringCX    = 434
	ringCY    = 278
	ringRX    = 338
	ringRY    = 228
	seatW     = 172
	seatH     = 54
	handRect  = image.Rect(12, 552, 852, 716)
	panelRect = image.Rect(864, 8, 1272, 712)
	menuTop   = 452
)

// tableScene is the game: the board in the middle of the travelers'
// ring, the player's hand below, and on the right the player's Role, the
// turn cycle, the log and what the player may do now.
type tableScene struct {
	h        Hooks
	s        *Session
	art      art
	board    *sprites.ForsakenBoardArt
	boardPal *sprites.Palette
	bs       sprites.ForsakenBoardState
	pace     pace
	menu     ui.FocusList[int]
	opts     []Option
	// picked is the menu line whose targets are shown, -1 for the lines.
	picked int
	// marking is true while the menu lists the travelers to note.
	marking bool
	built   int // the session step the menu was built for
	page    int // the page of the menu shown
	cursor  int // the board square under the pointer, -1
	said    []said
	// Words drawn every frame, made again only when the table moves.
	logLines []string      // the log's latest lines, wrapped
	logLen   int           // len(Session.Log) when they were made
	status   []string      // each seat's status line
	statusAt int           // the session step it was made at (-1 never)
	view     forsaken.View // the player's View at that step
}

// said is a statement shown as a speech bubble for a while.
type said struct {
	seat  int
	text  string
	until int64
}

// NewTable opens the table for a session.
func NewTable(h Hooks, s *Session) scenes.Scene {
	return &tableScene{h: h, s: s, picked: -1, built: -1, cursor: -1, pace: pace{steps: -1}, logLen: -1, statusAt: -1}
}

// Name is "forsaken-table".
func (t *tableScene) Name() string { return "forsaken-table" }

func (t *tableScene) factor(ctx *scenes.Context) float64 {
	if t.h.Scripted {
		return 0
	}
	return ctx.AnimFactor()
}

// Update lets the player act through the menu, the board or the seats,
// and the computer travelers act in their time.
func (t *tableScene) Update(ctx *scenes.Context) error {
	s := t.s
	s.Tick()
	if ctx.Input.Just(input.Pause) {
		ctx.Stack.Push(newPause(t))
		return nil
	}
	if t.built != s.Steps() {
		t.picked, t.marking = -1, false
		t.rebuild(ctx)
	}
	if s.State.Over() {
		return t.updateOver(ctx)
	}
	if ctx.Input.Just(input.Back) && (t.picked >= 0 || t.marking) {
		t.picked, t.marking = -1, false
		t.rebuild(ctx)
		return nil
	}
	if a, ok := t.pointed(ctx); ok {
		return t.do(ctx, a)
	}
	if i := t.menu.Update(ctx); i >= 0 {
		return t.press(ctx, t.menu.Btns[i].ID)
	}
	if a, ok := t.computer(ctx); ok {
		return t.do(ctx, a)
	}
	return nil
}

// computer is the asked computer traveler's action once its wait is over.
func (t *tableScene) computer(ctx *scenes.Context) (forsaken.Action, bool) {
	s := t.s
	seat := s.Asked()
	if seat < 0 || s.Seats[seat].Local() {
		return forsaken.Action{}, false
	}
	if !t.pace.ready(s.Steps(), len(s.Legal()) > 0, t.factor(ctx)) {
		return forsaken.Action{}, false
	}
	return s.ComputerChoice()
}

// do applies an action and shows what changed.
func (t *tableScene) do(ctx *scenes.Context, a forsaken.Action) error {
	before := len(t.s.State.Log)
	if err := t.s.Do(a); err != nil {
		ctx.Notify(err.Error())
		return nil
	}
	t.sound(ctx, t.s.State.Log[before:])
	for _, e := range t.s.State.Log[before:] {
		if e.Kind == forsaken.EvSaid {
			t.said = append(t.said, said{seat: e.Seat, text: t.s.Names.SayText(e.Say), until: ctx.Tick + 240})
		}
	}
	if err := t.s.SaveError(); err != nil {
		ctx.Notify("The game could not be saved: " + err.Error())
	}
	t.rebuild(ctx)
	return nil
}

// updateOver waits for the player to leave the ended game.
func (t *tableScene) updateOver(ctx *scenes.Context) error {
	if i := t.menu.Update(ctx); i >= 0 || t.h.Scripted {
		if t.h.Title != nil {
			ctx.Stack.Replace(t.h.Title())
		}
	}
	return nil
}

// Inspect reports the table for tests and the browser hook.
func (t *tableScene) Inspect() any {
	s := t.s
	labels := make([]string, len(t.menu.Btns))
	for i, b := range t.menu.Btns {
		labels[i] = b.Label
	}
	return map[string]any{
		"scene": t.Name(), "phase": s.State.Phase.String(), "day": s.State.Day, "asked": s.Asked(),
		"human": s.Human, "role": s.State.Seats[s.Human].Role.String(), "buttons": labels, "focus": t.menu.Focus,
		"over": s.State.Over(), "winner": s.State.Winner.String(),
	}
}
