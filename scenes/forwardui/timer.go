package forwardui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/records"
	"deepwood/scenes"
	"deepwood/sprites"
)

// splitFlashTicks is how long a split's delta stays on the HUD: five
// seconds, long enough to read at a glance mid-run.
const splitFlashTicks = 5 * 60

// splitFlash is the last split's delta against the personal best, shown
// under the timer for a while after the split.
type splitFlash struct {
	seen  int // splits already flashed
	text  string
	pace  records.Pace
	until int64 // in-game tick the flash ends
}

// drawTimer paints the in-game and real times (a tenth of a second at a
// time, so the strings are rebuilt ten times a second, not every frame) and
// the last split's delta.
func (h *hud) drawTimer(dst *ebiten.Image, ctx *scenes.Context, p *play) {
	pal := ctx.Palette
	g := &p.g
	mono := ctx.Fonts.Face(g.mono)
	sess := p.sess
	if tenth := sess.Ticks() / 6; tenth != h.timeKey || h.timeStr == "" {
		h.timeKey, h.timeStr = tenth, FormatTime(sess.Ticks())
		h.timeStr = h.timeStr[:len(h.timeStr)-1]
	}
	rta := int64(sess.RealTime().Seconds() * 60)
	if sess.playback {
		h.rtaStr = "playback"
	} else if tenth := rta / 6; tenth != h.rtaKey || h.rtaStr == "" {
		s := FormatTime(rta)
		h.rtaKey, h.rtaStr = tenth, "RTA "+s[:len(s)-1]
	}
	right := float64(g.timerRight)
	sprites.DrawText(dst, h.timeStr, mono, right, float64(g.timerY), sprites.AlignRight, pal.C(sprites.ColText))
	sprites.DrawText(dst, h.rtaStr, ctx.Fonts.Face(g.small), right, float64(g.timerY2), sprites.AlignRight, pal.C(sprites.ColTextDim))
	times, _ := sess.Splits()
	if n := len(times); n > h.split.seen {
		h.split.seen = n
		d, pace := sess.Pace(p.h.Records, n-1, times[n-1])
		h.split.pace, h.split.until = pace, sess.Ticks()+splitFlashTicks
		h.split.text = splitFlashText(n, times, d, pace, sess.racing() != nil)
	}
	left := right - timerWidth
	if f := p.resetProgress(); f > 0 {
		w := (timerWidth - 20) * f
		p.art.fillRect(dst, left-timerWidth+20, float64(g.timerY2+20), w, 4, pal.C(sprites.ColWarn))
		sprites.DrawText(dst, "Hold to reset", ctx.Fonts.Face(g.small), left, float64(g.timerY2), sprites.AlignRight, pal.C(sprites.ColWarn))
		return
	}
	switch {
	case h.split.text != "" && sess.Ticks() < h.split.until:
		sprites.DrawText(dst, h.split.text, mono, left, float64(g.timerY2), sprites.AlignRight, pal.C(paceColour(h.split.pace)))
	case !sess.Over():
		// The split under way and its segment's running time.
		seg := sess.Ticks()
		if n := len(times); n > 0 {
			seg -= times[n-1]
		}
		if key := seg/6 + int64(len(times))<<40; key != h.segKey || h.segStr == "" {
			t := FormatTime(seg)
			h.segKey, h.segStr = key, "Split "+itoa(len(times)+1)+"  "+t[:len(t)-1]
		}
		sprites.DrawText(dst, h.segStr, ctx.Fonts.Face(g.small), left, float64(g.timerY2), sprites.AlignRight, pal.C(sprites.ColTextDim))
	}
}

// splitFlashText is the line the HUD flashes as split n ends at times[n-1]:
// its delta against the personal best (or the board's, racing) when there
// is one to compare with, else the segment's own time, as the split under
// way shows it, so the line always holds a time.
func splitFlashText(n int, times []int64, d int64, pace records.Pace, racing bool) string {
	text := "Split " + itoa(n) + "  "
	switch {
	case pace == records.NoRecord:
		seg := times[n-1]
		if n > 1 {
			seg -= times[n-2]
		}
		t := FormatTime(seg)
		return text + t[:len(t)-1]
	case racing:
		return text + FormatDelta(d) + " vs board"
	}
	return text + FormatDelta(d)
}

// timerWidth is the room the timer column takes at the HUD's top right;
// the seed and the split line sit to its left.
const timerWidth = 110
