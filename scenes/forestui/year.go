package forestui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/audio"
	"deepwood/rules/forest"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// yearScene is where the Years are played: the living map on the left, the
// phase with what is at stake, both rolls itemised and the odds on the
// right, the choices the rules allow as buttons and map hexes.
type yearScene struct {
	p        *play
	mv       *mapView
	foc      focusList
	builtAt  int
	nature   forest.Nature
	cv       clashView
	banner   string
	bannerOn float64
	growOpts []forest.GrowOption
	newRows  []newRowLabel
	// hintYear is the Year the planner's hint was last asked in: one hint
	// a Year, so the game stays the player's.
	hintYear int
	// tick is the game's tick at the last Update; shown is what the last
	// Draw drew from (Still).
	tick  int
	shown yearShown
}

// UI control ids of the Year screen.
const (
	idSheet = iota + 10
	idJournal
	idMenu
	idZoom
	idUnzoom
	idHint
	idNature // + the Nature Type, for choosing how to Encroach
)

// map and panel geometry.
var (
	mapArea   = image.Rect(16, 72, 808, 704)
	panelArea = image.Rect(824, 72, 1264, 704)
)

// The map's buttons, in a row along its top right corner; the map keeps
// out of them (and of the threat strip beside them), so no button covers
// a hex (issue 38: the Hint covered I1).
var (
	zoomRect   = image.Rect(mapArea.Max.X-52, mapArea.Min.Y+8, mapArea.Max.X-12, mapArea.Min.Y+44)
	unzoomRect = image.Rect(mapArea.Max.X-96, mapArea.Min.Y+8, mapArea.Max.X-56, mapArea.Min.Y+44)
	hintRect   = image.Rect(mapArea.Max.X-204, mapArea.Min.Y+8, mapArea.Max.X-104, mapArea.Min.Y+44)
)

func newYear(p *play) *yearScene {
	y := &yearScene{p: p, mv: newMapView(mapArea), builtAt: -1}
	v := p.sess.View()
	y.mv.keep = []image.Rectangle{zoomRect, unzoomRect, hintRect}
	if v.Level != forest.Tale {
		y.mv.keep = append(y.mv.keep, threatRect)
	}
	y.cv.fromView(&v, p.sess.Data)
	return y
}

// Name is "forest-grow" in the Grow phase, "forest-map" while a hex is to
// be picked on the map (the Forest's Encroachment, a second hex), and
// "forest-year" for the rest of the Year.
func (y *yearScene) Name() string {
	switch y.p.sess.View().Phase {
	case forest.PhaseGrow:
		return "forest-grow"
	case forest.PhaseEncroach, forest.PhaseSecondHex:
		return "forest-map"
	}
	return "forest-year"
}

// Session is the game being played.
func (y *yearScene) Session() *Session { return y.p.sess }

// Ready reports the screen waiting for the player.
func (y *yearScene) Ready() bool { return !y.p.sess.Anim.Busy() }

// Enter starts the Forest's music.
func (y *yearScene) Enter(ctx *scenes.Context) { ctx.Audio.SetMusic(audio.ThemeForest, 0.3) }

// Inspect reports the Year, phase, GP, hexes held and the focused control.
func (y *yearScene) Inspect() any {
	v := y.p.sess.View()
	focus := ""
	if y.foc.Focus < len(y.foc.Btns) {
		focus = y.foc.Btns[y.foc.Focus].Label
		if y.foc.Btns[y.foc.Focus].Kind == ui.Cell {
			focus = "hex " + v.Label(y.p.sess.Data, y.foc.Btns[y.foc.Focus].ID)
		}
	}
	return map[string]any{"year": v.Year, "phase": v.Phase.String(), "gp": v.GP, "forest_hexes": v.Count(forest.Forest),
		"enemy_hexes": v.Count(forest.Enemy), "focus": focus, "busy": y.p.sess.Anim.Busy(), "nature": y.nature.String(),
		"ability_used": v.Used, "legal": len(y.p.sess.Legal()), "zoom": y.mv.zoom}
}

func (y *yearScene) start(e forest.Event) {
	v := y.p.sess.View()
	y.cv.apply(&v, e)
	y.mv.event(&v, y.p.sess.Data, e)
	au := func(id audio.Sfx) {}
	_ = au
	switch e.Kind {
	case forest.EvYearBegan:
		y.showBanner("Year " + itoa(e.Year))
	case forest.EvDoublesEvent:
		whose := " — for the Forest"
		switch {
		case e.Cause == "both":
			whose = " — on both sides"
		case e.Side == forest.Enemy:
			whose = " — for the Enemy"
		}
		y.showBanner("Doubles! " + e.Text + whose)
	case forest.EvResolved:
		switch {
		case e.Value == 1:
			y.showBanner("A tie: the defender holds")
		case e.Side == forest.Forest:
			y.showBanner("The Forest prevails")
		default:
			y.showBanner("The Enemy prevails")
		}
	}
}

func (y *yearScene) showBanner(s string) { y.banner, y.bannerOn = s, 1 }

// sound plays the effect of an event as it begins.
func sound(ctx *scenes.Context, e forest.Event) {
	switch e.Kind {
	case forest.EvRolled:
		ctx.Audio.Play(audio.SfxDiceRoll)
		if e.Side == forest.Enemy && e.Cause == "encroach" {
			ctx.Audio.Play(audio.SfxEncroach)
		}
	case forest.EvHexChanged:
		if e.Side == forest.Forest {
			ctx.Audio.Play(audio.SfxHexTaken)
		} else {
			ctx.Audio.Play(audio.SfxHexLost)
		}
	case forest.EvDoublesEvent:
		ctx.Audio.Play(audio.SfxDoubles)
	case forest.EvGrew:
		ctx.Audio.Play(audio.SfxGrow)
	case forest.EvWon:
		ctx.Audio.Play(audio.SfxVictory)
	case forest.EvLost:
		ctx.Audio.Play(audio.SfxDefeat)
	}
}

// Update plays the events' animations, then takes one press.
func (y *yearScene) Update(ctx *scenes.Context) error {
	sess := y.p.sess
	in := ctx.Input
	y.tick = int(ctx.Tick)
	sess.Tick()
	if in.Just(input.Pause) || in.Just(input.Back) {
		ctx.Stack.Push(newPause(y.p))
		return nil
	}
	start := func(e forest.Event) {
		y.start(e)
		sound(ctx, e)
		if e.Kind == forest.EvYearBegan {
			// The music grows tense as the Enemy holds more of the map.
			v := sess.View()
			ctx.Audio.SetMusic(audio.ThemeForest, float64(v.Count(forest.Enemy))/float64(max(1, len(v.Hexes)))*2)
		}
	}
	if in.Just(input.Skip) {
		sess.Anim.Skip(start)
	}
	sess.Anim.Step(ctx.AnimFactor(), Duration, start)
	if y.bannerOn > 0 {
		y.bannerOn -= 0.012 * max(ctx.AnimFactor(), 0.5)
	}
	y.mv.input(ctx)
	if sess.Anim.Busy() {
		return nil
	}
	v := sess.View()
	y.mv.sync(&v, sess.Data)
	if v.Phase.Over() {
		ctx.Stack.Replace(newOver(y.p))
		return nil
	}
	if y.builtAt != v.Steps {
		y.cv.fromViewIfStale(&v, sess.Data)
		y.build()
	}
	b, ok := y.mv.pressed(ctx, &y.foc)
	if !ok {
		return nil
	}
	switch b.Kind {
	case ui.Action, ui.Cell:
		y.p.act(ctx, b.Act)
	case ui.Control:
		y.pressUI(ctx, b.ID)
	}
	return nil
}

func (y *yearScene) pressUI(ctx *scenes.Context, id int) {
	switch {
	case id == idSheet:
		ctx.Stack.Push(newSheet(y.p))
	case id == idJournal:
		ctx.Stack.Push(newJournal(y.p))
	case id == idMenu:
		ctx.Stack.Push(newPause(y.p))
	case id == idZoom:
		y.mv.zoomBy(1.25)
	case id == idUnzoom:
		y.mv.zoomBy(0.8)
	case id == idHint:
		y.hint(ctx)
	case id >= idNature && id < idNature+int(forest.NumNatures):
		y.nature = forest.Nature(id - idNature)
		y.builtAt = -1
	}
}

// Plan is the press that brings the screen nearer to taking a.
func (y *yearScene) Plan(a forest.Action) (input.Action, bool) {
	if a.Kind == forest.ActEncroach && a.Nature != y.nature {
		for i, b := range y.foc.Btns {
			if b.Kind == ui.Control && b.ID == idNature+int(a.Nature) {
				return y.foc.Plan(i)
			}
		}
	}
	return y.foc.Plan(y.foc.Find(a))
}

// Draw paints the top bar, the map and the phase panel.
func (y *yearScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	if y.mv.grid == nil {
		v := y.p.sess.View()
		y.mv.sync(&v, y.p.sess.Data)
	}
	y.drawTop(dst, ctx)
	y.drawMap(dst, ctx)
	y.drawThreat(dst, ctx)
	y.drawPanel(dst, ctx)
	y.foc.DrawButtons(dst, ctx, sprites.StyleBody)
	y.shown = y.current()
}
