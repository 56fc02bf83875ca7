package forsakenart

import (
	"image"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// drawForsakenTable composes a table the way the screens will: the board
// on the left, the turn track and six travelers on the right.
func drawForsakenTable(dst *ebiten.Image, pal *sprites.Palette, fonts *sprites.Fonts, board *BoardArt, portraits *PortraitArt, track *TurnTrackArt, tt TurnTrack) image.Rectangle {
	dst.Fill(pal.C(sprites.ColBackground))
	l := forsakenTestLayout()
	r := image.Rect(24, 26, 24+668, 26+668)
	st := forsakenMidGame(l)
	if tt.Night {
		st.Legal, st.Cursor = nil, -1
	}
	board.Draw(dst, r, st)
	track.Draw(dst, 760, 34, tt)
	panel := image.Rect(716, 122, 1256, 694)
	sprites.DrawPanel(dst, panel, pal, sprites.PanelNormal)
	states := forsakenPortraitStates()
	for i := range 6 {
		st := states[i]
		st.Speaking = !tt.Night && i == tt.Turn
		portraits.Draw(dst, panel.Min.X+28+i%3*168, panel.Min.Y+24+i/3*176, i, st, 0)
	}
	sprites.DrawWrapped(dst, "Bryony: \"Destination 4 is the Void. Forge toward 3.\"", fonts.Face(sprites.StyleBody), float64(panel.Min.X+sprites.SpaceL), float64(panel.Max.Y-72), float64(panel.Dx()-2*sprites.SpaceL), sprites.AlignLeft, pal.C(sprites.ColText))
	return r
}

func TestRenderForsakenNight(t *testing.T) {
	needWindow(t)
	fonts := screentest.Fonts(t)
	for _, cb := range []bool{false, true} {
		kit := forsakenKitFor(t, cb)
		pal, board, portraits, track, night := kit.pal, kit.board, kit.portraits, kit.track, kit.night
		screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)

		day := TurnTrack{Turn: 1, N: 3}
		drawForsakenTable(screen, pal, fonts, board, portraits, track, day)
		dayShot := snapshot(screen)
		night.Draw(screen, 0)
		if string(snapshot(screen).Pix) != string(dayShot.Pix) {
			t.Errorf("%s: a Night tint of 0 changed the screen", pal.Name)
		}
		suffix := map[bool]string{false: "", true: "_colorblind"}[pal.ColorBlindSafe]
		savePNG(t, "forsaken_day"+suffix+".png", dayShot)

		dark := TurnTrack{Turn: -1, Night: true, N: 3}
		drawForsakenTable(screen, pal, fonts, board, portraits, track, dark)
		untinted := snapshot(screen)
		night.Draw(screen, 1)
		nightShot := snapshot(screen)
		savePNG(t, "forsaken_night"+suffix+".png", nightShot)

		// Night darkens, cools (blue gains on red) and deepens at the edges.
		whole := image.Rect(0, 0, sprites.ScreenWidth, sprites.ScreenHeight)
		dm, _ := regionStats(untinted, whole)
		nm, _ := regionStats(nightShot, whole)
		if nm > dm*0.8 {
			t.Errorf("%s: Night's mean luminance %.3f vs %.3f undimmed", pal.Name, nm, dm)
		}
		br := func(img *image.RGBA, r image.Rectangle) float64 {
			var b, rr float64
			for y := r.Min.Y; y < r.Max.Y; y += 2 {
				for x := r.Min.X; x < r.Max.X; x += 2 {
					c := img.RGBAAt(x, y)
					b += float64(c.B)
					rr += float64(c.R) + 1
				}
			}
			return b / rr
		}
		if br(nightShot, whole) <= br(untinted, whole)*1.1 {
			t.Errorf("%s: Night is not bluer (B/R %.2f vs %.2f)", pal.Name, br(nightShot, whole), br(untinted, whole))
		}
		edge := image.Rect(24, 600, 120, 690)
		mid := image.Rect(560, 300, 656, 390)
		ratio := func(r image.Rectangle) float64 {
			a, _ := regionStats(nightShot, r)
			b, _ := regionStats(untinted, r)
			return a / b
		}
		if ratio(edge) >= ratio(mid) {
			t.Errorf("%s: the edge keeps %.2f of its light, the middle %.2f: no vignette", pal.Name, ratio(edge), ratio(mid))
		}
		// Dusk is between.
		drawForsakenTable(screen, pal, fonts, board, portraits, track, dark)
		night.Draw(screen, 0.5)
		hm, _ := regionStats(snapshot(screen), whole)
		if !(hm < dm && hm > nm) {
			t.Errorf("%s: dusk luminance %.3f is not between day %.3f and night %.3f", pal.Name, hm, dm, nm)
		}

		// The track lights the current pip in the focus colour and only it.
		for turn := range 7 {
			img := ebiten.NewImage(TurnTrackSize.X, TurnTrackSize.Y)
			track.Draw(img, 0, 0, TurnTrack{Turn: turn, N: 2})
			shot := snapshot(img)
			for i := range 7 {
				x, y := trackX0+i*trackStep-7, TurnTrackSize.Y/2-6
				if i == 6 {
					x, y = trackX0+6*trackStep+trackForestGap-9, TurnTrackSize.Y/2-9
				}
				c := shot.RGBAAt(x, y)
				lit := sprites.DeltaE(c, pal.C(sprites.ColFocus)) < 12
				if lit != (i == turn) {
					t.Errorf("%s: turn %d: pip %d lit=%v (%v)", pal.Name, turn, i+1, lit, c)
				}
			}
		}
	}
}
