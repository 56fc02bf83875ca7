package forwardui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/sprites"
)

// Draw paints the run's screens scaled into the frame, the timeline of
// locations, the transport bar and where the playback is.
func (s *viewerScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	v := &s.v
	s.syncLabels()
	if !s.still.fresh(layerKey{pal: ctx.Palette}) {
		s.drawStill(s.still.img, ctx)
	}
	drawAt(dst, s.still.img, 0, 0)
	if s.frame == nil {
		s.frame = ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	}
	s.frame.Clear()
	v.stack.Draw(s.frame, &v.ctx)
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(float64(frameRect.Dx())/sprites.ScreenWidth, float64(frameRect.Dy())/sprites.ScreenHeight)
	op.GeoM.Translate(float64(frameRect.Min.X), float64(frameRect.Min.Y))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(s.frame, &op)
	s.drawTimeline(dst, ctx)
	s.f.drawButtons(dst, ctx, sprites.StyleBodyBold)
	s.drawStatus(dst, ctx)
}

// syncLabels keeps the play and speed buttons saying what they will do.
func (s *viewerScene) syncLabels() {
	for i := range s.f.btns {
		b := &s.f.btns[i]
		switch b.id {
		case uiVPlay:
			switch {
			case s.v.playing:
				b.label = "Pause"
			case s.v.done():
				b.label = "Again"
			default:
				b.label = "Play"
			}
		case uiVSpeed:
			b.label = "Speed " + itoa(viewerSpeeds[s.v.speed]) + "x"
		}
	}
}

// drawStill paints the backdrop and the frame's border once.
func (s *viewerScene) drawStill(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	dst.Fill(pal.C(sprites.ColBackground))
	sprites.DrawPanel(dst, frameRect.Inset(-4), pal, sprites.PanelInset)
	small := ctx.Fonts.Face(sprites.StyleSmallBold)
	sprites.DrawText(dst, "REPLAY", small, 48, 12, sprites.AlignCenter, pal.C(sprites.ColAccent))
	res := s.v.tape.Result
	lines := []string{res.Seed, res.Outcome, res.Time}
	if res.Category != "" {
		lines = append(lines, res.Category)
	}
	face := ctx.Fonts.Face(sprites.StyleSmall)
	for i, l := range lines {
		sprites.DrawText(dst, l, face, 48, 40+float64(i)*22, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	}
}

// drawTimeline paints one segment per location and the Dragon, the one
// under way lit, and a marker at the playback's place.
func (s *viewerScene) drawTimeline(dst *ebiten.Image, ctx *scenes.Context) {
	pal, v := ctx.Palette, &s.v
	at := v.locationAt()
	for i := range v.tape.marks {
		r := s.markRect(i)
		c := pal.A(sprites.ColForest, 0.7)
		switch {
		case i == at:
			c = pal.C(sprites.ColAccent)
		case v.tape.marks[i].label == dragonMark:
			c = pal.A(sprites.ColChaosViolet, 0.9)
		}
		sprites.FillRoundRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), 4, c)
		if idx := uiVMark + i; s.f.focus < len(s.f.btns) && s.f.btns[s.f.focus].id == idx {
			sprites.StrokeRoundRect(dst, float32(r.Min.X)-2, float32(r.Min.Y)-2, float32(r.Dx())+4, float32(r.Dy())+4, 5, 2, pal.C(sprites.ColFocus))
		}
	}
	total := max(v.tape.end, 1)
	x := float32(timelineRect.Min.X + v.next*timelineRect.Dx()/total)
	sprites.FillRoundRect(dst, x-2, float32(timelineRect.Min.Y)-4, 4, float32(timelineRect.Dy())+8, 2, pal.C(sprites.ColText))
}

// dragonMark is the Dragon's entry on the timeline.
const dragonMark = "The Dragon"

// drawStatus says where the playback is: the location, the action count,
// the in-game time, and any problem.
func (s *viewerScene) drawStatus(dst *ebiten.Image, ctx *scenes.Context) {
	pal, v := ctx.Palette, &s.v
	x := float64(s.f.btns[5].rect.Max.X + 20)
	bold, small := ctx.Fonts.Face(sprites.StyleSmallBold), ctx.Fonts.Face(sprites.StyleSmall)
	sprites.DrawText(dst, v.tape.marks[v.locationAt()].label, bold, x, float64(barY), sprites.AlignLeft, pal.C(sprites.ColAccent))
	line := "Action " + itoa(v.next) + " of " + itoa(v.tape.end) + "   IGT " + FormatTime(v.sess.Ticks())
	sprites.DrawText(dst, line, small, x, float64(barY+26), sprites.AlignLeft, pal.C(sprites.ColText))
	note := ""
	switch {
	case v.err != nil:
		note = v.err.Error()
	case v.done() && v.tape.Result.EndedBy != "":
		note = "The runner ended the run here (" + v.tape.Result.EndedBy + ")."
	}
	if note != "" {
		r := image.Rect(frameRect.Min.X+40, frameRect.Max.Y-64, frameRect.Max.X-40, frameRect.Max.Y-16)
		sprites.FillRoundRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), 8, pal.A(sprites.ColChaosBlack, 0.85))
		c := pal.C(sprites.ColWarn)
		if v.err != nil {
			c = pal.C(sprites.ColBad)
		}
		sprites.DrawText(dst, note, bold, float64(r.Min.X+r.Max.X)/2, float64(r.Min.Y+14), sprites.AlignCenter, c)
	}
}
