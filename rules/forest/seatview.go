package forest

// SeatView is what the player of I am the Forest may see: the Territory
// Map, both sides' Nature Values, the creation's results, the Year and its
// Encroachment as far as it has been rolled, GP, abilities and the
// journal. Online, the server keeps the State and sends the SeatView, so
// the view holds no seed, dice set or stream: a roll already made is in
// it (the picks, the clash's dice), a roll to come is not. It is plain
// data (every slice its own) and marshals to JSON.
type SeatView struct {
	Seat  int   `json:"seat"` // always 0: the Forest is played alone
	Phase Phase `json:"phase"`
	Step  Step  `json:"step"` // the creation step

	// Map names the preset the Territory Map is drawn on; Hexes is cell by
	// cell who holds it, its terrain and the Enemy's structure.
	Map     string `json:"map"`
	Level   Level  `json:"level"`
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
	Used     string `json:"used,omitempty"` // the ability used this Year
	Redraws  int    `json:"redraws,omitempty"`

	// Clash is the Encroachment in progress: target, types and the dice
	// rolled so far; Facts the Year so far, and Journal the Years written.
	Clash   Clash   `json:"clash"`
	Facts   Facts   `json:"facts"`
	Journal []Entry `json:"journal"`

	Steps int `json:"steps"`
}

// ViewFor is seat's SeatView of s (the Forest has the one seat, 0; any
// other seat sees the same game). It copies what it keeps, so a later
// Apply cannot change a view already taken, and reads no stream.
func ViewFor(s *State, seat int) SeatView {
	v := SeatView{
		Seat: seat, Phase: s.Phase, Step: s.Step, Map: s.Map, Level: s.Level,
		Hexes: append([]Hex(nil), s.Hexes...), Primary: s.Primary, Origins: append([]int(nil), s.Origins...),
		Forest: s.Forest, Enemy: s.Enemy, Culture: s.Culture, Ally: s.Ally, AllyLevel: s.AllyLevel,
		Abilities: append([]Held(nil), s.Abilities...), GP: s.GP, GPEarned: s.GPEarned,
		Year: s.Year, Used: s.Used, Redraws: s.Redraws, Clash: s.Clash, Facts: factsCopy(s.Facts), Steps: s.Steps,
	}
	v.Clash.ForestDice = append([]int(nil), s.Clash.ForestDice...)
	v.Clash.EnemyDice = append([]int(nil), s.Clash.EnemyDice...)
	if s.Picks != nil {
		v.Picks = make([]Pick, len(s.Picks))
		for i, p := range s.Picks {
			p.Extra = append([]int(nil), p.Extra...)
			v.Picks[i] = p
		}
	}
	if s.Journal != nil {
		v.Journal = make([]Entry, len(s.Journal))
		for i, e := range s.Journal {
			e.Facts = factsCopy(e.Facts)
			v.Journal[i] = e
		}
	}
	return v
}

// factsCopy is f with slices of its own.
func factsCopy(f Facts) Facts {
	f.Burst = append([]int(nil), f.Burst...)
	f.Grew = append([]string(nil), f.Grew...)
	return f
}
