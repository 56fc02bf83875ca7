package forestui

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forest"
	"deepwood/sprites"
)

// JournalMarkdown is the whole journal as Markdown: a title, the game's
// facts, then one section per entry (Year 0 is the history) with the
// player's note as a quote.
func JournalMarkdown(sess *Session) string {
	v := sess.View()
	var b strings.Builder
	fmt.Fprintf(&b, "# %s — a journal\n\n", sess.ForestName())
	fmt.Fprintf(&b, "*I am the Forest* · seed `%s` · map %s · Ally: %s · Enemy: %s\n\n", sess.Seed().Code(), v.Map, sess.AllyName(), sess.EnemyName())
	for _, e := range v.Journal {
		if e.Year == 0 {
			b.WriteString("## Before the Years — history\n\n")
		} else {
			fmt.Fprintf(&b, "## Year %d\n\n", e.Year)
		}
		b.WriteString(e.Text)
		b.WriteString("\n\n")
		if e.Note != "" {
			for _, l := range strings.Split(e.Note, "\n") {
				b.WriteString("> " + l + "\n")
			}
			b.WriteString("\n")
		}
	}
	fmt.Fprintf(&b, "---\n\n%d hexes held by the Forest, %d by the Enemy, after %d Years.\n", v.Count(forest.Forest), v.Count(forest.Enemy), max(0, v.Year))
	return b.String()
}

// MapPNG renders the current map alone onto an offscreen image (with its
// name and the hexes each side holds) and encodes it as PNG. It reads
// pixels back, so it must run inside the game loop.
func MapPNG(sess *Session, pal *sprites.Palette, fonts *sprites.Fonts) ([]byte, error) {
	const w, h = 1200, 860
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	img.Fill(pal.C(sprites.ColBackground))
	mv := newMapView(image.Rect(0, 60, w, h))
	v := sess.View()
	mv.sync(&v, sess.Data)
	mv.render(pal, fonts)
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(0, 60)
	img.DrawImage(mv.img, &op)
	mv.img.Deallocate()
	title := fmt.Sprintf("%s · Year %d · Forest %d hexes, Enemy %d", sess.ForestName(), v.Year, v.Count(forest.Forest), v.Count(forest.Enemy))
	sprites.DrawText(img, title, fonts.Face(sprites.StyleLarge), w/2, 16, sprites.AlignCenter, pal.C(sprites.ColAccent))
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(rgba.Pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, rgba); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// exportName is the file name of an export: the seed and the Year, so
// exports of one game sort together.
func exportName(sess *Session, ext string) string {
	return fmt.Sprintf("forest-%s-year%d.%s", strings.ReplaceAll(sess.Seed().Code(), "-", ""), sess.View().Year, ext)
}
