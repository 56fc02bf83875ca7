package forward

// Side is one duelist's die and modifiers for a round, everything the round
// resolution needs and nothing random: the engine rolls, this decides.
type Side struct {
	Face     int  // the die after roll modifiers (snares, Chill), 1–6
	Forced   bool // a "miss first attack" snare made this a Miss
	HitOnOne bool // Frozen Gaol blessing: an unforced 1 is a normal Hit
	ATK      int  // added to damage this side deals
	Bonus    int  // Moonleaf Brandy's +1 this combat
	DEF      int  // subtracted from damage this side takes (never below 0)
	Double   bool // Brume: the first damaging hit this side takes is doubled
	Perilous bool // Perilous Climb: rolling a 1 costs this side +1 damage
	Null     bool // this side's attacks deal nothing (the Dragon's shield, no Ancient Sword)
}

// Outcome is one side's result in a round and the damage it takes.
type Outcome struct {
	Result     Result
	Taken      Damage
	DoubleUsed bool // the Brume's doubling was spent this round
}

// ResultOf reads a die face (seed §5 step 2): 1 Miss, 2 Parry, 3–4 Hit,
// 5 Critical, 6 Counter. An unforced 1 under hit-on-one is a Hit.
func ResultOf(face int, forced, hitOnOne bool) Result {
	if uint(face) >= uint(len(faceResults)) {
		return Counter
	}
	if hitOnOne && !forced && face == 1 {
		return Hit
	}
	return faceResults[face]
}

// faceResults and resultBase are ResultOf and base as tables: a die face is
// random, so a switch on it mispredicts every round. Anything off the die
// reads as a Counter, as it always has.
var (
	faceResults = [7]Result{Counter, Miss, Parry, Hit, Hit, Crit, Counter}
	resultBase  = [...]int{Miss: 0, Parry: 0, Hit: 1, Crit: 2, Counter: 1}
)

// base is the damage a result deals before ATK.
func (r Result) base() int {
	if int(r) < len(resultBase) {
		return resultBase[r]
	}
	return 0
}

// blocks is true for the results that block all incoming damage.
func (r Result) blocks() bool { return r == Parry || r == Counter }

// ResolveRound resolves one duel round simultaneously (seed §5): each side's
// base damage plus its ATK and bonus, blocked by the other's Parry or
// Counter (two Counters block each other), the Brume's doubling, Perilous
// Climb's +1, then the defender's DEF, never below 0. The Mirrored Shield's
// roll comes after, in the engine, because it is rolled only when damage is
// about to be taken.
func ResolveRound(p, f Side) (po, fo Outcome) {
	resolveRound(&p, &f, &po, &fo)
	return po, fo
}

// resolveRound is ResolveRound writing into zeroed outcomes. The engine
// calls it every round through pointers: copying the sides and outcomes in
// and out by value cost more than the arithmetic.
func resolveRound(p, f *Side, po, fo *Outcome) {
	po.Result = ResultOf(p.Face, p.Forced, p.HitOnOne)
	fo.Result = ResultOf(f.Face, f.Forced, f.HitOnOne)
	po.DoubleUsed = attack(f, fo.Result, p, po.Result, &po.Taken)
	fo.DoubleUsed = attack(p, po.Result, f, fo.Result, &fo.Taken)
}

// attack writes into dm the damage attacker a (with result ar) does to
// defender d, and reports whether it spent the Brume's doubling. It works
// through pointers because it runs twice every duel round and the sides
// and the damage are too big to copy cheaply.
func attack(a *Side, ar Result, d *Side, dr Result, dm *Damage) bool {
	hit := 0
	if b := ar.base(); b > 0 {
		if a.Null {
			dm.Null = true
		} else {
			dm.Base, dm.ATK, dm.Bonus = b, a.ATK, a.Bonus
			hit = max(0, b+a.ATK+a.Bonus)
		}
	}
	if hit > 0 && dr.blocks() {
		dm.Blocked, hit = true, 0
	}
	used := false
	if hit > 0 && d.Double {
		hit *= 2
		dm.Doubled, used = true, true
	}
	if d.Perilous && d.Face == 1 {
		dm.Extra = 1
	}
	raw := hit + dm.Extra
	dm.DEF = min(max(d.DEF, 0), raw)
	dm.Total = raw - dm.DEF
	return used
}

// rollFace applies the roll modifiers to a die: a "miss first attack" snare
// forces the first rolls of a fight to 1, then Chill to the Bone takes 1 off
// the fight's first roll (minimum 1), after the others (seed §5).
func rollFace(raw, rollIndex, missFirst int, chill bool) (face int, forced, chilled bool) {
	face = raw
	if rollIndex < missFirst {
		face, forced = 1, true
	}
	if chill && rollIndex == 0 {
		face, chilled = max(1, face-1), true
	}
	return face, forced, chilled
}

// ShieldBlocks is the Mirrored Shield's roll: on 1..n the damage is 0.
func ShieldBlocks(roll, n int) bool { return roll >= 1 && roll <= n }

// PitEscaped is the Pit's roll: meet the target (4+ when none is printed).
func PitEscaped(roll, target int) bool {
	if target == 0 {
		target = 4
	}
	return roll >= target
}

// HalveUp is the Sage's halving, rounded up.
func HalveUp(hp int) int { return (hp + 1) / 2 }
