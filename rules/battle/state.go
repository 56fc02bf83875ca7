package battle

import (
	"deepwood/rules/dice"
	"deepwood/rules/game"
	hx "deepwood/rules/hex"
)

// Side is one of the two armies. The simulator calls them Red and Blue.
type Side int8

// The two sides, and NoSide for a drawn battle.
const (
	Red    Side = 0
	Blue   Side = 1
	NoSide Side = -1
)

// Other is the opposing side.
func (s Side) Other() Side { return 1 - s }

func (s Side) String() string {
	switch s {
	case Red:
		return "red"
	case Blue:
		return "blue"
	}
	return "none"
}

// Mode is how the battle began (5.03).
type Mode int8

// Defend: the defender stood to fight. Ambush: it was caught marching or in
// camp.
const (
	Defend Mode = iota
	Ambush
)

func (m Mode) String() string { return [...]string{"defend", "ambush"}[m] }

// Phase is where in the battle the state waits for a decision.
type Phase int8

// The phases in battle order.
const (
	PhaseDeploy  Phase = iota // the side to move places its next unit
	PhaseZone                 // the defender sets the attacker's rows
	PhaseDecide               // before movement: fight on, retreat or surrender
	PhaseRetreat              // a retreating side takes its units off
	PhaseQuick                // secret choice of quick units
	PhaseMove                 // one of the four movement phases (Step 1–4)
	PhaseCombat               // clusters, bowmen, then melee
	PhaseOver
)

var phaseWords = game.Words[Phase]{Kind: "phase", Names: []string{"deploy", "zone", "decide", "retreat", "quick", "move", "combat", "over"}}

// String names the phase.
func (p Phase) String() string { return phaseWords.Name(p) }

// Unit is one unit of 5.03 on (or off) the field.
type Unit struct {
	ID     int      `json:"id"`
	Side   Side     `json:"side"`
	Troop  Troop    `json:"troop"`
	Size   int      `json:"size"`
	Losses int      `json:"losses"`
	Hex    hx.Axial `json:"hex"`
	Placed bool     `json:"placed,omitempty"`
	Lost   bool     `json:"lost,omitempty"` // losses reached its size
	Left   bool     `json:"left,omitempty"` // retreated off the field
	Quick  bool     `json:"quick,omitempty"`
	Moved  bool     `json:"moved,omitempty"`  // moved in the current movement phase
	Spaces int      `json:"spaces,omitempty"` // spaces moved this round (note 6)
	Frozen bool     `json:"frozen,omitempty"` // stopped by contact this round
	Seq    int      `json:"seq"`              // when it last moved, for two-way barriers
}

// Present is the troops still fighting.
func (u *Unit) Present() int { return u.Size - u.Losses }

// OnField reports a unit placed and neither lost nor gone.
func (u *Unit) OnField() bool { return u.Placed && !u.Lost && !u.Left }

// Zone is the defender's choice of the attacker's rows (5.03): Row and every
// row below it (Below) or above it.
type Zone struct {
	Set   bool `json:"set"`
	Row   int  `json:"row"`
	Below bool `json:"below"`
}

// State is a battle in progress. Field is shared and immutable; everything
// else belongs to the state. Use Clone before exploring. Public, the part
// every seat's SeatView holds too, stands embedded between Field and
// Combat, so the saved JSON keeps its keys in their order.
type State struct {
	Scenario string `json:"scenario"`
	Field    *Field `json:"field"`
	Public
	Combat *Combat   `json:"combat,omitempty"`
	Seq    int       `json:"seq"`
	Dice   *dice.Set `json:"dice"`
	Result *Result   `json:"result,omitempty"`
}

// Defender is the side that did not attack.
func (s *State) Defender() Side { return s.Attacker.Other() }

// Engaged reports a unit in contact with an enemy (adjacent, no hard
// barrier between).
func (s *State) Engaged(id int) bool { return s.enemyNear(s.Units[id].Hex, s.Units[id].Side) }

// enemyNear reports an enemy of side on the field adjacent to h.
func (s *State) enemyNear(h hx.Axial, side Side) bool {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side != side && u.OnField() && s.Field.Adjacent(h, u.Hex) {
			return true
		}
	}
	return false
}

// Clone copies the state deeply (the Field is shared).
func (s *State) Clone() *State {
	c := *s
	c.Public = s.Public.clone()
	if s.Combat != nil {
		c.Combat = s.Combat.clone()
	}
	if s.Dice != nil {
		c.Dice = s.Dice.Clone()
	}
	if s.Result != nil {
		r := *s.Result
		c.Result = &r
	}
	return &c
}

// Fingerprint is a short hash of the whole state, as JSON: two states with
// the same fingerprint play on identically.
func (s *State) Fingerprint() string { return game.Fingerprint(s) }
