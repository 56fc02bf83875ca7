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
	Seat int `json:"seat"` // always 0: the Forest is played alone
	Public
}

// ViewFor is seat's SeatView of s (the Forest has the one seat, 0; any
// other seat sees the same game). It copies what it keeps, so a later
// Apply cannot change a view already taken, and reads no stream.
func ViewFor(s *State, seat int) SeatView {
	return SeatView{Seat: seat, Public: s.Public.clone()}
}

// board is the game as the seat sees it: a State made of the view's
// fields and the tables d (nil: none), with no seed, no dice and no
// journal variants. The rules' helpers run on it for the screens (labels,
// Potencies, odds, the threat, the planner's hint, the Grow options), so
// what they answer counts only what the view holds; a helper that reached
// for a die would find no Set and panic. It shares the view's slices,
// which those helpers only read.
func (v *SeatView) board(d *Data) State {
	s := State{Public: v.Public, data: d}
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

// Label names a cell as the map's margins do ("C4"); "?" off the map.
func (v *SeatView) Label(d *Data, cell int) string {
	b := v.board(d)
	return b.Label(cell)
}

// FeatureName names the Primary Feature (the heart) from the creation's
// picks, "heart" before they are rolled.
func (v *SeatView) FeatureName() string {
	b := v.board(nil)
	return b.FeatureName()
}

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
