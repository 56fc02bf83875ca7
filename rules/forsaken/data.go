package forsaken

import (
	"sync"

	"deepwood/levels"
)

// Design is one card's design: every copy of it plays the same.
type Design struct {
	Name   string
	Count  int
	Speed  Speed
	Sub    SubType
	Effect Effect
	Text   string
}

// RoleInfo is a Role Card's line in roles.txt.
type RoleInfo struct {
	Cards  int
	Team   Team
	Weight float64 // shown to the player; never decides a rule
	SeenAs Role    // what a Peek shows after Night One's exchanges
	About  string
}

// Distribution is one of the seed's suggested role distributions with no
// Special Roles.
type Distribution struct {
	Players, Forsaken, Villagers int
	Advantage                    string // "V", "F" or "*" (ideal)
}

// Data is Forsaken Forest's level data: the board, the Role Cards and the
// decks. It is immutable once loaded.
type Data struct {
	Fingerprint   string
	Board         Board
	Roles         [NumRoles]RoleInfo
	Distributions []Distribution
	// Designs are the Travelers Deck's designs, then the Artifacts' (a
	// used Artifact joins the Travelers cards, RULES S23); Deck maps a
	// Travelers card id to its design: the deck's 184 cards, then the
	// Artifacts (ArtifactCard).
	Designs       []Design
	Deck          []int
	ForestDesigns []Design
	ForestDeck    []int // Forest card id → design index
	Artifacts     []Design
}

// Card is the design of Travelers card id.
func (d *Data) Card(id int) *Design { return &d.Designs[d.Deck[id]] }

// ArtifactCard is Artifact a's id among the Travelers cards.
func ArtifactCard(a int) int { return TravelersCards + a }

// TravelersDesigns are the designs the Travelers Deck is dealt from, the
// Artifacts' left out.
func (d *Data) TravelersDesigns() []Design { return d.Designs[:d.Deck[TravelersCards-1]+1] }

// Forest is the design of Forest card id.
func (d *Data) Forest(id int) *Design { return &d.ForestDesigns[d.ForestDeck[id]] }

// DefaultData is the embedded data, loaded once; it is immutable.
var DefaultData = sync.OnceValues(func() (*Data, error) { return LoadData(levels.FS()) })

// MustData is DefaultData for tests and tools where the embedded data is
// known good (its own tests prove it).
func MustData() *Data {
	d, err := DefaultData()
	if err != nil {
		panic(err)
	}
	return d
}
