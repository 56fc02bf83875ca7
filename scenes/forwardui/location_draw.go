package forwardui

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// Draw paints the location: the still layer (scenery, top bar, layout,
// preview, log, HUD), then what moves: the glow of eligible cards, the
// focus, a card turning over, the HP bar, the controls, the banner and any
// dialog.
func (s *locationScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.fit(ctx)
	s.layout()
	s.p.showStill(dst, ctx, &s.still, s.layerKey(ctx), s.drawStill)
	p := s.p
	v := p.sess.View()
	busy := p.sess.Anim.Busy()
	if v.Place(p.sess.Data) != nil && s.tab == tabMap {
		s.drawGridLive(dst, ctx)
	}
	p.drawHUDLive(dst, ctx, &s.hud)
	s.f.DrawButtons(dst, ctx, sprites.StyleBody)
	s.p.g.pause.Draw(dst, ctx, sprites.StyleBody)
	if (v.Phase == forward.PhaseTerror || v.Phase == forward.PhaseDiscard) && !busy {
		s.drawDialog(dst, ctx)
	}
	s.drawBanner(dst, ctx)
	s.drawZoom(dst, ctx)
	s.shown = s.now(ctx)
}

// layerKey is what the location's still layer shows.
func (s *locationScene) layerKey(ctx *scenes.Context) layerKey {
	v := s.p.sess.View()
	var flags uint32
	if s.leaveFocused() {
		flags |= 1
	}
	if s.dealing && s.p.sess.Anim.Busy() {
		flags |= 2
	}
	if ctx.Settings.ShowSeed {
		flags |= 4
	}
	flags |= uint32(ui.Using(ctx)) << 3 // the guide's words follow the device in hand
	flags |= uint32(s.tab) << 8
	return layerKey{steps: v.Steps, phase: uint8(v.Phase), pal: ctx.Palette, a: int(s.focusedCard()), b: int(s.dealt), c: v.At, flags: flags}
}

// leaveFocused reports the Leave control focused, so the cards it would
// bury are marked.
func (s *locationScene) leaveFocused() bool {
	return s.f.Focus < len(s.f.Btns) && s.f.Btns[s.f.Focus].Act.Kind == forward.ActLeave && s.f.Btns[s.f.Focus].Kind == ui.Action &&
		s.f.Btns[s.f.Focus].Enabled && !s.p.sess.Anim.Busy()
}

// drawStill renders the parts that change only with an action.
func (s *locationScene) drawStill(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	v := s.p.sess.View()
	drawScenery(dst, ctx, 0)
	l := v.Place(s.p.sess.Data)
	sprites.DrawPanel(dst, s.p.g.top, pal, sprites.PanelNormal)
	sprites.DrawPanel(dst, s.p.g.board, pal, sprites.PanelNormal)
	if l != nil {
		eff := l.EffectName + " — " + l.EffectText
		if l.Effect == forward.EffectNone {
			eff = "No effect: a safe place."
		}
		s.p.drawTop(dst, ctx, l.Name, positionText[min(v.At, 8)], eff)
	}
	if s.p.g.upright {
		s.p.drawTabs(dst, ctx, s.tab, s.p.usable())
	}
	switch {
	case s.tab == tabPack:
		s.p.drawPack(dst, ctx)
	case l != nil:
		s.drawGrid(dst, ctx, l)
		s.drawSide(dst, ctx)
	default:
		s.drawSide(dst, ctx)
	}
	s.p.drawHUD(dst, ctx, &s.hud)
}

// drawGridLive adds the moving parts of the layout: the eligible cards'
// glow, the focus, and a card turning over.
func (s *locationScene) drawGridLive(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	if s.p.sess.Anim.Busy() {
		if c := s.flip.cell; c > 0 {
			r := s.cells[c-1]
			s.p.art.fillRect(dst, float64(r.Min.X), float64(r.Min.Y), float64(r.Dx()), float64(r.Dy()), pal.C(sprites.ColPanel))
			s.drawFlip(dst, r)
		}
		return
	}
	for i := range 9 {
		if s.glows(i) {
			s.drawGlow(dst, ctx, i)
		}
	}
}

// glows reports that space i shows the glow of a card that can be flipped
// (while the map waits for a move: a dialog hides the layout).
func (s *locationScene) glows(i int) bool {
	v := s.p.sess.View()
	c := &v.Cells[i]
	return (v.Phase == forward.PhaseStart || v.Phase == forward.PhaseMap) && c.Card != forward.NoCard && c.Down && c.Eligible
}

// glowBox is the part of the screen space i's glow and focus ring cover:
// the focus ring's outline 7 pixels out, its stroke and its smoothing.
func (s *locationScene) glowBox(i int) image.Rectangle { return s.cells[i].Inset(-12) }

// drawGlow paints space i's glow at this tick's shade, and the focus ring
// when the space has the focus.
func (s *locationScene) drawGlow(dst *ebiten.Image, ctx *scenes.Context, i int) {
	pal, a, r := ctx.Palette, &s.p.art, s.cells[i]
	a.drawRing(dst, r.Min.X-3, r.Min.Y-3, r.Dx()+6, r.Dy()+6, 3, pal.A(sprites.ColFocus, glowAlpha(glowStep(glowTick(s.tick, s.p.sess.Ticks())))))
	if b := s.cellBtn[i]; b >= 0 && b == s.f.Focus && s.Ready() {
		a.drawRing(dst, r.Min.X-7, r.Min.Y-7, r.Dx()+14, r.Dy()+14, 3, pal.C(sprites.ColFocus))
	}
}

var positionText = [9]string{"Location 1 of 9", "Location 2 of 9", "Location 3 of 9", "Location 4 of 9",
	"Location 5 of 9", "Location 6 of 9", "Location 7 of 9", "Location 8 of 9", "Location 9 of 9"}

// drawScenery is the dim forest behind every Forward screen.
func drawScenery(dst *ebiten.Image, ctx *scenes.Context, tick int) {
	sprites.DrawBackdrop(dst, ctx.Palette, tick)
	size := dst.Bounds().Size()
	vector.FillRect(dst, 0, 0, float32(size.X), float32(size.Y), ctx.Palette.A(sprites.ColBackground, 0.55), false)
}

// drawGrid paints the spaces: the trodden path first, then the cards.
func (s *locationScene) drawGrid(dst *ebiten.Image, ctx *scenes.Context, l *forward.Location) {
	pal, v := ctx.Palette, s.p.sess.View()
	small := ctx.Fonts.Face(s.p.g.smallBold)
	// The farthest row's marker.
	for i := range s.cells {
		if l.IsFarRow(i + 1) {
			r := s.cells[i]
			s.p.art.icon(dst, sprites.IconFlag, float64(r.Min.X+8), float64(r.Min.Y-16), 16, pal.C(sprites.ColAccent), pal.C(sprites.ColPanel))
			sprites.DrawText(dst, "far", small, float64(r.Min.X+20), float64(r.Min.Y-26), sprites.AlignLeft, pal.C(sprites.ColAccent))
		}
	}
	// The path: trodden ground joining the spaces already walked.
	path := pal.A(sprites.ColEarthLight, 0.55)
	for i := range v.Cells {
		if !v.Cells[i].Visited {
			continue
		}
		ax, ay := centre(s.cells[i])
		for j := i + 1; j < 9; j++ {
			if !v.Cells[j].Visited {
				continue
			}
			a, b := l.Layout.Cells[i], l.Layout.Cells[j]
			if abs(a.Row-b.Row) <= 1 && abs(a.Col-b.Col) <= 1 {
				bx, by := centre(s.cells[j])
				s.p.art.line(dst, float64(ax), float64(ay), float64(bx), float64(by), 8, path)
			}
		}
	}
	busy := s.dealing && s.p.sess.Anim.Busy()
	leaveFocused := s.leaveFocused()
	for i := range v.Cells {
		r := s.cells[i]
		c := &v.Cells[i]
		fx, fy := float32(r.Min.X), float32(r.Min.Y)
		if busy && s.dealt&(1<<i) == 0 {
			s.p.art.rrect(dst, float64(fx), float64(fy), r.Dx(), r.Dy(), 6, color.RGBA{}, pal.A(sprites.ColPanelEdge, 0.3), 1)
			continue
		}
		switch {
		case c.Card != forward.NoCard && c.Down:
			drawAt(dst, s.p.art.back(r.Dx(), r.Dy()), float64(r.Min.X), float64(r.Min.Y))
			if !c.Eligible {
				s.p.art.rrect(dst, float64(fx), float64(fy), r.Dx(), r.Dy(), 6, pal.A(sprites.ColBackground, 0.45), color.RGBA{}, 0)
			}
			if leaveFocused {
				s.p.art.rrect(dst, float64(fx), float64(fy), r.Dx(), r.Dy(), 6, pal.A(sprites.ColBad, 0.35), color.RGBA{}, 0)
				sprites.DrawText(dst, "buried", small, float64(r.Min.X+r.Max.X)/2, float64(r.Max.Y-24), sprites.AlignCenter, pal.C(sprites.ColText))
			}
		case c.Card != forward.NoCard:
			drawAt(dst, s.p.art.card(s.p.sess.Data, c.Card, r.Dx(), r.Dy()), float64(r.Min.X), float64(r.Min.Y))
		case c.Visited:
			drawAt(dst, s.p.art.tile(r.Dx(), r.Dy()), float64(r.Min.X), float64(r.Min.Y))
			if id := s.p.sess.Trail(i + 1); id != forward.NoCard {
				frame, icon, _ := cardLook(s.p.sess.Card(id))
				cx, cy := centre(r)
				s.p.art.icon(dst, icon, float64(cx), float64(cy)-float64(r.Dy())/12, min(r.Dx()*2/5, 40), sprites.Mix(pal.C(frame), pal.C(sprites.ColText), 0.3), pal.C(sprites.ColEarth))
			}
		default:
			s.p.art.rrect(dst, float64(fx+6), float64(fy+6), r.Dx()-12, r.Dy()-12, 8, color.RGBA{}, pal.A(sprites.ColPanelEdge, 0.35), 1)
		}
	}
}

// drawFlip turns the card over on its space: the back narrows, the face
// widens, lifting a little at the middle.
func (s *locationScene) drawFlip(dst *ebiten.Image, r image.Rectangle) {
	_, t, _ := s.p.sess.Anim.Head()
	cx, cy := centre(r)
	lift := 1 + 0.12*math.Sin(t*math.Pi)
	sx := math.Abs(math.Cos(t * math.Pi))
	img := s.p.art.back(r.Dx(), r.Dy())
	if t >= 0.5 {
		img = s.p.art.card(s.p.sess.Data, s.flip.card, r.Dx(), r.Dy())
	}
	drawCentred(dst, img, float64(cx), float64(cy), max(sx, 0.02)*lift, lift, 1)
}

// drawSide paints the preview card, the leave note and the log.
func (s *locationScene) drawSide(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts, v := ctx.Palette, ctx.Fonts, s.p.sess.View()
	small := fonts.Face(s.p.g.small)
	caption := "Last revealed"
	if f := s.f.Focus; f < len(s.f.Btns) && (s.f.Btns[f].Act.Kind == forward.ActUse || s.f.Btns[f].Act.Kind == forward.ActGive) && s.f.Btns[f].Enabled {
		caption = "In your pack"
	}
	sprites.DrawText(dst, caption, fonts.Face(s.p.g.smallBold), float64(s.p.g.preview.Min.X), float64(s.p.g.preview.Min.Y-26), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	if id := s.focusedCard(); id != forward.NoCard {
		drawAt(dst, s.p.art.card(s.p.sess.Data, id, s.p.g.preview.Dx(), s.p.g.preview.Dy()), float64(s.p.g.preview.Min.X), float64(s.p.g.preview.Min.Y))
	} else {
		sprites.DrawPanel(dst, s.p.g.preview, pal, sprites.PanelInset)
		sprites.DrawWrapped(dst, "Flip a card to see it here.", small, float64(s.p.g.preview.Min.X+16), float64(s.p.g.preview.Min.Y+140), float64(s.p.g.preview.Dx()-32), sprites.AlignCenter, pal.C(sprites.ColTextDim))
	}
	note, col, l := "", sprites.ColTextDim, v.Place(s.p.sess.Data)
	switch {
	case v.Phase != forward.PhaseMap && v.Phase != forward.PhaseStart:
	case v.CanLeave:
		n := len(v.LeaveWouldBury())
		if n == 0 {
			note, col = "Nothing left here: leave to move on.", sprites.ColGood
		} else {
			note, col = "Leaving buries "+itoa(n)+" face-down cards: Dragon +"+itoa(n)+" HP.", sprites.ColWarn
		}
	case l != nil && l.Effect == forward.EffectSacredDevotion && v.Reached:
		note = "Sacred Devotion: resolve all 9 cards first."
	default:
		note = "Reach the farthest row (flag) to leave."
	}
	sprites.DrawWrapped(dst, note, small, float64(s.p.g.leave.Min.X), float64(s.p.g.leave.Max.Y+8), float64(s.p.g.leave.Dx()), sprites.AlignLeft, pal.C(col))
	sprites.DrawPanel(dst, s.p.g.log, pal, sprites.PanelInset)
	y := float64(s.p.g.log.Min.Y + 8)
	if s.p.sess.Guided {
		y += sprites.DrawWrapped(dst, guideLine(&v, s.p.sess.Data, ui.Using(ctx) == input.UsingTouch), small, float64(s.p.g.log.Min.X+10), y, float64(s.p.g.log.Dx()-20), sprites.AlignLeft, pal.C(sprites.ColAccent)) + 4
	}
	for i := 0; i < logLines && y < float64(s.p.g.log.Max.Y-18); i++ {
		line := s.p.sess.Log(i)
		if line == "" {
			break
		}
		clr := pal.C(sprites.ColText)
		if i > 0 {
			clr = pal.C(sprites.ColTextDim)
		}
		y += sprites.DrawWrapped(dst, line, small, float64(s.p.g.log.Min.X+10), y, float64(s.p.g.log.Dx()-20), sprites.AlignLeft, clr)
	}
}

// drawDialog paints the Terror or discard choice over the board.
func (s *locationScene) drawDialog(dst *ebiten.Image, ctx *scenes.Context) {
	if s.p.g.upright {
		s.drawDialogUpright(dst, ctx)
		return
	}
	pal, fonts, v := ctx.Palette, ctx.Fonts, s.p.sess.View()
	s.p.art.fillRect(dst, float64(s.p.g.board.Min.X), float64(s.p.g.board.Min.Y), float64(s.p.g.preview.Min.X-s.p.g.board.Min.X-12), float64(s.p.g.board.Dy()), pal.A(sprites.ColChaosBlack, 0.55))
	sprites.DrawPanel(dst, s.p.g.dialog, pal, sprites.PanelNormal)
	title, body := s.dialogWords(&v)
	sprites.DrawText(dst, title, fonts.Face(sprites.StyleLarge), float64(s.p.g.dialog.Min.X+24), float64(s.p.g.dialog.Min.Y+18), sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, body, fonts.Face(sprites.StyleBody), float64(s.p.g.dialog.Min.X+24), float64(s.p.g.dialog.Min.Y+58), float64(s.p.g.dialog.Dx()-48), sprites.AlignLeft, pal.C(sprites.ColText))
	s.f.DrawButtons(dst, ctx, sprites.StyleBody)
}

// dialogWords are the Terror or discard dialog's title and text.
func (s *locationScene) dialogWords(v *forward.SeatView) (title, body string) {
	if v.Phase == forward.PhaseTerror {
		return "Terror: " + s.p.sess.Card(v.Pending).Name,
			"Take the loss and gain the XP (the card goes to your XP pile, +1 Max HP), or bury it beneath the Dragon: no XP, and the Dragon gains 1 HP."
	}
	return "Your slots are full", "You can carry 2 items and equip 2 pieces of equipment. Choose one of these to discard to your XP pile (+1 Max HP)."
}

// drawBanner paints the banner over the middle of the board, rising as it
// fades in.
func (s *locationScene) drawBanner(dst *ebiten.Image, ctx *scenes.Context) {
	s.ban.draw(dst, ctx, s.p, func(e forward.Event) int { return int(e.Card) + s.tick/1000 }, func(a float64) image.Rectangle {
		y := float64(s.p.g.board.Min.Y+204) - 20*(1-a)
		return image.Rect(s.p.g.board.Min.X+40, int(y), s.p.g.board.Max.X-40, int(y)+80)
	})
}

func centre(r image.Rectangle) (float32, float32) {
	return float32(r.Min.X+r.Max.X) / 2, float32(r.Min.Y+r.Max.Y) / 2
}
