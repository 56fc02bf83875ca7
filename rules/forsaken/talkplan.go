package forsaken

// statement is the one thing the traveler most wants to say now. A
// Villager says what it saw, then what the table's deeds taught it; the
// Forsaken vary their lies (lies.go).
func (p *plan) statement() Statement {
	if p.team == Villagers {
		return p.villagerStatement()
	}
	if p.c.Level == Easy {
		return Statement{}
	}
	return p.forsakenStatement()
}

// villagerStatement: first what the Villager saw for itself (its seeing
// role named, from normal up, so the table can weigh its word), then an
// accusation of its suspect, the slot the table names the Void said
// again, an ask to Forge toward the Village it knows, a vouch for the
// traveler it trusts most; each once.
func (p *plan) villagerStatement() Statement {
	v, b, c := p.v, p.c.b, p.c
	fresh := func(st Statement) bool { return !c.said[st] }
	for i, r := range v.Know.Roles {
		if i == c.Seat || r == NoRole || !b.Sure[i] {
			continue
		}
		if st := Say(ClaimPeek, i, r, -1, NoDest); fresh(st) {
			return p.claimFirst(st)
		}
	}
	for slot, d := range v.Know.Dests {
		if d != NoDest && !v.Flipped[slot] {
			if st := Say(ClaimDest, -1, NoRole, slot, d); fresh(st) {
				return p.claimFirst(st)
			}
		}
	}
	if c.Level == Easy {
		return Statement{}
	}
	if p.suspect >= 0 {
		if st := Say(Accuse, p.suspect, NoRole, -1, NoDest); fresh(st) {
			return st
		}
	}
	if p.void >= 0 && p.voidW >= 2 && !v.Flipped[p.void] {
		if st := Say(ClaimDest, -1, NoRole, p.void, Void); fresh(st) {
			return st
		}
	}
	if friend := p.mostTrusted(); friend >= 0 {
		if p.goal >= 0 {
			if st := Say(AskForge, friend, NoRole, p.goal, NoDest); fresh(st) {
				return st
			}
		}
		if b.Suspicion[friend] <= -threshold {
			if st := Say(Vouch, friend, NoRole, -1, NoDest); fresh(st) {
				return st
			}
		}
	}
	if v.Role != Commonfolk && v.Role != Cursed && c.Level == Hard && len(v.Windows) > 0 {
		return Say(ClaimRole, -1, v.Role, -1, NoDest) // the Accused tells the truth
	}
	return Statement{}
}

// claimFirst: a normal or hard Navigator or Oracle names its role before
// the first thing it says it saw, so the table knows whose word it is.
func (p *plan) claimFirst(st Statement) Statement {
	r := p.v.Role
	if p.c.Level == Easy || r != Navigator && r != Oracle {
		return st
	}
	if claim := Say(ClaimRole, -1, r, -1, NoDest); !p.c.said[claim] {
		return claim
	}
	return st
}

// mostTrusted is the living traveler other than me this traveler trusts
// most (the lowest suspicion, ties to the lower seat), -1 none.
func (p *plan) mostTrusted() int {
	best, low := -1, sure+1
	for i, st := range p.v.Seats {
		if i == p.c.Seat || !st.Alive || st.Doorstep {
			continue
		}
		if s := p.c.b.Suspicion[i]; s < low && !p.enemy(i) {
			best, low = i, s
		}
	}
	return best
}

// gambles says whether this Forsaken stakes the game on the bold lie that
// the Void is a Dead End: a Villager who believes it stops shunning the
// Void, but the lie is found out the moment the Void is flipped. Only a
// team dealt outnumbered 5 to 2 or worse needs the risk, only its
// first-seated member takes it, and only in one game of two, decided once
// from the traveler's own stream. Without it the Villagers of a 2 + 5
// table won 64% of games against the seed's "ideal" mark (levels/forsaken
// README).
func (p *plan) gambles() bool {
	forsaken, first := 0, -1
	for i, friend := range p.friends {
		if friend {
			forsaken++
			if first < 0 {
				first = i
			}
		}
	}
	if 2*(len(p.friends)-forsaken) < 5*forsaken || first != p.c.Seat {
		return false
	}
	if p.c.gamble == coinUnthrown {
		p.c.gamble = coinHeads + coin(p.c.stream.IntN(2))
	}
	return p.c.gamble == coinHeads
}

// coin is a gamble decided once per game.
type coin uint8

const (
	coinUnthrown coin = iota
	coinHeads
	coinTails
)
