package forestui

import (
	"image"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"deepwood/internal/screentest"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	hexgrid "deepwood/rules/hex"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// TestTaleIsTheRulebooks (issue 38 item 4): the level screen's line and the
// Tale card say the same thing, "the rulebook's own rules", and no level
// calls the rulebook "the seed", a word the game uses for dice codes.
func TestTaleIsTheRulebooks(t *testing.T) {
	ctx := screentest.Window(t)
	s := NewLevelScene(Hooks{}, time.Date(2026, 1, 2, 3, 0, 0, 0, time.UTC), func() dice.Seed { return 1 }, nil)
	screentest.Shoot(t, ctx, s, 1, "forest-level.png")
	if d := forest.Tale.Info().Description; !strings.HasPrefix(d, "The rulebook's own rules") {
		t.Errorf("the Tale card says %q", d)
	}
	for _, l := range forest.Levels() {
		if strings.Contains(strings.ToLower(l.Description), "seed") {
			t.Errorf("%s says %q", l.Name, l.Description)
		}
	}
}

// TestGrowButtonsHoldTheirWholeLabels (issue 38 item 4): at every Grow of
// three games, on to values at 12 and abilities at level 3, each Grow
// button holds its whole label in the faces the screen draws it in ("Water
// 12 → 12 — Water is …" and "Heaven and H…" were cut), and the GP line
// says "1 Growth Point". The screenshot is the Grow with the most words.
func TestGrowButtonsHoldTheirWholeLabels(t *testing.T) {
	ctx := screentest.Window(t)
	body, small := ctx.Fonts.Face(sprites.StyleBody), ctx.Fonts.Face(sprites.StyleSmall)
	if gpLine(1) != "1 Growth Point to spend, or save" || gpLine(2) != "2 Growth Points to spend, or save" {
		t.Errorf("GP lines %q, %q", gpLine(1), gpLine(2))
	}
	type game struct {
		seed  string
		level forest.Level
	}
	var most game
	words, grows, at := 0, 0, 0
	// play plays g with the greedy bot, laying out every Grow, up to the
	// end or to action stop; it returns the session there.
	play := func(g game, stop int) *Session {
		sess, err := NewGameSession(nil, dice.HashText(g.seed), forest.Setup{Level: g.level})
		if err != nil {
			t.Fatal(err)
		}
		for i, s := 0, sess.State; !s.Phase.Over() && i != stop; i, s = i+1, sess.State {
			if s.Phase == forest.PhaseGrow && stop < 0 {
				grows++
				if n := checkGrowLabels(t, growScene(sess), body, small); n > words {
					words, most, at = n, g, i
				}
			}
			if err := sess.Do(forest.Greedy{}.Choose(s, sess.Legal())); err != nil {
				t.Fatal(err)
			}
			sess.Anim.Clear()
		}
		return sess
	}
	for _, g := range []game{{"grow tale", forest.Tale}, {"grow long", forest.Struggle}, {"grow blight", forest.Blight}} {
		play(g, -1)
	}
	if grows < 30 {
		t.Fatalf("only %d Grows laid out", grows)
	}
	screentest.Shoot(t, ctx, growScene(play(most, at)), 2, "forest-grow-whole.png")
}

// growScene is the Year screen of sess, laid out.
func growScene(sess *Session) *yearScene {
	y := newYear(&play{sess: sess})
	v := sess.View()
	y.mv.sync(&v, sess.Data)
	y.build()
	return y
}

// checkGrowLabels checks that each Grow button of y shows its whole label
// and that the buttons end above the focused option's words; it returns
// the length of all their labels.
func checkGrowLabels(t *testing.T, y *yearScene, body, small text.Face) int {
	t.Helper()
	v := y.p.sess.View()
	n := 0
	for _, b := range y.foc.Btns {
		if b.Kind != ui.Action || b.Act.Kind == forest.ActEndYear {
			continue
		}
		n += len(b.Label)
		face := body
		if b.Small {
			face = small
		}
		lines, _ := ui.LabelLines(b.Label, face, small, b.Rect.Dx()-12, b.Rect.Dy())
		if got := strings.Join(lines, " "); got != b.Label {
			t.Errorf("%s Year %d: %q shows as %q", v.Level, v.Year, b.Label, got)
		}
	}
	if bottom := y.growBottom(); bottom > 480 {
		t.Errorf("%s Year %d: the Grow buttons reach y %d, into the focused option's words", v.Level, v.Year, bottom)
	}
	return n
}

// TestMapButtonsCoverNoHex (issue 38 item 4): on every map and level, the
// zoom and Hint buttons and the threat strip cover no hex and no column
// letter of the whole map (the Hint covered I1).
func TestMapButtonsCoverNoHex(t *testing.T) {
	ctx := screentest.Window(t)
	for _, l := range []forest.Level{forest.Tale, forest.Struggle} {
		for _, m := range []string{"glade", "isle", "vale"} {
			sess, err := NewGameSession(nil, dice.HashText("map "+m), forest.Setup{Level: l, Map: m})
			if err != nil {
				t.Fatal(err)
			}
			for sess.State.Phase != forest.PhaseGrow {
				if err := sess.Do(forest.Greedy{}.Choose(sess.State, sess.Legal())); err != nil {
					t.Fatal(err)
				}
			}
			sess.Anim.Clear()
			y := newYear(&play{sess: sess})
			v := sess.View()
			y.mv.sync(&v, sess.Data)
			y.build()
			over := []image.Rectangle{}
			for _, b := range y.foc.Btns {
				if b.Kind == ui.Control && b.Rect.Overlaps(mapArea) {
					over = append(over, b.Rect)
				}
			}
			if len(over) != 3 {
				t.Fatalf("%d buttons over the map", len(over))
			}
			if l != forest.Tale {
				over = append(over, threatRect)
			}
			mv := y.mv
			hw := mv.r * math.Sqrt(3) / 2
			for i := range v.Hexes {
				x, yy := mv.centre(i)
				hex := image.Rect(int(x-hw), int(yy-mv.r), int(x+hw), int(yy+mv.r))
				for _, o := range over {
					if o.Overlaps(hex) {
						t.Errorf("%s on %s: %v covers hex %s", l, m, o, v.Label(sess.Data, i))
					}
				}
			}
			for col := range mv.grid.Width() {
				p := mv.lay.HexToPixel(hexgrid.Offset{Col: col, Row: 0}.Axial())
				x, yy := mv.toScreen(p.X, p.Y-mv.r-12)
				for _, o := range over {
					if o.Overlaps(image.Rect(int(x-8), int(yy-8), int(x+8), int(yy+8))) {
						t.Errorf("%s on %s: %v covers column letter %c", l, m, o, 'A'+col)
					}
				}
			}
			if mv.r < 30 {
				t.Errorf("%s on %s: hexes of radius %.1f", l, m, mv.r)
			}
			if l == forest.Struggle && m == "isle" || l == forest.Tale && m == "glade" {
				screentest.Shoot(t, ctx, y, 1, "forest-map-"+m+"-"+l.String()+".png")
			}
		}
	}
}
