package forestui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
)

// sheetScene is the character sheet over the map: the Forest's and the
// Enemy's values and Potencies, the culture, the abilities with their
// levels, the Ally, GP and the Year. Any press closes it.
type sheetScene struct{ p *play }

func newSheet(p *play) *sheetScene { return &sheetScene{p: p} }

// Name is "forest-sheet".
func (s *sheetScene) Name() string { return "forest-sheet" }

// Overlay keeps the map drawn beneath.
func (s *sheetScene) Overlay() bool { return true }

// Session is the game shown.
func (s *sheetScene) Session() *Session { return s.p.sess }

// Inspect reports the values shown.
func (s *sheetScene) Inspect() any {
	v := s.p.sess.View()
	return map[string]any{"year": v.Year, "gp": v.GP, "forest": v.Forest, "enemy": v.Enemy, "ally_level": v.AllyLevel, "abilities": v.Abilities}
}

// Update closes on Back, Confirm, Pause or a click.
func (s *sheetScene) Update(ctx *scenes.Context) error {
	in := ctx.Input
	if in.Just(input.Back) || in.Just(input.Confirm) || in.Just(input.Pause) || in.Pointer().Clicked {
		ctx.Stack.Pop()
	}
	return nil
}

// Draw paints the sheet.
func (s *sheetScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sess := s.p.sess
	v, d := sess.View(), sess.Data
	fillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, pal.A(sprites.ColChaosBlack, 0.72))
	panel(dst, ctx, image.Rect(120, 60, 1160, 660))
	big, bold, body, small := ctx.Fonts.Face(sprites.StyleHeading), ctx.Fonts.Face(sprites.StyleBodyBold), ctx.Fonts.Face(sprites.StyleBody), ctx.Fonts.Face(sprites.StyleSmall)
	sprites.DrawText(dst, sess.ForestName(), big, 150, 80, sprites.AlignLeft, pal.C(sprites.ColForestLight))
	sprites.DrawText(dst, sess.EnemyName(), big, 660, 80, sprites.AlignLeft, pal.C(sprites.ColCivOchre))
	for n := range forest.NumNatures {
		y := 140.0 + float64(n)*40
		sprites.DrawText(dst, n.Title(), bold, 150, y, sprites.AlignLeft, pal.C(sprites.ColText))
		sprites.DrawText(dst, itoa(v.Forest[n]), body, 290, y, sprites.AlignLeft, pal.C(sprites.ColText))
		p := v.ForestPotency(n)
		sprites.DrawText(dst, "Potency "+signed(p), body, 340, y, sprites.AlignLeft, potColor(pal, p))
	}
	for h := range forest.NumHarms {
		y := 140.0 + float64(h)*40
		sprites.DrawText(dst, h.Title(), bold, 660, y, sprites.AlignLeft, pal.C(sprites.ColText))
		sprites.DrawText(dst, itoa(v.Enemy[h]), body, 800, y, sprites.AlignLeft, pal.C(sprites.ColText))
		p := v.EnemyPotency(d, h)
		line := "Potency " + signed(p)
		if t := forest.Potency(v.Enemy[h]); t != p {
			line += "  (" + signed(t) + " culture " + signed(p-t) + ")"
		}
		sprites.DrawText(dst, line, body, 850, y, sprites.AlignLeft, potColor(pal, -p))
	}
	if v.Culture >= 0 {
		c := d.Cultures[v.Culture]
		sprites.DrawText(dst, "Culture: "+c.Name, bold, 660, 310, sprites.AlignLeft, pal.C(sprites.ColCivOchre))
		sprites.DrawWrapped(dst, c.Text, small, 660, 338, 470, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	y := 310.0
	sprites.DrawText(dst, "Forest Abilities", bold, 150, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
	for _, h := range v.Abilities {
		y += 28
		ab, _ := d.Ability(h.ID)
		sprites.DrawText(dst, ab.Name+" ("+ab.Type.Title()+") level "+itoa(h.Level)+": +"+itoa(h.Level), body, 150, y, sprites.AlignLeft, pal.C(sprites.ColText))
	}
	if len(v.Abilities) == 0 {
		y += 28
		sprites.DrawText(dst, "none yet", body, 150, y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	y += 44
	if v.Ally >= 0 {
		sprites.DrawText(dst, "Ally: "+sess.AllyName()+" · level "+itoa(v.AllyLevel), bold, 150, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
		for l := 1; l <= v.AllyLevel; l++ {
			y += 26
			ab := v.AllyAbility(d, l)
			sprites.DrawText(dst, itoa(l)+". "+ab.Name, body, 150, y, sprites.AlignLeft, pal.C(sprites.ColText))
			y += 22
			sprites.DrawText(dst, allyEffect[ab.Effect], small, 170, y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		}
	}
	used := "unused"
	if v.Used != "" {
		used = "used"
	}
	line := "Year " + itoa(v.Year) + " · " + itoa(v.GP) + " GP (" + itoa(v.GPEarned) + " earned) · this Year's ability " + used + " · heart: " + v.FeatureName()
	sprites.DrawText(dst, line, body, 150, 600, sprites.AlignLeft, pal.C(sprites.ColText))
	drawHint(dst, ctx, "Any button closes the sheet.", 900, 630, 240)
}
