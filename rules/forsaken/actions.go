package forsaken

import "deepwood/rules/game"

// ActKind is what an action does.
type ActKind uint8

const (
	ActPlaceVoid    ActKind = iota // Night One: the Forsaken put the Void in a slot
	ActPlaceVillage                // then the Village; the Dead Ends fill the rest
	ActNavPeek                     // the Navigator Peeks at a Destination
	ActOraclePeek                  // the Oracle Peeks at a Role Card
	ActShelter                     // the Priest's Shelter From Evil
	ActSuggest                     // a Forsaken suggests the Night's victim
	ActSacrifice                   // the Forsaken's Ritual Sacrifice
	ActEntangle                    // the Silencer's Entangle
	ActFugue                       // a free Path in the Fugue Phase
	ActPlay                        // play a card (or a Finder's Action)
	ActForage                      // discard two Wanders, draw a card
	ActSay                         // make a statement
	ActEnd                         // end my Action Phase
	ActPass                        // no response in this window / nothing to say
	ActRest                        // the Accused rests their case
	ActVoteLive                    // thumbs up at the Gallows
	ActVoteDie                     // thumbs down
)

var actWords = game.Words[ActKind]{Names: []string{"place-void", "place-village", "nav-peek",
	"oracle-peek", "shelter", "suggest", "sacrifice", "entangle", "fugue", "play", "forage",
	"say", "end", "pass", "rest", "vote-live", "vote-die"}, Kind: "action"}

func (k ActKind) String() string                { return actWords.Name(k) }
func (k ActKind) MarshalText() ([]byte, error)  { return actWords.Text(k) }
func (k *ActKind) UnmarshalText(b []byte) error { return actWords.Read(k, b) }

// Action is one decision by one traveler. Parts an action does not use
// are -1 (or the empty statement), so equal actions compare equal.
type Action struct {
	Kind    ActKind
	Seat    int
	Card    int // a Travelers card id
	Find    int // an Artifact id (a Finder's Action)
	Target  int // a traveler
	Square  int
	Square2 int // Trailblaze's second Path
	Slot    int // a Destination slot
	Curse   int // a Curse in play, by its Forest card id
	Say     Statement
}

// Act is an action of kind by seat with nothing chosen yet.
func Act(kind ActKind, seat int) Action {
	return Action{Kind: kind, Seat: seat, Card: -1, Find: -1, Target: -1, Square: -1, Square2: -1,
		Slot: -1, Curse: -1, Say: Statement{About: -1, Role: NoRole, Slot: -1, Dest: NoDest}}
}

// IllegalError is an action the rules do not allow now.
type IllegalError = game.IllegalError[Action, Phase]
