package ui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/sprites"
)

// SeedPad is the field for typing (or pasting) a seed code, the same in
// every mode that lets a player replay or share a table: the kit's text
// pad, so Backspace deletes a letter. Enter checks the text with
// dice.ParseSeed and either takes the seed or keeps the field open with
// what is wrong with the code written under it; Pause (Escape) closes it
// taking nothing.
type SeedPad struct {
	TextPad
	// Msg is what is wrong with the text last submitted, shown under the
	// field; empty when nothing is.
	Msg   string
	took  func(dice.Seed)
	shown PadLayout // the layout last drawn, for Inspect
}

// OpenSeed opens the empty field; took receives the seed of a code (or
// of any other words) the player submits.
func (n *SeedPad) OpenSeed(took func(dice.Seed)) {
	n.Msg, n.took = "", took
	n.Width = 480
	n.Open("", n.Submit)
}

// Submit is the field's Enter: it takes a valid code (or other text,
// hashed to a seed of its own) and explains a code that cannot be one.
func (n *SeedPad) Submit(txt string) {
	seed, err := dice.ParseSeed(txt)
	if err != nil {
		n.Msg = err.Error()
		return
	}
	n.Active, n.Msg = false, ""
	if n.took != nil {
		n.took(seed)
	}
}

// PadLayout is where an open pad's field stands and the faces it writes
// in, for the tests' hook (logical pixels: x, y, w, h).
type PadLayout struct {
	Field  [4]int    `json:"field"`
	Cancel [4]int    `json:"cancel"`
	Take   [4]int    `json:"take"`
	TextPx []float64 `json:"textPx"`
	Hint   string    `json:"hint"`
}

// Inspect is the pad as last drawn.
func (n *SeedPad) Inspect() *PadLayout { l := n.shown; return &l }

// Draw veils the screen and shows the field under its instructions, with
// what is wrong with the code typed: on a wide screen in a panel in the
// middle, on a phone held upright across the screen's width, in faces
// large enough to read there. On a touch screen the instructions say to
// tap for the keyboard: a tap while the pad is open brings up the
// phone's own (ebitenui's text input focuses a hidden field of the page
// for it).
func (n *SeedPad) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal, size := ctx.Palette, ctx.ScreenSize()
	vector.FillRect(dst, 0, 0, float32(size.X), float32(size.Y), pal.A(sprites.ColChaosBlack, 0.7), false)
	cx, cy := size.X/2, size.Y/2
	note := StyleFor(ctx)
	hint := Hint(ctx, func() string {
		return "Enter takes it; Escape closes. Any other words become a seed of their own."
	}, "Tap the field for the keyboard, then Take the code. Any other words become a seed of their own.")
	panel, msgW := image.Rect(cx-320, cy-130, cx+320, cy+140), 576
	if ctx.Upright() {
		panel, msgW = image.Rect(16, cy-170, size.X-16, cy+170), size.X-64
	}
	sprites.DrawPanel(dst, panel, pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Type or paste a seed code", ctx.Fonts.Face(sprites.StyleLarge), float64(cx), float64(panel.Min.Y+22), sprites.AlignCenter, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, hint, ctx.Fonts.Face(note), float64(panel.Min.X+32), float64(panel.Min.Y+60), float64(panel.Dx()-64), sprites.AlignCenter, pal.C(sprites.ColTextDim))
	n.DrawField(dst, ctx)
	msgY := cy + 60
	if ctx.Upright() {
		msgY = cy + 40
	}
	if n.Msg != "" {
		sprites.DrawWrapped(dst, n.Msg, ctx.Fonts.Face(sprites.StyleBody), float64(cx-msgW/2), float64(msgY), float64(msgW), sprites.AlignCenter, pal.C(sprites.ColBad))
	}
	cancel, take := DrawPadButtons(dst, ctx, "Cancel", "Take the code")
	fh := fieldHeight(ctx.Upright())
	n.shown = PadLayout{Field: [4]int{cx - n.Width/2, cy - fh/2, n.Width, fh}, Hint: hint,
		Cancel: rectOf(cancel), Take: rectOf(take),
		TextPx: []float64{ctx.Fonts.Size(sprites.StyleLarge), ctx.Fonts.Size(note), ctx.Fonts.Size(sprites.StyleBody)}}
}

// DrawPadButtons paints a pad's two buttons (PadButtons) labelled
// cancel and take, the one under the pointer lit, and returns where.
func DrawPadButtons(dst *ebiten.Image, ctx *scenes.Context, cancel, take string) (c, t image.Rectangle) {
	c, t = PadButtons(ctx)
	pt := ctx.Input.Pointer()
	for _, b := range []struct {
		r     image.Rectangle
		label string
	}{{c, cancel}, {t, take}} {
		style := sprites.PanelRaised
		if image.Pt(pt.X, pt.Y).In(b.r) {
			style = sprites.PanelFocused
		}
		drawButton(dst, ctx, b.r, b.label, ctx.Fonts.Face(sprites.StyleBody), style)
	}
	return c, t
}

// PadButtons are where a pad's two buttons (the seed pad's Cancel and
// Take the code) stand, for a mouse or a finger (the keys have Escape
// and Enter): under the field and its message, at the panel's foot.
func PadButtons(ctx *scenes.Context) (cancel, take image.Rectangle) {
	return PadButtonsAt(ctx.ScreenSize(), ctx.Upright())
}

// PadButtonsAt are PadButtons on a size screen, upright or not, for a
// scene's report, which has no context.
func PadButtonsAt(size image.Point, upright bool) (cancel, take image.Rectangle) {
	cx, cy := size.X/2, size.Y/2
	y, h, w := cy+88, 44, 200
	if upright {
		y, h, w = cy+96, 64, (size.X-80)/2
	}
	return image.Rect(cx-8-w, y, cx-8, y+h), image.Rect(cx+8, y, cx+8+w, y+h)
}

// Update takes a click or tap on Cancel (the pad closes, taking
// nothing) or Take the code (as Enter), then lets the field take the
// keys.
func (n *SeedPad) Update(ctx *scenes.Context) {
	if pt := ctx.Input.Pointer(); pt.Clicked {
		cancel, take := PadButtons(ctx)
		switch at := image.Pt(pt.X, pt.Y); {
		case at.In(cancel):
			n.Active, n.Msg = false, ""
			return
		case at.In(take):
			n.Enter()
			return
		}
	}
	n.TextPad.Update(ctx)
}

// rectOf is r as x, y, w, h.
func rectOf(r image.Rectangle) [4]int { return [4]int{r.Min.X, r.Min.Y, r.Dx(), r.Dy()} }

// StyleFor is the face of the kit's small notes on the screen now:
// Small on a wide screen, Body on a phone held upright, where Small
// would be under 12 CSS pixels.
func StyleFor(ctx *scenes.Context) sprites.Style {
	if ctx.Upright() {
		return sprites.StyleBody
	}
	return sprites.StyleSmall
}
