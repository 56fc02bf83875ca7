package forsakenui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/scenes"
	"deepwood/sprites"
)

// tableLook is what the table's picture was drawn from, besides the
// settings and input (for which the game redraws by itself): when it is
// the same now, the picture on screen is still right.
type tableLook struct {
	drawn      bool
	pal        *sprites.Palette
	steps      int // the session's actions applied
	focus      int
	page       int
	picked     int
	marking    bool
	cursor     int
	buttons    int
	bubbles    int          // speech bubbles shown
	gallows    int64        // the reveal's tick, while the thumbs turn over; -1 none
	priority   int          // the Priority bar's length in pixels; -1 none
	vote       int          // the Gallows countdown bar's length in pixels; -1 none
	voteSecond int          // the seconds the Gallows countdown reads
	covered    bool         // the hand-over screen is up (pass and play)
	hidden     bool         // the table is hidden by its person
	seat       int          // the seat at the screen
	lay        *tableLayout // the layout drawn (a phone turned redraws)
	tab        int          // the tab shown upright
}

// look is what the table would be drawn from at this tick.
func (t *tableScene) look(ctx *scenes.Context) tableLook {
	l := tableLook{drawn: true, pal: ctx.Palette, steps: t.s.Steps(), focus: t.menu.Focus, page: t.page, picked: t.picked,
		marking: t.marking, cursor: t.cursor, buttons: len(t.menu.Btns), gallows: -1, priority: -1, vote: -1,
		covered: t.ho.covered || t.ho.hidden, hidden: t.ho.hidden, seat: t.s.Human, lay: t.lay, tab: t.tab}
	if l.covered {
		l.focus = t.ho.btn.Focus
		return l
	}
	for _, b := range t.said {
		if b.until >= ctx.Tick {
			l.bubbles++
		}
	}
	g := &t.gallows
	players := t.view().Players
	if g.revealing(ctx.Tick, players) {
		l.gallows = ctx.Tick // the thumbs move: never still
		if ctx.Tick-g.at > int64(float64(flipStagger*players+flipTicks)*g.factor) {
			l.gallows = g.at // they have all turned over
		}
	}
	if t.priorityShown() {
		l.priority = barPixels(t.lay.priorityBar(), t.pace.left(t.factor(ctx)))
	}
	if f := t.voting(); f != nil && f.Rested && !g.revealing(ctx.Tick, players) {
		left := t.voteLeft(ctx.Tick)
		l.vote = barPixels(t.lay.voteBar(), left)
		l.voteSecond = int(math.Ceil(left * voteTicks * g.factor / 60))
	}
	return l
}

func barPixels(r image.Rectangle, share float64) int { return int(float64(r.Dx()) * share) }

// Still reports that the picture last drawn is still right.
func (t *tableScene) Still() bool { return t.shown.drawn && t.shown == t.lookNow }

// Retouch brings the picture up to date when only a countdown bar ran
// down since it was drawn: the bar's strip of panel is repainted and the
// bar drawn again. Anything else changed and it declines.
func (t *tableScene) Retouch(screen *ebiten.Image, ctx *scenes.Context) bool {
	now := t.lookNow
	was := t.shown
	if !was.drawn {
		return false
	}
	bars := now
	bars.priority, bars.vote = was.priority, was.vote
	if bars != was || (now.priority < 0) != (was.priority < 0) || (now.vote < 0) != (was.vote < 0) {
		return false
	}
	if now.priority >= 0 && now.priority != was.priority {
		r := t.lay.priorityBar()
		t.repaintStrip(screen, ctx, r.Inset(-1), t.lay.panel)
		t.drawBar(screen, ctx, r, float32(t.pace.left(t.factor(ctx))))
	}
	if now.vote >= 0 && now.vote != was.vote {
		r := t.lay.voteBar()
		t.repaintStrip(screen, ctx, r.Inset(-1), t.lay.gallows)
		t.drawBar(screen, ctx, r, float32(t.voteLeft(ctx.Tick)))
	}
	t.shown = now
	return true
}

// repaintStrip paints the part strip of the panel filling panel again.
func (t *tableScene) repaintStrip(screen *ebiten.Image, ctx *scenes.Context, strip, panel image.Rectangle) {
	sub := screen.SubImage(strip).(*ebiten.Image)
	sprites.DrawPanel(sub, panel, ctx.Palette, sprites.PanelNormal)
}

// drawBar is a countdown: a dim track and the share left in warning
// colour.
func (t *tableScene) drawBar(dst *ebiten.Image, ctx *scenes.Context, r image.Rectangle, share float32) {
	pal := ctx.Palette
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), pal.A(sprites.ColTextDim, 0.3), false)
	vector.FillRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(int(float32(r.Dx())*share)), float32(r.Dy()), pal.C(sprites.ColWarn), false)
}
