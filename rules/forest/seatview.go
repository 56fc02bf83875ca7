package forest

import hexgrid "deepwood/rules/hex"

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

// board is the game as the seat sees it: a State made of the view's
// fields and the tables d (nil: none), with no seed, no dice and no
// journal variants. The rules' helpers run on it for the screens (labels,
// Potencies, odds, the threat, the planner's hint, the Grow options), so
// what they answer counts only what the view holds; a helper that reached
// for a die would find no Set and panic. It shares the view's slices,
// which those helpers only read.
func (v *SeatView) board(d *Data) State {
	s := State{Phase: v.Phase, Step: v.Step, Map: v.Map, Level: v.Level, Hexes: v.Hexes, Primary: v.Primary, Origins: v.Origins,
		Forest: v.Forest, Enemy: v.Enemy, Culture: v.Culture, Picks: v.Picks, Ally: v.Ally, AllyLevel: v.AllyLevel,
		Abilities: v.Abilities, GP: v.GP, GPEarned: v.GPEarned, Year: v.Year, Used: v.Used, Redraws: v.Redraws,
		Clash: v.Clash, Facts: v.Facts, Journal: v.Journal, Steps: v.Steps, data: d}
	if d != nil {
		s.Rules = d.Fingerprint
		if m, ok := d.Map(v.Map); ok {
			s.grid = m.Grid
		}
	}
	return s
}

// Grid is the Territory Map's geometry (cell i is Hexes[i]), from the
// map preset the view names; nil for a map d does not hold.
func (v *SeatView) Grid(d *Data) *hexgrid.Grid {
	if m, ok := d.Map(v.Map); ok {
		return m.Grid
	}
	return nil
}

// Count is how many hexes a side holds on the map.
func (v *SeatView) Count(side Side) int {
	b := v.board(nil)
	return b.Count(side)
}

// Label names a cell as the map's margins do ("C4"); "?" off the map.
func (v *SeatView) Label(d *Data, cell int) string {
	b := v.board(d)
	return b.Label(cell)
}

// Pick is the creation's oracle result in a slot, nil before it is
// rolled; it points into the view.
func (v *SeatView) Pick(slot string) *Pick {
	for i := range v.Picks {
		if v.Picks[i].Slot == slot {
			return &v.Picks[i]
		}
	}
	return nil
}

// FeatureName names the Primary Feature (the heart) from the creation's
// picks, "heart" before they are rolled.
func (v *SeatView) FeatureName() string {
	b := v.board(nil)
	return b.FeatureName()
}

// ForestPotency is the Forest's Potency in a Nature Type.
func (v *SeatView) ForestPotency(n Nature) int { return Potency(v.Forest[n]) }

// EnemyPotency is the Enemy's Potency in a type, with its culture's bonus
// and the Ages' (State.EnemyPotency).
func (v *SeatView) EnemyPotency(d *Data, h Harm) int {
	b := v.board(d)
	return b.EnemyPotency(h)
}

// AllyAbility is the Ally's ability at a level, from the tables; nil
// before the Ally is rolled or off levels 1–3.
func (v *SeatView) AllyAbility(d *Data, level int) *AllyAbility {
	b := v.board(d)
	return b.AllyAbility(level)
}

// Scores are both sides' scores in the clash as rolled so far: the dice
// shown plus Potency (and the ability's bonus, the culture's and the
// Ages').
func (v *SeatView) Scores(d *Data) (forest, enemy int) {
	b := v.board(d)
	return b.ForestScore(), b.EnemyScore()
}

// Valid lists side's Valid Hexes (those bordering the other side's), in
// cell order, as the map shows them.
func (v *SeatView) Valid(d *Data, side Side) []int {
	b := v.board(d)
	return b.Valid(side)
}

// EncroachOdds is the Forest's exact chance of winning an Encroachment
// with n (State.EncroachOdds): it counts every roll to come, none rolled.
func (v *SeatView) EncroachOdds(d *Data, n Nature, bonus int) Odds {
	b := v.board(d)
	return b.EncroachOdds(n, bonus)
}

// OddsIf is the Forest's exact chance of winning the clash if it takes a
// (State.OddsIf), counted from the dice shown and every roll to come.
func (v *SeatView) OddsIf(d *Data, a Action) (Odds, bool) {
	b := v.board(d)
	return b.OddsIf(a)
}

// Threat is every way the Forest can lose, as the map and the Year show
// it (State.Threat): the heart, its reach, the Ages, the target already
// rolled.
func (v *SeatView) Threat(d *Data) Threat {
	b := v.board(d)
	return b.Threat()
}

// Hint is what the planner would do now and why (State.Hint): the
// planner counts odds from what is shown, never a roll to come.
func (v *SeatView) Hint(d *Data) (a Action, why string, ok bool) {
	b := v.board(d)
	return b.Hint()
}

// GrowOptions lists the Grow phase's purchases with their costs and why
// each cannot be bought now (State.GrowOptions).
func (v *SeatView) GrowOptions(d *Data) []GrowOption {
	b := v.board(d)
	return b.GrowOptions()
}
