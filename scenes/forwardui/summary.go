package forwardui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/online"
	"deepwood/platform"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/version"
)

var plotRect = image.Rect(560, 150, 1220, 370)

const (
	uiNewRun = iota + 10
	uiTitle
	uiDownload
	uiWatch
	uiSubmit
)

// summaryScene is the end of a run: the outcome, the seed and time, the
// tallies and a plot of HP and Max HP over the run.
type summaryScene struct {
	p     *play
	f     focusList
	plot  *ebiten.Image
	tick  int
	rows  [][2]string
	still layer
	board boardPanel
	rank  rankRow
	// The buttons' words and IDs, laid out for the screen's shape; upright
	// the tab shown and the size laid out for (summary_upright.go).
	labels []string
	ids    []int
	tab    int
	size   image.Point
	plotUp *ebiten.Image // the HP plot as the upright Board tab shows it
}

func newSummary(p *play) *summaryScene {
	s := &summaryScene{p: p}
	sess, v := p.sess, p.sess.View()
	far := "Location " + itoa(min(v.At+1, 9)) + " of 9"
	if v.DragonHP > 0 {
		far = "the Dragon (" + itoa(v.DragonHP) + " HP)"
	}
	what := "Got as far as"
	if sess.Practice > 0 {
		what, far = "Practised", "location "+itoa(sess.Practice)+" of 9"
	}
	s.rows = [][2]string{
		{what, far},
		{"Seed", sess.SeedCode() + "  (" + sess.Category + ")"},
		{"In-game time", FormatTime(sess.Ticks())},
		{"Real time", FormatTime(int64(sess.RealTime().Seconds() * 60))},
		{"Cards resolved", itoa(sess.resolved)},
		{"Cards buried", itoa(v.Buried)},
		{"Monsters slain", itoa(sess.slain)},
		{"XP pile", itoa(len(v.XP))},
		{"Actions", itoa(v.Steps)},
		{"Version", version.Number},
	}
	labels := []string{"New run", "Title screen", "Watch replay"}
	ids := []int{uiNewRun, uiTitle, uiWatch}
	if sess.Ranked() {
		s.rows = append(rankedRows(sess, s.rows), [2]string{"Rank", s.rank.ask(p.h.Boards, sess)})
	} else if sess.Practice == 0 {
		labels, ids = append(labels, "Submit to the board"), append(ids, uiSubmit)
	}
	if platform.IsBrowser {
		labels, ids = append(labels, "Download replay"), append(ids, uiDownload)
	}
	s.labels, s.ids = labels, ids
	s.lay(image.Pt(sprites.ScreenWidth, sprites.ScreenHeight), false)
	return s
}

// lay places the buttons for a size screen: in landscape they share the
// panel's width, however many this platform has; upright they stand in
// two columns at the foot. The focus and a sent run's button stay.
func (s *summaryScene) lay(size image.Point, upright bool) {
	s.size = size
	focus, sent := s.f.Focus, false
	for _, b := range s.f.Btns {
		sent = sent || b.ID == uiSubmit && !b.Enabled
	}
	s.f.Reset()
	for i, id := range s.ids {
		r := summaryButton(i, len(s.ids), size, upright)
		s.f.Add(button{Rect: r, Label: s.labels[i], Kind: ui.Control, ID: id, Enabled: true})
	}
	if sent {
		s.sent()
	}
	s.f.Settle(min(focus, len(s.f.Btns)-1))
}

// summaryButton is button i of n on a size screen.
func summaryButton(i, n int, size image.Point, upright bool) image.Rectangle {
	if upright {
		w := (size.X - 2*sumUpX - 12) / 2
		rows := (n + 1) / 2
		x, y := sumUpX+(i%2)*(w+12), size.Y-24-rows*72+8+i/2*72
		return image.Rect(x, y, x+w, y+64)
	}
	w := (1088 - 16*(n-1)) / n
	x := 96 + i*(w+16)
	return image.Rect(x, 600, x+w, 648)
}

// Name is "forward-summary".
func (s *summaryScene) Name() string { return "forward-summary" }

// Session is the finished run.
func (s *summaryScene) Session() *Session { return s.p.sess }

// Update offers a new run or the title.
func (s *summaryScene) Update(ctx *scenes.Context) error {
	s.tick++
	s.place(ctx)
	s.pickTab(ctx)
	s.board.poll()
	if s.rank.poll() {
		s.rows[len(s.rows)-1][1] = s.rank.text
		if s.rank.err != "" {
			ctx.Notify("The board did not say this run's rank: " + s.rank.err)
		}
	}
	if s.tick == 1 && ctx.Settings.AutoSubmit && s.canSubmit(ctx) == nil {
		s.submit(ctx)
	}
	if i := s.f.Update(ctx); i >= 0 {
		switch s.f.Btns[i].ID {
		case uiNewRun:
			ctx.Stack.Reset(NewRunScene(s.p.h))
		case uiTitle:
			s.p.toTitle(ctx)
		case uiWatch:
			s.watch(ctx)
		case uiSubmit:
			s.submit(ctx)
		case uiDownload:
			if where, err := s.p.downloadReplay(); err != nil {
				ctx.Notify("The replay could not be downloaded: " + err.Error())
			} else {
				ctx.Notify("Replay saved to " + where)
			}
		}
	}
	if ctx.Input.Just(input.Back) {
		s.p.toTitle(ctx)
	}
	return nil
}

// Draw paints the outcome, the tallies and the plot.
func (s *summaryScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.place(ctx)
	s.still.show(dst, ctx, s.board.gen+s.rank.gen<<16+s.tab<<24, s.drawStill)
	if s.board.busy() && !ctx.Upright() {
		dots := dotsFor(s.tick)
		sprites.DrawText(dst, dots, ctx.Fonts.Face(sprites.StyleBodyBold), float64(plotRect.Max.X-40), float64(plotRect.Min.Y+12), sprites.AlignLeft, ctx.Palette.C(sprites.ColText))
	}
	s.f.DrawButtons(dst, ctx, sprites.StyleBody)
}

// drawStill renders the outcome, the tallies and the plot once.
func (s *summaryScene) drawStill(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	sess := s.p.sess
	drawScenery(dst, ctx, 0)
	if ctx.Upright() {
		s.drawStillUpright(dst, ctx)
		return
	}
	sprites.DrawPanel(dst, image.Rect(48, 40, 1232, 680), pal, sprites.PanelNormal)
	head, why, col, icon := s.outcome()
	sprites.DrawIcon(dst, icon, 120, 100, 56, pal.C(col), pal.C(sprites.ColPanel))
	sprites.DrawText(dst, head, fonts.Sized(sprites.StyleHeading, 48), 168, 64, sprites.AlignLeft, pal.C(col))
	// Wrapped short of the plot's heading: a doomed fall says two things.
	sprites.DrawWrapped(dst, why, fonts.Face(sprites.StyleBody), 170, 118, float64(plotRect.Min.X-170-16), sprites.AlignLeft, pal.C(sprites.ColText))
	y := 172.0
	for _, r := range s.rows {
		sprites.DrawText(dst, r[0], fonts.Face(sprites.StyleBody), 96, y, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		sprites.DrawText(dst, r[1], fonts.Face(sprites.StyleMono), 300, y, sprites.AlignLeft, pal.C(sprites.ColText))
		y += 38
	}
	s.drawSplits(dst, ctx)
	if s.board.active() {
		s.board.draw(dst, ctx, plotRect)
		return
	}
	if s.plot == nil {
		s.plot = renderPlot(ctx, sess.History())
	}
	sprites.DrawText(dst, "HP and Max HP over the run", fonts.Face(sprites.StyleBodyBold), float64(plotRect.Min.X), float64(plotRect.Min.Y-32), sprites.AlignLeft, pal.C(sprites.ColAccent))
	drawAt(dst, s.plot, float64(plotRect.Min.X), float64(plotRect.Min.Y))
	sprites.DrawText(dst, "— HP", fonts.Face(sprites.StyleSmallBold), float64(plotRect.Min.X), float64(plotRect.Max.Y+10), sprites.AlignLeft, pal.C(sprites.ColGood))
	sprites.DrawText(dst, "- - Max HP", fonts.Face(sprites.StyleSmallBold), float64(plotRect.Min.X+70), float64(plotRect.Max.Y+10), sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, "actions →", fonts.Face(sprites.StyleSmall), float64(plotRect.Max.X), float64(plotRect.Max.Y+10), sprites.AlignRight, pal.C(sprites.ColTextDim))
}

// outcome is the run's end in words: the heading, the line under it,
// its colour and icon.
func (s *summaryScene) outcome() (head, why string, col sprites.ColorID, icon sprites.Icon) {
	sess := s.p.sess
	v := sess.View()
	won := v.Phase == forward.PhaseWon
	head, col, icon = "Victory", sprites.ColAccent, sprites.IconDragon
	why = "The Dragon of Chaos falls beneath the Ancient Sword."
	if sess.Cleared() {
		won, head, col, icon = true, "Location cleared", sprites.ColGood, sprites.IconStar
		why = "You leave " + sess.practiceName + " with " + itoa(v.HP) + " HP."
	}
	if !won {
		head, col, icon = "You have fallen", sprites.ColBad, sprites.IconSkull
		why = "Your HP reached 0 at " + placeName(v.Place(sess.Data)) + "."
		if v.Doomed {
			why += " The run could no longer be won."
		}
	}
	return head, why, col, icon
}

// placeName names where the run stands: the location l, or the Dragon
// when there is none.
func placeName(l *forward.Location) string {
	if l != nil {
		return l.Name
	}
	return "the Dragon"
}

// renderPlot draws the HP history once: Max HP dashed, HP filled beneath.
func renderPlot(ctx *scenes.Context, h []HPPoint) *ebiten.Image {
	return renderPlotIn(ctx, h, plotRect.Size(), sprites.StyleSmall)
}

// renderPlotIn draws the HP history at size, its scale written in face.
func renderPlotIn(ctx *scenes.Context, h []HPPoint, size image.Point, face sprites.Style) *ebiten.Image {
	pal := ctx.Palette
	w, ht := size.X, size.Y
	img := ebiten.NewImage(w, ht)
	sprites.FillRoundRect(img, 0, 0, float32(w), float32(ht), 8, pal.C(sprites.ColBackground))
	top := 20
	for _, p := range h {
		top = max(top, p.Max)
	}
	top = (top + 9) / 10 * 10
	small := ctx.Fonts.Face(face)
	px := func(i int) float32 { return 40 + float32(i)*float32(w-56)/float32(max(1, len(h)-1)) }
	py := func(v int) float32 { return float32(ht-24) - float32(v)*float32(ht-40)/float32(top) }
	for v := 0; v <= top; v += 10 {
		vector.StrokeLine(img, 40, py(v), float32(w-16), py(v), 1, pal.A(sprites.ColPanelEdge, 0.3), true)
		sprites.DrawText(img, itoa(v), small, 32, float64(py(v))-9, sprites.AlignRight, pal.C(sprites.ColTextDim))
	}
	if len(h) == 0 {
		return img
	}
	var fill vector.Path
	fill.MoveTo(px(0), py(0))
	for i, p := range h {
		fill.LineTo(px(i), py(p.HP))
	}
	fill.LineTo(px(len(h)-1), py(0))
	fill.Close()
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(pal.A(sprites.ColGood, 0.25))
	vector.FillPath(img, &fill, nil, op)
	var line vector.Path
	for i, p := range h {
		if i == 0 {
			line.MoveTo(px(i), py(p.HP))
		} else {
			line.LineTo(px(i), py(p.HP))
		}
	}
	op = &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(pal.C(sprites.ColGood))
	vector.StrokePath(img, &line, &vector.StrokeOptions{Width: 2.5, LineJoin: vector.LineJoinRound}, op)
	for i := 1; i < len(h); i += 2 {
		vector.StrokeLine(img, px(i-1), py(h[i-1].Max), px(i), py(h[i].Max), 2, pal.C(sprites.ColAccent), true)
	}
	return img
}

// watch opens the run just played in the replay viewer.
func (s *summaryScene) watch(ctx *scenes.Context) {
	t, err := LoadTape("this run", s.p.sess.Replay.Marshal())
	if err == nil {
		var v scenes.Scene
		if v, err = NewViewer(s.p.h, t); err == nil {
			ctx.Stack.Push(v)
			return
		}
	}
	ctx.Notify("The replay cannot be shown: " + err.Error())
}

// canSubmit is why this run cannot go to the board now, or nil.
func (s *summaryScene) canSubmit(ctx *scenes.Context) error {
	if s.p.h.Boards == nil {
		return online.ErrOffline
	}
	return s.p.h.Boards.Ready()
}

// submit sends the run to the board, once; with Online off (or no name)
// it opens the settings, where the player can turn it on, and says so.
func (s *summaryScene) submit(ctx *scenes.Context) {
	if s.board.active() {
		return
	}
	if err := s.canSubmit(ctx); err != nil {
		ctx.Notify("To submit runs: " + err.Error())
		if open := s.p.h.Online; open != nil {
			ctx.Stack.Push(open())
		} else if s.p.h.Settings != nil {
			ctx.Stack.Push(s.p.h.Settings())
		}
		return
	}
	s.board.start(ctx, s.p.h.Boards, s.p.sess.Replay.Marshal())
	s.sent()
}

// sent greys the Submit button out once the run has gone: a run is sent
// once (a queued one is sent again by the queue, not by the player).
func (s *summaryScene) sent() {
	for i := range s.f.Btns {
		if s.f.Btns[i].ID == uiSubmit {
			s.f.Btns[i].Label, s.f.Btns[i].Enabled = "Sent to the board", false
		}
	}
	s.f.Settle(s.f.Focus)
}
