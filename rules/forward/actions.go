package forward

import (
	"fmt"

	"deepwood/rules/game"
)

// Action is one player decision. Cell is a layout space 1–9 (for start and
// flip); Card is the card acted on (for use, give, discard). Actions are
// plain values, comparable with ==.
type Action struct {
	Kind ActionKind `json:"kind"`
	Cell int8       `json:"cell,omitempty"`
	Card CardID     `json:"card,omitempty"`
}

// ActionKind is what the player decides.
type ActionKind uint8

// The player's decisions. Every one of them is an Action, so a replay is the
// seed plus the list of actions.
const (
	ActStart      ActionKind = iota // choose the start card (Cell)
	ActFlip                         // take a map turn: flip an eligible card (Cell)
	ActLeave                        // stop exploring this location
	ActRoll                         // roll this duel round's die
	ActUse                          // use an item (Card)
	ActGive                         // give the Gilded Bangle or Ferryman's Bell to its companion (Card)
	ActDiscard                      // discard a card from a full slot to XP (Card)
	ActTakeTerror                   // Terror: take the HP loss and gain the XP
	ActBuryTerror                   // Terror: bury it, no XP
	numActs
)

var actWords = game.Words[ActionKind]{Kind: "action", Short: "act",
	Names: []string{"start", "flip", "leave", "roll", "use", "give", "discard", "take", "bury"}}

// String names the kind as replays spell it; MarshalText and
// UnmarshalText write and read it as that word in JSON.
func (k ActionKind) String() string                { return actWords.Name(k) }
func (k ActionKind) MarshalText() ([]byte, error)  { return actWords.Text(k) }
func (k *ActionKind) UnmarshalText(b []byte) error { return actWords.Read(k, b) }

// Convenience constructors, so tests and bots read like the rules.
func Start(cell int) Action     { return Action{Kind: ActStart, Cell: int8(cell)} }
func Flip(cell int) Action      { return Action{Kind: ActFlip, Cell: int8(cell)} }
func Leave() Action             { return Action{Kind: ActLeave} }
func Roll() Action              { return Action{Kind: ActRoll} }
func Use(c CardID) Action       { return Action{Kind: ActUse, Card: c} }
func Give(c CardID) Action      { return Action{Kind: ActGive, Card: c} }
func Discard(c CardID) Action   { return Action{Kind: ActDiscard, Card: c} }
func TakeTerror() Action        { return Action{Kind: ActTakeTerror} }
func BuryTerror() Action        { return Action{Kind: ActBuryTerror} }
func (a Action) String() string { return a.Describe(nil) }

// Describe writes the action for a log, naming the card when d is given.
func (a Action) Describe(d *Data) string {
	switch a.Kind {
	case ActStart, ActFlip:
		return fmt.Sprintf("%s %d", a.Kind, a.Cell)
	case ActUse, ActGive, ActDiscard:
		if d != nil && int(a.Card) < len(d.Cards) {
			return fmt.Sprintf("%s %s", a.Kind, d.Cards[a.Card].Name)
		}
		return fmt.Sprintf("%s #%d", a.Kind, a.Card)
	}
	return a.Kind.String()
}

// IllegalError is returned by Apply for an action the rules do not allow
// now; the state is untouched.
type IllegalError = game.IllegalError[Action, Phase]
