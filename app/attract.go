package app

import (
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// attractScene is the title's attract mode: the greedy bot plays a random
// seed through the real Forward screens on a stack of its own, with its own
// scripted input, until the player touches anything.
type attractScene struct {
	g      *Game
	stack  *scenes.Stack
	mapper *input.Mapper
	ctx    scenes.Context
	d      *botDriver
	end    int
}

// startAttract is the title's Attract callback.
func (g *Game) startAttract(ctx *scenes.Context) {
	d, err := newBotDriver(dice.Seed(rand.Uint64()&(1<<40-1)), "greedy", 6)
	if err != nil {
		return
	}
	a := &attractScene{g: g, d: d, mapper: input.NewMapper(ctx.Settings.Bindings)}
	a.mapper.SetPolling(false)
	a.ctx = *ctx
	a.ctx.Input = a.mapper
	a.ctx.Settings = ctx.Settings.Clone()
	a.ctx.Settings.AnimationSpeed = "fast"
	a.ctx.Notify = func(string) {}
	a.stack = scenes.NewStack(g.newTitle())
	a.stack.SetTransitionTicks(0)
	a.ctx.Stack = a.stack
	// The demo run is the bot's, not the player's: it keeps no autosave,
	// no replay and no personal best.
	h := g.forwardHooks()
	h.Store, h.Replays, h.Records = nil, nil, nil
	h.Title = nil
	if d.begin(a.stack, h) != nil {
		return
	}
	ctx.Stack.Push(a)
}

// Name is "attract".
func (a *attractScene) Name() string { return "attract" }

// Update returns to the title on any input; otherwise the bot plays on.
func (a *attractScene) Update(ctx *scenes.Context) error {
	if ctx.Input.Any() {
		ctx.Stack.Pop()
		return nil
	}
	if a.d.step(a.stack, a.mapper) || a.d.failed() != nil {
		if a.end++; a.end > 5*60 {
			ctx.Stack.Pop()
		}
	}
	a.mapper.Update()
	a.ctx.Tick++
	a.ctx.Palette, a.ctx.Fonts = ctx.Palette, ctx.Fonts
	_ = a.stack.Update(&a.ctx)
	return nil
}

// Draw paints the demo run with a note saying how to leave it.
func (a *attractScene) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	a.stack.Draw(screen, &a.ctx)
	small := ctx.Fonts.Face(sprites.StyleSmallBold)
	sprites.FillRoundRect(screen, 500, 686, 280, 28, 8, ctx.Palette.A(sprites.ColChaosBlack, 0.8))
	sprites.DrawText(screen, "Demo — press any key", small, 640, 691, sprites.AlignCenter, ctx.Palette.C(sprites.ColAccent))
}
