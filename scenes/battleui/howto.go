package battleui

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
	"deepwood/storage"
)

// howToPage is one page of the rules reference.
type howToPage struct{ title, text string }

// howToPages are Mass Combat's rules in plain words, matching RULES.md
// M1–M30 and the seed's §5.
var howToPages = []howToPage{
	{"The battle", "Two armies, Red and Blue, fight on a field of 449 hexes. Each army is a number of troops of eight types, split into units of one type each: the larger army into up to 9 units, the smaller so its units are not much smaller. The loss unit is the troops a lost melee costs: all troops of both armies divided by three times all their units, rounded up.\n\nA battle is won when the other side has no unit on the field, retreats or surrenders. After 30 rounds it is a draw."},
	{"Troops", "Light infantry (str 2, move 3): +2 when it or its enemy is in closed terrain; crosses closed terrain at 1; may step 1 space after melee.\nMedium infantry (3, 2): steady.\nHeavy infantry (4, 2) and pikemen (4, 2): -1 in closed terrain; pikemen +3 against cavalry.\nCavalry, light (2, 5), medium (3, 4), heavy (5, 4): +2 when it and its enemy are in the open, lost when two enemies that do not touch each other hem it in.\nBowmen (2, 2): shoot 2-4 hexes along open ground.\n\nTokens: crossed lines are infantry (a dot for light, a bar for heavy, an upright pike for pikemen), diagonals are cavalry (one light, two medium, three heavy), an arc is bowmen; Unit key on the field shows them all. The bar above shows losses; the number is troops present."},
	{"The field", "Open ground (meadow, grass strokes) costs 1 to enter; closed ground (woods, trees) costs 2 (1 for light infantry); rock (hatched grey) cannot be entered.\n\nBarriers lie on hex edges. A hard barrier (grey wall) cannot be crossed and the hexes on either side are not in contact. A soft barrier (dashed hedge) costs the attacker across it 1 strength in melee; on a two-way hedge the attacker is the unit that moved last. Teeth mark a one-way barrier.\n\nHigher ground (lighter, contour marks) gives +1 against a lower enemy."},
	{"Deployment", "When defending, the defender places its units one at a time on any open or closed hex, then chooses the attacker's rows: its frontmost row at either end. The attacker places on that row or beyond, and that edge becomes its own.\n\nIn an ambush the ambushed army stands in its formation and the attacker places around it, never surrounding it.\n\nRound 1 belongs to the attacker and goes straight to combat: the rulebook counts the placement as its movement phases."},
	{"A round", "The proactive side alternates each round. From round 2, each side first decides to fight on, retreat (units that can reach their own edge leave) or surrender.\n\nThen each side secretly marks half its units, rounded down, as quick. Four movement phases follow: quick units of the proactive side, quick units of the other, then the rest of the proactive side, then the rest of the other.\n\nA unit that ends its move touching an enemy stops: both are held for the round. Select a unit to see its reach: amber rings mark where contact would stop it. Undo takes moves back until dice are rolled. Threats shows where the enemy can reach."},
	{"Combat", "Bowmen that did not move more than 1 space and are not in contact shoot first: at range 2 a win costs the target 3/10 of the bowmen unit's size, its troops before any loss (1/10 on a loss), at 3-4 a win costs 1/10.\n\nThen units in contact form clusters: one unit against one or more enemies. The proactive side's unit rolls: strength + 2d8 + d10 (0-9) must reach 14 + the enemy's strength. The loser takes the loss unit and moves back; with nowhere to go it takes double. A lone unit that beats all its enemies gives each half a loss.\n\nThe odds preview shows the exact chance out of 640 and the expected losses, with every modifier."},
	{"The end", "Surrender ends the battle at once and halves both sides' other losses. After a retreat, the side that stayed has its losses halved. Annihilation halves nothing. Units destroyed stay lost.\n\nEverything is saved after each action: Continue: Mass Combat on the title picks it up."},
}

// howTo is the rules reference with the guided first game.
type howTo struct {
	h    Hooks
	page int
	tick int
	btns buttons
}

// HowToScene is Mass Combat's rules reference.
func HowToScene(h Hooks) scenes.Scene {
	s := &howTo{h: h}
	s.btns.add(image.Rect(860, 640, 1240, 690), "Play a guided first battle", true, func(ctx *scenes.Context) {
		if sess, err := NewGuided(h.Store); err == nil {
			ctx.Stack.Reset(NewField(h, sess))
		}
	})
	return s
}

// NewGuided starts the guided first battle: a skirmish against the easy
// computer, the player defending (Blue) so it deploys first, with
// coaching lines for every phase.
func NewGuided(store storage.Store) (*Session, error) {
	su := Setup{Scenario: "skirmish", Players: [2]Player{{Level: ai.Easy}, {Human: true}}, Seed: dice.HashText("guided first battle"), Guided: true}
	return NewSession(store, su)
}

// Name is "battle-howto".
func (s *howTo) Name() string { return "battle-howto" }

// Update turns pages; Back leaves.
func (s *howTo) Update(ctx *scenes.Context) error {
	s.tick++
	in := ctx.Input
	if in.Just(input.Back) {
		ctx.Stack.Pop()
		return nil
	}
	if in.Repeat(input.Left) || in.Repeat(input.PrevPage) {
		s.page = max(0, s.page-1)
	}
	if in.Repeat(input.Right) || in.Repeat(input.NextPage) {
		s.page = min(len(howToPages)-1, s.page+1)
	}
	if !s.btns.pointer(ctx) && in.Just(input.Confirm) {
		s.btns.list[0].run(ctx)
	}
	return nil
}

// Draw shows the page.
func (s *howTo) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	pal := ctx.Palette
	sprites.DrawBackdrop(dst, pal, s.tick)
	p := howToPages[s.page]
	sprites.DrawPanel(dst, image.Rect(120, 40, 1160, 620), pal, sprites.PanelNormal)
	sprites.DrawText(dst, "Mass Combat · "+p.title, ctx.Fonts.Face(sprites.StyleHeading), 160, 70, sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, p.text, ctx.Fonts.Face(sprites.StyleBody), 160, 130, 960, sprites.AlignLeft, pal.C(sprites.ColText))
	for i := range howToPages {
		clr := pal.C(sprites.ColTextDim)
		if i == s.page {
			clr = pal.C(sprites.ColAccent)
		}
		sprites.FillRoundRect(dst, float32(560+i*24), 590, 12, 12, 6, clr)
	}
	sprites.DrawText(dst, "Left/Right turn the page · Confirm: guided first battle · Back", ctx.Fonts.Face(sprites.StyleSmall), 120, 660, sprites.AlignLeft, pal.C(sprites.ColTextDim))
	s.btns.draw(dst, ctx, true)
}

// Inspect reports the page.
func (s *howTo) Inspect() any {
	return map[string]any{"scene": s.Name(), "page": s.page, "pages": len(howToPages), "title": howToPages[s.page].title}
}
