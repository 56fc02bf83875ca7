package forsakenart

import (
	"image"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/sprites"

	"github.com/hajimehoshi/ebiten/v2"
)

// One card of each sub-type from levels/forsaken/travelers.txt.
var forsakenTravelerCards = []TravelerCardFace{
	{"Trailblaze", FSubNavigation, false, "Forge a Path, then Forge another."},
	{"Ward the Dark", FSubResistance, true, "Forbid a Forest Card, Darkness too."},
	{"Read the Soul", FSubDiscovery, false, "Peek at a living player's Role Card."},
	{"Second Wind", FSubInsight, true, "Draw two cards."},
	{"Place in the Pillory", FSubSuspicion, true, "Send a living player to the Gallows."},
	{"Ambush", FSubWeapon, false, "Put a living player on Death's Doorstep."},
	{"Miraculous Revival", FSubRevival, true, "Revive the player on Death's Doorstep."},
	{"Swear an Oath", FSubAlliance, false, "You and a player Peek at each other's Role Card."},
	{"Pickpocket", FSubBetrayal, true, "Take a random card from a player's hand."},
}

var forsakenForestCards = []ForestCardFace{
	{"Nightfall", FSubDarkness, "Night falls when this Forest Turn ends."},
	{"Falling Tree", FSubDisaster, "A random traveler is on Death's Doorstep."},
	{"Bramble Snare", FSubCurse, "A random traveler is Entangled until the end of the next Turn Cycle."},
}

var forsakenArtifacts = []ArtifactFace{
	{"Lantern of Truth", false, "Peek at a living player's Role Card."},
	{"Star Map", true, "A random face-down Dead End is turned face up."},
}

// The roles with levels/forsaken/roles.txt's epithets and RULES.md's
// powers in short.
var forsakenRoleCards = []RoleCardFace{
	{RoleCommonfolk, "Commonfolk", "The Seekers of Truth", "No power but your voice and your vote. Find the Village."},
	{RoleOracle, "Oracle", "The Soul Reader", "Each Night from the second, Peek at a living traveler's Role Card."},
	{RoleNavigator, "Navigator", "Guardian of Secrets of the Land", "Each Night, Peek at a face-down Destination."},
	{RolePriest, "Priest", "The Ward", "Each Night from the second, Shelter a traveler from the Sacrifice."},
	{RoleBlessed, "Blessed", "Has a Spectral Guardian", "The first time you reach the Doorstep by Day, you are saved."},
	{RoleCursed, "Cursed", "Hexed by the Forest", "A Villager whom a Peek shows as Forsaken."},
	{RoleForsaken, "Forsaken", "Sowers of Lies and Chaos", "Place the Void and the Village. Each Night, choose a Sacrifice."},
	{RoleSilencer, "Silencer", "A Forsaken Who's Evolved", "Each Night, Entangle another living traveler."},
	{RoleShrouded, "Shrouded", "The Leader of the Forsaken", "A Forsaken whom a Peek shows as Commonfolk."},
	{RoleCoward, "Coward", "A Villager Who Knows Too Much", "Knows the Forsaken and wins with them, but is not one."},
}

const cardW, cardH = 160, 224

func TestRenderForsakenCards(t *testing.T) {
	needWindow(t)
	fonts := screentest.Fonts(t)
	var shots [2]*image.RGBA
	for pi, pal := range palettes() {
		var cards []*ebiten.Image
		for _, f := range forsakenTravelerCards {
			cards = append(cards, RenderTravelerCard(pal, fonts, cardW, cardH, f))
		}
		for _, f := range forsakenForestCards {
			cards = append(cards, RenderForestCard(pal, fonts, cardW, cardH, f))
		}
		for _, f := range forsakenArtifacts {
			cards = append(cards, RenderArtifactCard(pal, fonts, cardW, cardH, f))
		}
		for _, f := range forsakenRoleCards {
			cards = append(cards, RenderRoleCard(pal, fonts, cardW, cardH, f))
		}
		cards = append(cards, RenderCardBack(pal, cardW, cardH))
		// Small cards, as a hand shows them.
		var small []*ebiten.Image
		for _, f := range forsakenTravelerCards[:4] {
			small = append(small, RenderTravelerCard(pal, fonts, 110, 154, f))
		}
		small = append(small, RenderForestCard(pal, fonts, 110, 154, forsakenForestCards[0]))
		small = append(small, RenderRoleCard(pal, fonts, 110, 154, forsakenRoleCards[1]))
		small = append(small, RenderRoleCard(pal, fonts, 110, 154, forsakenRoleCards[7]))
		small = append(small, RenderCardBack(pal, 110, 154))

		const cols = 7
		sheet := ebiten.NewImage(sprites.ScreenWidth, 4*(cardH+16)+154+56)
		sheet.Fill(pal.C(sprites.ColBackground))
		for i, c := range cards {
			var op ebiten.DrawImageOptions
			op.GeoM.Translate(float64(32+i%cols*(cardW+16)), float64(16+i/cols*(cardH+16)))
			sheet.DrawImage(c, &op)
		}
		for i, c := range small {
			var op ebiten.DrawImageOptions
			op.GeoM.Translate(float64(32+i*(110+16)), float64(16+4*(cardH+16)+16))
			sheet.DrawImage(c, &op)
		}
		img := snapshot(sheet)
		shots[pi] = img
		savePNG(t, map[bool]string{false: "forsaken_cards.png", true: "forsaken_cards_colorblind.png"}[pal.ColorBlindSafe], img)
		if !pal.ColorBlindSafe {
			savePNG(t, "forsaken_cards_zoom.png", zoom(img, image.Rect(32+2*(cardW+16), 16+cardH+16, 32+5*(cardW+16), 16+2*cardH+16), 2))
		}

		for i, c := range append(cards, small...) {
			if b := c.Bounds(); (i < len(cards) && b != image.Rect(0, 0, cardW, cardH)) || (i >= len(cards) && b != image.Rect(0, 0, 110, 154)) {
				t.Errorf("%s: card %d is %v", pal.Name, i, b)
			}
		}
		// Every face differs from every other (the text aside, the frame,
		// band and emblem do).
		shotsOf := make([]*image.RGBA, len(cards))
		for i, c := range cards {
			shotsOf[i] = snapshot(c)
		}
		art := image.Rect(12, 40, cardW-12, 40+70)
		for i := range shotsOf {
			for j := range i {
				if n := pixelDiff(shotsOf[i], shotsOf[j], art); n < 400 {
					t.Errorf("%s: cards %d and %d have art windows differing in only %d pixels", pal.Name, j, i, n)
				}
			}
		}
		// The nine sub-types' frames stay apart for normal sight.
		for a := range FSubDarkness {
			for b := range a {
				if d := sprites.DeltaE(SubTypeColor(pal, a), SubTypeColor(pal, b)); d < 20 {
					t.Errorf("%s: %v and %v frames are only ΔE %.1f apart", pal.Name, b, a, d)
				}
			}
		}
		// Band text is readable on every frame.
		for s := range NumSubTypes {
			if c := sprites.ContrastRatio(pal.C(sprites.ColText), bandColor(pal, SubTypeColor(pal, s))); c < 4.5 {
				t.Errorf("%s: %v band contrast %.2f", pal.Name, s, c)
			}
		}
		// Slow and Fast read apart by more than hue: the chips differ in
		// lightness.
		slow := RenderTravelerCard(pal, fonts, cardW, cardH, TravelerCardFace{Name: "Wander", SubType: FSubNavigation, Text: "Forge a Path."})
		fast := RenderTravelerCard(pal, fonts, cardW, cardH, TravelerCardFace{Name: "Wander", SubType: FSubNavigation, Fast: true, Text: "Forge a Path."})
		chip := image.Rect(cardW/2-30, 0, cardW/2+30, cardH)
		sm, _ := regionStats(snapshot(slow), chip.Intersect(image.Rect(0, 108, cardW, 124)))
		fm, _ := regionStats(snapshot(fast), chip.Intersect(image.Rect(0, 108, cardW, 124)))
		if fm < sm*2 {
			t.Errorf("%s: the Fast chip (luminance %.3f) is not much lighter than Slow (%.3f)", pal.Name, fm, sm)
		}
	}
	if n := pixelDiff(shots[0], shots[1], shots[0].Rect); n < 50000 {
		t.Errorf("the colour-blind cards differ from the standard ones in only %d pixels", n)
	}
}
