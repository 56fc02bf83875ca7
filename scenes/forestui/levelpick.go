package forestui

import (
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

const (
	idLevel    = 300 // + the level
	idDaily    = 320
	idLevelOut = 321
)

// levelScene is where a new game begins: the level first (RULES T40), each
// with its one sentence and the greedy bot's measured win rate beside it,
// and whether to play today's daily Forest of that level (T47). Choosing a
// level starts the game.
type levelScene struct {
	h     Hooks
	foc   focusList
	daily bool
	today time.Time
	// seedOf draws a fresh seed; start begins the game with the chosen
	// setup and seed (the caller asks about a saved game first).
	seedOf func() dice.Seed
	start  func(ctx *scenes.Context, setup forest.Setup, seed dice.Seed) error
	// tick is the game's tick at the last Update, which moves the
	// backdrop; bd is the backdrop drawn and the cards drawn over it.
	tick int
	bd   ui.OnBackdrop[levelShown]
}

// NewLevelScene asks the level of a new game; start begins it. A fresh seed
// is drawn from seedOf unless the player asks for today's daily Forest.
func NewLevelScene(h Hooks, now time.Time, seedOf func() dice.Seed, start func(ctx *scenes.Context, setup forest.Setup, seed dice.Seed) error) scenes.Scene {
	s := &levelScene{h: h, today: now.UTC(), seedOf: seedOf, start: start}
	for i := range forest.NumLevels {
		y := 150 + int(i)*150
		s.foc.Add(button{Rect: image.Rect(180, y, 1100, y+134), Label: forest.Level(i).Info().Name, Kind: ui.Cell, ID: idLevel + int(i), Enabled: true})
	}
	s.foc.Add(button{Rect: image.Rect(180, 618, 700, 664), Label: "Today's daily Forest: off", Kind: ui.Control, ID: idDaily, Enabled: true})
	s.foc.Add(button{Rect: image.Rect(900, 618, 1100, 664), Label: "Back", Kind: ui.Control, ID: idLevelOut, Enabled: true})
	s.foc.Settle(0)
	return s
}

// Name is "forest-level".
func (s *levelScene) Name() string { return "forest-level" }

// Inspect reports the choices for tests.
func (s *levelScene) Inspect() any {
	names := make([]string, 0, forest.NumLevels)
	for i := range forest.NumLevels {
		names = append(names, forest.Level(i).String())
	}
	return map[string]any{"levels": names, "focus": s.foc.Focus, "daily": s.daily}
}

// Update starts the chosen level, flips the daily switch, or leaves.
func (s *levelScene) Update(ctx *scenes.Context) error {
	s.tick = int(ctx.Tick)
	b, ok := s.foc.Pressed(ctx)
	if !ok {
		return nil
	}
	switch id := b.ID; {
	case id == idDaily:
		s.daily = !s.daily
		b.Label = "Today's daily Forest: " + onOff(s.daily)
	case id == idLevelOut:
		ctx.Stack.Pop()
	case id >= idLevel && id < idLevel+int(forest.NumLevels):
		return s.begin(ctx, forest.Level(id-idLevel))
	}
	return nil
}

// begin starts a game of level l: today's daily Forest of that level when
// the switch is on, else a fresh seed.
func (s *levelScene) begin(ctx *scenes.Context, l forest.Level) error {
	seed := s.seedOf()
	if s.daily {
		seed = forest.DailySeed(l, s.today.Year(), int(s.today.Month()), s.today.Day())
	}
	return s.start(ctx, forest.Setup{Level: l}, seed)
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// Draw paints each level as a card: name, sentence, rules in short, and
// how often the greedy bot wins it.
func (s *levelScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.bd.Draw(dst, sprites.SharedBackdrop(ctx.Palette), s.tick, s.current(), func(dst *ebiten.Image) { s.drawControls(dst, ctx) })
}

// drawControls paints everything but the backdrop.
func (s *levelScene) drawControls(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	panel(dst, ctx, image.Rect(140, 36, 1140, 690))
	sprites.DrawText(dst, "How hard is the world?", fonts.Face(sprites.StyleHeading), 180, 60, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sub := "Choose the level of this tale. Tale is the rulebook's own rules; on Struggle and Blight the Forest can fall."
	if s.daily {
		d := s.today.Format("2006-01-02")
		sub = "Today's daily Forest (" + d + ", UTC): everyone playing a level today gets the same Forest."
	}
	sprites.DrawText(dst, sub, fonts.Face(sprites.StyleSmall), 180, 112, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	for i, b := range s.foc.Btns {
		if b.Kind != ui.Cell {
			continue
		}
		s.drawLevel(dst, ctx, forest.Level(b.ID-idLevel), b.Rect, i == s.foc.Focus)
	}
	s.foc.DrawButtons(dst, ctx, sprites.StyleBody)
}

func (s *levelScene) drawLevel(dst *ebiten.Image, ctx *scenes.Context, l forest.Level, r image.Rectangle, focused bool) {
	pal, fonts := ctx.Palette, ctx.Fonts
	style := sprites.PanelRaised
	if focused {
		style = sprites.PanelFocused
	}
	sprites.DrawPanel(dst, r, pal, style)
	info := l.Info()
	x, y := float64(r.Min.X+24), float64(r.Min.Y+14)
	col := sprites.ColForestLight
	if l != forest.Tale {
		col = sprites.ColCivRust
	}
	sprites.DrawText(dst, info.Name, fonts.Face(sprites.StyleLarge), x, y, sprites.AlignLeft, pal.C(col))
	sprites.DrawWrapped(dst, info.Description, fonts.Face(sprites.StyleBody), x, y+38, 640, sprites.AlignLeft, pal.C(sprites.ColText))
	// The measured odds, beside: what the simulator's greedy bot wins.
	rx := float64(r.Max.X - 24)
	sprites.DrawText(dst, itoa(info.GreedyWins)+"%", fonts.Sized(sprites.StyleHeading, 40), rx, y, sprites.AlignRight, pal.C(col))
	sprites.DrawText(dst, "of games won by", fonts.Face(sprites.StyleSmall), rx, y+52, sprites.AlignRight, pal.C(sprites.ColTextDim))
	sprites.DrawText(dst, "the simple bot", fonts.Face(sprites.StyleSmall), rx, y+72, sprites.AlignRight, pal.C(sprites.ColTextDim))
	if l != forest.Tale {
		line := "Heart · Ages every " + itoa(info.AgeYears) + " Years · " + itoa(info.LastYear) + " Years to win"
		if info.TargetDice > 1 {
			line += " · the Enemy rolls " + itoa(info.TargetDice) + " d12 for its target"
		}
		sprites.DrawText(dst, line, fonts.Face(sprites.StyleSmallBold), x, float64(r.Max.Y-30), sprites.AlignLeft, pal.C(sprites.ColAccent))
	} else {
		sprites.DrawText(dst, "The Forest cannot fall · the default for a first game", fonts.Face(sprites.StyleSmallBold), x, float64(r.Max.Y-30), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
}
