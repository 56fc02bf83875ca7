package forsaken

import (
	"fmt"
	"strings"
)

// Names are how the table calls its travelers: the log, the talk and the
// buttons read them. The screens choose them; DefaultNames is a table of
// twelve.
type Names []string

// DefaultNames are twelve travelers' names, one per seat.
var DefaultNames = Names{"Alder", "Bryony", "Cedric", "Dagny", "Edwin", "Fern", "Garrick", "Hazel", "Ivo", "Juniper", "Kestrel", "Linden"}

// Of is seat's name ("someone" for no seat).
func (n Names) Of(seat int) string {
	if seat < 0 || seat >= len(n) {
		return "someone"
	}
	return n[seat]
}

// Slot names a Destination slot as the board shows it.
func Slot(i int) string { return fmt.Sprintf("Destination %d", i+1) }

// roleName is a role as a sentence writes it ("the Oracle", "a Commonfolk").
func roleName(r Role) string {
	switch r {
	case Commonfolk:
		return "a Commonfolk"
	case Forsaken:
		return "a Forsaken"
	case NoRole:
		return "unknown"
	}
	return "the " + capital(r.String())
}

func destName(d Dest) string {
	switch d {
	case Village:
		return "the Village"
	case Void:
		return "the Void"
	case DeadEnd:
		return "a Dead End"
	}
	return "unknown"
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// SayText is a statement as its speaker says it.
func (n Names) SayText(st Statement) string {
	switch st.Talk {
	case ClaimRole:
		return fmt.Sprintf("I am %s.", roleName(st.Role))
	case ClaimPeek:
		return fmt.Sprintf("I saw %s's Role Card: %s.", n.Of(st.About), roleName(st.Role))
	case ClaimDest:
		return fmt.Sprintf("%s is %s.", Slot(st.Slot), destName(st.Dest))
	case Accuse:
		return fmt.Sprintf("%s is Forsaken!", n.Of(st.About))
	case Vouch:
		return fmt.Sprintf("I trust %s.", n.Of(st.About))
	case AskForge:
		return fmt.Sprintf("%s, Forge toward %s.", n.Of(st.About), Slot(st.Slot))
	}
	return "…"
}

// cardName is the name of what an action or event plays.
func cardName(d *Data, card, find int) string {
	switch {
	case find >= 0 && find < len(d.Artifacts):
		return d.Artifacts[find].Name
	case card >= 0 && card < len(d.Deck):
		return d.Card(card).Name
	}
	return "a card"
}

// Describe is an action as a button or the log words it, in the
// traveler's own voice ("Play Wander on B4").
func (n Names) Describe(d *Data, a Action) string {
	b := &d.Board
	square := func(sq int) string { return SquareName(b, sq) }
	switch a.Kind {
	case ActPlaceVoid:
		return "Place the Void at " + Slot(a.Slot)
	case ActPlaceVillage:
		return "Place the Village at " + Slot(a.Slot)
	case ActNavPeek:
		return "Peek at " + Slot(a.Slot)
	case ActOraclePeek:
		return "Peek at " + n.Of(a.Target) + "'s Role Card"
	case ActShelter:
		return "Shelter " + n.Of(a.Target)
	case ActSuggest:
		return "Suggest " + n.Of(a.Target) + " as the victim"
	case ActSacrifice:
		return "Sacrifice " + n.Of(a.Target)
	case ActEntangle:
		return "Entangle " + n.Of(a.Target)
	case ActFugue:
		return "Forge a Path on " + square(a.Square)
	case ActPlay:
		text := "Play " + cardName(d, a.Card, a.Find)
		switch {
		case a.Target >= 0:
			text += " on " + n.Of(a.Target)
		case a.Square2 >= 0:
			text += " on " + square(a.Square) + " then " + square(a.Square2)
		case a.Square >= 0:
			text += " on " + square(a.Square)
		case a.Slot >= 0:
			text += " on " + Slot(a.Slot)
		case a.Curse >= 0:
			text += " on " + d.Forest(a.Curse).Name
		}
		return text
	case ActForage:
		return "Forage: discard two Wanders, draw a card"
	case ActSay:
		return "Say: " + n.SayText(a.Say)
	case ActEnd:
		return "End my Action Phase"
	case ActPass:
		return "Pass"
	case ActRest:
		return "Rest my case"
	case ActVoteLive:
		return "Thumbs up: let them live"
	case ActVoteDie:
		return "Thumbs down: lynch them"
	}
	return a.String()
}

// SquareName is a Territory as the board's edges label it: a column
// letter and a row number ("G7" is the centre of the 13×13 Forest).
func SquareName(b *Board, sq int) string {
	if sq < 0 || sq >= b.Squares() {
		return "nowhere"
	}
	x, y := b.XY(sq)
	return fmt.Sprintf("%c%d", 'A'+x, y+1)
}

// Tell is an event as the log tells it to viewer ("" for events the log
// leaves out, such as a traveler's own card drawn, which the hand shows).
func (n Names) Tell(d *Data, e Event, viewer int) string {
	who, whom := n.Of(e.Seat), n.Of(e.Target)
	switch e.Kind {
	case EvNightFalls:
		return "Night falls. Everybody, close your eyes."
	case EvPlaced:
		return "The Forsaken place the Destinations face down."
	case EvPeekRole:
		return fmt.Sprintf("You see %s's Role Card: %s.", whom, roleName(e.Role))
	case EvPeekDest:
		return fmt.Sprintf("You see %s: %s.", Slot(e.Slot), destName(e.Dest))
	case EvPeeked:
		if e.Target >= 0 {
			return fmt.Sprintf("%s Peeks at %s's Role Card.", who, whom)
		}
		return fmt.Sprintf("%s Peeks at %s.", who, Slot(e.Slot))
	case EvTeammates:
		return "You learn who the Forsaken are."
	case EvExchange:
		return fmt.Sprintf("Your Role Card now shows %s.", roleName(e.Role))
	case EvDawn:
		return "Everybody, wake up. A new Day begins."
	case EvNightCards:
		var found []string
		for bit, name := range []string{"Ritual Sacrifice", "Shelter From Evil", "Entangle"} {
			if e.Card&(1<<bit) != 0 {
				found = append(found, name)
			}
		}
		return fmt.Sprintf("%s finds %s in their hand.", whom, strings.Join(found, " and "))
	case EvTurn:
		return fmt.Sprintf("%s's turn.", who)
	case EvDrew:
		return ""
	case EvPlayed:
		a := Act(ActPlay, e.Seat)
		a.Card, a.Find, a.Target, a.Square, a.Slot = e.Card, e.Find, e.Target, e.Square, e.Slot
		return who + ": " + n.Describe(d, a) + "."
	case EvForbidden:
		if e.Text != "" {
			return "The " + e.Text + " Forbids the Darkness."
		}
		return "Forbidden: " + cardName(d, e.Card, e.Find) + " has no effect."
	case EvFizzled:
		return "It has no effect: its target is gone."
	case EvForged:
		return fmt.Sprintf("A Path is Forged on %s.", SquareName(&d.Board, e.Square))
	case EvPathDestroyed:
		return fmt.Sprintf("The Path on %s is Destroyed.", SquareName(&d.Board, e.Square))
	case EvFlipped:
		return fmt.Sprintf("%s turns over: %s!", Slot(e.Slot), capital(destName(e.Dest)))
	case EvArtifact:
		return fmt.Sprintf("%s digs up an Artifact: %s.", who, d.Artifacts[e.Find].Name)
	case EvForestTurn:
		return "The Forest turns over " + d.Forest(e.Card).Name + "."
	case EvCurseEnds:
		return d.Forest(e.Card).Name + " lifts."
	case EvEntangled:
		return whom + " is Entangled."
	case EvDoorstep:
		return fmt.Sprintf("%s is on Death's Doorstep (%s).", whom, e.Text)
	case EvBlessed:
		return whom + "'s spectral guardian saves them: they are the Blessed."
	case EvRevived:
		return fmt.Sprintf("%s Revives %s.", who, whom)
	case EvDied:
		return whom + " dies and walks on as a Spirit."
	case EvGallows:
		return whom + " is sent to the Gallows."
	case EvVotes:
		up, down := 0, 0
		for _, v := range e.Votes {
			switch v {
			case voteLive:
				up++
			case voteDie:
				down++
			}
		}
		return fmt.Sprintf("The thumbs: %d up, %d down. %s %s.", up, down, whom, e.Text)
	case EvSaid:
		return fmt.Sprintf("%s: \u201c%s\u201d", who, n.SayText(e.Say))
	case EvDiscarded:
		return fmt.Sprintf("%s discards %s.", whom, cardName(d, e.Card, -1))
	case EvStolen:
		if e.Card >= 0 && (viewer == e.Seat || viewer == e.Target) {
			return fmt.Sprintf("%s takes %s from %s.", who, cardName(d, e.Card, -1), whom)
		}
		return fmt.Sprintf("%s takes a card from %s.", who, whom)
	case EvForaged:
		return who + " Forages."
	case EvWon:
		return "The game is over. " + capital(e.Text) + "."
	case EvSuggested:
		return fmt.Sprintf("%s suggests %s as the victim.", who, whom)
	}
	return e.Kind.String()
}
