package forsaken

import "deepwood/rules/game"

// EventKind is what happened.
type EventKind uint8

const (
	EvDealt         EventKind = iota // the game is dealt
	EvNightFalls                     // Night begins (Night One too)
	EvPlaced                         // the Forsaken placed the Destinations
	EvPeekRole                       // Seat saw Target's Role Card (Role): to Seat alone
	EvPeekDest                       // Seat saw Slot's Destination (Dest): to Seat alone
	EvPeeked                         // Seat Peeked (at Target or Slot): public
	EvTeammates                      // the Forsaken (or the Coward) learn the Forsaken: to Seat
	EvExchange                       // the Shrouded or the Cursed exchanged a Role Card: to Seat
	EvDawn                           // Day begins
	EvNightCards                     // Target found Night Actions (Card: bit 1 Sacrifice, 2 Shelter, 4 Entangle)
	EvTurn                           // Seat's turn begins
	EvDrew                           // Seat drew Card: to Seat; public without the card
	EvPlayed                         // Seat played Card (or Find) at Target / Square / Slot
	EvForbidden                      // the card on the stack was Forbidden
	EvFizzled                        // a card's target is gone: no effect
	EvForged                         // a Path on Square
	EvPathDestroyed                  // the Path on Square is gone
	EvFlipped                        // Slot turned face up: Dest
	EvArtifact                       // Seat dug up Artifact Card at an Excavation Site
	EvForestTurn                     // the Forest flips Card
	EvCurseEnds                      // the Curse Card wears off or is Destroyed
	EvEntangled                      // Target is Entangled (Text: by what)
	EvDoorstep                       // Target is on Death's Doorstep (Text: why)
	EvBlessed                        // Target, the Blessed, is Revived by their guardian
	EvRevived                        // Target is Revived
	EvDied                           // Target is a Spirit (Text: the wound's cause)
	EvGallows                        // Target is the Accused (Text: the card)
	EvVotes                          // the Gallows' thumbs (Votes), Target lynched or not
	EvSaid                           // Seat said Say
	EvDiscarded                      // Target discarded Card (Text: why)
	EvStolen                         // Seat took Card from Target: to both
	EvForaged                        // Seat discarded two Wanders and drew
	EvWon                            // Text: the winning team and how
	EvSuggested                      // Seat, a Forsaken, suggests Target as the Night's victim: to the Forsaken
)

var eventWords = game.Words[EventKind]{Names: []string{"dealt", "night-falls", "placed", "peek-role",
	"peek-dest", "peeked", "teammates", "exchange", "dawn", "night-cards", "turn", "drew", "played",
	"forbidden", "fizzled", "forged", "path-destroyed", "flipped", "artifact", "forest-turn",
	"curse-ends", "entangled", "doorstep", "blessed", "revived", "died", "gallows", "votes", "said",
	"discarded", "stolen", "foraged", "won", "suggested"}, Kind: "event"}

func (k EventKind) String() string                { return eventWords.Name(k) }
func (k EventKind) MarshalText() ([]byte, error)  { return eventWords.Text(k) }
func (k *EventKind) UnmarshalText(b []byte) error { return eventWords.Read(k, b) }

// Event is what screens show and the log keeps. To is -1 for what the
// whole table sees, else the one traveler who sees it (and To2 a second).
type Event struct {
	Kind   EventKind `json:"kind"`
	Seat   int       `json:"seat"`
	Target int       `json:"target"`
	Card   int       `json:"card"`
	Find   int       `json:"find"`
	Square int       `json:"square"`
	Slot   int       `json:"slot"`
	Role   Role      `json:"role"`
	Dest   Dest      `json:"dest"`
	Say    Statement `json:"say"`
	Votes  []int     `json:"votes,omitempty"`
	Text   string    `json:"text,omitempty"`
	To     int       `json:"to"`
	To2    int       `json:"to2"`
	Day    int       `json:"day"`
}

// Sees says whether seat sees the event.
func (e Event) Sees(seat int) bool { return e.To < 0 || e.To == seat || e.To2 == seat }

func ev(kind EventKind) Event {
	return Event{Kind: kind, Seat: -1, Target: -1, Card: -1, Find: -1, Square: -1, Slot: -1,
		Role: NoRole, Dest: NoDest, Say: Statement{About: -1, Role: NoRole, Slot: -1, Dest: NoDest}, To: -1, To2: -1}
}
