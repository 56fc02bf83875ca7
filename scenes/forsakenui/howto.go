package forsakenui

import (
	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/scenes"
	"deepwood/scenes/ui"
)

// howToPages are Forsaken Forest's rules in plain words, following the
// seed and RULES.md S1–S39.
var howToPages = [][2]string{
	{"Two teams, one path", "You are one traveler among computer travelers. Most are Villagers; a few are the hidden Forsaken. Your Role Card (top right) tells you which you are, and nobody sees it unless a card lets them Peek.\n\nVillagers win when anyone Forges a Path onto the Village, or when every Forsaken is dead. The Forsaken win when anyone Forges onto the Void, or when they are as many as everyone else alive.\n\nEight face-down Destinations lie on the edge of the Forest, six squares from the centre: the Village, the Void and six Dead Ends. The Forsaken placed them on Night One and know where each is; Villagers must find out."},
	{"The roles", "Commonfolk: no power. Oracle: each Night from the second, Peeks at a traveler's Role Card. Navigator: each Night, Peeks at a Destination. Priest: each Night from the second, Shelters a traveler from the Sacrifice. Blessed: the first time put on Death's Doorstep by Day, a spectral guardian saves them. Cursed: a Villager whose card shows Forsaken.\n\nForsaken: know each other and every Destination; each Night they Sacrifice a traveler. Silencer: a Forsaken who also Entangles someone each Night (no cards, no words for a Turn Cycle). Shrouded: a Forsaken whose card shows Commonfolk. Coward: knows the Forsaken and wins with them, but counts with the Villagers."},
	{"A Day", "Night One ends with everyone Forging one free Path from the centre (the Fugue). Then turns go round the table: six player turns, then the Forest's.\n\nOn your turn you draw a card, and anyone may then play a Fast Action (the Draw Phase). Then you may play one card (Slow or Fast), may Forage (two Wanders for a card, before or after your card) and may make up to two statements; then the others may play Fast Actions. If you hold a Wander and have played nothing, you must Wander.\n\nPaths join in any direction, diagonals too, to the centre or any Path. A Path onto a Destination turns it face up; onto an Excavation Site (gold) it digs up an Artifact."},
	{"Priority", "When anyone plays a Slow Action, or the Forest turns a card, everyone else may answer with one Fast Action; the first to claim it plays. A Fast Action can only be answered by a Forbid of Fast Actions (Deny Fate). Each traveler takes at most one Action per turn.\n\nThe computer travelers wait a moment before answering: the menu shows your answers at once, so you can claim Priority first. Pass when you have nothing to say."},
	{"The Forest and the Night", "After six player turns the Forest turns a card: a Disaster, a Curse that stays, or Darkness. Answer a Forest card with Ward the Dark to Forbid it.\n\nDarkness brings Night when the Forest's turn ends. The Oracle, the Priest, the Forsaken (who choose a victim) and the Silencer wake in turn; at dawn everyone shows the Night cards in their hand. A Sacrificed traveler who was not Sheltered is on Death's Doorstep."},
	{"Death, the Gallows, talk", "On Death's Doorstep a traveler dies unless someone plays a Revive. The dead walk on as Spirits: they still talk, but hold no cards and take no turns.\n\nSuspicion cards send someone to the Gallows: they speak, then everyone alive votes at once. A countdown gives you time to choose; the thumbs are shown together. More thumbs down than up and they are Lynched, on Death's Doorstep; a tie lives.\n\nTalk is a set of statements: claim a role, claim what you Peeked, say what a Destination is, accuse, vouch, ask someone to Forge toward a Destination. Anyone may lie. Mark who you trust or suspect with Notes; they are saved with the game."},
}

// howToScene is Forsaken Forest's rules reference.
type howToScene struct{ pager *ui.Pager }

// HowToScene opens the rules reference.
func HowToScene() scenes.Scene { return &howToScene{pager: ui.NewPager(howToPages, false)} }

// Name is "forsaken-howto".
func (s *howToScene) Name() string { return "forsaken-howto" }

// Update turns the pages.
func (s *howToScene) Update(ctx *scenes.Context) error {
	s.pager.Update(ctx)
	return nil
}

// Draw shows the page.
func (s *howToScene) Draw(dst *ebiten.Image, ctx *scenes.Context) {
	dst.Fill(ctx.Palette.C(0))
	s.pager.DrawPage(dst, ctx, "Forsaken Forest: how to play")
	s.pager.DrawButtons(dst, ctx)
}

// Inspect reports the page.
func (s *howToScene) Inspect() any {
	m := s.pager.Inspect()
	m["scene"] = s.Name()
	return m
}

// LaysOutUpright reports that the rules reference has a portrait layout:
// the kit's pager's, every page checked by TestPagerLaysOutUpright.
func (s *howToScene) LaysOutUpright() bool { return true }
