package battle

import (
	"deepwood/rules/game"
	"deepwood/rules/hex"
)

// EventKind says what happened.
type EventKind int8

// Every visible consequence.
const (
	EvPlaced   EventKind = iota // Unit placed on To
	EvZone                      // attacker rows set (Amount = row, Doubled = below)
	EvRound                     // a round begins (Round, Side = proactive)
	EvDecision                  // Side fights on (Amount 0), retreats (1) or surrenders (2)
	EvLeft                      // Unit left the field, losses permanent
	EvQuick                     // Side chose Amount quick units (which ones stays secret)
	EvPhase                     // movement phase Amount of Side begins
	EvMoved                     // Unit moved From → To, Path, Amount spaces
	EvContact                   // Unit stopped on contact; Units frozen with it
	EvClusters                  // the clusters of the combat phase
	EvShot                      // bowmen Unit shot Target: Roll, Amount losses
	EvMelee                     // a 1-on-1 pair rolled within a cluster: Roll
	EvLosses                    // Unit took Amount losses (Doubled when it could not move back)
	EvPushed                    // Unit moved back From → To
	EvStepped                   // light infantry Unit stepped From → To (note 2)
	EvUnitLost                  // Unit's losses reached its size
	EvOver                      // the battle ended: Result
)

var eventWords = game.Words[EventKind]{Kind: "event", Names: []string{"placed", "zone", "round", "decision",
	"left", "quick", "phase", "moved", "contact", "clusters", "shot", "melee", "losses", "pushed", "stepped",
	"unit-lost", "over"}}

// String names the kind for logs.
func (k EventKind) String() string { return eventWords.Name(k) }

// Event is one visible consequence of an action.
type Event struct {
	Kind     EventKind   `json:"kind"`
	Side     Side        `json:"side"`
	Unit     int         `json:"unit"`
	Target   int         `json:"target,omitempty"`
	From     hex.Axial   `json:"from"`
	To       hex.Axial   `json:"to"`
	Path     []hex.Axial `json:"path,omitempty"`
	Units    []int       `json:"units,omitempty"`
	Amount   int         `json:"amount,omitempty"`
	Doubled  bool        `json:"doubled,omitempty"`
	Round    int         `json:"round,omitempty"`
	Roll     *Roll       `json:"roll,omitempty"`
	Clusters []Cluster   `json:"clusters,omitempty"`
	Result   *Result     `json:"result,omitempty"`
}

// Roll is one opposed roll (DESIGN decision 2): the roller's strength with
// every modifier, the other's, the dice, the total and the number needed.
type Roll struct {
	Roller   Strength `json:"roller"`
	Other    Strength `json:"other"`
	Dice     [3]int   `json:"dice"` // d8, d8, d10 (0–9)
	Total    int      `json:"total"`
	Need     int      `json:"need"`
	Wins     bool     `json:"wins"` // the roller won
	Chance   Odds     `json:"chance"`
	Distance int      `json:"distance,omitempty"` // shots only
}

// EndKind is how a battle ended (5.05).
type EndKind int8

// The ways a battle ends.
const (
	EndAnnihilation EndKind = iota
	EndSurrender
	EndRetreat
	EndRoundLimit
)

var endWords = game.Words[EndKind]{Kind: "end", Names: []string{"annihilation", "surrender", "retreat", "round-limit"}}

// String names how the battle ended.
func (k EndKind) String() string { return endWords.Name(k) }

// Result is a finished battle: who won, how, and each side's troops lost
// for good once 5.05's halving is applied.
type Result struct {
	Winner Side    `json:"winner"`
	How    EndKind `json:"how"`
	Rounds int     `json:"rounds"`
	Lost   [2]int  `json:"lost"`   // permanent losses after halving
	Raw    [2]int  `json:"raw"`    // losses before halving
	Troops [2]int  `json:"troops"` // troops each side brought
}
