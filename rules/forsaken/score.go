package forsaken

// score is how much a computer traveler wants action a; the best wins.
func (p *plan) score(a Action) int {
	v, b := p.v, p.c.b
	switch a.Kind {
	case ActPlaceVoid:
		return int(p.c.stream.IntN(8)) // anywhere: every slot is six squares out
	case ActPlaceVillage:
		// the Village beside the Void, so whoever seeks one nears the
		// other (an easy Forsaken places it anywhere)
		if p.c.Level == Easy {
			return p.c.stream.IntN(8)
		}
		for slot, d := range p.v.Know.Dests {
			if d == Void {
				return -p.c.d.Board.Distance(p.c.d.Board.Slots[slot], p.c.d.Board.Slots[a.Slot])
			}
		}
	case ActNavPeek:
		if v.Know.Dests[a.Slot] != NoDest {
			return -100
		}
		return 50 - p.reach(p.c.d.Board.Slots[a.Slot])
	case ActOraclePeek:
		if b.Sure[a.Target] {
			return -100
		}
		return 50 + abs(b.Suspicion[a.Target])/10 + claimBonus(b.Claims[a.Target])
	case ActShelter:
		if a.Target == p.c.Seat {
			return 40 // the Priest is the Forsaken's likely mark
		}
		return 20 - b.Suspicion[a.Target]/20 + claimBonus(b.Claims[a.Target])
	case ActSuggest, ActSacrifice:
		if p.friends[a.Target] {
			return -1000
		}
		if v.Suggested != nil && a.Kind == ActSacrifice {
			votes := 0
			for _, s := range v.Suggested {
				if s == a.Target {
					votes++
				}
			}
			if a.Target == p.suspect {
				votes += 2
			}
			return 10 * votes
		}
		if a.Target == p.suspect {
			return 50
		}
		return 0
	case ActEntangle:
		if p.friends[a.Target] {
			return -1000
		}
		if a.Target == p.suspect {
			return 50
		}
		return 0
	case ActFugue:
		return p.forgeScore(a.Square)
	case ActPlay:
		return p.playScore(a)
	case ActForage:
		return 12
	case ActSay:
		if a.Say == p.best {
			return 35
		}
		return -100
	case ActEnd, ActRest:
		return 0
	case ActPass:
		return 10
	case ActVoteLive, ActVoteDie:
		if p.die == (a.Kind == ActVoteDie) {
			return 10
		}
		return 0
	}
	return 0
}

func claimBonus(r Role) int {
	if r == Oracle || r == Navigator || r == Priest {
		return 20
	}
	return 0
}

// forgeScore: nearer the goal is better; next to the slot to shun is
// worse; onto it is ruin.
func (p *plan) forgeScore(sq int) int {
	bd := &p.c.d.Board
	sc := 0
	heat := p.heat()
	if p.goal >= 0 && (heat > 1 || heat > 0 && p.fellowsAccused() > 0 || p.hidesOnDayOne()) && bd.Distance(sq, bd.Slots[p.goal]) == 0 {
		return -200 // a Forsaken the table suspects leaves the last step to a misled Villager
	}
	if p.goal >= 0 && heat > 2 {
		sc = 20 - 3*bd.Distance(sq, bd.Slots[p.goal]) // and steers toward the Void slowly
	} else if p.goal >= 0 {
		sc = 60 - 8*bd.Distance(sq, bd.Slots[p.goal])
	} else if s := bd.SiteAt(sq); s >= 0 {
		sc += 30 // with nowhere to go, dig for Artifacts
	} else {
		sc -= 2 * bd.Distance(sq, nearestSite(bd, sq))
	}
	switch p.nearDanger(sq) {
	case 0:
		return -1000
	case 1:
		sc -= 300
	case 2:
		sc -= 40
	}
	return sc
}

// playScore weighs playing a card (or answering with one).
func (p *plan) playScore(a Action) int {
	var e Effect
	if a.Find >= 0 {
		e = p.c.d.Artifacts[a.Find].Effect
	} else {
		e = p.c.d.Card(a.Card).Effect
	}
	b, v := p.c.b, p.v
	answering := len(v.Windows) > 0
	extra := 0
	if answering {
		extra = -25 // a card spent out of turn must be worth it
	}
	switch e.Kind {
	case EffForge:
		sc := p.forgeScore(a.Square) + 10
		if e.N > 1 {
			sc += p.forgeScore(a.Square2) / 2
		}
		return sc + extra
	case EffWound:
		if p.holdsFire() {
			return -100
		}
		if p.enemy(a.Target) && (p.team == Villagers && b.Suspicion[a.Target] >= threshold+150 || a.Target == p.suspect) {
			return 70 + extra
		}
		return -100
	case EffGallows:
		if p.team == Villagers && p.holdsFire() {
			return -100
		}
		if p.enemy(a.Target) && a.Target == p.suspect && (p.team == ForsakenTeam || b.Suspicion[a.Target] >= threshold+250) {
			return 50 + extra
		}
		return -100
	case EffPeekRole:
		if b.Sure[a.Target] || p.team == ForsakenTeam {
			return -50
		}
		return 40 + claimBonus(b.Claims[a.Target]) + abs(b.Suspicion[a.Target])/20 + extra
	case EffPeekSpirit:
		if b.Sure[a.Target] {
			return -50
		}
		return 15 + extra
	case EffPeekDest:
		if v.Know.Dests[a.Slot] != NoDest {
			return -50
		}
		return 45 - p.reach(p.c.d.Board.Slots[a.Slot]) + extra
	case EffDraw:
		return 22 + 4*e.N + extra
	case EffOath:
		if p.team == ForsakenTeam && v.Role != Shrouded || b.Sure[a.Target] {
			return -100
		}
		return 20 + extra
	case EffProvisions:
		if p.friends[a.Target] && !p.enemy(a.Target) {
			return 18 + extra
		}
		return -20
	case EffSteal, EffDiscard:
		if p.enemy(a.Target) {
			return 20 + extra
		}
		return -20
	case EffDestroyPath:
		return p.destroyScore(a.Square) + extra
	case EffDestroyCurse:
		return 30 + extra
	case EffRevive:
		t := v.Windows[len(v.Windows)-1].Seat
		if p.friends[t] && !p.enemy(t) {
			return 90
		}
		return -100
	case EffForbidFast, EffForbidSlow, EffForbidForest:
		return p.harm(v.Windows[len(v.Windows)-1].Pending) - 20
	}
	return 0
}

// nearDanger is how far sq is from the nearest slot p shuns.
func (p *plan) nearDanger(sq int) int {
	bd := &p.c.d.Board
	best := 1 << 30
	for slot, bad := range p.danger {
		if bad {
			best = min(best, bd.Distance(sq, bd.Slots[slot]))
		}
	}
	return best
}

// nearestSite is the Excavation Site nearest sq (the first of equals).
func nearestSite(bd *Board, sq int) int {
	best, at := 1<<30, bd.Sites[0]
	for _, s := range bd.Sites {
		if d := bd.Distance(sq, s); d < best {
			best, at = d, s
		}
	}
	return at
}

// destroyScore: cut a Path that lies next to a slot p shuns.
func (p *plan) destroyScore(sq int) int {
	if d := p.nearDanger(sq); d <= 1 {
		return 80 - 10*d
	}
	if bd := &p.c.d.Board; p.void >= 0 && bd.Distance(sq, bd.Slots[p.void]) <= 3 {
		return 30 + 10*p.voidW // the Path nearest the named Void
	}
	return -100
}

// holdsFire says whether this traveler keeps its Weapons (and, a
// Villager, its Accuse and Pillory cards) in hand today (issue 39). On
// the first two Days a Villager strikes at nobody: a shot or a trial on
// what the table said kills a Villager as often as a Forsaken, and each
// Villager lost brings the Forsaken nearer to as many as the rest; it
// watches, Peeks and votes instead. A Forsaken does not shoot on Day 1,
// when the first blood draws every eye, unless the death would make the
// Forsaken as many as the rest.
func (p *plan) holdsFire() bool {
	switch {
	case p.c.Level == Easy:
		return false
	case p.team == Villagers:
		return p.v.Day <= 2
	}
	return p.v.Day == 1 && !p.finishes()
}

// finishes says whether one more death among the rest makes the
// Forsaken as many as them.
func (p *plan) finishes() bool {
	mine, rest := 0, 0
	for i, st := range p.v.Seats {
		switch {
		case !st.Alive:
		case p.friends[i]:
			mine++
		default:
			rest++
		}
	}
	return mine >= rest-1
}

// outnumbered says whether a Night's kill could cost the Villagers the
// game soon: the living are at most twice the suspects and one. Before
// that a Villager lets Night fall, for the peeks it brings (issue 39:
// Days, not a Day-1 race).
func (p *plan) outnumbered() bool {
	living, suspects := 0, 0
	for i, st := range p.v.Seats {
		if st.Alive {
			living++
			if p.enemy(i) {
				suspects++
			}
		}
	}
	return living <= 2*max(suspects, p.v.Players/3)+1
}

// fellowsAccused is how many times the table has accused or "peeked" a
// Forsaken's fellows.
func (p *plan) fellowsAccused() int {
	n := 0
	for i, f := range p.friends {
		if f && i != p.c.Seat {
			n += len(p.c.b.accused[i])
		}
	}
	return n
}

// hidesOnDayOne says whether this is a Forsaken on Day 1, which leaves
// the last step onto the Void to a Villager it misled (issue 39): the
// Path that finds the Void names its Forger, and on the first Day, with
// nobody yet suspected, a Forsaken's own Path there ends the game before
// the table has weighed a word.
func (p *plan) hidesOnDayOne() bool {
	return p.team == ForsakenTeam && p.c.Level != Easy && p.v.Day == 1
}

// heat is how far the table suspects a Forsaken, from normal up: the
// times it was accused or "peeked" as Forsaken, or seen steering toward
// the named Void (Beliefs.Heat); 0 for the rest. Suspected twice (or once
// with its fellows suspected too) it leaves the last step onto the Void
// to another; three times, it steers toward the Void slowly.
func (p *plan) heat() int {
	if p.team != ForsakenTeam || p.c.Level == Easy {
		return 0
	}
	return p.c.b.Heat
}

// harm is how bad the card on the stack is for p's team if it resolves.
func (p *plan) harm(pd Pending) int {
	design := pd.design(p.c.d)
	if design == nil {
		return 0
	}
	if pd.From == FromForest {
		switch design.Effect.Kind {
		case EffNight:
			if p.team == Villagers && p.outnumbered() {
				return 60
			}
			return -50
		case EffWoundRandom:
			return 45
		case EffFog:
			if p.team == Villagers && p.goal >= 0 && p.v.Know.Dests[p.goal] == Village {
				return 40
			}
			return 10
		}
		return 15
	}
	switch design.Effect.Kind {
	case EffWound, EffGallows:
		if pd.Target == p.c.Seat {
			return 100
		}
		if p.friends[pd.Target] && !p.enemy(pd.Target) {
			return 70
		}
		return -50
	case EffForge:
		bd := &p.c.d.Board
		worst := 0
		for _, sq := range []int{pd.Square, pd.Square2} {
			if sq < 0 {
				continue
			}
			switch d := p.nearDanger(sq); {
			case d == 0:
				worst = 100
			case d == 1:
				worst = max(worst, 80)
			}
			if p.goal >= 0 && p.team == ForsakenTeam && bd.Distance(sq, bd.Slots[p.goal]) == 0 {
				worst = -100
			}
			if p.void >= 0 && p.c.b.advances(bd, sq, p.void) && bd.Distance(sq, bd.Slots[p.void]) <= 3 {
				worst = max(worst, 40+20*p.voidW) // defend the named Void
			}
		}
		return worst
	case EffRevive:
		if p.enemy(pd.Target) {
			return 60
		}
		return -50
	case EffPeekRole, EffOath:
		if p.team == ForsakenTeam && p.friends[pd.Target] {
			return 40
		}
	}
	return 0
}
