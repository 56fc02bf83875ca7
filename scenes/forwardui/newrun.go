package forwardui

import (
	"image"
	"math/rand/v2"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/online"
	"deepwood/online/live"
	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/wire"
)

// seedAlphabet is the seed code alphabet (Crockford's base 32).
const seedAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"

const (
	uiRandom = iota + 20
	uiDaily
	uiTyped
	uiGuided
	uiBack
	uiTypeCode
	uiReplays
	uiPractice
	uiRankedRandom
	uiRankedDaily
	uiCharUp   = 40 // + position 0–7
	uiCharDown = 50 // + position 0–7
)

// newRunScene starts a run: a random seed, a seed code entered with the
// arrows (or clicked up and down, character by character), today's daily
// seed, or the guided first game.
type newRunScene struct {
	h     Hooks
	f     focusList
	code  [8]byte
	daily dice.Seed
	msg   string
	tick  int
	still layer
	pad   ui.SeedPad
	board dailyBoard
	ctx   *scenes.Context
	shown screenShown // what Draw last showed, for Still
	// ranked is the witnessed attempt being started on the server, and
	// rankedWhat its category, while the server is asked.
	ranked     *online.Call[*live.Run]
	rankedWhat string
	// upright is whether the controls are laid out for a phone held
	// upright, size the screen they were laid out for.
	upright bool
	size    image.Point
}

// NewRunScene builds the new-run screen.
func NewRunScene(h Hooks) scenes.Scene {
	s := &newRunScene{h: h}
	now := time.Now().UTC()
	s.daily = dice.DailySeed(now.Year(), int(now.Month()), now.Day())
	copy(s.code[:], "DEEPW00D")
	s.lay(false)
	return s
}

// lay lists the screen's controls for its shape: in landscape one
// column read top to bottom beside the daily board; upright (issue 40)
// the same column as wide as the screen (newrun_upright.go). The focus
// stays on the control it was on.
func (s *newRunScene) lay(upright bool) {
	focused := -1
	if s.f.Focus < len(s.f.Btns) {
		focused = s.f.Btns[s.f.Focus].ID
	}
	s.f.Reset()
	s.upright = upright
	if upright {
		s.layUpright()
	} else {
		s.layLandscape()
	}
	s.f.Settle(0)
	for i, b := range s.f.Btns {
		if b.ID == focused {
			s.f.Focus = i
		}
	}
}

// layLandscape is the landscape column.
func (s *newRunScene) layLandscape() {
	// One column read top to bottom, so Down goes to the next choice: the
	// three that start a run at once (each says so), the seed code with
	// its field, what to do with that code, and the way out.
	if s.h.Boards != nil && s.h.Boards.Ready() == nil {
		// With Online on, each of the two beside its ranked kind, which
		// the server deals and times (RULES B8).
		s.f.Add(button{Rect: image.Rect(96, 184, 320, 228), Label: "Start a random run", Kind: ui.Control, ID: uiRandom, Enabled: true})
		s.f.Add(button{Rect: image.Rect(336, 184, 560, 228), Kind: ui.Control, ID: uiRankedRandom, Enabled: true})
		s.f.Add(button{Rect: image.Rect(96, 238, 320, 282), Label: "Daily seed " + s.daily.Code(), Kind: ui.Control, ID: uiDaily, Enabled: true})
		s.f.Add(button{Rect: image.Rect(336, 238, 560, 282), Kind: ui.Control, ID: uiRankedDaily, Enabled: true})
		s.relabelRanked() // "Take up your ranked …" while one is under way
	} else {
		s.f.Add(button{Rect: image.Rect(96, 184, 560, 228), Label: "Start a random run", Kind: ui.Control, ID: uiRandom, Enabled: true})
		s.f.Add(button{Rect: image.Rect(96, 238, 560, 282), Label: "Start today's daily seed " + s.daily.Code(), Kind: ui.Control, ID: uiDaily, Enabled: true})
	}
	s.f.Add(button{Rect: image.Rect(96, 292, 560, 336), Label: "Start the guided first game", Kind: ui.Control, ID: uiGuided, Enabled: true})
	s.f.Add(button{Rect: image.Rect(96, 354, 560, 388), Label: "Type or paste a seed code", Kind: ui.Control, ID: uiTypeCode, Enabled: true})
	for i := 0; i < 8; i++ {
		x := seedCharX(i)
		s.f.Add(button{Rect: image.Rect(x, 398, x+44, 422), Label: "+", Kind: ui.Control, ID: uiCharUp + i, Enabled: true})
		s.f.Add(button{Rect: image.Rect(x, 484, x+44, 508), Label: "-", Kind: ui.Control, ID: uiCharDown + i, Enabled: true})
	}
	s.f.Add(button{Rect: image.Rect(96, 522, 320, 566), Label: "Start with this seed", Kind: ui.Control, ID: uiTyped, Enabled: true})
	s.f.Add(button{Rect: image.Rect(336, 522, 560, 566), Label: "Practise a location", Kind: ui.Control, ID: uiPractice, Enabled: true})
	s.f.Add(button{Rect: image.Rect(96, 580, 320, 624), Label: "Back", Kind: ui.Control, ID: uiBack, Enabled: true})
	s.f.Add(button{Rect: image.Rect(336, 580, 560, 624), Label: "Watch replays", Kind: ui.Control, ID: uiReplays, Enabled: s.h.Replays != nil})
	if s.board.answered {
		s.board.addRows(&s.f)
	}
}

// seedCharX is the left edge of the seed code's character i, a gap
// between its two halves.
func seedCharX(i int) int { return 96 + i*52 + i/4*24 }

// Name is "forward-newrun".
func (s *newRunScene) Name() string { return "forward-newrun" }

// typed is the seed code as entered.
func (s *newRunScene) typed() string { return string(s.code[:4]) + "-" + string(s.code[4:]) }

// Enter asks for today's board as the screen arrives, before its first
// update: the stack draws the screen as it comes, and the right panel
// shows from the first picture whether the board is asked for.
func (s *newRunScene) Enter(*scenes.Context) { s.board.ask(s.h.Boards) }

// Update moves the focus and starts the chosen run.
func (s *newRunScene) Update(ctx *scenes.Context) error {
	s.tick++
	s.ctx = ctx
	s.board.ask(s.h.Boards)
	s.place(ctx)
	if s.board.poll() && !s.upright {
		s.board.addRows(&s.f)
	}
	if s.pad.Active {
		s.pad.Update(ctx)
		return nil
	}
	if s.ranked != nil {
		s.takeRanked(ctx)
		return nil
	}
	b, ok := s.f.Pressed(ctx)
	if !ok {
		return nil
	}
	id := b.ID
	switch {
	case id >= uiCharUp && id < uiCharUp+8:
		s.cycle(id-uiCharUp, 1)
	case id >= uiCharDown && id < uiCharDown+8:
		s.cycle(id-uiCharDown, -1)
	case id == uiRandom:
		s.start(ctx, dice.Seed(rand.Uint64()&(1<<40-1)), "random", false)
	case id == uiDaily:
		s.start(ctx, s.daily, "daily", false)
	case id == uiRankedRandom:
		s.startRanked(wire.LiveRandom)
	case id == uiRankedDaily:
		s.startRanked(wire.LiveDaily)
	case id == uiGuided:
		s.start(ctx, GuidedSeed, "set", true)
	case id == uiTyped:
		seed, err := dice.ParseSeed(s.typed())
		if err != nil {
			s.msg = err.Error()
			return nil
		}
		s.start(ctx, seed, "set", false)
	case id == uiBack:
		ctx.Stack.Pop()
	case id == uiTypeCode:
		s.openPad()
	case id == uiPractice:
		seed, err := dice.ParseSeed(s.typed())
		if err == nil {
			var ps scenes.Scene
			if ps, err = newPracticeScene(s.h, seed); err == nil {
				ctx.Stack.Push(ps)
				return nil
			}
		}
		s.msg = err.Error()
	case id == uiReplays:
		ctx.Stack.Push(NewReplaysScene(s.h))
	case s.board.runID(id) != 0:
		ctx.Stack.Push(NewBoardRunScene(s.h, "", s.board.runID(id)))
	}
	return nil
}

// openPad opens the typed-code field; a code it takes fills the editor.
func (s *newRunScene) openPad() {
	s.pad.OpenSeed(func(seed dice.Seed) {
		c := seed.Code()
		copy(s.code[:4], c[:4])
		copy(s.code[4:], c[5:])
		s.msg = ""
	})
}

func (s *newRunScene) cycle(pos, d int) {
	at := 0
	for i := range seedAlphabet {
		if seedAlphabet[i] == s.code[pos] {
			at = i
		}
	}
	at = (at + d + len(seedAlphabet)) % len(seedAlphabet)
	s.code[pos] = seedAlphabet[at]
	s.msg = ""
}

// GuidedSeed deals the guided first game: it opens at Home Village
// Termina, the location without an effect, then Bannered City Valthria.
var GuidedSeed = mustSeed("1ST4-GAME")

func mustSeed(code string) dice.Seed {
	s, err := dice.ParseSeed(code)
	if err != nil {
		panic(err)
	}
	return s
}

// start deals the run, after asking whether to abandon a saved one.
func (s *newRunScene) start(ctx *scenes.Context, seed dice.Seed, category string, guided bool) {
	confirmAbandon(ctx, s.h, func(ctx *scenes.Context) {
		sess, err := NewSession(s.h.Store, seed, category)
		if err != nil {
			s.msg = err.Error()
			return
		}
		sess.Guided = guided
		ctx.Stack.Replace(StartRun(s.h, sess))
	})
}

// Draw paints the choices and the seed code editor.
func (s *newRunScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.place(ctx)
	s.still.showKey(dst, ctx, s.layerKey(ctx), s.drawStill)
	s.f.DrawButtons(dst, ctx, sprites.StyleBody)
	if !s.upright {
		s.board.drawFocus(dst, ctx, &s.f)
	}
	if s.pad.Active {
		s.pad.Draw(dst, ctx)
	}
	s.shown = screenShown{ok: true, key: s.layerKey(ctx), focus: s.f.Focus, built: len(s.f.Btns)}
}

// layerKey is what the screen's still layer shows: the code, the message,
// the daily board.
func (s *newRunScene) layerKey(ctx *scenes.Context) layerKey {
	c := s.code
	return layerKey{pal: ctx.Palette, a: int(c[0]) | int(c[1])<<8 | int(c[2])<<16 | int(c[3])<<24,
		b: int(c[4]) | int(c[5])<<8 | int(c[6])<<16 | int(c[7])<<24, c: len(s.msg), steps: s.board.state(),
		flags: uint32(ui.Using(ctx))} // the hint names the device in hand
}

// Still reports that the picture last drawn is still right: the same code,
// message, board and focus, and no code being typed (its caret blinks).
// Nothing on the screen moves by itself.
func (s *newRunScene) Still() bool {
	return s.shown.ok && s.ctx != nil && !s.pad.Active &&
		s.shown == screenShown{ok: true, key: s.layerKey(s.ctx), focus: s.f.Focus, built: len(s.f.Btns)}
}

func (s *newRunScene) drawStill(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	drawScenery(dst, ctx, 0)
	if s.upright {
		s.drawStillUpright(dst, ctx)
		return
	}
	sprites.DrawPanel(dst, image.Rect(64, 48, 600, 700), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Forward: a new run", fonts.Face(sprites.StyleHeading), 96, 72, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, "Nine locations, one deck, the Dragon at the bottom. The same seed always deals the same dungeon.", fonts.Face(sprites.StyleBody), 96, 120, 480, sprites.AlignLeft, pal.C(sprites.ColText))
	mono := fonts.Sized(sprites.StyleMono, 36)
	for i := 0; i < 8; i++ {
		x := seedCharX(i)
		sprites.DrawPanel(dst, image.Rect(x, 428, x+44, 478), pal, sprites.PanelInset)
		sprites.DrawText(dst, string(s.code[i:i+1]), mono, float64(x+22), 432, sprites.AlignCenter, pal.C(sprites.ColText))
	}
	sprites.DrawText(dst, "-", mono, float64(seedCharX(4)-16), 432, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	if s.msg != "" {
		sprites.DrawWrapped(dst, s.msg, fonts.Face(sprites.StyleSmall), 96, 636, 480, sprites.AlignLeft, pal.C(sprites.ColBad))
	}
	hint := ui.Hint(ctx, func() string {
		return ui.KeyName(ctx, input.Confirm) + " does what the lit button says; " + ui.KeyName(ctx, input.Back) + " goes back."
	}, "Tap a button to do what it says; Back goes back.")
	sprites.DrawText(dst, hint, fonts.Face(sprites.StyleSmall), 96, 664, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	sprites.DrawPanel(dst, dailyRect, pal, sprites.PanelNormal)
	if s.board.asked() {
		s.board.drawStill(dst, ctx, s.daily.Code())
		return
	}
	sprites.DrawText(dst, "How a run goes", fonts.Face(sprites.StyleLarge), 668, 72, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, newRunNotes, fonts.Face(sprites.StyleBody), 668, 116, 520, sprites.AlignLeft, pal.C(sprites.ColText))
	if why := s.board.offlineNote(); why != "" {
		sprites.DrawText(dst, why, fonts.Face(sprites.StyleSmall), 668, 664, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
}

const newRunNotes = "Each location deals 9 cards face down. Start in the bottom row, then flip cards next to the path you have walked. Once you reach the top row you may leave; the cards you leave unflipped are buried beneath the Dragon and make it stronger.\n\nMonsters fight you with a d6 duel. Items, equipment, snares and blessings change your odds. Keep the Ancient Sword, and give the Gilded Bangle to the Ghostly Princess, or the Dragon cannot be beaten.\n\nArrows or stick move, Confirm chooses, Pause opens the menu, Skip hurries the animations. Mouse and touch work everywhere.\n\nFor speedrunners: in-game time runs from your first action and splits at every location left. Hold Reset (R) to restart at once. Every run's replay is kept: watch it here, or prove it with deepwood verify. Practise a location to rehearse one place of a seed with its own deal."
