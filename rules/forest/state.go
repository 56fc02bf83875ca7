package forest

import (
	"encoding/json"
	"fmt"

	"deepwood/rules/dice"
	"deepwood/rules/game"
	hexgrid "deepwood/rules/hex"
)

// Phase is what the game is waiting for, which decides the legal actions.
type Phase uint8

// The phases: creation, then each Year's Enemy Encroachment (target and
// type rolled; Defend; Resolve), Forest Encroachment (Encroach; the Enemy's
// type and Defence; Resolve; a second hex on doubles), Grow, and the end.
const (
	PhaseCreate      Phase = iota // the creation wizard; State.Step says which step
	PhaseEnemyRoll                // the Enemy's target and type are rolled; it rolls next (commit a level 2 first if you wish)
	PhaseDefend                   // the Enemy has rolled; choose the Defence type
	PhaseEncroach                 // choose an Enemy hex and a Nature Type to Encroach with
	PhaseEnemyDefend              // the Forest has rolled and the Enemy's defence type is known; it rolls next
	PhaseResolve                  // both have rolled; use an ability or resolve
	PhaseSecondHex                // the Forest won on doubles: take a second Enemy hex
	PhaseGrow                     // spend Growth Points, then end the Year
	PhaseWon
	PhaseLost
)

var phaseWords = game.Words[Phase]{Kind: "phase", Names: []string{"create", "enemy-roll", "defend", "encroach", "enemy-defend", "resolve", "second-hex", "grow", "won", "lost"}}

// String names the phase; MarshalText and UnmarshalText write and read it
// as that word in JSON.
func (p Phase) String() string                { return phaseWords.Name(p) }
func (p Phase) MarshalText() ([]byte, error)  { return phaseWords.Text(p) }
func (p *Phase) UnmarshalText(b []byte) error { return phaseWords.Read(p, b) }

// Over is true once the game is won or lost.
func (p Phase) Over() bool { return p == PhaseWon || p == PhaseLost }

// Step is the creation step (seed ch. 2's ten steps; 9 and 10 happen with
// the ability pick).
type Step uint8

// The creation steps in order.
const (
	StepStart        Step = iota // nothing rolled yet
	StepForest                   // 1: Nature Values and Potency
	StepHistory                  // 2: the Forest tables
	StepAlly                     // 3: the Ally and its event
	StepLandscape                // 4: terrain groups and the Primary Feature
	StepEnemy                    // 5: Enemy values, Potency and culture
	StepEnemyHistory             // 6: Enemy motivation and event
	StepTerritory                // 7: the Enemy's starting territory
	StepAbility                  // 8: the starting Forest Ability (9: the Ally's level 1 follows)
	StepDone
)

// MarshalText writes the step as a number-named word in JSON.
func (s Step) MarshalText() ([]byte, error) { return fmt.Appendf(nil, "%d", s), nil }

// UnmarshalText reads a step written by MarshalText.
func (s *Step) UnmarshalText(b []byte) error {
	var v int
	if _, err := fmt.Sscanf(string(b), "%d", &v); err != nil || v < 0 || v > int(StepDone) {
		return fmt.Errorf("bad step %q", b)
	}
	*s = Step(v)
	return nil
}

// Hex is one cell of the Territory Map: who holds it, its terrain feature
// from the Hex Generation table, and what the Enemy built on it.
type Hex struct {
	Owner     Side   `json:"owner"`
	Terrain   string `json:"terrain"`
	Structure string `json:"structure,omitempty"`
}

// Pick is one oracle result of creation.
type Pick struct {
	Slot    string `json:"slot"`
	Table   string `json:"table"`
	Step    Step   `json:"step"`
	Roll    int    `json:"roll"`
	Extra   []int  `json:"extra,omitempty"` // the two further origins of "Roll two origins"
	Text    string `json:"text"`
	Chosen  bool   `json:"chosen,omitempty"`
	Rerolls int    `json:"rerolls,omitempty"`
}

// Held is a Forest Ability the Forest has, at its level.
type Held struct {
	ID    string `json:"id"`
	Level int    `json:"level"`
}

// Clash is the Encroachment in progress: who encroaches where, the types,
// both sides' dice and what abilities did to them.
type Clash struct {
	Attacker     Side   `json:"attacker"`
	Target       int    `json:"target"`
	TargetRoll   int    `json:"target_roll,omitempty"`
	Harm         Harm   `json:"harm"`
	HarmRoll     int    `json:"harm_roll,omitempty"`
	Nature       Nature `json:"nature"`
	ForestDice   []int  `json:"forest_dice,omitempty"`
	EnemyDice    []int  `json:"enemy_dice,omitempty"`
	Bonus        int    `json:"bonus,omitempty"`   // the Forest Ability's level, when used
	Doubles      bool   `json:"doubles,omitempty"` // the Encroachment roll showed doubles at some point
	Committed    bool   `json:"committed,omitempty"`
	TypeRerolled bool   `json:"type_rerolled,omitempty"`
}

// Rolled reports whether a side has rolled in this clash.
func (c *Clash) Rolled(side Side) bool {
	if side == Forest {
		return len(c.ForestDice) > 0
	}
	return len(c.EnemyDice) > 0
}

// State is one game of I am the Forest. Every hex is held by exactly one
// side; the Forest's GP never goes negative; one ability is used per Year.
type State struct {
	Rules string    `json:"rules"` // the data fingerprint the game was made with
	Seed  dice.Seed `json:"seed"`
	Dice  *dice.Set `json:"dice"`
	// Public is the game as the player sees it: the map, both sides'
	// values, the creation, the Year and its clash, the journal.
	Public

	// LastVariant remembers each journal section's last template (1-based),
	// so consecutive Years do not repeat a sentence.
	LastVariant []int `json:"last_variant,omitempty"`

	data *Data
	grid *hexgrid.Grid
}

// Data is the tables the game was made with.
func (s *State) Data() *Data { return s.data }

// Grid is the Territory Map's geometry; cell i is Hexes[i].
func (s *State) Grid() *hexgrid.Grid { return s.grid }

func (s *State) ForestPotency(n Nature) int { return Potency(s.Forest[n]) }

// EnemyPotency is the Enemy's Potency in a type: the table's plus the
// culture's bonus (seed ch. 2, step 5) plus one per Age past the first on
// Struggle and Blight (T43).
func (s *State) EnemyPotency(h Harm) int {
	p := Potency(s.Enemy[h]) + s.AgeBonus()
	if s.Culture >= 0 {
		p += s.data.Cultures[s.Culture].Bonus[h]
	}
	return p
}

// Label names a cell as the map's margins do: column letter, row number.
func (s *State) Label(cell int) string {
	if s.grid == nil || cell < 0 || cell >= s.grid.Len() {
		return "?"
	}
	o := s.grid.At(cell).Offset()
	return fmt.Sprintf("%c%d", 'A'+o.Col, o.Row+1)
}

// HeldOf returns the Forest's ability of a type, if any (one per type).
func (s *State) HeldOf(n Nature) *Held {
	for i := range s.Abilities {
		if a, ok := s.data.Ability(s.Abilities[i].ID); ok && a.Type == n {
			return &s.Abilities[i]
		}
	}
	return nil
}

// AllyAbility is the Ally's ability at a level (nil before the Ally).
func (s *State) AllyAbility(level int) *AllyAbility {
	if s.Ally < 0 || level < 1 || level > 3 {
		return nil
	}
	return &s.data.Allies[s.Ally].Abilities[level-1]
}

// Clone copies the state, dice included, so a bot or a screen can look ahead
// without touching the game.
func (s *State) Clone() *State {
	b, err := json.Marshal(s)
	if err != nil {
		panic(err)
	}
	c := &State{}
	if err := json.Unmarshal(b, c); err != nil {
		panic(err)
	}
	c.data, c.grid = s.data, s.grid
	return c
}

// UnmarshalState restores a state saved with json.Marshal, refusing one made
// with other data or one that breaks the rules' bookkeeping.
func UnmarshalState(d *Data, b []byte) (*State, error) {
	s, err := game.Restore(b, func(s *State) string { return s.Rules }, d.Fingerprint, "forest data")
	if err != nil {
		return nil, err
	}
	m, ok := d.Map(s.Map)
	if !ok || s.Dice == nil {
		return nil, fmt.Errorf("state is incomplete (map %q)", s.Map)
	}
	if len(s.Hexes) != 0 && len(s.Hexes) != m.Grid.Len() {
		return nil, fmt.Errorf("state has %d hexes; map %s has %d", len(s.Hexes), s.Map, m.Grid.Len())
	}
	s.data, s.grid = d, m.Grid
	if err := game.Sound(CheckInvariants(s)); err != nil {
		return nil, err
	}
	return s, nil
}

// Fingerprint hashes the state's canonical JSON to a short hex string that
// tests compare across platforms.
func (s *State) Fingerprint() string { return game.Fingerprint(s) }
