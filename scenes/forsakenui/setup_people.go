package forsakenui

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

// people is the set-up's pass and play (RULES S41): how many people play
// at this screen and the name each goes by, typed on a text pad one
// person after another (Enter keeps a name and opens the next; Escape
// stops). One person plays as before: "You" among computer travelers.
type people struct {
	count int
	names []string
	pad   ui.TextPad
	who   int // the person whose name the pad holds
}

// setCount changes how many play at the screen, within 1 and the table's
// travelers; names already typed stay.
func (p *people) setCount(n, players int) {
	p.count = max(1, min(n, players))
	for len(p.names) < p.count {
		p.names = append(p.names, PersonName(len(p.names)))
	}
}

// step moves the count by step, round from players back to 1.
func (p *people) step(step, players int) {
	p.setCount((p.count-1+step+players)%players+1, players)
}

// text is the People row's value.
func (p *people) text() string {
	if p.count <= 1 {
		return "1 (you)"
	}
	return fmt.Sprint(p.count)
}

// namesText is the Names row's value: the names in order, shortened to
// fit the row.
func (p *people) namesText() string {
	if p.count <= 1 {
		return "only for 2 or more"
	}
	text := strings.Join(p.names[:p.count], ", ")
	if r := []rune(text); len(r) > 30 {
		text = string(r[:29]) + "…"
	}
	return text
}

// edit opens the pad on person i's name (none with one person).
func (p *people) edit(i int) {
	if p.count <= 1 || i >= p.count {
		p.pad.Active = false
		return
	}
	p.who = i
	p.pad.Width = 440
	p.pad.Open(p.names[i], func(text string) {
		p.names[p.who] = CleanName(text, p.who)
		p.edit(p.who + 1)
	})
}

// seats deals the people's seats from seed: the first as one player's
// (at random, or first to play in a guided game), the rest drawn by the
// rules (forsaken.PlayerSeats).
func (p *people) seats(seed dice.Seed, players int, guided bool) []int {
	first := forsaken.PlayerSeat(seed, players)
	if guided {
		first = forsaken.FirstSeat(seed, players) // RULES S40
	}
	return forsaken.PlayerSeats(seed, players, max(1, p.count), first)
}

// draw veils the set-up and shows the name being typed: upright across
// the screen, with Stop and Keep the name for a finger (setupPadUpright).
func (p *people) draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	title := fmt.Sprintf("Person %d of %d: the name they go by", p.who+1, p.count)
	if ctx.Upright() {
		p.drawUpright(dst, ctx, title)
		return
	}
	vector.FillRect(dst, 0, 0, sprites.ScreenWidth, sprites.ScreenHeight, pal.A(sprites.ColChaosBlack, 0.7), false)
	sprites.DrawPanel(dst, image.Rect(360, 250, 920, 470), pal, sprites.PanelNormal)
	sprites.DrawText(dst, title, ctx.Fonts.Face(sprites.StyleBodyBold), 640, 276, sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, "Enter keeps it and goes to the next person; Escape stops.", ctx.Fonts.Face(sprites.StyleSmall), 640, 430, sprites.AlignCenter, pal.C(sprites.ColTextDim))
	p.pad.DrawField(dst, ctx)
}
