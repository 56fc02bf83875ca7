package battle

// Outcomes is the number of equally likely results of 2d8 and a d10 read
// 0–9: 8 × 8 × 10.
const Outcomes = 640

// TargetBase is the 14 of 1.02.01: a check succeeds when skill + dice ≥ 14 +
// the opposing rating.
const TargetBase = 14

// SkillCheck is the skill check of 1.02.01: the roller adds the two d8 and
// the d10 (0–9) to its rating and succeeds on a total of at least 14 plus
// the opposing rating or difficulty.
func SkillCheck(rating, opposing, d8a, d8b, d10 int) bool {
	return rating+d8a+d8b+d10 >= TargetBase+opposing
}

// atLeast[n] counts the outcomes of 2d8+d10 that are ≥ n, for n in 0..26.
// It is a constant table built once from the 640 outcomes, so odds are exact
// integers and never floating point.
var atLeast = func() (t [27]int) {
	for a := 1; a <= 8; a++ {
		for b := 1; b <= 8; b++ {
			for c := 0; c <= 9; c++ {
				for n := 0; n <= a+b+c; n++ {
					t[n]++
				}
			}
		}
	}
	return t
}()

// WinCount is the exact number of the 640 outcomes in which a roller of
// strength roller beats an opponent of strength other: the odds the rules,
// the computer opponent and the screens' preview all share.
func WinCount(roller, other int) int {
	need := TargetBase + other - roller
	switch {
	case need <= 0:
		return Outcomes
	case need >= len(atLeast):
		return 0
	}
	return atLeast[need]
}

// Odds is an exact chance as a count of the 640 outcomes.
type Odds struct {
	Wins     int `json:"wins"`
	Outcomes int `json:"outcomes"`
}

// RollOdds is the chance that a roller of the first strength wins.
func RollOdds(roller, other int) Odds { return Odds{WinCount(roller, other), Outcomes} }

// Percent is the chance in percent, for display only.
func (o Odds) Percent() float64 { return 100 * float64(o.Wins) / float64(o.Outcomes) }

// Exact is an expected number of troops as the fraction Num/Den (Den is
// 640), so expectations compare without floating point.
type Exact struct {
	Num int `json:"num"`
	Den int `json:"den"`
}

// Float is the expectation as a float, for display and AI scores only.
func (e Exact) Float() float64 {
	if e.Den == 0 {
		return 0
	}
	return float64(e.Num) / float64(e.Den)
}

// MeleeExpect is the expected losses of a 1-on-1 melee (5.04): the roller
// wins with WinCount odds; the loser takes lossUnit troops, doubled when it
// cannot move back (stuck), capped at what it has left (left).
func MeleeExpect(rollerStr, otherStr, lossUnit int, rollerStuck, otherStuck bool, rollerLeft, otherLeft int) (toRoller, toOther Exact) {
	w := WinCount(rollerStr, otherStr)
	lr, lo := lossUnit, lossUnit
	if rollerStuck {
		lr *= 2
	}
	if otherStuck {
		lo *= 2
	}
	return Exact{(Outcomes - w) * min(lr, rollerLeft), Outcomes}, Exact{w * min(lo, otherLeft), Outcomes}
}

// RangedLoss is the troops a volley costs its target (5.04): the table's
// fraction of the bowmen unit's size (bowmen, its troops before any loss:
// "a fraction of the bowmen unit's size"), rounded to the nearest troop
// with halves rounded up (RULES M4, M24). Range 2 costs 3/10
// on a win and 1/10 on a loss; range 3–4 costs 1/10 on a win and nothing on
// a loss.
func RangedLoss(bowmen, distance int, bowmenWin bool) int {
	tenths := 0
	switch {
	case distance <= 2 && bowmenWin:
		tenths = 3
	case distance <= 2:
		tenths = 1
	case distance <= 4 && bowmenWin:
		tenths = 1
	}
	return (bowmen*tenths + 5) / 10
}

// RangedExpect is a volley's expected losses to its target: bowmen is the
// bowmen unit's size (RangedLoss), targetLeft the target's troops present.
func RangedExpect(bowStr, targetStr, bowmen, distance, targetLeft int) Exact {
	w := WinCount(bowStr, targetStr)
	win := min(RangedLoss(bowmen, distance, true), targetLeft)
	lose := min(RangedLoss(bowmen, distance, false), targetLeft)
	return Exact{w*win + (Outcomes-w)*lose, Outcomes}
}
