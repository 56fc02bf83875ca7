package forward

import (
	"fmt"

	"deepwood/rules/game"
)

// EventKind is what happened, for a screen to animate and audio to play.
type EventKind uint8

// The events. The comment says which Event fields each kind fills.
const (
	EvLocationEntered EventKind = iota // Location (0-based), Card, Value = position in the run (1–9)
	EvDealt                            // Cell, Card: dealt face-down
	EvReserved                         // Card set face-down under a special card (Value = its Card) as its replacement
	EvTurnStarted                      // a map turn begins (start-of-turn effects follow)
	EvMists                            // Value = d6; Flag = lost (the flip goes to Cell instead)
	EvFlipped                          // Cell, Card: revealed
	EvFarthestReached                  // Cell: the farthest row is reached; leaving is allowed
	EvSceneResolved                    // Card
	EvItemTaken                        // Card
	EvItemStolen                       // Card, Value = d6 (Flag: stolen)
	EvEquipped                         // Card
	EvSlotFull                         // Card just taken; a discard is needed (Value = limit)
	EvDiscarded                        // Card
	EvSnareActive                      // Card
	EvSnareCleansed                    // Card
	EvBlessingActive                   // Card
	EvBlessingEnded                    // Card
	EvPitRolled                        // Card, Value = d6, Target, Flag = escaped
	EvTerrorRevealed                   // Card: choose take or bury
	EvCompanionJoined                  // Card
	EvReplacement                      // Cell, Card: the top card flipped face-down into the space
	EvCompanionActive                  // Card = companion, Value = the gift's CardID
	EvItemUsed                         // Card
	EvFightStarted                     // Card, Foe stats in Damage (Base = HP, ATK, DEF)
	EvDieRolled                        // Who, Value = face used, Raw = die, Result; Flag = forced Miss; Chill = -1 applied
	EvDamage                           // Who = who takes it; Damage has the arithmetic
	EvShieldRoll                       // Who, Value = d6, Flag = blocked
	EvHP                               // Who, From, Value = new HP, Cause
	EvPhoenix                          // Card = the Tear, From, Value = new HP
	EvMonsterDefeated                  // Card
	EvRotRolled                        // Value = d6, Flag = hurt
	EvToXP                             // Card, Value = new Max HP
	EvBuried                           // Cell (0 if not on the layout), Card, Value = cards beneath the Dragon
	EvDrowning                         // Value = flips to be buried
	EvLocationCleared                  // Card = the Location card
	EvLocationLeft                     // Card = the Location card, Value = cards buried on leaving
	EvDragonHP                         // Damage.Base = 40, Damage.Extra = cards beneath, Value = total
	EvShieldDown                       // the Princess's sacrifice removes the shield
	EvSageHalved                       // From, Value = HP after halving (rounded up)
	EvDoomed                           // Cause: why the run can no longer be won
	EvStalemate                        // Card, Cell: neither side can wound the other; the foe withdraws (buried)
	EvWon
	EvLost // Cause
	numEvents
)

var eventWords = game.Words[EventKind]{Kind: "event", Names: []string{"location-entered", "dealt", "reserved", "turn-started", "mists",
	"flipped", "farthest-reached", "scene", "item-taken", "item-stolen", "equipped", "slot-full",
	"discarded", "snare-active", "snare-cleansed", "blessing-active", "blessing-ended", "pit-rolled",
	"terror-revealed", "companion-joined", "replacement", "companion-active", "item-used",
	"fight-started", "die-rolled", "damage", "shield-roll", "hp", "phoenix", "monster-defeated",
	"rot-rolled", "to-xp", "buried", "drowning", "location-cleared", "location-left", "dragon-hp",
	"shield-down", "sage-halved", "doomed", "stalemate", "won", "lost"}}

// String names the kind; MarshalText and UnmarshalText write and read it
// as that word in JSON (an online client reads the events it is sent).
func (k EventKind) String() string                { return eventWords.Name(k) }
func (k EventKind) MarshalText() ([]byte, error)  { return eventWords.Text(k) }
func (k *EventKind) UnmarshalText(b []byte) error { return eventWords.Read(k, b) }

// Who says which side of a duel an event is about.
type Who uint8

// The sides.
const (
	WhoPlayer Who = iota
	WhoFoe
)

// Result is a duel die's meaning (seed §5).
type Result uint8

// The duel results.
const (
	Miss Result = iota
	Parry
	Hit
	Crit
	Counter
)

var resultWords = game.Words[Result]{Kind: "result", Names: []string{"miss", "parry", "hit", "critical", "counter"}}

// String names the result as the seed does; MarshalText and UnmarshalText
// write and read it as that word in JSON.
func (r Result) String() string                { return resultWords.Name(r) }
func (r Result) MarshalText() ([]byte, error)  { return resultWords.Text(r) }
func (r *Result) UnmarshalText(b []byte) error { return resultWords.Read(r, b) }

// Damage is the arithmetic of one side's damage in a round, so a screen can
// show "2 +1 ATK ×2 −1 DEF = 5". Total is what HP actually loses.
type Damage struct {
	Base     int  `json:"base"`               // 1 hit or counter, 2 crit, 0 otherwise
	ATK      int  `json:"atk,omitempty"`      // the attacker's ATK
	Bonus    int  `json:"bonus,omitempty"`    // Moonleaf Brandy
	Doubled  bool `json:"doubled,omitempty"`  // the Brume's first hit
	Extra    int  `json:"extra,omitempty"`    // Perilous Climb's +1
	DEF      int  `json:"def,omitempty"`      // how much DEF took off
	Blocked  bool `json:"blocked,omitempty"`  // Parry or Counter stopped the attack
	Null     bool `json:"null,omitempty"`     // nothing can hurt it: the Dragon's shield or no Ancient Sword
	Shielded bool `json:"shielded,omitempty"` // the Mirrored Shield's roll set it to 0
	True     bool `json:"true,omitempty"`     // true damage (Mirror Shard): no ATK, no DEF
	Total    int  `json:"total"`
}

// Event is one visible consequence of an action. It is a flat value (no
// pointers) so a run produces events without allocating; Kind says which
// fields mean something.
type Event struct {
	Kind     EventKind `json:"kind"`
	Card     CardID    `json:"card"`
	Cell     int8      `json:"cell,omitempty"`
	Location int8      `json:"location,omitempty"`
	Who      Who       `json:"who,omitempty"`
	Result   Result    `json:"result,omitempty"`
	Flag     bool      `json:"flag,omitempty"`
	Chill    bool      `json:"chill,omitempty"`
	Raw      int8      `json:"raw,omitempty"`
	Target   int8      `json:"target,omitempty"`
	Cause    Cause     `json:"cause,omitempty"`
	From     int       `json:"from,omitempty"`
	Value    int       `json:"value,omitempty"`
	Damage   Damage    `json:"damage"`
}

// Describe writes the event as one line of a log.
func (e Event) Describe(d *Data) string {
	name := func(c CardID) string {
		if d != nil && int(c) < len(d.Cards) {
			return d.Cards[c].Name
		}
		return fmt.Sprintf("#%d", c)
	}
	who := "you"
	if e.Who == WhoFoe {
		who = "foe"
	}
	switch e.Kind {
	case EvDealt, EvFlipped, EvReplacement:
		return fmt.Sprintf("%s [%d] %s", e.Kind, e.Cell, name(e.Card))
	case EvDieRolled:
		return fmt.Sprintf("%s rolled %d (die %d): %s", who, e.Value, e.Raw, e.Result)
	case EvDamage:
		dm := e.Damage
		return fmt.Sprintf("%s take %d (base %d atk %d bonus %d doubled %v extra %d def -%d blocked %v null %v shield %v true %v)",
			who, dm.Total, dm.Base, dm.ATK, dm.Bonus, dm.Doubled, dm.Extra, dm.DEF, dm.Blocked, dm.Null, dm.Shielded, dm.True)
	case EvHP:
		return fmt.Sprintf("%s HP %d -> %d (%s %s)", who, e.From, e.Value, e.Cause, name(e.Card))
	case EvDoomed, EvLost:
		return fmt.Sprintf("%s: %s", e.Kind, e.Cause)
	}
	if e.Card != NoCard && e.Card != 0 || e.Kind == EvToXP {
		return fmt.Sprintf("%s %s (%d)", e.Kind, name(e.Card), e.Value)
	}
	return fmt.Sprintf("%s %d", e.Kind, e.Value)
}

// Cause says why HP changed, why a run was lost, or why it can no longer be
// won. With CauseCard, the event's Card names the card.
type Cause uint8

// The causes.
const (
	CauseNone Cause = iota
	CauseDuel
	CauseCard
	CauseSun
	CauseRot
	CauseStalemate
	CauseShield
	CauseNoSword
	CauseSwordLost
	CausePrincessLost
	CauseBangleLost
)

var causeText = game.Words[Cause]{Kind: "cause", Names: []string{"", "duel", "card", "Scorching Sun", "Creeping Rot",
	"stalemate: neither side can wound the other",
	"the Dragon's shield holds: the Ghostly Princess was not activated",
	"the Ancient Sword is not equipped, and only it can hurt the Dragon",
	"the Ancient Sword is lost, and only it can hurt the Dragon",
	"the Ghostly Princess is lost, so the Dragon's shield will hold",
	"the Gilded Bangle is lost, so the Princess cannot be activated and the Dragon's shield will hold"}}

// String explains the cause in the player's words; MarshalText and
// UnmarshalText write and read that text in JSON.
func (c Cause) String() string                { return causeText.Name(c) }
func (c Cause) MarshalText() ([]byte, error)  { return causeText.Text(c) }
func (c *Cause) UnmarshalText(b []byte) error { return causeText.Read(c, b) }
