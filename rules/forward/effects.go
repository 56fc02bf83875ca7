package forward

// turn is the work of one Apply: the state, its data, and the events so far.
// A quiet turn (the simulator's) records no events: nobody would read them,
// and copying them was a large part of a simulated run's cost.
type turn struct {
	s     *State
	d     *Data
	ev    []Event
	quiet bool
	// legal is the simulator's buffer for the legal actions, room kept in
	// the run's store so a bot behind an interface does not make it escape.
	legal []Action
	// gear is the player's stats as of the first of a run of consecutive
	// rolls (gearOK): a duel round changes no equipment, blessing or
	// snare, so the simulator's turn, which lives across actions, folds
	// them once per stretch of rolls instead of once per round. (Its
	// Phoenix may go stale when a Tear fires; rounds never read it.)
	gear   PlayerStats
	gearOK bool
	// ps and fs are the stretch's duel sides without this round's die
	// (see quietRoll); chill is whether the location is Chill to the Bone.
	ps, fs Side
	chill  bool
	// wounds is set once a round of the stretch finds that a side could
	// wound the other even with no Brume doubling: nothing else canWound
	// reads changes between rolls, so the stretch's later rounds skip the
	// stalemate test.
	wounds bool
	// quickRoll can play the stretch's rounds from roll quickFrom on,
	// with pt and ft the damage the player and the foe take by face.
	quickFrom int
	pt, ft    damageTable
	// items is whether the stretch began with an item usable in a fight.
	items bool
	// itemHP is greedyItemHP at the stretch's start (0 without items):
	// above it Greedy only rolls.
	itemHP int
}

// emit records an event unless the turn is quiet.
func (t *turn) emit(e Event) {
	if !t.quiet {
		t.ev = append(t.ev, e)
	}
}

// note emits the event of kind k about card c. The event is built only
// when it is recorded: an Event literal handed to emit is built even in a
// quiet turn, a cost on every action of a simulated run.
func (t *turn) note(k EventKind, c CardID) {
	if !t.quiet {
		t.ev = append(t.ev, Event{Kind: k, Card: c})
	}
}

// PlayerStats is the player's ongoing modifiers, folded from equipment,
// blessings and snares in play.
type PlayerStats struct {
	ATK, DEF    int // DEF never below 0; ATK may be negative (a snare), damage never is
	MissFirst   int // rolls forced to Miss at the start of each fight
	Drain       int // HP lost at the start of each map turn
	Block       int // Mirrored Shield: blocks on 1..Block
	DoubleFirst bool
	HitOnOne    bool
	Sword       bool // the Ancient Sword is equipped
	Phoenix     CardID
}

// Stats folds the player's modifiers.
func (s *State) Stats() PlayerStats {
	var p PlayerStats
	s.foldStats(&p)
	return p
}

// foldStats is Stats writing into a zeroed p. It runs at every stretch of
// duel rounds, so it sums the packed modifiers (cardMods), one add per
// card for four stats, with no closure and no copy of the result.
func (s *State) foldStats(p *PlayerStats) {
	if d := s.data; d.packed {
		// The packed sum (cardMods); TestPackedStatsAgree holds it to
		// the plain one.
		sum, block, flags := addMods(&d.mods, s.Equipment, 0, 0, 0)
		sum, block, flags = addMods(&d.mods, s.Blessings, sum, block, flags)
		sum, block, flags = addMods(&d.mods, s.Snares, sum, block, flags)
		unpackMods(p, sum, block, flags) // DEF never below 0
	} else {
		s.foldPlain(p)
		p.DEF = max(p.DEF, 0)
	}
	p.Phoenix = s.phoenix()
}

// phoenix is the first item that fires by itself at 0 HP (a Phoenix
// Tear), or NoCard.
func (s *State) phoenix() CardID {
	for _, id := range s.Items {
		if s.data.use[id]&usePhoenix != 0 {
			return id
		}
	}
	return NoCard
}

// foldPlain adds the ongoing modifiers of the player's cards to p, card
// record by card record: foldStats's way for data packMods cannot pack,
// and the reference for the packed sum.
func (s *State) foldPlain(p *PlayerStats) {
	cards := s.data.Cards
	p.fold(cards, s.Equipment)
	p.fold(cards, s.Blessings)
	p.fold(cards, s.Snares)
}

// fold adds the ongoing modifiers of the cards ids to p.
func (p *PlayerStats) fold(cards []Card, ids []CardID) {
	for _, id := range ids {
		st := &cards[id].Stats
		p.ATK += st.ATK
		p.DEF += st.DEF
		p.MissFirst += st.MissFirst
		p.Drain += st.Drain
		p.Block = max(p.Block, st.Block)
		p.DoubleFirst = p.DoubleFirst || st.DoubleFirstHit
		p.HitOnOne = p.HitOnOne || st.HitOnOne
		p.Sword = p.Sword || st.Dragonbane
	}
}

// toXP puts a card in the XP pile: +1 Max HP, no healing (seed §7).
func (t *turn) toXP(c CardID) {
	t.s.XP = append(t.s.XP, c)
	if !t.quiet { // the literal costs even when emit drops it
		t.emit(Event{Kind: EvToXP, Card: c, Value: t.s.MaxHP()})
	}
}

// bury puts a card beneath the Dragon (glossary: +1 Dragon HP).
func (t *turn) bury(c CardID, cell int) {
	t.s.Buried = append(t.s.Buried, c)
	if !t.quiet { // the literal costs even when emit drops it
		t.emit(Event{Kind: EvBuried, Card: c, Cell: int8(cell), Value: len(t.s.Buried)})
	}
}

// buryChain buries a card and, if it is a special card never revealed, the
// replacement reserved beneath it (RULES F12).
func (t *turn) buryChain(c CardID, cell int) {
	for c != NoCard {
		t.bury(c, cell)
		r := t.d.reserveSlot(c)
		if r < 0 {
			return
		}
		c, t.s.Reserve[r] = t.s.Reserve[r], NoCard
	}
}

// heal restores HP, never above Max HP.
func (t *turn) heal(n int, cause Cause, card CardID) {
	s := t.s
	if n <= 0 {
		return
	}
	from := s.HP
	s.HP = min(s.MaxHP(), s.HP+n)
	if !t.quiet {
		t.emit(Event{Kind: EvHP, Who: WhoPlayer, Card: card, From: from, Value: s.HP, Cause: cause})
	}
}

// lose takes HP. At 0 a carried Phoenix Tear heals instead and goes to XP
// (seed §6); otherwise the run is lost. It reports whether the player lives.
func (t *turn) lose(n int, cause Cause, card CardID) bool {
	s := t.s
	if n <= 0 {
		return true
	}
	from := s.HP
	s.HP = max(0, s.HP-n)
	if !t.quiet {
		t.emit(Event{Kind: EvHP, Who: WhoPlayer, Card: card, From: from, Value: s.HP, Cause: cause})
	}
	if s.HP > 0 {
		return true
	}
	for i, id := range s.Items {
		if p := s.data.Cards[id].Stats.Phoenix; p > 0 {
			s.Items = removeAt(s.Items, i)
			s.HP = min(s.MaxHP(), p)
			t.emit(Event{Kind: EvPhoenix, Card: id, From: 0, Value: s.HP})
			t.toXP(id)
			return true
		}
	}
	t.lost(cause, card)
	return false
}

// lost ends the run.
func (t *turn) lost(cause Cause, card CardID) {
	t.s.Phase = PhaseLost
	t.s.Fight.Active = false
	t.emit(Event{Kind: EvLost, Cause: cause, Card: card})
}

// cleanse removes every active snare to XP (seed §4 Snares, RULES F20).
func (t *turn) cleanse() {
	s := t.s
	for _, c := range s.Snares {
		t.note(EvSnareCleansed, c)
		t.toXP(c)
	}
	s.Snares = s.Snares[:0]
}

// applyCard carries out a card's heal, cleanse and HP loss, in that order.
// Most cards do only one of these, so heal and lose, which do nothing for
// 0, are called only for a card that has some.
func (t *turn) applyCard(c CardID) bool {
	st := &t.d.Cards[c].Stats
	if st.Heal > 0 {
		t.heal(st.Heal, CauseCard, c)
	}
	if st.Cleanse {
		t.cleanse()
	}
	return st.Lose <= 0 || t.lose(st.Lose, CauseCard, c)
}

// removeAt takes the card at i out of a slot, keeping the order. The
// slots hold a few cards, so it shifts them in a loop: copy's call to
// memmove cost more than the shift.
func removeAt(ids []CardID, i int) []CardID {
	for ; i+1 < len(ids); i++ {
		ids[i] = ids[i+1]
	}
	return ids[:len(ids)-1]
}

func indexOf(ids []CardID, c CardID) int {
	for i, id := range ids {
		if id == c {
			return i
		}
	}
	return -1
}
