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

// You is the name of the player's own seat: the log then speaks to them
// ("Your turn", "You are Entangled").
const You = "You"

// poss is seat's possessive ("Alder's", "Your").
func (n Names) poss(seat int) string {
	if n.Of(seat) == You {
		return "Your"
	}
	return n.Of(seat) + "'s"
}

// theirs is seat's possessive inside a sentence ("Alder's", "your").
func (n Names) theirs(seat int) string {
	if n.Of(seat) == You {
		return "your"
	}
	return n.Of(seat) + "'s"
}

// their is seat's possessive pronoun ("their", "your").
func (n Names) their(seat int) string {
	if n.Of(seat) == You {
		return "your"
	}
	return "their"
}

// whom is seat as an object inside a sentence ("Alder", "you").
func (n Names) whom(seat int) string {
	if n.Of(seat) == You {
		return "you"
	}
	return n.Of(seat)
}

// does is seat with a verb agreeing ("Alder Peeks", "You Peek"): third
// is the verb for a name, base for "You".
func (n Names) does(seat int, third, base string) string {
	if n.Of(seat) == You {
		return You + " " + base
	}
	return n.Of(seat) + " " + third
}

// Is is seat with "is" agreeing, for the screens' sentences ("Alder is",
// "You are").
func (n Names) Is(seat int) string { return n.does(seat, "is", "are") }

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
		return fmt.Sprintf("I saw %s Role Card: %s.", n.theirs(st.About), roleName(st.Role))
	case ClaimDest:
		return fmt.Sprintf("%s is %s.", Slot(st.Slot), destName(st.Dest))
	case Accuse:
		return n.does(st.About, "is", "are") + " Forsaken!"
	case Vouch:
		return fmt.Sprintf("I trust %s.", n.whom(st.About))
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
		return "Peek at " + n.theirs(a.Target) + " Role Card"
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
		return fmt.Sprintf("You see %s Role Card: %s.", n.theirs(e.Target), roleName(e.Role))
	case EvPeekDest:
		return fmt.Sprintf("You see %s: %s.", Slot(e.Slot), destName(e.Dest))
	case EvPeeked:
		if e.Target >= 0 {
			owner := n.poss(e.Target)
			if owner == "Your" {
				owner = "your"
			}
			return fmt.Sprintf("%s at %s Role Card.", n.does(e.Seat, "Peeks", "Peek"), owner)
		}
		return fmt.Sprintf("%s at %s.", n.does(e.Seat, "Peeks", "Peek"), Slot(e.Slot))
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
		if whom == You {
			return fmt.Sprintf("You find %s in your hand.", strings.Join(found, " and "))
		}
		return fmt.Sprintf("%s finds %s in their hand.", whom, strings.Join(found, " and "))
	case EvTurn:
		return n.poss(e.Seat) + " turn."
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
		return fmt.Sprintf("%s up an Artifact: %s.", n.does(e.Seat, "digs", "dig"), d.Artifacts[e.Find].Name)
	case EvForestTurn:
		return "The Forest turns over " + d.Forest(e.Card).Name + "."
	case EvCurseEnds:
		return d.Forest(e.Card).Name + " lifts."
	case EvEntangled:
		if e.Text != "" {
			return fmt.Sprintf("%s Entangled by %s.", n.Is(e.Target), e.Text)
		}
		return n.Is(e.Target) + " Entangled."
	case EvDoorstep:
		return fmt.Sprintf("%s on Death's Doorstep (%s).", n.does(e.Target, "is", "are"), e.Text)
	case EvBlessed:
		return n.poss(e.Target) + " spectral guardian saves them: the Blessed lives."
	case EvRevived:
		return fmt.Sprintf("%s %s.", n.does(e.Seat, "Revives", "Revive"), whom)
	case EvDied:
		if e.Text != "" {
			return fmt.Sprintf("%s of %s wound (%s): no Revive saved %s. %s on as a Spirit.",
				n.does(e.Target, "dies", "die"), n.their(e.Target), e.Text, n.whom(e.Target), n.does(e.Target, "walks", "walk"))
		}
		return n.does(e.Target, "dies and walks", "die and walk") + " on as a Spirit."
	case EvGallows:
		if e.Text != "" {
			return fmt.Sprintf("%s sent to the Gallows by %s.", n.Is(e.Target), e.Text)
		}
		return n.Is(e.Target) + " sent to the Gallows."
	case EvVotes:
		up, down := thumbs(e.Votes)
		return fmt.Sprintf("The thumbs: %d up, %d down. %s %s.", up, down, whom, verdict(e.Text, whom == You))
	case EvSaid:
		return fmt.Sprintf("%s: \u201c%s\u201d", who, n.SayText(e.Say))
	case EvDiscarded:
		if e.Text != "" && e.Text != "Forage" {
			return fmt.Sprintf("%s %s (%s).", n.does(e.Target, "discards", "discard"), cardName(d, e.Card, -1), e.Text)
		}
		return fmt.Sprintf("%s %s.", n.does(e.Target, "discards", "discard"), cardName(d, e.Card, -1))
	case EvStolen:
		if e.Card >= 0 && (viewer == e.Seat || viewer == e.Target) {
			return fmt.Sprintf("%s %s from %s.", n.does(e.Seat, "takes", "take"), cardName(d, e.Card, -1), whom)
		}
		return fmt.Sprintf("%s a card from %s.", n.does(e.Seat, "takes", "take"), whom)
	case EvForaged:
		return n.does(e.Seat, "Forages", "Forage") + "."
	case EvWon:
		return "The game is over. " + capital(e.Text) + "."
	case EvSuggested:
		return fmt.Sprintf("%s %s as the victim.", n.does(e.Seat, "suggests", "suggest"), whom)
	}
	return e.Kind.String()
}

// verdict is the Gallows' outcome agreeing with its subject.
func verdict(text string, you bool) string {
	if you && text == "lives" {
		return "live"
	}
	if you && text == "lynched" {
		return "are lynched"
	}
	if text == "lynched" {
		return "is lynched"
	}
	return text
}
