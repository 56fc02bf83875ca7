package battleui

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle"
	"deepwood/rules/hex"
	"deepwood/scenes"
	"deepwood/sprites"
)

// Draw shows the cached field, the overlays, the tokens, a roll being
// made, and the panel.
func (f *Field) Draw(screen *ebiten.Image, ctx *scenes.Context) {
	f.art.pal = ctx.Palette
	screen.Fill(ctx.Palette.C(sprites.ColBackground))
	view := screen.SubImage(image.Rect(0, 0, mapW, 720)).(*ebiten.Image)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-f.camX, -f.camY)
	view.DrawImage(f.art.image(f.zoom), op)
	f.drawOverlays(view, ctx)
	f.drawTokens(view, ctx)
	f.key.draw(view, ctx)
	f.drawRoll(view, ctx)
	f.drawPanel(screen, ctx)
	f.shown = f.current()
}

// pix is a hex's centre on screen.
func (f *Field) pix(h hex.Axial) (float32, float32) {
	p := layoutAt(f.zoom).HexToPixel(h)
	return float32(p.X - f.camX), float32(p.Y - f.camY)
}

// drawOverlays marks the deployment rows, the reach and the stops, the
// path, the threat and the cursor.
func (f *Field) drawOverlays(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	v := f.s.View()
	busy := f.s.Anim.Busy()
	if busy {
		f.drawClusters(dst, ctx)
		return
	}
	c := f.overlays()
	f.st.ensure(f.zoom, pal)
	if f.threat {
		for h := range c.threat {
			x, y := f.pix(h)
			f.st.fill(dst, x, y, pal.A(sprites.ColBad, 0.35))
		}
	}
	for h := range c.marks {
		x, y := f.pix(h)
		stamp(dst, f.st.deploy, x, y)
	}
	for h := range c.reach {
		x, y := f.pix(h)
		f.st.fill(dst, x, y, pal.A(sprites.ColFocus, 0.45))
		if c.stop[h] {
			f.st.ring(dst, x, y, pal.C(sprites.ColWarn))
		}
	}
	for i := 1; i < len(c.path); i++ {
		x0, y0 := f.pix(c.path[i-1])
		x1, y1 := f.pix(c.path[i])
		sprites.StrokeLine(dst, x0, y0, x1, y1, 4, pal.C(sprites.ColAccent))
		// A dot on every hex of the route: the steps it spends.
		sprites.FillRoundRect(dst, x1-5, y1-5, 10, 10, 5, pal.C(sprites.ColAccent))
	}
	for id := range c.units {
		if u := &v.Units[id]; u.OnField() {
			x, y := f.pix(u.Hex)
			f.st.outline(dst, x, y, pal.C(sprites.ColFocus))
		}
	}
	f.drawClusters(dst, ctx)
	if f.s.HumanTurn() || f.showcase {
		x, y := f.pix(f.cursor)
		stamp(dst, f.st.cursor, x, y)
	}
}

// drawClusters links each combat cluster's centre to its leaves (outside
// a combat phase the view's Combat has none).
func (f *Field) drawClusters(dst *ebiten.Image, ctx *scenes.Context) {
	v := f.s.View()
	for _, cl := range v.Combat.Clusters {
		if cl.Center >= len(f.disp) {
			continue
		}
		x0, y0 := f.pix(f.disp[cl.Center].hex)
		for _, l := range cl.Leaves {
			x1, y1 := f.pix(f.disp[l].hex)
			sprites.StrokeLine(dst, x0, y0, x1, y1, 3, ctx.Palette.A(sprites.ColAccent, 0.8))
		}
	}
}

// drawTokens draws every unit shown, a marching one along its path.
func (f *Field) drawTokens(dst *ebiten.Image, ctx *scenes.Context) {
	v := f.s.View()
	pal := ctx.Palette
	f.st.ensure(f.zoom, pal)
	ev, t, busy := f.s.Anim.Head()
	me := f.viewer()
	for i := range f.disp {
		d := &f.disp[i]
		if !d.shown {
			continue
		}
		u := &v.Units[i]
		x, y := f.pix(d.hex)
		if busy && ev.Unit == i {
			switch ev.Kind {
			case battle.EvMoved:
				x, y = f.alongPath(ev.Path, t)
			case battle.EvPushed, battle.EvStepped:
				x0, y0 := f.pix(ev.From)
				x1, y1 := f.pix(ev.To)
				k := float32(t)
				x, y = x0+(x1-x0)*k, y0+(y1-y0)*k
			}
		}
		tok := sprites.Token{Glyph: glyphOf(u.Troop), Side: sideColor(pal, u.Side), Present: d.present, Size: u.Size,
			Selected: i == f.sel, Dim: v.Phase == battle.PhaseMove && (u.Moved || u.Frozen),
			Quick: u.Side == me && (u.Quick || f.quick&(1<<i) != 0)}
		f.st.drawToken(dst, x, y, tok, ctx.Fonts)
	}
}

// alongPath is a marching token's position a fraction t along its path.
func (f *Field) alongPath(path []hex.Axial, t float64) (float32, float32) {
	if len(path) == 0 {
		return 0, 0
	}
	if len(path) == 1 {
		return f.pix(path[0])
	}
	pos := t * float64(len(path)-1)
	i := min(int(pos), len(path)-2)
	k := float32(pos - float64(i))
	x0, y0 := f.pix(path[i])
	x1, y1 := f.pix(path[i+1])
	return x0 + (x1-x0)*k, y0 + (y1-y0)*k
}

// drawRoll shows the roll being made: both strengths with their
// modifiers, the dice, the total against the number needed, and who won.
func (f *Field) drawRoll(dst *ebiten.Image, ctx *scenes.Context) {
	ev, t, ok := f.s.Anim.Head()
	pal := ctx.Palette
	if ok && ev.Kind == battle.EvRound {
		drawBanner(dst, ctx, fmt.Sprintf("Round %d", ev.Round), sideName(ev.Side)+" is proactive", t)
		if ev.Round == 1 {
			a := math.Min(1, math.Min(t*4, (1-t)*4))
			sprites.DrawWrapped(dst, roundOneBanner, ctx.Fonts.Face(sprites.StyleSmall), 20, 388, float64(legendRect.Min.X-44), sprites.AlignCenter, sprites.WithAlpha(ctx.Palette.C(sprites.ColText), a))
		}
		return
	}
	if ok && (ev.Kind == battle.EvLosses || ev.Kind == battle.EvUnitLost) && ev.Unit < len(f.disp) {
		// The losses float up from the unit and fade.
		x, y := f.pix(f.disp[ev.Unit].hex)
		a := math.Min(1, (1-t)*3)
		label := fmt.Sprintf("-%d", ev.Amount)
		if ev.Doubled {
			label += " x2"
		}
		if ev.Kind == battle.EvUnitLost {
			label = "destroyed"
		}
		sprites.DrawTextShadow(dst, label, ctx.Fonts.Face(sprites.StyleLarge), float64(x), float64(y)-20-30*t, sprites.AlignCenter, sprites.WithAlpha(pal.C(sprites.ColBad), a), pal.A(sprites.ColBackground, a))
		return
	}
	if !ok || ev.Roll == nil {
		return
	}
	r := ev.Roll
	x0, y0 := f.pix(f.disp[ev.Unit].hex)
	x1, y1 := f.pix(f.disp[ev.Target].hex)
	sprites.StrokeLine(dst, x0, y0, x1, y1, 4, pal.C(sprites.ColWarn))
	box := image.Rect(legendRect.Min.X/2-300, 500, legendRect.Min.X/2+300, 700)
	sprites.DrawPanel(dst, box, pal, sprites.PanelNormal)
	body := ctx.Fonts.Face(sprites.StyleBody)
	small := ctx.Fonts.Face(sprites.StyleSmall)
	what := "attacks"
	if ev.Kind == battle.EvShot {
		what = fmt.Sprintf("shoots at range %d", r.Distance)
	}
	x := float64(box.Min.X + 20)
	sprites.DrawText(dst, fmt.Sprintf("%s %s %s", f.s.unitName(ev.Unit), what, f.s.unitName(ev.Target)), ctx.Fonts.Face(sprites.StyleBodyBold), x, float64(box.Min.Y+14), sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, "Roller: "+modsText(r.Roller), small, x, float64(box.Min.Y+44), sprites.AlignLeft, pal.C(sprites.ColText))
	sprites.DrawText(dst, "Against: "+modsText(r.Other), small, x, float64(box.Min.Y+64), sprites.AlignLeft, pal.C(sprites.ColText))
	// The dice tumble for the first half, then land.
	shown := r.Dice
	if t < 0.45 {
		n := int(t * 40)
		shown = [3]int{1 + (n*5+r.Dice[0])%8, 1 + (n*3+r.Dice[1])%8, (n*7 + r.Dice[2]) % 10}
	}
	for i, v := range shown {
		dx := float32(box.Min.X + 30 + i*64)
		sprites.FillRoundRect(dst, dx, float32(box.Min.Y+96), 52, 52, 8, pal.C(sprites.ColText))
		label := "d8"
		if i == 2 {
			label = "d10"
		}
		sprites.DrawText(dst, fmt.Sprint(v), ctx.Fonts.Face(sprites.StyleLarge), float64(dx+26), float64(box.Min.Y+104), sprites.AlignCenter, pal.C(sprites.ColTextInverse))
		sprites.DrawText(dst, label, small, float64(dx+26), float64(box.Min.Y+150), sprites.AlignCenter, pal.C(sprites.ColTextDim))
	}
	if t >= 0.45 {
		res, clr := "LOSES", pal.C(sprites.ColBad)
		if r.Wins {
			res, clr = "WINS", pal.C(sprites.ColGood)
		}
		sprites.DrawText(dst, fmt.Sprintf("%d + %d = %d  vs  %d needed", r.Roller.Total, r.Dice[0]+r.Dice[1]+r.Dice[2], r.Total, r.Need), body, float64(box.Min.X+230), float64(box.Min.Y+100), sprites.AlignLeft, pal.C(sprites.ColText))
		sprites.DrawText(dst, fmt.Sprintf("The roller %s  (chance was %s)", res, pct(r.Chance)), ctx.Fonts.Face(sprites.StyleBodyBold), float64(box.Min.X+230), float64(box.Min.Y+130), sprites.AlignLeft, clr)
		if ev.Kind == battle.EvShot {
			sprites.DrawText(dst, fmt.Sprintf("%d troops lost", ev.Amount), body, float64(box.Min.X+230), float64(box.Min.Y+158), sprites.AlignLeft, pal.C(sprites.ColWarn))
		}
	}
}

// drawBanner shows a big centred announcement fading in and out.
func drawBanner(dst *ebiten.Image, ctx *scenes.Context, title, sub string, t float64) {
	a := math.Min(1, math.Min(t*4, (1-t)*4))
	pal := ctx.Palette
	// Over the field only: the legend beside it stays readable.
	w := float32(legendRect.Min.X - 4)
	sprites.FillGradientRect(dst, 0, 300, w, 110, pal.A(sprites.ColBackground, 0.2*a), pal.A(sprites.ColBackground, 0.85*a))
	sprites.DrawTextShadow(dst, title, ctx.Fonts.Face(sprites.StyleHeading), float64(w/2), 318, sprites.AlignCenter, sprites.WithAlpha(pal.C(sprites.ColAccent), a), pal.A(sprites.ColBackground, a))
	sprites.DrawText(dst, sub, ctx.Fonts.Face(sprites.StyleBody), float64(w/2), 364, sprites.AlignCenter, sprites.WithAlpha(pal.C(sprites.ColText), a))
}
