package battleui

import (
	"fmt"
	"image"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// playerChoices are the commanders a side can have.
var playerChoices = []Player{{Human: true}, {Level: ai.Easy}, {Level: ai.Normal}, {Level: ai.Hard}}

// Setup rows.
const (
	rowScenario = iota
	rowArmies
	rowRed
	rowBlue
	rowAttacker
	rowBudget
	rowBuildRed
	rowBuildBlue
	rowStart
	rowHowTo
	numRows
)

// SetupScene chooses the scenario or a custom battle, who commands each
// side, who attacks, and opens the army builder; it previews the unit
// split exactly as the rules will make it.
type SetupScene struct {
	h   Hooks
	scs []*battle.Scenario
	setupChoice
	tick  int
	split splitCache
	bd    ui.OnBackdrop[setupChoice]
}

// NewSetup builds the set-up screen: first scenario, Red human against a
// normal computer.
func NewSetup(h Hooks) *SetupScene {
	scs, _ := battle.Scenarios()
	s := &SetupScene{h: h, scs: scs, setupChoice: setupChoice{players: [2]int{0, 2}, budget: 200, hover: -1}}
	if len(scs) > 0 {
		s.armies = scs[0].Armies
	}
	return s
}

// Name is "battle-setup".
func (s *SetupScene) Name() string { return "battle-setup" }

func (s *SetupScene) rowEnabled(r int) bool {
	switch r {
	case rowAttacker, rowBudget, rowBuildRed, rowBuildBlue:
		return s.custom
	case rowStart:
		return s.valid() == ""
	}
	return true
}

// valid explains what keeps the battle from starting, or "".
func (s *SetupScene) valid() string {
	if len(s.scs) == 0 {
		return "No scenarios found."
	}
	for side, a := range s.armies {
		if a.Total() == 0 {
			return sideName(battle.Side(side)) + "'s army is empty."
		}
		if s.custom && a.Cost() > s.budget {
			return fmt.Sprintf("%s's army costs %d, over the budget of %d.", sideName(battle.Side(side)), a.Cost(), s.budget)
		}
	}
	return ""
}

func (s *SetupScene) rowRect(r int) image.Rectangle {
	return image.Rect(40, 116+r*54, 600, 116+r*54+46)
}

// Update moves the focus, changes values and starts the battle.
func (s *SetupScene) Update(ctx *scenes.Context) error {
	s.tick++
	in := ctx.Input
	if in.Just(input.Back) {
		ui.ResetTo(ctx, s.h.Title)
		return nil
	}
	// The directions skip greyed rows; the line under the rows says why
	// they are greyed (note), and the pointer over one says why that one.
	move := func(d int) {
		for k := 1; k <= numRows; k++ {
			j := ((s.focus+d*k)%numRows + numRows) % numRows
			if s.rowEnabled(j) {
				s.focus = j
				return
			}
		}
	}
	if in.Repeat(input.Up) {
		move(-1)
	}
	if in.Repeat(input.Down) {
		move(1)
	}
	d := ui.RowStep(in)
	p := in.Pointer()
	press := in.Just(input.Confirm)
	if p.Moved || p.Clicked {
		s.hover = -1
	}
	for r := range numRows {
		rr := s.rowRect(r)
		if !image.Pt(p.X, p.Y).In(rr) {
			continue
		}
		if p.Moved || p.Clicked {
			s.hover = r
		}
		if (p.Moved || p.Clicked) && s.rowEnabled(r) {
			s.focus = r
		}
		if p.Clicked && s.rowEnabled(r) {
			if r < rowBuildRed {
				d = s.arrowAt(ctx, r, p.X)
			} else {
				press = true
			}
		}
	}
	if p.Clicked && image.Pt(p.X, p.Y).In(setupKeyRect) {
		ctx.Stack.Push(unitKey{})
		return nil
	}
	if d != 0 && s.rowEnabled(s.focus) {
		s.change(s.focus, d)
	}
	if press {
		return s.press(ctx, s.focus)
	}
	return nil
}

// change steps the value of a row.
func (s *SetupScene) change(r, d int) {
	wrap := func(v, n int) int { return ((v+d)%n + n) % n }
	switch r {
	case rowScenario:
		s.sc = wrap(s.sc, len(s.scs))
		if !s.custom {
			s.armies = s.scs[s.sc].Armies
		}
	case rowArmies:
		s.custom = !s.custom
		if !s.custom {
			s.armies = s.scs[s.sc].Armies
		} else {
			// Start from the scenario's armies with a budget they fit.
			s.budget = max(200, (max(s.armies[0].Cost(), s.armies[1].Cost())+19)/20*20)
		}
	case rowRed, rowBlue:
		s.players[r-rowRed] = wrap(s.players[r-rowRed], len(playerChoices))
	case rowAttacker:
		s.att = s.att.Other()
	case rowBudget:
		s.budget = min(600, max(40, s.budget+20*d))
	}
}

// press opens the army builder or starts the battle. On a row with a
// value it changes nothing and moves the focus on to the next row that
// can be used: only Left and Right (or the value's arrows) change a
// value, so Confirm pressed on the way to Start never turns a commander
// into a computer (issue 38).
func (s *SetupScene) press(ctx *scenes.Context, r int) error {
	if r < rowBuildRed {
		for j := r + 1; j < numRows; j++ {
			if s.rowEnabled(j) {
				s.focus = j
				break
			}
		}
		return nil
	}
	switch r {
	case rowBuildRed, rowBuildBlue:
		side := battle.Side(r - rowBuildRed)
		ctx.Stack.Push(newArmyBuilder(s, side))
	case rowHowTo:
		ctx.Stack.Push(HowToScene(s.h))
	case rowStart:
		if s.valid() != "" {
			return nil
		}
		confirmNewBattle(ctx, s.h, func(ctx *scenes.Context) {
			su := s.setup(dice.HashText(time.Now().String()))
			sess, err := NewSession(s.h.Store, su)
			if err != nil {
				s.err = err.Error()
				return
			}
			ctx.Stack.Replace(NewField(s.h, sess))
		})
	}
	return nil
}

// setup is the chosen set-up with a seed.
func (s *SetupScene) setup(seed dice.Seed) Setup {
	sc := s.scs[s.sc]
	su := Setup{Scenario: sc.Name, Custom: s.custom, Armies: s.armies, Attacker: sc.Attacker, Seed: seed}
	if s.custom {
		su.Attacker, su.Budget = s.att, s.budget
	}
	for side := range 2 {
		su.Players[side] = playerChoices[s.players[side]]
	}
	return su
}

// rowText is a row's label and value.
func (s *SetupScene) rowText(r int) (string, string) {
	sc := s.scs[s.sc]
	switch r {
	case rowScenario:
		return "Battlefield", sc.Title
	case rowArmies:
		if s.custom {
			return "Armies", "Custom (army builder)"
		}
		return "Armies", "The scenario's"
	case rowRed, rowBlue:
		return sideName(battle.Side(r-rowRed)) + " commander", playerChoices[s.players[r-rowRed]].Label()
	case rowAttacker:
		if !s.custom {
			return "Attacker", fmt.Sprintf("%s (%s)", sideName(sc.Attacker), sc.Mode)
		}
		return "Attacker", sideName(s.att) + " (the other defends)"
	case rowBudget:
		// The budget caps custom armies only: beside a scenario's armies,
		// which may cost more, it says so rather than read as broken.
		if !s.custom {
			return "Budget (custom armies)", "not used"
		}
		return "Budget", fmt.Sprint(s.budget)
	case rowBuildRed, rowBuildBlue:
		side := battle.Side(r - rowBuildRed)
		if !s.custom {
			return sideName(side) + "'s army", fmt.Sprintf("cost %d", s.armies[side].Cost())
		}
		return "Build " + sideName(side) + "'s army", fmt.Sprintf("cost %d of %d", s.armies[side].Cost(), s.budget)
	}
	if r == rowHowTo {
		return "How to play · guided first battle", ""
	}
	return "Start the battle", ""
}

// Draw shows the rows and, on the right, the scenario and the unit split.
func (s *SetupScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.bd.Draw(dst, sprites.SharedBackdrop(ctx.Palette), s.tick, s.setupChoice, func(dst *ebiten.Image) { s.drawControls(dst, ctx) })
}

// drawControls paints everything but the backdrop.
func (s *SetupScene) drawControls(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sprites.DrawTextShadow(dst, "Mass Combat", ctx.Fonts.Face(sprites.StyleHeading), 40, 36, sprites.AlignLeft, pal.C(sprites.ColAccent), pal.C(sprites.ColBackground))
	sprites.DrawText(dst, "Choose the battle, the commanders and the armies.", ctx.Fonts.Face(sprites.StyleBody), 40, 80, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	body := ctx.Fonts.Face(sprites.StyleBody)
	for r := range numRows {
		rr := s.rowRect(r)
		style := sprites.PanelRaised
		clr := pal.C(sprites.ColText)
		switch {
		case !s.rowEnabled(r):
			style, clr = sprites.PanelDisabled, pal.C(sprites.ColTextDim)
		case r == s.focus:
			style = sprites.PanelFocused
		}
		sprites.DrawPanel(dst, rr, pal, style)
		label, value := s.rowText(r)
		sprites.DrawText(dst, label, body, float64(rr.Min.X+18), float64(rr.Min.Y+13), sprites.AlignLeft, clr)
		if r < rowBuildRed && value != "" && s.rowEnabled(r) {
			value = "<  " + value + "  >"
		}
		sprites.DrawText(dst, value, ctx.Fonts.Face(sprites.StyleBodyBold), float64(rr.Max.X-18), float64(rr.Min.Y+13), sprites.AlignRight, clr)
	}
	if msg := s.note(); msg != "" {
		sprites.DrawText(dst, msg, ctx.Fonts.Face(sprites.StyleSmall), 40, 662, sprites.AlignLeft, pal.C(sprites.ColWarn))
	}
	sprites.DrawText(dst, "Left/Right change a value · Confirm: next row, or press · Back to the title", ctx.Fonts.Face(sprites.StyleSmall), 40, 690, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	s.split.draw(dst, ctx, setupSplitRect, s.scs[s.sc], s.armies)
}

// drawSplit shows the scenario and both armies split into units exactly
// as the rules will split them (§5.03), with the loss unit, and the key to
// the unit symbols.
func drawSplit(dst *ebiten.Image, ctx *scenes.Context, box image.Rectangle, sc *battle.Scenario, armies [2]battle.Army) {
	pal := ctx.Palette
	x, y, w := drawScenarioHead(dst, ctx, box, sc)
	small := ctx.Fonts.Face(sprites.StyleSmall)
	ur, ub := battle.SplitArmies(armies[0], armies[1])
	for side, specs := range [2][]battle.UnitSpec{ur, ub} {
		s := battle.Side(side)
		sprites.FillRoundRect(dst, float32(x), float32(y+3), 14, 14, 3, sideColor(pal, s))
		sprites.DrawText(dst, fmt.Sprintf("%s: %d troops, cost %d, %d units", sideName(s), armies[side].Total(), armies[side].Cost(), len(specs)), ctx.Fonts.Face(sprites.StyleBodyBold), x+22, y, sprites.AlignLeft, pal.C(sprites.ColText))
		y += 26
		x0 := x
		for i, sp := range specs {
			if x0 > x+w-60 {
				x0 = x
				y += 46
			}
			sprites.DrawToken(dst, float32(x0+22), float32(y+16), 36, sprites.Token{Glyph: glyphOf(sp.Troop), Side: sideColor(pal, s), Present: sp.Size, Size: sp.Size}, pal, ctx.Fonts.Face(sprites.StyleSmallBold))
			x0 += 56
			_ = i
		}
		y += 56
	}
	sprites.DrawText(dst, fmt.Sprintf("Each lost melee costs %d troops (the loss unit).", battle.LossUnit(ur, ub)), small, x, y, sprites.AlignLeft, pal.C(sprites.ColWarn))
	// The key to the symbols above, at the box's foot.
	drawUnitKey(dst, ctx, x, float64(box.Max.Y)-16-unitKeyHeight, w, 2)
}

// drawScenarioHead draws the preview's panel with the scenario's title
// and what it is about, and returns where the rest goes: the left edge,
// the next line and the width.
func drawScenarioHead(dst *ebiten.Image, ctx *scenes.Context, box image.Rectangle, sc *battle.Scenario) (x, y, w float64) {
	pal := ctx.Palette
	sprites.DrawPanel(dst, box, pal, sprites.PanelNormal)
	x, w = float64(box.Min.X+20), float64(box.Dx()-40)
	y = float64(box.Min.Y + 16)
	sprites.DrawText(dst, sc.Title, ctx.Fonts.Face(sprites.StyleLarge), x, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
	y += 34
	y += sprites.DrawWrapped(dst, sc.About, ctx.Fonts.Face(sprites.StyleSmall), x, y, w, sprites.AlignLeft, pal.C(sprites.ColTextDim)) + 10
	return x, y, w
}

// unitKeyHeight is the height drawUnitKey takes in two columns.
const unitKeyHeight = 4*36 + 24

// Inspect reports the choices.
func (s *SetupScene) Inspect() any {
	su := s.setup(0)
	return map[string]any{"scene": s.Name(), "focus": s.focus, "scenario": su.Scenario, "custom": su.Custom,
		"red": su.Players[0].Label(), "blue": su.Players[1].Label(), "attacker": su.Attacker.String(),
		"budget": s.budget, "costs": [2]int{s.armies[0].Cost(), s.armies[1].Cost()}, "can_start": s.valid() == ""}
}
