package forwardui

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/online"
	"deepwood/scenes"
	"deepwood/sprites"
	"deepwood/wire"
)

// boardPanel is the summary's submission to the board: the request while
// it runs, then the rank and the board around the run, the queue it waits
// in, or the server's refusal in its own words.
type boardPanel struct {
	call *online.Call[online.Submission]
	sub  online.Submission
	err  error
	name string // the player's name when it was sent: their line is lit
	gen  int    // bumps when what the panel shows changes (the layer key)
	// answered is set once poll has taken the call's result.
	answered bool
}

// active reports whether a submission was started: the panel then takes
// the plot's place.
func (b *boardPanel) active() bool { return b.call != nil }

// start sends replay to boards; a panel sends once.
func (b *boardPanel) start(ctx *scenes.Context, boards *online.Boards, replay []byte) {
	if b.call != nil || boards == nil {
		return
	}
	b.name = ctx.Settings.PlayerName
	b.call = boards.Submit(replay)
	b.gen++
}

// busy reports a request whose answer the panel has not taken yet.
func (b *boardPanel) busy() bool { return b.call != nil && !b.answered }

// poll takes the answer once it is in and reports whether it just came.
func (b *boardPanel) poll() bool {
	if !b.busy() || !b.call.Done() {
		return false
	}
	b.sub, b.err = b.call.Result()
	b.answered = true
	b.gen++
	return true
}

// headline is the panel's first line and its colour.
func (b *boardPanel) headline() (string, sprites.ColorID) {
	r := b.sub.Result
	switch {
	case b.busy():
		return "Submitting to the board…", sprites.ColText
	case b.err != nil:
		return "The board did not take this run", sprites.ColBad
	case b.sub.Queued:
		return "Queued: the server did not take it yet", sprites.ColAccent
	case r.Status == wire.Duplicate && r.Ranks.Time > 0:
		return "Already on the board: rank " + itoa(r.Ranks.Time), sprites.ColGood
	case r.Status == wire.Duplicate:
		return "Already on the board", sprites.ColGood
	case r.Run.Outcome != "victory":
		return "Submitted: kept in your history, not ranked", sprites.ColText
	case r.PersonalBest:
		return "Rank " + itoa(r.Ranks.Time) + " on the board: your best here", sprites.ColGood
	}
	return "Submitted: your best on this board is faster", sprites.ColText
}

// detail is the line under the headline, wrapped.
func (b *boardPanel) detail() string {
	switch {
	case b.busy():
		return "Verified by the server with the same rules before it is ranked."
	case b.err != nil:
		return online.Plain(b.err)
	case b.sub.Queued:
		return b.sub.Why + ". The run waits in the queue and is sent again every minute while Online is on; its replay is kept."
	}
	k := b.sub.Result.Run.Board
	return "Board: " + k.Seed + ", " + strings.TrimSuffix(k.Category, "-seed") + " seed, by in-game time"
}

// draw paints the panel into r (the plot's place).
func (b *boardPanel) draw(dst *ebiten.Image, ctx *scenes.Context, r image.Rectangle) {
	pal, fonts := ctx.Palette, ctx.Fonts
	sprites.FillRoundRect(dst, float32(r.Min.X), float32(r.Min.Y), float32(r.Dx()), float32(r.Dy()), 8, pal.C(sprites.ColBackground))
	head, col := b.headline()
	x, y := float64(r.Min.X+20), float64(r.Min.Y+12)
	sprites.DrawText(dst, head, fonts.Face(sprites.StyleBodyBold), x, y, sprites.AlignLeft, pal.C(col))
	sprites.DrawWrapped(dst, b.detail(), fonts.Face(sprites.StyleSmall), x, y+32, float64(r.Dx()-40), sprites.AlignLeft, pal.C(sprites.ColTextDim))
	if len(b.sub.Around) == 0 {
		return
	}
	small, mono := fonts.Face(sprites.StyleSmallBold), fonts.Face(sprites.StyleMonoSmall)
	y += 78
	for _, h := range []struct {
		x     float64
		label string
		align sprites.Align
	}{{x + 40, "#", sprites.AlignRight}, {x + 60, "Player", sprites.AlignLeft}, {x + 400, "Time", sprites.AlignRight}, {x + 500, "Actions", sprites.AlignRight}, {x + 600, "HP", sprites.AlignRight}} {
		sprites.DrawText(dst, h.label, small, h.x, y, h.align, pal.C(sprites.ColTextDim))
	}
	for _, e := range b.sub.Around {
		y += 24
		c := pal.C(sprites.ColText)
		if strings.EqualFold(e.Player, b.name) {
			c = pal.C(sprites.ColAccent)
			sprites.FillRoundRect(dst, float32(x), float32(y-2), float32(r.Dx()-40), 24, 4, pal.A(sprites.ColAccent, 0.15))
		}
		sprites.DrawText(dst, itoa(e.Rank), mono, x+40, y, sprites.AlignRight, c)
		sprites.DrawText(dst, e.Player, mono, x+60, y, sprites.AlignLeft, c)
		sprites.DrawText(dst, FormatTime(msTicks(e.IGTms)), mono, x+400, y, sprites.AlignRight, c)
		sprites.DrawText(dst, itoa(e.Actions), mono, x+500, y, sprites.AlignRight, c)
		sprites.DrawText(dst, itoa(e.HPLeft), mono, x+600, y, sprites.AlignRight, c)
	}
}

// msTicks turns the server's milliseconds back into game ticks (60 a
// second), the unit FormatTime and the splits take.
func msTicks(ms int64) int64 { return ms * 60 / 1000 }
