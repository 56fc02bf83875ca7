package forest

import "deepwood/rules/game"

// EventKind is what happened, for a screen to animate, audio to play and
// the journal to narrate.
type EventKind uint8

// The events. The comment says which Event fields each kind fills.
const (
	EvStep              EventKind = iota // Step: a creation step begins (its rolls follow)
	EvValueRolled                        // Side, Nature or Harm, Dice (2d6), Value, Potency (table), Bonus (culture), Total (Potency+Bonus)
	EvOracle                             // Slot, Table, Roll (d12; 0 when chosen), Text; Dice holds the extra rolls of "Roll two origins"
	EvMapDrawn                           // Text (map name), Slot (map id), Value (hexes)
	EvTerrain                            // Roll (d12), Text (terrain), Hexes (the group), Hex (its centre)
	EvPrimaryPlaced                      // Hex, Text (the feature)
	EvOriginsRolled                      // Dice (the two dice), Hexes (where each landed), Value (territory size)
	EvTerritoryRerolled                  // Dice, Hexes: the origins could not be connected in Value hexes (Cause "heart": the territory would cover or border the heart, T41)
	EvTerritory                          // Hexes (the Enemy's starting territory)
	EvHexChanged                         // Hex, Side (new owner), Text (Enemy structure, "" for the Forest), Cause
	EvAbilityGained                      // Ability, Value (level), Text (name)
	EvAllyAbility                        // Ability (id), Value (level), Text (name): the Ally's abilities
	EvYearBegan                          // Year
	EvAbilitiesReset                     // Year: one ability may be used again
	EvTarget                             // Roll (d12), Hexes (the valid Forest hexes clockwise), Hex (the target)
	EvEnemyType                          // Roll (d12), Harm, Cause ("encroach" or "defend"; "reroll" when rerolled)
	EvRolled                             // Side, Cause ("encroach"/"defend"), Nature or Harm, Dice, Potency, Bonus, Total, Doubles
	EvCommitted                          // Ability: the level-2 Ally Ability is committed before the Defence roll
	EvAbilityUsed                        // Ability, Text (name), Side (whose dice it touches), Bonus (a Forest Ability's level)
	EvDiceChanged                        // Side, Before, Dice (after), Total (new score), Cause ("reroll", "reroll-one", "remove"), Doubles
	EvResolved                           // Side (winner), ForestScore, EnemyScore, Value (1 tie, else 0), Doubles, Cause ("enemy"/"forest" encroached)
	EvDoublesEvent                       // Dice (the two d12), Text ("Description Type"), Side (in whose favour)
	EvGP                                 // Value (gained), Total (now), Cause
	EvGrew                               // Cause (raise-value, raise-ally, raise-ability, new-ability), Nature, Ability, Value (new level/value), GP (spent)
	EvYearEnded                          // Year, Text (the journal entry)
	EvWon                                // Year
	EvLost                               // Year; Cause "" when the last hex fell, "heart" (Hex: the heart) when the heart did (T41), "years" when the tale's last Year ended (T44)
	EvJournalEdited                      // Year
	EvAge                                // Year, Value (the new Age), Bonus (the Enemy's Potency from Ages now): a new Age begins (T42)
	numEvents
)

var eventWords = game.Words[EventKind]{Kind: "event", Names: []string{"step", "value-rolled", "oracle", "map-drawn", "terrain",
	"primary-placed", "origins-rolled", "territory-rerolled", "territory", "hex-changed",
	"ability-gained", "ally-ability", "year-began", "abilities-reset", "target", "enemy-type",
	"rolled", "committed", "ability-used", "dice-changed", "resolved", "doubles-event", "gp",
	"grew", "year-ended", "won", "lost", "journal-edited", "age"}}

// String names the kind; MarshalText writes it as that word in JSON.
func (k EventKind) String() string               { return eventWords.Name(k) }
func (k EventKind) MarshalText() ([]byte, error) { return eventWords.Text(k) }

// Event is one visible consequence of an action. Fields not listed for its
// kind are zero.
type Event struct {
	Kind        EventKind `json:"kind"`
	Year        int       `json:"year,omitempty"`
	Step        Step      `json:"step,omitempty"`
	Side        Side      `json:"side"`
	Slot        string    `json:"slot,omitempty"`
	Table       string    `json:"table,omitempty"`
	Roll        int       `json:"roll,omitempty"`
	Text        string    `json:"text,omitempty"`
	Hex         int       `json:"hex,omitempty"`
	Hexes       []int     `json:"hexes,omitempty"`
	Nature      Nature    `json:"nature,omitempty"`
	Harm        Harm      `json:"harm,omitempty"`
	Dice        []int     `json:"dice,omitempty"`
	Before      []int     `json:"before,omitempty"`
	Value       int       `json:"value,omitempty"`
	Potency     int       `json:"potency,omitempty"`
	Bonus       int       `json:"bonus,omitempty"`
	Total       int       `json:"total,omitempty"`
	ForestScore int       `json:"forest_score,omitempty"`
	EnemyScore  int       `json:"enemy_score,omitempty"`
	Doubles     bool      `json:"doubles,omitempty"`
	GP          int       `json:"gp,omitempty"`
	Ability     string    `json:"ability,omitempty"`
	Cause       string    `json:"cause,omitempty"`
}
