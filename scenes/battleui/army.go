package battleui

import (
	"fmt"
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// armyBuilder buys one side's army on a budget: a row per troop type with
// its stats and notes, counts changed by Left/Right (Previous and Next
// page by 5), and beside them a preview (the set-up's: the unit split as
// the rules will make it). The set-up's builder and a table's (army_table.go)
// differ only in the army they change, the preview and what Done does.
type armyBuilder struct {
	side    battle.Side
	budget  int
	army    *battle.Army
	preview func(dst *ebiten.Image, ctx *scenes.Context, box image.Rectangle)
	// done runs on Done; nil leaves the builder. Back always leaves it.
	done  func(ctx *scenes.Context)
	hint  string
	focus int
	tick  int
}

// newArmyBuilder buys side's army of the set-up s, previewed split against
// the other army as the battle will split both.
func newArmyBuilder(s *SetupScene, side battle.Side) *armyBuilder {
	return &armyBuilder{side: side, budget: s.budget, army: &s.armies[side], hint: "Left/Right ±1 · Previous/Next page ±5 · Back when done",
		preview: func(dst *ebiten.Image, ctx *scenes.Context, box image.Rectangle) {
			s.split.draw(dst, ctx, box, s.scs[s.sc], s.armies)
		}}
}

// finish is Done: done's, or leaving the builder.
func (a *armyBuilder) finish(ctx *scenes.Context) {
	if a.done != nil {
		a.done(ctx)
		return
	}
	ctx.Stack.Pop()
}

// Name is "battle-army".
func (a *armyBuilder) Name() string { return "battle-army" }

func (a *armyBuilder) rowRect(i int) image.Rectangle {
	return image.Rect(40, 110+i*62, 700, 110+i*62+54)
}

// Update changes counts; Back or the last row returns to the set-up.
func (a *armyBuilder) Update(ctx *scenes.Context) error {
	a.tick++
	in := ctx.Input
	n := int(battle.NumTroops) + 1
	if in.Just(input.Back) {
		ctx.Stack.Pop()
		return nil
	}
	a.focus = ui.RowFocus(in, a.focus, n)
	d := 0
	switch {
	case in.Repeat(input.Left):
		d = -1
	case in.Repeat(input.Right):
		d = 1
	case in.Repeat(input.PrevPage):
		d = -5
	case in.Repeat(input.NextPage):
		d = 5
	}
	p := in.Pointer()
	for i := range n {
		r := a.rowRect(i)
		if image.Pt(p.X, p.Y).In(r) {
			if p.Moved || p.Clicked {
				a.focus = i
			}
			if p.Clicked && i < n-1 {
				d = 1
				if p.X < r.Min.X+r.Dx()/2 {
					d = -1
				}
			}
			if p.Clicked && i == n-1 {
				a.finish(ctx)
				return nil
			}
		}
	}
	if a.focus == n-1 && in.Just(input.Confirm) {
		a.finish(ctx)
		return nil
	}
	if d != 0 && a.focus < n-1 {
		army := a.army
		army[a.focus] = max(0, army[a.focus]+d)
		// Never over the budget: take back what does not fit.
		for army[a.focus] > 0 && army.Cost() > a.budget {
			army[a.focus]--
		}
	}
	return nil
}

// Draw lists the troop types with their stats, notes and counts.
func (a *armyBuilder) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sprites.DrawBackdrop(dst, pal, a.tick)
	army := *a.army
	sprites.DrawTextShadow(dst, sideName(a.side)+"'s army", ctx.Fonts.Face(sprites.StyleHeading), 40, 30, sprites.AlignLeft, pal.C(sprites.ColAccent), pal.C(sprites.ColBackground))
	left := a.budget - army.Cost()
	clr := pal.C(sprites.ColGood)
	if left < 10 {
		clr = pal.C(sprites.ColWarn)
	}
	sprites.DrawText(dst, fmt.Sprintf("Budget %d · spent %d · left %d", a.budget, army.Cost(), left), ctx.Fonts.Face(sprites.StyleBodyBold), 40, 74, sprites.AlignLeft, clr)
	small := ctx.Fonts.Face(sprites.StyleSmall)
	for i := range int(battle.NumTroops) + 1 {
		r := a.rowRect(i)
		style := sprites.PanelRaised
		if i == a.focus {
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, r, pal, style)
		if i == int(battle.NumTroops) {
			sprites.DrawText(dst, "Done", ctx.Fonts.Face(sprites.StyleBodyBold), float64(r.Min.X+r.Dx()/2), float64(r.Min.Y+16), sprites.AlignCenter, pal.C(sprites.ColText))
			continue
		}
		t := battle.Troop(i)
		ts := t.Stats()
		sprites.DrawToken(dst, float32(r.Min.X+30), float32(r.Min.Y+30), 34, sprites.Token{Glyph: glyphOf(t), Side: sideColor(pal, a.side), Present: 1, Size: 1}, pal, nil)
		sprites.DrawText(dst, ts.Name, ctx.Fonts.Face(sprites.StyleBodyBold), float64(r.Min.X+62), float64(r.Min.Y+6), sprites.AlignLeft, pal.C(sprites.ColText))
		rng := ""
		if ts.Range > 0 {
			rng = fmt.Sprintf(" · range %d", ts.Range)
		}
		sprites.DrawText(dst, fmt.Sprintf("str %d · move %d%s · cost %d · %s", ts.Strength, ts.Move, rng, ts.Cost, shortNotes[i]), small, float64(r.Min.X+62), float64(r.Min.Y+30), sprites.AlignLeft, pal.C(sprites.ColTextDim))
		sprites.DrawText(dst, fmt.Sprintf("< %3d >", army[i]), ctx.Fonts.Face(sprites.StyleMono), float64(r.Max.X-14), float64(r.Min.Y+6), sprites.AlignRight, pal.C(sprites.ColAccent))
	}
	sprites.DrawText(dst, a.hint, small, 40, 692, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	a.preview(dst, ctx, image.Rect(730, 110, 1240, 690))
}

// shortNotes are the troop notes in a few words, for the builder's rows.
var shortNotes = [battle.NumTroops]string{
	"+2 in closed; closed costs 1; steps after melee",
	"steady: no special rules",
	"-1 in closed terrain",
	"-1 in closed; +3 against cavalry",
	"+2 in the open, lost if hemmed in",
	"+2 in the open, lost if hemmed in",
	"+2 in the open, lost if hemmed in",
	"shoots 2-4 hexes on open ground",
}

// Inspect reports the army.
func (a *armyBuilder) Inspect() any {
	army := *a.army
	return map[string]any{"scene": a.Name(), "side": a.side.String(), "focus": a.focus, "army": army, "cost": army.Cost(), "budget": a.budget}
}
