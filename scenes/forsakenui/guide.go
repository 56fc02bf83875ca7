package forsakenui

import (
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/forsakenui/forsakenart"
	"deepwood/sprites"
)

// GuideKey is the replay header that marks a guided first game ("on"):
// the table then says what to do at each step, and a continued game
// keeps the guide.
const GuideKey = "guide"

// Guided says whether the session was dealt as a guided first game.
func Guided(s *Session) bool {
	v, ok := s.Replay.Get(GuideKey)
	return ok && v == "on"
}

// guideRect is where the guide speaks: beside the hand, whose cards it
// is mostly about.
var guideRect = image.Rect(handRect.Max.X-262, handRect.Min.Y+8, handRect.Max.X-8, handRect.Max.Y-8)

// hint is the guide's word for this moment, read from what the rules let
// the player do now (the legal actions, who is asked, the window open):
// it explains, and never decides, a rule.
func (t *tableScene) hint() string {
	h := t.hintNow()
	if t.diedOf != "" && !t.view().Over() && !strings.HasPrefix(h, "You died") {
		h = "You died of your wound (" + t.diedOf + "). " + h
	}
	return h
}

// hintNow is the guide's word for the moment itself; hint adds what the
// player's seat died of.
func (t *tableScene) hintNow() string {
	s, v := t.s, t.view()
	if v.Over() {
		return "The game is over: every Role Card is face up. The decisive moments are listed on the board."
	}
	legal := s.Legal()
	has := func(k forsaken.ActKind) bool {
		for _, a := range legal {
			if a.Kind == k {
				return true
			}
		}
		return false
	}
	if f := t.voting(); f != nil {
		switch {
		case has(forsaken.ActRest):
			return "You are on the Gallows. Speak in your defence (up to two statements from the menu), then Rest your case: the table votes next."
		case has(forsaken.ActVoteLive):
			return "The vote: thumbs up lets the Accused live, thumbs down lynches them. More thumbs down than up sends them to Death's Doorstep. Vote before the countdown ends."
		}
		return "The Gallows: listen to the Accused's testimony. Everyone votes at once when they rest."
	}
	if len(v.Windows) > 0 {
		f := v.Windows[len(v.Windows)-1]
		if f.Kind == forsaken.FrameDoorstep {
			if has(forsaken.ActPlay) {
				if f.Seat == s.Human {
					return "You are on Death's Doorstep (" + f.Why + "). Only another traveler's Revive saves you."
				}
				return s.Names.Is(f.Seat) + " on Death's Doorstep (" + f.Why + "). Play a Revive to save them, or Pass and they die."
			}
			if f.Seat == s.Human {
				return "You are on Death's Doorstep (" + f.Why + "): only a Revive card from another traveler saves you."
			}
			return s.Names.Is(f.Seat) + " on Death's Doorstep (" + f.Why + "): only a Revive card saves them."
		}
		if f.Draw {
			if has(forsaken.ActPlay) {
				return "Draw Phase: a card was drawn. Anyone may play one Fast Action now, before the Action, or Pass."
			}
			return "Draw Phase: the table may play Fast Actions before the Action."
		}
		if has(forsaken.ActPlay) {
			return "Priority: a card was played. You may answer with one Fast Action before the bar under the prompt runs out, or Pass."
		}
		if has(forsaken.ActPass) {
			return "Priority: you hold no answer to this card. Pass to let it resolve."
		}
		return "Priority: the others may answer the card just played."
	}
	for _, h := range choiceHints {
		if has(h.kind) {
			return h.text
		}
	}
	switch {
	case v.Phase == forsaken.PhaseDawn && has(forsaken.ActPass):
		return "Dawn: you may make one statement to the table (claim, accuse, vouch…), or Pass."
	case v.Phase == forsaken.PhaseAction && v.Turn == s.Human && len(legal) > 0:
		if !has(forsaken.ActEnd) && has(forsaken.ActPlay) {
			return "Must-Wander: you hold a Wander and have played nothing, so you must play a card (a Wander) before you can end your turn."
		}
		if has(forsaken.ActPlay) {
			return "Your turn: play one card (Slow or Fast) from the menu, Forage if you can, say up to two things, then End your Action Phase."
		}
		return "You have taken your Action. Say something if you wish, then End your Action Phase."
	}
	if !v.Seats[s.Human].Alive {
		why := "You are a Spirit"
		if t.diedOf != "" {
			why = "You died of your wound (" + t.diedOf + ") when no Revive saved you, and walk on as a Spirit"
		}
		return why + ": you hold no cards and take no turns, but you still vote and may speak."
	}
	switch v.Phase {
	case forsaken.PhaseNightOne, forsaken.PhaseNight:
		return "Night: the roles wake in turn. " + roleHint[v.Role]
	case forsaken.PhaseFugue:
		return "The Fugue: each traveler Forges a free Path in turn. " + roleHint[v.Role]
	}
	return "Wait for your turn: watch what the others play and say, and mark whom you trust or suspect with Notes."
}

// choiceHint is the guide's text for the moment the player may take an
// action of the kind.
type choiceHint struct {
	kind forsaken.ActKind
	text string
}

// choiceHints are the guide's words for the Night's and the Fugue's
// choices, by the action that makes the choice, first match first (the
// Void is placed before the Village, a suggestion before a sacrifice).
var choiceHints = []choiceHint{
	{forsaken.ActPlaceVoid, "Night One. You are Forsaken: choose the Destination hiding the Void. Only your team will know where it lies."},
	{forsaken.ActPlaceVillage, "Now choose where the Village lies. The six other Destinations become Dead Ends."},
	{forsaken.ActNavPeek, "You are the Navigator: Peek at a Destination. Only you see it; tell the table, or keep it to yourself."},
	{forsaken.ActOraclePeek, "You are the Oracle: Peek at a traveler's Role Card."},
	{forsaken.ActShelter, "You are the Priest: Shelter one traveler from tonight's Sacrifice (yourself too)."},
	{forsaken.ActSuggest, "Night: suggest tonight's victim. Your team's suggestions show in the log as they are made; one of you decides."},
	{forsaken.ActSacrifice, "Night: choose tonight's victim. Unless the Priest Shelters them, they wake on Death's Doorstep."},
	{forsaken.ActEntangle, "You are the Silencer: Entangle a traveler. They may not play cards or speak this Turn Cycle."},
	{forsaken.ActFugue, "The Fugue: Forge one free Path from the centre or a Path. Pick a lit square on the board, or from the menu."},
}

// roleHint is the guide's word on the player's role while others move.
var roleHint = [forsaken.NumRoles + 1]string{
	forsaken.Commonfolk: "You are a Commonfolk: no Night power. Find the Forsaken by what they say and do.",
	forsaken.Oracle:     "You are the Oracle: from the second Night you Peek at Role Cards.",
	forsaken.Navigator:  "You are the Navigator: each Night you Peek at a Destination.",
	forsaken.Priest:     "You are the Priest: from the second Night you Shelter a traveler.",
	forsaken.Blessed:    "You are the Blessed: the first wound by Day does not touch you.",
	forsaken.Cursed:     "You are the Cursed: a Villager whom a Peek shows as Forsaken.",
	forsaken.Forsaken:   "You are Forsaken: you know your team and every Destination. Steer the Paths to the Void.",
	forsaken.Silencer:   "You are the Silencer: a Forsaken who also Entangles someone each Night.",
	forsaken.Shrouded:   "You are the Shrouded: a Forsaken whom a Peek shows as Commonfolk.",
	forsaken.Coward:     "You are the Coward: you know the Forsaken and win with them.",
}

// drawGuide shows the hint beside the hand in a guided game.
func (t *tableScene) drawGuide(dst *ebiten.Image, ctx *scenes.Context) {
	if !t.guided {
		return
	}
	pal := ctx.Palette
	r := t.lay.guide
	sprites.DrawPanel(dst, r, pal, sprites.PanelRaised)
	forsakenart.DrawIcon(dst, forsakenart.IconSpeaking, float32(r.Min.X+20), float32(r.Min.Y+18), 20, pal.C(sprites.ColAccent), pal.C(sprites.ColPanel))
	sprites.DrawText(dst, "Guide", t.font(ctx, sprites.StyleSmallBold), float64(r.Min.X+36), float64(r.Min.Y+8), sprites.AlignLeft, pal.C(sprites.ColAccent))
	sprites.DrawWrapped(dst, t.hintText(), t.font(ctx, sprites.StyleSmall), float64(r.Min.X+12), float64(r.Min.Y+32), float64(r.Dx()-24), sprites.AlignLeft, pal.C(sprites.ColText))
}

// hintText is the hint, made again only when the table moves or the
// player opens a line of the menu.
func (t *tableScene) hintText() string {
	if t.hintAt != t.s.Steps() {
		t.hintAt, t.hintWords = t.s.Steps(), t.hint()
	}
	return t.hintWords
}
