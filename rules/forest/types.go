// Package forest is the rules engine of I am the Forest (seed 000): a solo
// hex-map tug of war between a Forest and an encroaching Enemy, played Year
// by Year. A game is a State changed only by Apply(state, action), which
// returns the Events a screen animates and the journal is written from;
// Legal lists every action the player may take. Randomness comes only from
// named dice streams derived from the game seed, so the same seed and
// actions give the same game on every platform.
package forest

import "deepwood/rules/game"

// Nature is one of the Forest's four Nature Types (seed ch. 2, step 1).
type Nature uint8

// The Forest's Nature Types in the Character Sheet's order.
const (
	Wood Nature = iota
	Water
	Earth
	Air
	NumNatures
)

var natureWords = game.Words[Nature]{Kind: "nature type", Short: "nature", Names: []string{"wood", "water", "earth", "air"}}

// String is the type's name as data files and actions spell it;
// MarshalText and UnmarshalText write and read it as that word in JSON.
func (n Nature) String() string                { return natureWords.Name(n) }
func (n Nature) MarshalText() ([]byte, error)  { return natureWords.Text(n) }
func (n *Nature) UnmarshalText(b []byte) error { return natureWords.Read(n, b) }

// Title is the name as prose writes it.
func (n Nature) Title() string { return title(n.String()) }

func parseNature(s string) (Nature, bool) { return natureWords.Parse(s) }

// Harm is one of the Enemy's four Nature Types (seed ch. 2, step 5).
type Harm uint8

// The Enemy's Nature Types in the d12 order of DESIGN.md Forest 2.
const (
	Chop Harm = iota
	Burn
	Carve
	Pollute
	NumHarms
)

var harmWords = game.Words[Harm]{Kind: "enemy nature type", Short: "harm", Names: []string{"chop", "burn", "carve", "pollute"}}

// String is the type's name as data files spell it; MarshalText and
// UnmarshalText write and read it as that word in JSON.
func (h Harm) String() string                { return harmWords.Name(h) }
func (h Harm) MarshalText() ([]byte, error)  { return harmWords.Text(h) }
func (h *Harm) UnmarshalText(b []byte) error { return harmWords.Read(h, b) }

// Title is the name as prose writes it.
func (h Harm) Title() string { return title(h.String()) }

func parseHarm(s string) (Harm, bool) { return harmWords.Parse(s) }

// HarmFromD12 reads the d12 for the Enemy's Nature Type: 1–3 Chop, 4–6 Burn,
// 7–9 Carve, 10–12 Pollute (DESIGN.md Forest 2).
func HarmFromD12(roll int) Harm { return Harm((roll - 1) / 3) }

// Side is who holds a hex or acts.
type Side uint8

// The two sides.
const (
	Forest Side = iota
	Enemy
)

var sideWords = game.Words[Side]{Kind: "side", Names: []string{"forest", "enemy"}}

// String names the side; MarshalText and UnmarshalText write and read it
// as that word in JSON.
func (s Side) String() string                { return sideWords.Name(s) }
func (s Side) MarshalText() ([]byte, error)  { return sideWords.Text(s) }
func (s *Side) UnmarshalText(b []byte) error { return sideWords.Read(s, b) }

// Other is the opposing side.
func (s Side) Other() Side { return 1 - s }

// Potency reads the Potency Table (DESIGN.md Forest 1): 1 → −2, 2–4 → −1,
// 5–8 → 0, 9–11 → +1, 12 → +2.
func Potency(value int) int {
	switch {
	case value <= 1:
		return -2
	case value <= 4:
		return -1
	case value <= 8:
		return 0
	case value <= 11:
		return 1
	}
	return 2
}

// Ability level requirements (seed ch. 4, Spending GP 3): the Nature Value
// a Forest Ability needs to be held at each level.
func levelNeeds(level int) int {
	switch level {
	case 1:
		return 5
	case 2:
		return 9
	}
	return 12
}

func title(s string) string {
	if s == "" {
		return s
	}
	b := []byte(s)
	if b[0] >= 'a' && b[0] <= 'z' {
		b[0] -= 'a' - 'A'
	}
	return string(b)
}
