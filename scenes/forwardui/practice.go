package forwardui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/sprites"
)

const (
	uiPBack  = 140
	uiPPlace = 150 // + position 0–8
)

// practiceScene picks one location of a seed to rehearse: the nine
// locations in the order the seed deals them, each with its effect.
type practiceScene struct {
	h     Hooks
	seed  dice.Seed
	data  *forward.Data
	dg    forward.Dungeon
	f     focusList
	msg   string
	still layer
}

// newPracticeScene lists seed's locations.
func newPracticeScene(h Hooks, seed dice.Seed) (*practiceScene, error) {
	d, err := forward.DefaultData()
	if err != nil {
		return nil, err
	}
	s := &practiceScene{h: h, seed: seed, data: d, dg: forward.Describe(d, seed)}
	for i := range s.dg.Locations {
		y := 132 + i*54
		s.f.Add(button{Rect: image.Rect(96, y, 520, y+46), Label: itoa(i+1) + ". " + s.dg.Locations[i].Name, Kind: ui.Control, ID: uiPPlace + i, Enabled: true})
	}
	s.f.Add(button{Rect: image.Rect(96, 632, 300, 676), Label: "Back", Kind: ui.Control, ID: uiPBack, Enabled: true})
	return s, nil
}

// Name is "forward-practice".
func (s *practiceScene) Name() string { return "forward-practice" }

// Update starts the chosen practice.
func (s *practiceScene) Update(ctx *scenes.Context) error {
	b, ok := s.f.Pressed(ctx)
	if !ok {
		return nil
	}
	switch id := b.ID; {
	case id == uiPBack:
		ctx.Stack.Pop()
	case id >= uiPPlace:
		sess, err := NewPracticeSession(s.seed, id-uiPPlace+1)
		if err != nil {
			s.msg, s.still.ok = err.Error(), false
			return nil
		}
		ctx.Stack.Reset(StartRun(s.h, sess))
	}
	return nil
}

// Draw paints the list and, for the focused location, its effect.
func (s *practiceScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	s.still.show(dst, ctx, s.f.Focus, s.drawStill)
	s.f.DrawButtons(dst, ctx, sprites.StyleBody)
}

func (s *practiceScene) drawStill(dst *ebiten.Image, ctx *scenes.Context) {
	pal, fonts := ctx.Palette, ctx.Fonts
	drawScenery(dst, ctx, 0)
	sprites.DrawPanel(dst, image.Rect(64, 40, 560, 700), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Practise a location", fonts.Face(sprites.StyleHeading), 96, 56, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawText(dst, "Seed "+s.seed.Code()+", in the order it deals them", fonts.Face(sprites.StyleBody), 96, 98, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	sprites.DrawPanel(dst, image.Rect(600, 40, 1216, 700), pal, sprites.PanelNormal)
	at := s.f.Focus
	if at >= len(s.dg.Locations) {
		at = 0
	}
	l := s.dg.Locations[at]
	sprites.DrawText(dst, l.Name, fonts.Face(sprites.StyleLarge), 632, 64, sprites.AlignLeft, pal.C(sprites.ColAccent))
	effect := l.Effect
	for _, loc := range s.data.Locations {
		if loc.Number == l.Number {
			effect = loc.EffectName + " — " + loc.EffectText
		}
	}
	sprites.DrawWrapped(dst, effect, fonts.Face(sprites.StyleBody), 632, 108, 552, sprites.AlignLeft, pal.C(sprites.ColText))
	y := 220.0
	sprites.DrawText(dst, "Dealt here", fonts.Face(sprites.StyleBodyBold), 632, y, sprites.AlignLeft, pal.C(sprites.ColAccent))
	for i, c := range l.Cells {
		sprites.DrawText(dst, itoa(i+1)+"  "+c, fonts.Face(sprites.StyleBody), 648, y+34+float64(i)*30, sprites.AlignLeft, pal.C(sprites.ColText))
	}
	note := "You start fresh: " + itoa(forward.StartHP) + " HP, nothing in hand, no companions. The practice ends when you leave the location; it is kept as a practice in your replays and records, never as a run."
	if s.msg != "" {
		note = s.msg
	}
	sprites.DrawWrapped(dst, note, fonts.Face(sprites.StyleSmall), 632, 560, 552, sprites.AlignLeft, pal.C(sprites.ColTextDim))
}
