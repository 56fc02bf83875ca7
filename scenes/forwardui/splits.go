package forwardui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/records"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// splitsTop is where the summary lists the splits, under the plot.
const splitsTop = 408

// paceColours are how a delta is coloured: ahead green, behind red, a
// new best segment gold, as speedrun timers show them; dim with no record
// to compare.
var paceColours = [...]sprites.ColorID{
	records.NoRecord: sprites.ColTextDim,
	records.Ahead:    sprites.ColGood,
	records.Behind:   sprites.ColBad,
	records.Gold:     sprites.ColAccent,
}

// paceColour is the colour of a delta at pace p (paceColours).
func paceColour(p records.Pace) sprites.ColorID {
	return ui.Entry(paceColours[:], p, sprites.ColTextDim)
}

// FormatDelta writes a split delta as +1.25 or −0.80 seconds.
func FormatDelta(ticks int64) string {
	sign := "+"
	if ticks < 0 {
		sign, ticks = "−", -ticks
	}
	cs := ticks * 100 / 60
	return sign + itoa(int(cs/100)) + "." + pad2(int(cs%100))
}

func pad2(n int) string {
	if n < 10 {
		return "0" + itoa(n)
	}
	return itoa(n)
}

// drawSplits lists the run's splits with their deltas and says whether the
// run set a personal best.
func (s *summaryScene) drawSplits(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	sess := s.p.sess
	times, names := sess.Splits()
	deltas, paces := sess.SplitPaces()
	outcome, _, _ := sess.Filed()
	head := "Splits"
	switch {
	case outcome.SeedPB && outcome.CategoryPB:
		head = "Splits — a personal best for this seed and category!"
	case outcome.SeedPB:
		head = "Splits — a personal best for this seed!"
	}
	if race := sess.RaceLabel(); race != "" {
		head = "Splits against " + race
	}
	sprites.DrawText(dst, head, fonts.Face(sprites.StyleBodyBold), float64(plotRect.Min.X), splitsTop, sprites.AlignLeft, pal.C(sprites.ColAccent))
	if len(times) == 0 {
		sprites.DrawText(dst, "No location was completed.", fonts.Face(sprites.StyleSmall), float64(plotRect.Min.X), splitsTop+30, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
	small, mono := fonts.Face(sprites.StyleSmall), fonts.Face(sprites.StyleMonoSmall)
	for i, t := range times {
		col, row := i/5, i%5
		x := float64(plotRect.Min.X + col*330)
		y := float64(splitsTop + 30 + row*24)
		sprites.DrawText(dst, names[i], small, x, y, sprites.AlignLeft, pal.C(sprites.ColText))
		sprites.DrawText(dst, FormatTime(t), mono, x+230, y, sprites.AlignRight, pal.C(sprites.ColText))
		if i < len(paces) && paces[i] != records.NoRecord {
			sprites.DrawText(dst, FormatDelta(deltas[i]), mono, x+310, y, sprites.AlignRight, pal.C(paceColour(paces[i])))
		}
	}
	if line := bestLine(sess.Best(s.p.h.Records), sess.SumOfBest(s.p.h.Records)); line != "" {
		sprites.DrawText(dst, line, mono, float64(plotRect.Min.X), splitsTop+30+5*24+10, sprites.AlignLeft, pal.C(sprites.ColAccent))
	}
	if where := s.filedWords(); where != "" {
		sprites.DrawText(dst, where, small, 96, 660, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	}
}

// filedWords says where the run's replay was saved, or why it could not
// be ("" when it was not saved).
func (s *summaryScene) filedWords() string {
	_, savedTo, saveErr := s.p.sess.Filed()
	switch {
	case saveErr != nil:
		return "The replay or records could not be saved: " + saveErr.Error()
	case savedTo == "":
		return ""
	}
	return "Replay saved to " + savedTo
}

// bestLine is the summary's line on this seed's records: the personal best
// and the sum of best segments, when known.
func bestLine(pb, sob int64) string {
	line := ""
	if pb > 0 {
		line = "Personal best " + FormatTime(pb)
	}
	if sob > 0 {
		if line != "" {
			line += "   ·   "
		}
		line += "Sum of best " + FormatTime(sob)
	}
	return line
}
