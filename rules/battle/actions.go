package battle

import (
	"fmt"

	"deepwood/rules/game"
	"deepwood/rules/hex"
)

// ActionKind says what a side decides.
type ActionKind int8

// Every decision the rules give a side.
const (
	ActPlace     ActionKind = iota // deploy Unit on Hex
	ActZone                        // defender: attacker rows from Option (row), Target 1 = below
	ActFight                       // before movement: stay in the battle
	ActRetreat                     // before movement: retreat (5.05)
	ActSurrender                   // before movement: surrender (5.05)
	ActLeave                       // retreating: take Unit off the field
	ActQuick                       // the secret quick units, Mask of unit ids
	ActMove                        // move Unit to Hex in a movement phase
	ActEndPhase                    // end the side's movement phase or retreat
	ActCluster                     // proactive side: clustering Option for the next contact group
	ActShoot                       // bowmen Unit shoots Target
	ActPushFrom                    // the many: the lone loser moves back from Target
	ActPushBack                    // the loser Unit moves back to Hex
	ActStep                        // light infantry Unit steps to Hex after melee (note 2)
	ActSkip                        // decline an optional shot or step
)

// actionNames spells each kind as logs and replays write it.
var actionNames = [...]string{"place", "zone", "fight", "retreat", "surrender", "leave", "quick", "move", "end",
	"cluster", "shoot", "push-from", "push-back", "step", "skip"}

var actionWords = game.Words[ActionKind]{Kind: "action", Names: actionNames[:]}

// String names the kind for logs.
func (k ActionKind) String() string { return actionWords.Name(k) }

// Action is one decision of one side. It is a comparable value, so a legal
// list can be searched with ==.
type Action struct {
	Kind   ActionKind `json:"kind"`
	Side   Side       `json:"side"`
	Unit   int        `json:"unit"`
	Hex    hex.Axial  `json:"hex"`
	Target int        `json:"target"`
	Option int        `json:"option"`
	Mask   uint32     `json:"mask"`
}

// String describes the action for logs and debugging.
func (a Action) String() string {
	switch a.Kind {
	case ActPlace, ActMove, ActPushBack, ActStep:
		o := a.Hex.Offset()
		return fmt.Sprintf("%v %v u%d to c%d r%d", a.Side, a.Kind, a.Unit, o.Col, o.Row)
	case ActZone:
		return fmt.Sprintf("%v zone row %d below=%v", a.Side, a.Option, a.Target == 1)
	case ActLeave:
		return fmt.Sprintf("%v leave u%d", a.Side, a.Unit)
	case ActQuick:
		return fmt.Sprintf("%v quick %b", a.Side, a.Mask)
	case ActCluster:
		return fmt.Sprintf("%v cluster option %d", a.Side, a.Option)
	case ActShoot, ActPushFrom:
		return fmt.Sprintf("%v %v u%d at u%d", a.Side, a.Kind, a.Unit, a.Target)
	}
	return fmt.Sprintf("%v %v", a.Side, a.Kind)
}

// Place deploys a unit.
func Place(side Side, unit int, h hex.Axial) Action {
	return Action{Kind: ActPlace, Side: side, Unit: unit, Hex: h}
}

// Move moves a unit in a movement phase.
func Move(side Side, unit int, h hex.Axial) Action {
	return Action{Kind: ActMove, Side: side, Unit: unit, Hex: h}
}

// EndPhase ends a side's movement phase or its retreat.
func EndPhase(side Side) Action { return Action{Kind: ActEndPhase, Side: side} }

// Quick chooses the quick units.
func Quick(side Side, units ...int) Action {
	var m uint32
	for _, u := range units {
		m |= 1 << u
	}
	return Action{Kind: ActQuick, Side: side, Mask: m}
}

// Shoot has bowmen fire at a target.
func Shoot(side Side, unit, target int) Action {
	return Action{Kind: ActShoot, Side: side, Unit: unit, Target: target}
}

// Simple is an action with only a kind and a side (fight, retreat,
// surrender, end, skip).
func Simple(kind ActionKind, side Side) Action { return Action{Kind: kind, Side: side} }
