package forward

// foldGear folds the player's modifiers afresh into t.gear, which a round
// (and a stretch of quiet rounds) reads.
func (t *turn) foldGear() *PlayerStats {
	p := &t.gear
	*p = PlayerStats{}
	t.s.foldStats(p)
	return p
}

// roll plays one duel round: both dice from the "duel" stream, the roll
// modifiers, ResolveRound, the Mirrored Shield's roll, then both HP losses
// at once. If both sides fall, the player loses (DESIGN decision 5), after a
// Phoenix Tear has had its chance. A quiet turn plays quietRoll instead.
func (t *turn) roll() {
	s := t.s
	f := &s.Fight
	foe := &f.Foe
	p := t.foldGear()
	duel := s.stream(streamDuel)
	praw, fraw := duel.D6(), duel.D6()
	eff := s.effect()
	chill, perilous := eff == EffectChill, eff == EffectPerilousClimb
	pface, pforced, pchill := rollFace(praw, f.Rolls, p.MissFirst, chill)
	ps := Side{Face: pface, Forced: pforced, HitOnOne: p.HitOnOne, ATK: p.ATK, Bonus: f.Bonus, DEF: p.DEF,
		Double: p.DoubleFirst && !f.Hurt, Perilous: perilous, Null: foe.Dragon && (foe.Shield || !p.Sword)}
	var fs Side
	var fchill bool
	if foe.Mirror {
		// The Knight rolls under the player's modifiers, Brandy included.
		var fforced bool
		fs.Face, fforced, fchill = rollFace(fraw, f.Rolls, foe.MissFirst, chill)
		fs = Side{Face: fs.Face, Forced: fforced, HitOnOne: foe.HitOnOne, ATK: foe.ATK, Bonus: f.Bonus, DEF: foe.DEF,
			Double: foe.DoubleFirst && !f.FoeHurt, Perilous: perilous}
	} else {
		fs = Side{Face: fraw, ATK: foe.ATK, DEF: foe.DEF}
	}
	f.Rolls++
	var po, fo Outcome
	resolveRound(&ps, &fs, &po, &fo)
	t.emit(Event{Kind: EvDieRolled, Who: WhoPlayer, Raw: int8(praw), Value: pface, Result: po.Result, Flag: pforced, Chill: pchill})
	t.emit(Event{Kind: EvDieRolled, Who: WhoFoe, Card: foe.Card, Raw: int8(fraw), Value: fs.Face, Result: fo.Result, Flag: fs.Forced, Chill: fchill})
	if po.Taken.Total > 0 && p.Block > 0 {
		r := duel.D6()
		po.Taken.Shielded = ShieldBlocks(r, p.Block)
		t.emit(Event{Kind: EvShieldRoll, Who: WhoPlayer, Value: r, Flag: po.Taken.Shielded})
	}
	if fo.Taken.Total > 0 && foe.Block > 0 {
		r := duel.D6()
		fo.Taken.Shielded = ShieldBlocks(r, foe.Block)
		t.emit(Event{Kind: EvShieldRoll, Who: WhoFoe, Value: r, Flag: fo.Taken.Shielded})
	}
	if po.Taken.Shielded {
		po.Taken.Total = 0
	}
	if fo.Taken.Shielded {
		fo.Taken.Total = 0
	}
	f.Hurt = f.Hurt || po.DoubleUsed
	f.FoeHurt = f.FoeHurt || fo.DoubleUsed
	if fo.Result.base() > 0 || po.Taken.Extra > 0 {
		t.emit(Event{Kind: EvDamage, Who: WhoPlayer, Damage: po.Taken})
	}
	if po.Result.base() > 0 || fo.Taken.Extra > 0 {
		t.emit(Event{Kind: EvDamage, Who: WhoFoe, Card: foe.Card, Damage: fo.Taken})
	}
	if fo.Taken.Total > 0 {
		t.hurtFoe(fo.Taken.Total)
	}
	if po.Taken.Total > 0 && !t.lose(po.Taken.Total, CauseDuel, foe.Card) {
		return
	}
	if foe.HP <= 0 {
		t.victory()
		return
	}
	if s.stalemate(p, &ps, &fs) {
		t.stalemate()
	}
}

// canHurt reports whether attacker a could ever deal damage to defender d
// with the modifiers as they stand: a Critical, doubled by a pending Brume,
// plus Perilous Climb's +1, against DEF.
func canHurt(a, d Side) bool { return canWound(&a, &d, d.Double) }

// canWound is canHurt through pointers (it runs every round), with the
// defender's pending doubling given apart.
func canWound(a, d *Side, doubled bool) bool {
	if a.Null {
		return false
	}
	best := max(0, 2+a.ATK+a.Bonus)
	if doubled {
		best *= 2
	}
	if d.Perilous {
		best++
	}
	return best-max(d.DEF, 0) > 0
}

// stalemate is true when neither side can ever wound the other and the
// player holds no item that could (RULES F31). p is the round's player
// stats: a round changes no equipment, blessing or snare.
func (s *State) stalemate(p *PlayerStats, ps, fs *Side) bool {
	f := &s.Fight
	pDouble := p.DoubleFirst && !f.Hurt
	fDouble := f.Foe.Mirror && f.Foe.DoubleFirst && !f.FoeHurt
	if canWound(ps, fs, fDouble) || canWound(fs, ps, pDouble) {
		return false
	}
	for _, c := range s.Items {
		if s.data.use[c]&(useTrue|useSlay|useBonus) != 0 && s.itemUsable(c, true) {
			return false
		}
	}
	return true
}

// stalemate ends a duel nobody can win: a monster or the Knight withdraws
// and is buried (no XP); against the Dragon the run is lost.
func (t *turn) stalemate() {
	s := t.s
	foe := s.Fight.Foe
	if foe.Dragon {
		t.lost(CauseStalemate, foe.Card)
		return
	}
	s.Fight.Active = false
	s.Phase = PhaseMap
	s.clearCard(int(foe.Cell))
	t.emit(Event{Kind: EvStalemate, Card: foe.Card, Cell: foe.Cell})
	t.bury(foe.Card, int(foe.Cell))
	if foe.Card == t.d.Knight {
		t.replace(int(foe.Cell), foe.Card)
	}
}

// hurtFoe takes HP from the foe.
func (t *turn) hurtFoe(n int) {
	foe := &t.s.Fight.Foe
	from := foe.HP
	foe.HP = max(0, foe.HP-n)
	if !t.quiet {
		t.emit(Event{Kind: EvHP, Who: WhoFoe, Card: foe.Card, From: from, Value: foe.HP, Cause: CauseDuel})
	}
}

// victory ends a won duel: the monster to XP, Creeping Rot's roll, the
// Knight's replacement; or, against the Dragon, the run is won.
func (t *turn) victory() {
	s := t.s
	foe := &s.Fight.Foe // read only: nothing below changes the foe
	s.Fight.Active = false
	if !t.quiet { // the literal costs even when emit drops it
		t.emit(Event{Kind: EvMonsterDefeated, Card: foe.Card, Cell: foe.Cell})
	}
	if foe.Dragon {
		s.Phase = PhaseWon
		t.emit(Event{Kind: EvWon, Value: s.HP})
		return
	}
	s.Phase = PhaseMap
	s.clearCard(int(foe.Cell))
	t.toXP(foe.Card)
	if s.effect() == EffectCreepingRot {
		r := s.stream(streamLocation).D6()
		t.emit(Event{Kind: EvRotRolled, Value: r, Flag: r <= 3})
		if r <= 3 && !t.lose(1, CauseRot, NoCard) {
			return
		}
	}
	if foe.Card == t.d.Knight {
		t.replace(int(foe.Cell), foe.Card)
	}
}

// use spends an item: its cost, healing, cleansing, Brandy's bonus, the
// Mirror Shard's true damage or the Blacksap Thorn's slaying; then to XP.
func (t *turn) use(c CardID) {
	s := t.s
	card := &t.d.Cards[c]
	st := &card.Stats
	t.unslot(c)
	t.note(EvItemUsed, c)
	alive := t.applyCard(c)
	t.toXP(c)
	if !alive || !s.Fight.Active {
		return
	}
	f := &s.Fight
	f.Bonus += st.FightBonus
	if st.TrueDamage > 0 {
		t.emit(Event{Kind: EvDamage, Who: WhoFoe, Card: f.Foe.Card, Damage: Damage{Base: st.TrueDamage, True: true, Total: st.TrueDamage}})
		t.hurtFoe(st.TrueDamage)
	}
	if st.SlayHumanoid {
		t.hurtFoe(f.Foe.HP)
	}
	if f.Foe.HP <= 0 {
		t.victory()
	}
}
