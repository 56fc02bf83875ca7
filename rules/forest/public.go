package forest

// Public is the part of a game of I am the Forest the player sees as the
// State holds it: the Territory Map, both sides' Nature Values, the
// creation's results, the Year and its Encroachment as far as it has been
// rolled, GP, abilities and the journal. The State and the SeatView embed
// it, so the view cannot fall behind a field added to the game, and its
// fields marshal where the State's always stood, so saves and
// fingerprints are as they were.
type Public struct {
	Phase Phase `json:"phase"`
	Step  Step  `json:"step"` // the creation step

	// Map names the preset the Territory Map is drawn on; Hexes is cell by
	// cell who holds it, its terrain and the Enemy's structure.
	Map     string `json:"map"`
	Level   Level  `json:"level,omitzero"` // Tale (the zero value) is omitted, so a Tale hashes as before levels
	Hexes   []Hex  `json:"hexes"`
	Primary int    `json:"primary"` // the Primary Feature's cell, -1 before it is drawn
	Origins []int  `json:"origins,omitempty"`

	Forest    [NumNatures]int `json:"forest"` // Nature Values
	Enemy     [NumHarms]int   `json:"enemy"`
	Culture   int             `json:"culture"` // index into Data.Cultures, -1 before it is rolled
	Picks     []Pick          `json:"picks"`   // the creation's oracle results so far
	Ally      int             `json:"ally"`    // index into Data.Allies, -1 before it is rolled
	AllyLevel int             `json:"ally_level"`
	Abilities []Held          `json:"abilities"`

	GP       int    `json:"gp"`
	GPEarned int    `json:"gp_earned"`
	Year     int    `json:"year"`
	Used     string `json:"used,omitempty"`    // the ability used this Year
	Redraws  int    `json:"redraws,omitempty"` // landscape redraws in creation

	// Clash is the Encroachment in progress: target, types and the dice
	// rolled so far; Facts the Year so far, and Journal the Years written.
	Clash   Clash   `json:"clash"`
	Facts   Facts   `json:"facts"`
	Journal []Entry `json:"journal"`

	Steps int `json:"steps"` // actions applied
}

// ForestPotency is the Forest's Potency in a Nature Type.
func (p *Public) ForestPotency(n Nature) int { return Potency(p.Forest[n]) }

// Count is how many hexes a side holds on the map.
func (p *Public) Count(side Side) int {
	n := 0
	for i := range p.Hexes {
		if p.Hexes[i].Owner == side {
			n++
		}
	}
	return n
}

// Pick is the creation's oracle result in a slot, nil before it is
// rolled; it points into p.
func (p *Public) Pick(slot string) *Pick {
	for i := range p.Picks {
		if p.Picks[i].Slot == slot {
			return &p.Picks[i]
		}
	}
	return nil
}

// clone is p with every slice its own, down to the picks' extras and the
// journal's facts, so a view taken from it cannot change with the game.
func (p Public) clone() Public {
	p.Hexes = append([]Hex(nil), p.Hexes...)
	p.Origins = append([]int(nil), p.Origins...)
	p.Abilities = append([]Held(nil), p.Abilities...)
	p.Clash.ForestDice = append([]int(nil), p.Clash.ForestDice...)
	p.Clash.EnemyDice = append([]int(nil), p.Clash.EnemyDice...)
	p.Facts = factsCopy(p.Facts)
	if p.Picks != nil {
		picks := make([]Pick, len(p.Picks))
		for i, k := range p.Picks {
			k.Extra = append([]int(nil), k.Extra...)
			picks[i] = k
		}
		p.Picks = picks
	}
	if p.Journal != nil {
		journal := make([]Entry, len(p.Journal))
		for i, e := range p.Journal {
			e.Facts = factsCopy(e.Facts)
			journal[i] = e
		}
		p.Journal = journal
	}
	return p
}

// factsCopy is f with slices of its own.
func factsCopy(f Facts) Facts {
	f.Burst = append([]int(nil), f.Burst...)
	f.Grew = append([]string(nil), f.Grew...)
	return f
}
