package forsakenui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/online/tables"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/forsakenui/forsakenart"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// Hooks is what the app hands Forsaken Forest's screens.
type Hooks struct {
	ui.Hooks
	// OtherTable takes a table of another mode that Play with friends
	// joined by its code (a battle's link opens here): the app hands it
	// to that mode's lobby, as modes never import each other. Nil: the
	// table is left with a word to the player.
	OtherTable func(conn *tables.Table, server string) scenes.Scene
}

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
	promptTop = 462
)

// tableScene is the game: the board in the middle of the travelers'
// ring, the player's hand below, and on the right the player's Role, the
// turn cycle, the table's log, the talk and what the player may do now.
type tableScene struct {
	h        Hooks
	s        *Session
	art      art
	board    *forsakenart.BoardArt
	boardPal *sprites.Palette
	bs       forsakenart.BoardState
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
	// guided shows a hint for each step of the game (a first game).
	guided bool
	// diedOf is the wound the player's seat died of ("" alive), for the
	// guide.
	diedOf    string
	hintAt    int // the session step the hint was made at (-1 never)
	hintWords string
	// The game's events as the player read them: the table's log in
	// words, and the talk apart.
	fed    int // the cursor of the events read (Session.Seen)
	events []string
	talk   []talkLine
	// Words drawn every frame, made again only when the table moves.
	eventLines  []string
	eventsLen   int
	talkWrapped []talkLine
	talkLen     int
	logsFor     logGeo        // where the words were wrapped for
	status      []string      // each seat's status line
	statusAt    int           // the session step it was made at (-1 never)
	viewNow     forsaken.View // the player's View at step viewAt (view)
	viewAt      int
	gallows     gallowsShow
	endMoments  []string // the decisive moments, once the game is over
	// What the picture on screen was drawn from, and what it would be
	// drawn from now (Still, Retouch).
	shown, lookNow tableLook
	// ho is who holds the screen when several people play at it.
	ho handover
	// remote is what the screen keeps of a table a server hosts.
	remote remoteState
	// lay is where everything is on the screen drawn now (layOut);
	// upLay the upright one last made, tab the stage's tab upright.
	lay, upLay *tableLayout
	tab        int
	// boardBuf is the board drawn at its landscape size, scaled upright.
	boardBuf *ebiten.Image
	tick     int64 // the tick last updated or drawn
	// textPx are the sizes of the faces drawn in the last frame (Inspect).
	textPx []float64
}

// said is a statement shown as a speech bubble for a while.
type said struct {
	seat  int
	text  string
	until int64
}

// NewTable opens the table for a session, guided when the session was
// dealt as a guided first game.
func NewTable(h Hooks, s *Session) scenes.Scene {
	t := &tableScene{h: h, s: s, picked: -1, built: -1, cursor: -1, pace: pace{steps: -1}, eventsLen: -1, talkLen: -1, statusAt: -1,
		viewAt: -1, guided: Guided(s), hintAt: -1, ho: handover{night: -1, claimAt: -1}, lay: &landLayout}
	t.gallows.sent(-1, 0)
	if t.passing() {
		// Pass and play opens on the hand-over screen: nobody's table
		// shows before its person says who they are.
		t.followNight()
		seat := t.wanted()
		if seat < 0 {
			seat = s.Humans[0]
		}
		t.handTo(nil, seat)
		return t
	}
	t.feed(-1)
	return t
}

// view is the player's View of the table as it stands: with the events
// (feed), all the screens draw and decide from, so they show a table on
// a server as they show one here. It is taken again when the table moves.
func (t *tableScene) view() *forsaken.View {
	if t.viewAt != t.s.Steps() || t.viewNow.Seat != t.s.Human {
		t.viewNow, t.viewAt = t.s.View(), t.s.Steps()
	}
	return &t.viewNow
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
	err := t.update(ctx)
	t.lookNow = t.look(ctx)
	return err
}

func (t *tableScene) update(ctx *scenes.Context) error {
	s := t.s
	s.Tick()
	t.tick = ctx.Tick
	if t.layOut(ctx) && t.built >= 0 {
		t.rebuild(ctx) // the phone was turned: the menu is placed anew
	}
	if t.remote.chat.Active {
		t.remote.chat.Update(ctx)
		return nil
	}
	if s.Remote() {
		t.followRemote(ctx)
	}
	if ctx.Input.Just(input.Pause) {
		ctx.Stack.Push(newPause(t))
		return nil
	}
	if t.updateCover(ctx) {
		return nil // the hand-over screen: nothing moves behind it
	}
	if t.built != s.Steps() {
		t.rebuild(ctx)
	}
	if t.ho.hidden {
		return t.playOn(ctx) // a hidden table: only the computer travelers move
	}
	if t.view().Over() {
		return t.updateOver(ctx)
	}
	if ctx.Input.Just(input.Back) && (t.picked >= 0 || t.marking || t.remote.managing) {
		t.picked, t.marking, t.remote.managing = -1, false, false
		t.rebuild(ctx)
		return nil
	}
	if a, ok := t.pointed(ctx); ok {
		return t.do(ctx, a)
	}
	if i := t.menu.Update(ctx); i >= 0 {
		return t.press(ctx, t.menu.Btns[i].ID)
	}
	if t.followGallows(ctx) {
		return nil // the vote's countdown, or the thumbs being shown
	}
	if a, ok := t.computer(ctx); ok {
		return t.do(ctx, a)
	}
	return nil
}

// playOn lets the computer travelers play behind a hidden table.
func (t *tableScene) playOn(ctx *scenes.Context) error {
	if t.followGallows(ctx) {
		return nil
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
	if len(t.ho.owed) > 0 {
		return forsaken.Action{}, false // the Night's round of visits comes first
	}
	if !t.pace.ready(s.Steps(), t.localMayAnswer(), t.factor(ctx)) {
		return forsaken.Action{}, false
	}
	return s.ComputerChoice()
}

// do applies an action and shows what changed.
func (t *tableScene) do(ctx *scenes.Context, a forsaken.Action) error {
	if err := t.s.Do(a); err != nil {
		ctx.Notify(err.Error())
		return nil
	}
	t.gallows.factor = t.factor(ctx)
	t.sound(ctx, t.feed(ctx.Tick))
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
	if t.ho.covered || t.ho.hidden {
		// The hand-over screen: whom to pass to, and nothing secret.
		return t.inspectShape(map[string]any{"scene": t.Name(), "covered": t.ho.covered, "hidden": t.ho.hidden, "passTo": s.NameOf(s.Human), "lines": t.coverLines(),
			"buttons": []string{t.ho.btn.Btns[0].Label}, "steps": s.Steps(), "over": s.Over()})
	}
	v := t.view()
	hand := make([]string, 0, len(v.Hand))
	for _, c := range v.Hand {
		hand = append(hand, s.Data.Card(c).Name)
	}
	window := ""
	if ws := v.Windows; len(ws) > 0 {
		window = ws[len(ws)-1].Kind.String()
	}
	// The seed is the replay header's: the player dealt this table.
	return t.inspectShape(map[string]any{
		"scene": t.Name(), "seed": s.Replay.Seed, "window": window, "phase": v.Phase.String(), "day": v.Day, "asked": s.Asked(),
		"turn": v.Turn, "cycle": v.Cycle, "turns_in_cycle": v.TurnsInCycle, "steps": s.Steps(),
		"hand": hand, "human": s.Human, "role": v.Role.String(), "buttons": labels, "focus": t.menu.Focus,
		"over": v.Over(), "winner": v.Winner.String(), "guided": t.guided, "hint": t.hint(),
		"talk": len(t.talk), "restored": s.Restored(), "covered": false, "humans": s.Humans,
	})
}

// Session is the game at the table, for the app's tests and hooks.
func (t *tableScene) Session() *Session { return t.s }
