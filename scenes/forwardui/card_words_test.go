package forwardui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forward"
	"deepwood/sprites"
)

// effectFits reports whether a card's effect words fit whole on a card
// face w×h as sprites.RenderCard lays it out (RenderCard drops the lines
// that do not fit), and how many lines they take.
func effectFits(fonts *sprites.Fonts, f sprites.CardFace, w, h int) (bool, int) {
	_, width, nameFace := sprites.CardWords(fonts, w, false)
	y := 5 + 28 + 4 + float64(h)*0.34 + 6
	y += float64(len(sprites.Wrap(f.Name, nameFace, width))) * sprites.LineHeight(nameFace)
	if f.Stats != "" {
		y += 2 + sprites.LineHeight(fonts.Face(sprites.StyleMonoSmall))
	}
	body := fonts.Face(sprites.StyleSmall)
	n := len(sprites.Wrap(f.Effect, body, width))
	return y+8+float64(n)*sprites.LineHeight(body) <= float64(h)-8, n
}

// TestEquipmentAndItemsSayWhatTheyMean: a piece of equipment says it is
// worn as soon as found and that 2 can be worn, a third making you
// discard one; an item likewise for carrying; and on the location's
// preview card every equipment's and item's words fit whole (issue 38
// item 6: the Sunforged Helm read "Equip (2 slots).").
func TestEquipmentAndItemsSayWhatTheyMean(t *testing.T) {
	ctx := screentest.Window(t)
	d, err := forward.DefaultData()
	if err != nil {
		t.Fatal(err)
	}
	helm, ok := d.ByName("Sunforged Helm")
	if !ok {
		t.Fatal("no Sunforged Helm in the data")
	}
	for i := range d.Cards {
		c := &d.Cards[i]
		if c.Type != forward.TypeEquipment && c.Type != forward.TypeItem {
			continue
		}
		f := faceOf(c)
		if strings.Contains(f.Effect, "slots") || !strings.Contains(f.Effect, "up to 2") || !strings.Contains(f.Effect, "discard one") {
			t.Errorf("%s: %q does not say what its slot means", c.Name, f.Effect)
		}
		if fits, n := effectFits(ctx.Fonts, f, landscape.preview.Dx(), landscape.preview.Dy()); !fits {
			t.Errorf("%s: %q (%d lines) does not fit on the preview card", c.Name, f.Effect, n)
		}
	}
	if got := effectWords(d.Card(helm)); !strings.HasSuffix(got, equipWords) {
		t.Errorf("the Sunforged Helm reads %q", got)
	}
	img := ebiten.NewImage(landscape.preview.Dx(), landscape.preview.Dy())
	windowtest.Do(func() {
		img.DrawImage(sprites.RenderCard(ctx.Palette, ctx.Fonts, landscape.preview.Dx(), landscape.preview.Dy(), faceOf(d.Card(helm))), nil)
	})
	t.Logf("screenshot %s", windowtest.SavePNG(t, img, windowtest.ShotsDir(), "forward-card-helm.png"))
}
