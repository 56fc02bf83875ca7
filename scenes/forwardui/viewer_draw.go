package forwardui

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// Draw paints the run's screens scaled into the frame, the timeline of
// locations, the transport bar and where the playback is.
func (s *viewerScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	v := &s.v
	v.attach(ctx)
	s.syncLabels()
	s.still.show(dst, ctx, 0, s.drawStill)
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
	s.f.DrawButtons(dst, ctx, sprites.StyleBodyBold)
	s.drawStatus(dst, ctx)
}

// syncLabels keeps the play and speed buttons saying what they will do.
func (s *viewerScene) syncLabels() {
	for i := range s.f.Btns {
		b := &s.f.Btns[i]
		switch b.ID {
		case uiVPlay:
			switch {
			case s.v.playing:
				b.Label = "Pause"
			case s.v.done():
				b.Label = "Again"
			default:
				b.Label = "Play"
			}
		case uiVSpeed:
			b.Label = "Speed " + itoa(viewerSpeeds[s.v.speed]) + "x"
		}
	}
}

// drawStill paints the backdrop and the frame's border once.
func (s *viewerScene) drawStill(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	dst.Fill(pal.C(sprites.ColBackground))
	sprites.DrawPanel(dst, frameRect.Inset(-4), pal, sprites.PanelInset)
	bold, face := ctx.Fonts.Face(sprites.StyleSmallBold), ctx.Fonts.Face(sprites.StyleSmall)
	sprites.DrawText(dst, "REPLAY", bold, 48, 12, sprites.AlignCenter, pal.C(sprites.ColAccent))
	res := s.v.tape.Result
	seed := res.Seed
	if len(seed) == 9 {
		seed = seed[:4] + "\n" + seed[5:]
	}
	rows := [][2]string{{"Seed", seed}, {"Result", res.Outcome}, {"IGT", res.Time}}
	if res.Category != "" {
		rows = append(rows, [2]string{"Category", res.Category})
	}
	if res.Practice > 0 {
		rows = append(rows, [2]string{"Practice", "location " + itoa(res.Practice)})
	}
	y := 48.0
	for _, r := range rows {
		sprites.DrawText(dst, r[0], face, 48, y, sprites.AlignCenter, pal.C(sprites.ColTextDim))
		for _, part := range strings.Split(r[1], "\n") {
			y += 20
			sprites.DrawText(dst, part, bold, 48, y, sprites.AlignCenter, pal.C(sprites.ColText))
		}
		y += 34
	}
	s.drawKeys(dst, ctx)
}

// drawKeys lists the viewer's keys, as the player has bound them, in the
// right margin.
func (s *viewerScene) drawKeys(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	bold, face := ctx.Fonts.Face(sprites.StyleSmallBold), ctx.Fonts.Face(sprites.StyleSmall)
	key := func(a input.Action) string { return ui.KeyName(ctx, a) }
	x := float64(frameRect.Max.X+sprites.ScreenWidth) / 2
	sprites.DrawText(dst, "KEYS", bold, x, 12, sprites.AlignCenter, pal.C(sprites.ColAccent))
	y := 48.0
	for _, k := range [][2]string{
		{"Play, pause", key(input.Pause)},
		{"Step", key(input.Skip)},
		{"Places", key(input.PrevPage) + "  " + key(input.NextPage)},
		{"Back", key(input.Back)},
	} {
		sprites.DrawText(dst, k[0], face, x, y, sprites.AlignCenter, pal.C(sprites.ColTextDim))
		sprites.DrawText(dst, k[1], bold, x, y+20, sprites.AlignCenter, pal.C(sprites.ColText))
		y += 54
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
		if idx := uiVMark + i; s.f.Focus < len(s.f.Btns) && s.f.Btns[s.f.Focus].ID == idx {
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
	x := float64(s.f.Btns[5].Rect.Max.X + 20)
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
