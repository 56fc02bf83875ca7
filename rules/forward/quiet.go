package forward

import (
	"math/bits"

	"deepwood/rules/dice"
)

// quietRoll is roll for the simulator's quiet turn, which lives across
// actions: the same dice in the same order and the same rules, without the
// events and the damage breakdown only events show. A stretch of
// consecutive rolls changes no equipment, blessing, snare, item bonus,
// location or foe, so the sides are built once per stretch and each round
// only sets the dice. TestSimulatorMatchesApply holds it to roll.
func (t *turn) quietRoll() {
	s := t.s
	f := &s.Fight
	foe := &f.Foe
	p := &t.gear
	if !t.gearOK {
		t.stretch()
	}
	ps, fs := &t.ps, &t.fs
	duel := s.stream(streamDuel)
	praw, fraw := twoD6(duel)
	ps.Face, ps.Forced, _ = rollFace(praw, f.Rolls, p.MissFirst, t.chill)
	ps.Double = p.DoubleFirst && !f.Hurt
	if foe.Mirror {
		fs.Face, fs.Forced, _ = rollFace(fraw, f.Rolls, foe.MissFirst, t.chill)
		fs.Double = foe.DoubleFirst && !f.FoeHurt
	} else {
		fs.Face = fraw
	}
	f.Rolls++
	pr := ResultOf(ps.Face, ps.Forced, ps.HitOnOne)
	fr := ResultOf(fs.Face, fs.Forced, fs.HitOnOne)
	pTaken, pUsed := wound(fs, fr, ps, pr)
	fTaken, fUsed := wound(ps, pr, fs, fr)
	if pTaken > 0 && p.Block > 0 && ShieldBlocks(d6(duel), p.Block) {
		pTaken = 0
	}
	if fTaken > 0 && foe.Block > 0 && ShieldBlocks(d6(duel), foe.Block) {
		fTaken = 0
	}
	f.Hurt = f.Hurt || pUsed
	f.FoeHurt = f.FoeHurt || fUsed
	if fTaken > 0 {
		foe.HP = max(0, foe.HP-fTaken)
	}
	if pTaken > 0 {
		if pTaken < s.HP {
			s.HP -= pTaken // lose, short of 0
		} else if !t.lose(pTaken, CauseDuel, foe.Card) {
			return
		}
	}
	t.roundEnd(foe.HP)
}

// roundEnd ends a quiet round: the foe down is a victory; otherwise, until
// a wound is possible, the stalemate check.
func (t *turn) roundEnd(foeHP int) {
	if foeHP <= 0 {
		t.victory()
		return
	}
	if !t.wounds {
		t.checkStalemate()
	}
}

// checkStalemate is the end of a quiet round that has not yet found either
// side able to wound the other: it finds one, or ends a stalemate.
func (t *turn) checkStalemate() {
	ps, fs := &t.ps, &t.fs
	if canWound(ps, fs, false) || canWound(fs, ps, false) {
		t.wounds = true
	} else if t.s.stalemate(&t.gear, ps, fs) {
		t.stalemate()
	}
}

// d6 is st.D6() for the simulator's own state, whose streams never carry a
// roll log: dice.IntN's multiply-and-reject for six faces, written out so
// the draw is one call instead of three (Roll, IntN, Uint64; Stream.Uint64
// inlines). For a bound of 6, IntN rejects exactly the low words below
// -6 % 6 == 4. TestD6Agrees and TestSimulatorMatchesApply hold it to D6.
func d6(st *dice.Stream) int {
	for {
		if hi, lo := bits.Mul64(st.Uint64(), 6); lo >= 4 {
			return int(hi) + 1
		}
	}
}

// twoD6 is d6 twice, in that order, as one call: a duel round's dice. A
// rejected draw (almost never) is redrawn by d6, as D6 would.
func twoD6(st *dice.Stream) (int, int) {
	a, lo := bits.Mul64(st.Uint64(), 6)
	if lo < 4 {
		a = uint64(d6(st) - 1)
	}
	b, lo := bits.Mul64(st.Uint64(), 6)
	if lo < 4 {
		b = uint64(d6(st) - 1)
	}
	return int(a) + 1, int(b) + 1
}

// wound is attack's total only: the damage attacker a (result ar) deals
// defender d (result dr), and whether it spent the Brume's doubling. It
// reads the results through woundBase, so it is small enough to inline.
// TestWoundAgrees holds it to attack.
func wound(a *Side, ar Result, d *Side, dr Result) (int, bool) {
	hit := 0
	if b := woundBase[ar&7]; b > 0 && !a.Null && dr != Parry && dr != Counter {
		hit = max(0, b+a.ATK+a.Bonus)
	}
	used := hit > 0 && d.Double
	if used {
		hit *= 2
	}
	if d.Perilous && d.Face == 1 {
		hit++
	}
	return max(hit-max(d.DEF, 0), 0), used
}

// woundBase is resultBase padded to eight entries, so a masked result
// needs no bounds check (quietRoll's results come from ResultOf, so the
// mask never folds one onto another).
var woundBase = [8]int{Miss: 0, Parry: 0, Hit: 1, Crit: 2, Counter: 1}

// d6Gen is d6 on a generator value (see dice.Gen), for quickRounds.
func d6Gen(g dice.Gen) (dice.Gen, int) {
	for {
		var x uint64
		g, x = g.Next()
		if hi, lo := bits.Mul64(x, 6); lo >= 4 {
			return g, int(hi) + 1
		}
	}
}
