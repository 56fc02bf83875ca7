package forest

import (
	"fmt"
	"strconv"

	"deepwood/rules/game"
)

// ActionKind is what the player decides.
type ActionKind uint8

// The player's decisions. Every one is an Action, so a replay is the seed
// plus the list of actions.
const (
	ActNext             ActionKind = iota // creation: accept this step and roll the next
	ActReroll                             // creation: reroll an oracle slot (Slot)
	ActChoose                             // creation: choose a slot's result (Slot, Roll)
	ActChooseMap                          // creation, landscape step: draw on another preset (Map)
	ActPlaceFeature                       // creation, landscape step: move the Primary Feature (Hex)
	ActPickAbility                        // creation, last step: the starting Forest Ability (Ability)
	ActCommit                             // commit the level-2 Ally Ability before the Defence roll
	ActRollEnemy                          // the Enemy rolls its Encroachment
	ActDefend                             // defend with a Nature Type (Nature) and roll
	ActEncroach                           // encroach on an Enemy hex (Hex) with a Nature Type (Nature) and roll
	ActRerollEnemyType                    // the Enemy's defence type makes no narrative sense: reroll its d12 (once)
	ActRollEnemyDefence                   // the Enemy rolls its Defence
	ActUseForest                          // use a Forest Ability (Ability): +level to the Forest's score
	ActUseAlly                            // use the Ally's level-1 or level-3 ability (Roll = level; Die = the die a level 3 rerolls)
	ActResolve                            // compare the scores
	ActTakeSecond                         // a doubles win: take a second Enemy hex (Hex)
	ActRaiseValue                         // Grow: +1 Nature Value (Nature), 1 GP
	ActRaiseAlly                          // Grow: +1 Ally Ability level, 2 GP
	ActRaiseAbility                       // Grow: +1 Forest Ability level (Ability), 2 GP
	ActNewAbility                         // Grow: a Forest Ability of a new type (Ability), 2 GP
	ActBurstForth                         // Grow: take an Enemy Valid Hex unchallenged (Hex), 4 GP
	ActEndYear                            // Grow: end the Year and begin the next
	ActEditJournal                        // set the player's note on a journal entry (Year, Text); never listed by Legal
	numActs
)

var actWords = game.Words[ActionKind]{Kind: "action", Short: "act", Names: []string{"next", "reroll", "choose", "choose-map", "place-feature", "pick-ability",
	"commit", "roll-enemy", "defend", "encroach", "reroll-enemy-type", "roll-enemy-defence", "use-forest",
	"use-ally", "resolve", "take-second", "raise-value", "raise-ally", "raise-ability", "new-ability",
	"burst-forth", "end-year", "edit-journal"}}

// String names the kind; MarshalText and UnmarshalText write and read it
// as that word in JSON.
func (k ActionKind) String() string                { return actWords.Name(k) }
func (k ActionKind) MarshalText() ([]byte, error)  { return actWords.Text(k) }
func (k *ActionKind) UnmarshalText(b []byte) error { return actWords.Read(k, b) }

// MaxNote bounds the player's note on a journal entry, in bytes.
const MaxNote = 4000

// Action is one player decision. Which fields matter depends on Kind (see
// the kinds); actions are plain values, comparable with ==.
type Action struct {
	Kind    ActionKind `json:"kind"`
	Slot    string     `json:"slot,omitempty"`
	Roll    int        `json:"roll,omitempty"`
	Map     string     `json:"map,omitempty"`
	Hex     int        `json:"hex,omitempty"`
	Nature  Nature     `json:"nature,omitempty"`
	Ability string     `json:"ability,omitempty"`
	Die     int        `json:"die,omitempty"`
	Year    int        `json:"year,omitempty"`
	Text    string     `json:"text,omitempty"`
}

// Constructors, so tests and bots read like the rules.
func Next() Action                        { return Action{Kind: ActNext} }
func Reroll(slot string) Action           { return Action{Kind: ActReroll, Slot: slot} }
func Choose(slot string, roll int) Action { return Action{Kind: ActChoose, Slot: slot, Roll: roll} }
func ChooseMap(id string) Action          { return Action{Kind: ActChooseMap, Map: id} }
func PlaceFeature(cell int) Action        { return Action{Kind: ActPlaceFeature, Hex: cell} }
func PickAbility(id string) Action        { return Action{Kind: ActPickAbility, Ability: id} }
func Commit() Action                      { return Action{Kind: ActCommit} }
func RollEnemy() Action                   { return Action{Kind: ActRollEnemy} }
func Defend(n Nature) Action              { return Action{Kind: ActDefend, Nature: n} }
func Encroach(cell int, n Nature) Action  { return Action{Kind: ActEncroach, Hex: cell, Nature: n} }
func RerollEnemyType() Action             { return Action{Kind: ActRerollEnemyType} }
func RollEnemyDefence() Action            { return Action{Kind: ActRollEnemyDefence} }
func UseForest(id string) Action          { return Action{Kind: ActUseForest, Ability: id} }
func UseAlly(level, die int) Action       { return Action{Kind: ActUseAlly, Roll: level, Die: die} }
func Resolve() Action                     { return Action{Kind: ActResolve} }
func TakeSecond(cell int) Action          { return Action{Kind: ActTakeSecond, Hex: cell} }
func RaiseValue(n Nature) Action          { return Action{Kind: ActRaiseValue, Nature: n} }
func RaiseAlly() Action                   { return Action{Kind: ActRaiseAlly} }
func RaiseAbility(id string) Action       { return Action{Kind: ActRaiseAbility, Ability: id} }
func NewAbility(id string) Action         { return Action{Kind: ActNewAbility, Ability: id} }
func BurstForth(cell int) Action          { return Action{Kind: ActBurstForth, Hex: cell} }
func EndYear() Action                     { return Action{Kind: ActEndYear} }
func EditJournal(year int, text string) Action {
	return Action{Kind: ActEditJournal, Year: year, Text: text}
}

// String writes the action as a replay line spells it; ParseAction reads it
// back.
func (a Action) String() string {
	switch a.Kind {
	case ActReroll:
		return fmt.Sprintf("reroll %s", a.Slot)
	case ActChoose:
		return fmt.Sprintf("choose %s %d", a.Slot, a.Roll)
	case ActChooseMap:
		return "choose-map " + a.Map
	case ActPlaceFeature, ActTakeSecond, ActBurstForth:
		return fmt.Sprintf("%s %d", a.Kind, a.Hex)
	case ActPickAbility, ActUseForest, ActRaiseAbility, ActNewAbility:
		return fmt.Sprintf("%s %s", a.Kind, a.Ability)
	case ActDefend, ActRaiseValue:
		return fmt.Sprintf("%s %s", a.Kind, a.Nature)
	case ActEncroach:
		return fmt.Sprintf("encroach %d %s", a.Hex, a.Nature)
	case ActUseAlly:
		return fmt.Sprintf("use-ally %d %d", a.Roll, a.Die)
	case ActEditJournal:
		return fmt.Sprintf("edit-journal %d %s", a.Year, strconv.Quote(a.Text))
	}
	return a.Kind.String()
}

// IllegalError is returned by Apply for an action the rules do not allow
// now; the state is untouched.
type IllegalError = game.IllegalError[Action, Phase]
