package forsakenart

import (
	"image"
	"strings"
	"testing"

	"deepwood/internal/arttest"
	"deepwood/internal/screentest"
	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

var forsakenNames = []string{"Alder", "Bryony", "Cedric", "Dagny", "Edwin", "Fern", "Garrick", "Hazel", "Ivo", "Juniper", "Kestrel", "Linden"}

// forsakenPortraitStates gives each of twelve seats a badge or two.
func forsakenPortraitStates() []TravelerState {
	st := make([]TravelerState, 12)
	for i := range st {
		st[i] = TravelerState{Name: forsakenNames[i], Cards: 3}
	}
	st[1].Speaking = true
	st[2].Spirit = true
	st[3].Doorstep = true
	st[4].Gallows = true
	st[5].Entangled = true
	st[6].Gallows, st[6].Doorstep = true, true
	st[7].Entangled, st[7].Speaking = true, true
	st[8].Cards = 0
	st[9].Cards = 12
	st[10].Spirit = true
	st[11].Cards = -1
	return st
}

func TestRenderForsakenPortraits(t *testing.T) {
	needWindow(t)
	fonts := screentest.Fonts(t)
	var shots [2]*image.RGBA
	for pi, cb := range []bool{false, true} {
		kit := forsakenKitFor(t, cb)
		pal, art := kit.pal, kit.portraits
		screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
		screen.Fill(pal.C(sprites.ColBackground))
		panel := image.Rect(sprites.SpaceL, sprites.SpaceL, sprites.ScreenWidth-sprites.SpaceL, 424)
		sprites.DrawPanel(screen, panel, pal, sprites.PanelNormal)
		sprites.DrawText(screen, "The travelers", fonts.Face(sprites.StyleHeading), float64(panel.Min.X+sprites.SpaceM+4), float64(panel.Min.Y+sprites.SpaceM), sprites.AlignLeft, pal.C(sprites.ColAccent))
		states := forsakenPortraitStates()
		sz := art.Size()
		for i, st := range states {
			x := panel.Min.X + 40 + i%6*196
			y := panel.Min.Y + 64 + i/6*168
			art.Draw(screen, x, y, i, st, 0)
			var tags []string
			for _, f := range []struct {
				on   bool
				name string
			}{{st.Spirit, "Spirit"}, {st.Doorstep, "Doorstep"}, {st.Gallows, "Gallows"}, {st.Entangled, "Entangled"}, {st.Speaking, "speaking"}} {
				if f.on {
					tags = append(tags, f.name)
				}
			}
			sprites.DrawWrapped(screen, strings.Join(tags, ", "), fonts.Face(sprites.StyleSmall), float64(x+sz.X+2), float64(y+24), 62, sprites.AlignLeft, pal.C(sprites.ColTextDim))
		}
		// The statement icons.
		talk := image.Rect(sprites.SpaceL, 448, sprites.ScreenWidth-sprites.SpaceL, sprites.ScreenHeight-sprites.SpaceL)
		sprites.DrawPanel(screen, talk, pal, sprites.PanelNormal)
		sprites.DrawText(screen, "Table talk", fonts.Face(sprites.StyleHeading), float64(talk.Min.X+sprites.SpaceM+4), float64(talk.Min.Y+sprites.SpaceM), sprites.AlignLeft, pal.C(sprites.ColAccent))
		icons := []struct {
			icon  Icon
			label string
		}{{IconClaim, "I am the …"}, {IconPeek, "I saw …'s card"}, {IconDestination, "Destination 3 is …"}, {IconAccuse, "… is Forsaken"}, {IconVouch, "I trust …"}, {IconForge, "Forge toward …"}}
		for i, ic := range icons {
			cx := float32(talk.Min.X + 100 + i*200)
			cy := float32(talk.Min.Y + 110)
			sprites.FillRoundRect(screen, cx-32, cy-32, 64, 64, 12, pal.C(sprites.ColChaosBlack))
			sprites.StrokeRoundRect(screen, cx-32, cy-32, 64, 64, 12, 2, pal.C(sprites.ColPanelEdge))
			DrawIcon(screen, ic.icon, cx, cy, 40, pal.C(sprites.ColText), pal.C(sprites.ColChaosBlack))
			DrawIcon(screen, ic.icon, cx-60, cy+70, 18, pal.C(sprites.ColTextDim), pal.C(sprites.ColPanel))
			sprites.DrawText(screen, ic.label, fonts.Face(sprites.StyleSmall), float64(cx)-44, float64(cy)+62, sprites.AlignLeft, pal.C(sprites.ColText))
		}
		img := snapshot(screen)
		shots[pi] = img
		savePNG(t, map[bool]string{false: "forsaken_portraits.png", true: "forsaken_portraits_colorblind.png"}[pal.ColorBlindSafe], img)
		if !pal.ColorBlindSafe {
			savePNG(t, "forsaken_portraits_zoom.png", zoom(img, image.Rect(sprites.SpaceL+30, sprites.SpaceL+60, sprites.SpaceL+30+620, sprites.SpaceL+60+170), 2))
		}

		if sz != image.Pt(124, 136) {
			t.Errorf("portrait box %v, want 124×136", sz)
		}
		// Every seat's face differs from every other's.
		var faces []*image.RGBA
		for i := range 12 {
			faces = append(faces, snapshot(art.face(i, false)))
		}
		for i := range faces {
			for j := range i {
				if n := pixelDiff(faces[i], faces[j], faces[i].Rect.Inset(30)); n < 800 {
					t.Errorf("%s: seats %d and %d differ in only %d pixels", pal.Name, j, i, n)
				}
			}
		}
		// The same seat is drawn the same again (to the GPU's rounding at
		// anti-aliased edges).
		a, b := snapshot(RenderTravelerPortrait(pal, 4, 96, false)), snapshot(RenderTravelerPortrait(pal, 4, 96, false))
		off := 0
		for y := range a.Rect.Dy() {
			for x := range a.Rect.Dx() {
				if !near(a.RGBAAt(x, y), b.RGBAAt(x, y), 4) {
					off++
				}
			}
		}
		if off > a.Rect.Dx()*a.Rect.Dy()/200 {
			t.Errorf("%s: a seat's portrait drawn twice differs in %d pixels", pal.Name, off)
		}
		// A spirit is a grey-blue ghost: less colourful than the living.
		live, ghost := faces[2], snapshot(art.face(2, true))
		if cl, cg := meanChroma(live, live.Rect.Inset(34)), meanChroma(ghost, live.Rect.Inset(34)); cg >= cl*0.8 {
			t.Errorf("%s: the spirit's chroma %.1f is near the living's %.1f", pal.Name, cg, cl)
		}
		// Each badge changes the portrait.
		base := TravelerState{Name: "Ivo", Cards: -1}
		plain := portraitShot(art, 8, base)
		for _, st := range []TravelerState{{Name: "Ivo", Cards: -1, Doorstep: true}, {Name: "Ivo", Cards: -1, Gallows: true},
			{Name: "Ivo", Cards: -1, Entangled: true}, {Name: "Ivo", Cards: -1, Speaking: true}, {Name: "Ivo", Cards: 4}, {Name: "Ivo", Cards: -1, Spirit: true}} {
			if n := pixelDiff(plain, portraitShot(art, 8, st), plain.Rect); n < 150 {
				t.Errorf("%s: badge %+v changes only %d pixels", pal.Name, st, n)
			}
		}
	}
	if n := pixelDiff(shots[0], shots[1], shots[0].Rect); n < 20000 {
		t.Errorf("the colour-blind portraits differ from the standard ones in only %d pixels", n)
	}
}

func portraitShot(art *PortraitArt, seat int, st TravelerState) *image.RGBA {
	sz := art.Size()
	img := ebiten.NewImage(sz.X, sz.Y)
	img.Fill(art.pal.C(sprites.ColPanel))
	art.Draw(img, 0, 0, seat, st, 0)
	return snapshot(img)
}

// meanChroma is the mean CIELAB chroma over r: how colourful it is.
func meanChroma(img *image.RGBA, r image.Rectangle) float64 {
	var sum float64
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			_, a, b := sprites.Lab(img.RGBAAt(x, y))
			sum += arttest.SqrtPos(a*a + b*b)
		}
	}
	return sum / float64(r.Dx()*r.Dy())
}
