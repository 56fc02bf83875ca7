package app

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/sprites"
)

// noticeTicks is how long a banner stays: eight seconds, long enough to
// read a sentence about a broken settings file.
const noticeTicks = 8 * 60

// notice is the banner across the top of the screen for messages the player
// must see whatever screen is showing.
type notice struct {
	text  string
	ticks int
}

func (n *notice) show(msg string) { n.text, n.ticks = msg, noticeTicks }

// update counts down the real time of one Update (elapsed ticks, 6 at 10
// frames a second), so a slow machine shows the banner eight seconds too,
// not eight seconds' worth of frames.
func (n *notice) update(elapsed int64) {
	if n.ticks > 0 {
		n.ticks = max(n.ticks-int(elapsed), 0)
		if n.ticks == 0 {
			n.text = ""
		}
	}
}

func (n *notice) draw(screen *ebiten.Image, ctx *scenes.Context) {
	if n.text == "" {
		return
	}
	face := ctx.Fonts.Face(sprites.StyleBody)
	lines := sprites.Wrap(n.text, face, 1000)
	_, lh := sprites.Measure("Ag", face)
	h := int(lh)*len(lines) + 28
	r := image.Rect(120, 16, sprites.ScreenWidth-120, 16+h)
	sprites.DrawPanel(screen, r, ctx.Palette, sprites.PanelFocused)
	y := float64(r.Min.Y + 14)
	for _, l := range lines {
		sprites.DrawText(screen, l, face, float64(sprites.ScreenWidth/2), y, sprites.AlignCenter, ctx.Palette.C(sprites.ColText))
		y += lh
	}
}

// reportLoad tells the player every file that could not be read at start,
// in one banner: two broken files are two messages, never one hiding the
// other.
func (g *Game) reportLoad(settingsErr, recordsErr error) {
	var msgs []string
	if settingsErr != nil {
		g.opts.Log("settings: %v", settingsErr)
		msgs = append(msgs, "Settings could not be read: "+settingsErr.Error())
	}
	if recordsErr != nil {
		g.opts.Log("records: %v", recordsErr)
		msgs = append(msgs, "Personal bests could not be read: "+recordsErr.Error())
	}
	if len(msgs) > 0 {
		g.notify(strings.Join(msgs, "\n"))
	}
}
