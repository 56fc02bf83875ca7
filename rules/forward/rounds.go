package forward

import (
	"math/bits"

	"deepwood/rules/dice"
)

// stretch sets up a stretch of consecutive quiet rolls (see turn.gear): the
// player's folded stats, both sides without their dice and, for a duel
// quickRoll can play, its damage tables.
func (t *turn) stretch() {
	p := t.foldGear()
	s := t.s
	f := &s.Fight
	foe := &f.Foe
	eff := s.effect()
	perilous := eff == EffectPerilousClimb
	t.chill = eff == EffectChill
	// The sides are written in place, field by field: sides built aside
	// and copied in cost a stall at every stretch.
	ps, fs := &t.ps, &t.fs
	*ps, *fs = Side{}, Side{}
	ps.HitOnOne, ps.ATK, ps.Bonus, ps.DEF = p.HitOnOne, p.ATK, f.Bonus, p.DEF
	ps.Perilous, ps.Null = perilous, foe.Dragon && (foe.Shield || !p.Sword)
	fs.ATK, fs.DEF = foe.ATK, foe.DEF
	if foe.Mirror {
		// The Knight rolls under the player's modifiers, Brandy included.
		fs.HitOnOne, fs.Bonus, fs.Perilous = foe.HitOnOne, f.Bonus, perilous
	}
	t.gearOK = true
	t.quickFrom = p.MissFirst
	if foe.Mirror {
		t.quickFrom = max(t.quickFrom, foe.MissFirst)
	}
	if t.chill {
		t.quickFrom = max(t.quickFrom, 1)
	}
	// Whether either side can wound the other is fixed for the stretch;
	// when neither can, each round ends with the stalemate test.
	t.wounds = canWound(&t.ps, &t.fs, false) || canWound(&t.fs, &t.ps, false)
	t.pt.fill(&t.fs, &t.ps)
	t.ft.fill(&t.ps, &t.fs)
	// Only the items carried when the stretch begins can be used in it (a
	// roll never adds one), so with none usable Greedy only rolls.
	t.items = false
	off := s.fightOff()
	for _, c := range s.Items {
		if u := s.data.use[c]; u&useFight != 0 && u&off == 0 {
			t.items = true
		}
	}
	t.itemHP = 0
	if t.items {
		t.itemHP = greedyItemHP(s)
	}
}

// damageTable is wound for one defender with neither forced nor chilled
// dice and no Brume doubling pending, read by face: the defender takes
// max(0, hit[attacker's face] & faceOpen[its own face] + extra[its own
// face]), where extra is Perilous Climb's +1 on a 1, less the defender's
// DEF. Index 0 and 7 are never read (a d6 reads 1–6).
type damageTable struct {
	hit, extra [8]int
}

// faceOpen is 0 for the faces that block (Parry, Counter) and -1 for the
// rest, whatever the modifiers: hit-on-one only turns a Miss into a Hit.
var faceOpen = [8]int{-1, -1, 0, -1, -1, -1, 0, -1}

// fill builds the table for attacker a hitting defender d: a Miss deals
// nothing (a Hit under hit-on-one), a Parry nothing, a Hit or a Counter
// base 1, a Critical base 2, plus ATK and bonus, never below 0 (nothing
// when a's attacks are nulled).
func (dt *damageTable) fill(a, d *Side) {
	one, two := max(0, 1+a.ATK+a.Bonus), max(0, 2+a.ATK+a.Bonus)
	if a.Null {
		one, two = 0, 0
	}
	miss := 0
	if a.HitOnOne {
		miss = one
	}
	// Element by element: a composite literal is built on the stack and
	// copied, twice the stores.
	h := &dt.hit
	h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7] = 0, miss, 0, one, one, two, one, 0
	e := -max(d.DEF, 0)
	x := &dt.extra
	x[0], x[1], x[2], x[3], x[4], x[5], x[6], x[7] = e, e, e, e, e, e, e, e
	if d.Perilous {
		x[1]++
	}
}

// forcedTaken is the damage the table's defender takes, rolling df, when
// the attacker's die was forced to a Miss: nothing but Perilous Climb's
// +1, less DEF (hit-on-one never turns a forced Miss into a Hit).
func (dt *damageTable) forcedTaken(df int) int {
	return max(0, dt.extra[df&7])
}

// taken is the damage the table's defender takes when the attacker rolls
// af and the defender df.
func (dt *damageTable) taken(af, df int) int {
	return max(0, dt.hit[af&7]&faceOpen[df&7]+dt.extra[df&7])
}

// quickable reports whether this round is one quickRoll plays exactly as
// quietRoll would: no Brume doubling pending on either side, and, against
// the Mirror Knight (whose own die is forced and chilled too), past the
// forced misses and Chill's first roll.
func (t *turn) quickable() bool {
	f := &t.s.Fight
	return (f.Rolls >= t.quickFrom || !f.Foe.Mirror) && (!t.gear.DoubleFirst || f.Hurt) && (!f.Foe.DoubleFirst || f.FoeHurt)
}

// quickRoll is quietRoll for a round quickable allows: both dice, the
// player's forced Miss or Chill's first roll (a monster's die is never
// modified), the two totals from the stretch's tables, the Mirrored
// Shields' rolls, the losses. Nothing in such a round spends a doubling.
// TestQuickTablesAgree holds the tables to wound, TestSimulatorMatchesApply
// the whole round to roll.
func (t *turn) quickRoll() {
	s := t.s
	f := &s.Fight
	duel := s.stream(streamDuel)
	praw, fraw := twoD6(duel)
	var pTaken, fTaken int
	if f.Rolls >= t.quickFrom {
		pTaken, fTaken = t.pt.taken(fraw, praw), t.ft.taken(praw, fraw)
	} else if f.Rolls < t.gear.MissFirst { // rollFace: forced to a Miss
		pTaken, fTaken = t.pt.taken(fraw, 1), t.ft.forcedTaken(fraw)
	} else { // rollFace: Chill takes 1 off the first roll
		face := praw
		if f.Rolls == 0 && t.chill {
			face = max(1, praw-1)
		}
		pTaken, fTaken = t.pt.taken(fraw, face), t.ft.taken(face, fraw)
	}
	f.Rolls++
	if pTaken > 0 && t.gear.Block > 0 && ShieldBlocks(d6(duel), t.gear.Block) {
		pTaken = 0
	}
	if fTaken > 0 && f.Foe.Block > 0 && ShieldBlocks(d6(duel), f.Foe.Block) {
		fTaken = 0
	}
	if fTaken > 0 {
		f.Foe.HP = max(0, f.Foe.HP-fTaken)
	}
	if pTaken > 0 {
		if pTaken < s.HP {
			s.HP -= pTaken // lose, short of 0
		} else if !t.lose(pTaken, CauseDuel, f.Foe.Card) {
			return
		}
	}
	t.roundEnd(f.Foe.HP)
}

// checked adds the invariant violations to r when the run is checked.
func (t *turn) checked(check bool, r *RunResult) {
	if check {
		r.Violations = append(r.Violations, CheckInvariants(t.s)...)
	}
}

// quickRounds is quickRoll round after round, while Greedy only rolls
// (the HP stays above the stretch's itemHP) and the check is off: the
// rounds run in one loop over locals, the duel stream's generator among
// them (dice.Gen), and the state is written back once the duel ends, the
// HP reaches the floor where an item may be wanted, or the step limit is
// reached. Each round draws, and decides, exactly what quickRoll does;
// TestSimulatorMatchesApply holds the runs to Apply.
func (t *turn) quickRounds() {
	s := t.s
	f := &s.Fight
	duel := s.stream(streamDuel)
	g := duel.Gen()
	hp, foeHP, steps := s.HP, f.Foe.HP, s.Steps
	shields := t.gear.Block > 0 || f.Foe.Block > 0
	floor := t.itemHP
	if !t.wounds {
		floor = noRolls // one round, then the stalemate test
	}
	pTaken, dying := 0, false
	for steps < maxSteps {
		steps++
		// Both dice as twoD6 draws them; the multiply-and-reject almost
		// never rejects, and then redrawDice draws them again one by one.
		g0 := g
		var x, y uint64
		g, x = g.Next()
		g, y = g.Next()
		ph, plo := bits.Mul64(x, 6)
		fh, flo := bits.Mul64(y, 6)
		praw, fraw := int(ph)+1, int(fh)+1
		if plo < 4 || flo < 4 {
			g, praw, fraw = redrawDice(g0)
		}
		var fTaken int
		pTaken, fTaken = t.pt.taken(fraw, praw), t.ft.taken(praw, fraw)
		if shields && pTaken|fTaken != 0 {
			g, pTaken, fTaken = t.shieldRolls(g, pTaken, fTaken)
		}
		foeHP = max(0, foeHP-fTaken)
		if pTaken >= hp {
			dying = true
			break
		}
		if hp -= pTaken; foeHP == 0 || hp <= floor {
			break
		}
	}
	// Back to the state, and the end of the last round as quickRoll has it.
	duel.SetGen(g)
	f.Rolls += steps - s.Steps
	s.HP, f.Foe.HP, s.Steps = hp, foeHP, steps
	if dying && !t.lose(pTaken, CauseDuel, f.Foe.Card) {
		return
	}
	t.roundEnd(f.Foe.HP)
}

// redrawDice draws a round's two dice one by one from g, as twoD6 does
// when a draw is rejected.
func redrawDice(g dice.Gen) (dice.Gen, int, int) {
	g, a := d6Gen(g)
	g, b := d6Gen(g)
	return g, a, b
}

// shieldRolls is the Mirrored Shields' rolls (block on 1..Block) against
// the damage each side is about to take, the player's first, as
// quickRoll rolls them.
func (t *turn) shieldRolls(g dice.Gen, pTaken, fTaken int) (dice.Gen, int, int) {
	var r int
	if pb := t.gear.Block; pTaken > 0 && pb > 0 {
		if g, r = d6Gen(g); ShieldBlocks(r, pb) {
			pTaken = 0
		}
	}
	if fb := t.s.Fight.Foe.Block; fTaken > 0 && fb > 0 {
		if g, r = d6Gen(g); ShieldBlocks(r, fb) {
			fTaken = 0
		}
	}
	return g, pTaken, fTaken
}
