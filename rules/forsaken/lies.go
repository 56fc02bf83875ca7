package forsaken

import "slices"

// forsakenStatement: the Forsaken vary what they say (issue 39). Every
// kind of statement they could make now is a candidate; they take one of
// the kinds they have said least this game (ties by their own dice), and
// within it one fresh statement by their dice: a lie about a Destination
// (the Village a Dead End, their decoy Dead End the Village or the Void;
// a gambler says first that the Void is a Dead End), a seeing role claimed, a
// Villager "peeked" as Forsaken or an accused fellow as Commonfolk, an
// accusation, a vouch, an ask to Forge toward the Void (when the table
// suspects them, or hard) or toward the decoy. On trial at the Gallows
// they name a role or turn on an accuser.
func (p *plan) forsakenStatement() Statement {
	v, b, c := p.v, p.c.b, p.c
	if p.onTrial() {
		role := c.claimed
		if role == NoRole {
			role = Commonfolk
		}
		total := 0
		for _, n := range c.kinds {
			total += n
		}
		if 10*c.kinds[ClaimRole] <= 3*total || p.suspect < 0 {
			return Say(ClaimRole, -1, role, -1, NoDest)
		}
		return Say(Accuse, p.suspect, NoRole, -1, NoDest)
	}
	if st, ok := p.handOff(); ok {
		return st
	}
	var cands [NumTalk][]Statement
	add := func(st Statement) {
		if !c.said[st] {
			cands[st.Talk] = append(cands[st.Talk], st)
		}
	}
	decoy, void := p.decoy(), -1
	for slot, d := range v.Know.Dests {
		if v.Flipped[slot] {
			continue
		}
		switch {
		case d == Void:
			void = slot
			if bold := Say(ClaimDest, -1, NoRole, slot, DeadEnd); p.gambles() && !c.said[bold] {
				return bold // the gamble is staked at once
			}
		case d == Village:
			add(Say(ClaimDest, -1, NoRole, slot, DeadEnd))
		case slot == decoy:
			add(Say(ClaimDest, -1, NoRole, slot, Village))
			add(Say(ClaimDest, -1, NoRole, slot, Void))
		}
	}
	if c.claimed == NoRole {
		cover := Navigator
		if decoy%2 == 1 {
			cover = Oracle
		}
		add(Say(ClaimRole, -1, cover, -1, NoDest))
	}
	mark := p.bandwagon()
	for _, about := range []int{p.suspect, mark} {
		if about >= 0 {
			add(Say(ClaimPeek, about, Forsaken, -1, NoDest))
			add(Say(Accuse, about, NoRole, -1, NoDest))
		}
	}
	villagers := p.livingVillagers()
	for i, st := range v.Seats {
		if i != c.Seat && p.friends[i] && st.Alive && len(b.accused[i]) > 0 {
			add(Say(ClaimPeek, i, Commonfolk, -1, NoDest))
			add(Say(Vouch, i, NoRole, -1, NoDest))
		}
	}
	if len(villagers) > 0 {
		who := villagers[c.stream.IntN(len(villagers))]
		if who != p.suspect {
			add(Say(Vouch, who, NoRole, -1, NoDest)) // a friendly face
		}
		switch {
		case void >= 0 && (b.Heat > 0 || c.Level == Hard):
			add(Say(AskForge, who, NoRole, void, NoDest))
		case decoy >= 0:
			add(Say(AskForge, who, NoRole, decoy, NoDest))
		}
	}
	return p.pickLeastSaid(cands)
}

// handOff: a suspected Forsaken whose Paths are one step from the Void
// asks a Villager who has not accused it to take that step, each Villager
// once and while it has asked fewer than three Forges in all (a misled
// Villager finds the Void, not a Forsaken's own Path).
func (p *plan) handOff() (Statement, bool) {
	c := p.c
	if p.heat() == 0 || p.goal < 0 || c.kinds[AskForge] >= 3 || p.reach(c.d.Board.Slots[p.goal]) != 1 {
		return Statement{}, false
	}
	for _, who := range p.livingVillagers() {
		if slices.Contains(c.b.accused[c.Seat], who) {
			continue
		}
		if st := Say(AskForge, who, NoRole, p.goal, NoDest); !c.said[st] {
			return st, true
		}
	}
	return Statement{}, false
}

// pickLeastSaid takes a statement of the kind this traveler has said
// least this game, ties and the statement within the kind by its dice.
func (p *plan) pickLeastSaid(cands [NumTalk][]Statement) Statement {
	var kinds []TalkKind
	low := 1 << 30
	for k, list := range cands {
		if len(list) == 0 {
			continue
		}
		switch n := p.c.kinds[k]; {
		case n < low:
			kinds, low = []TalkKind{TalkKind(k)}, n
		case n == low:
			kinds = append(kinds, TalkKind(k))
		}
	}
	if len(kinds) == 0 {
		return Statement{}
	}
	list := cands[kinds[p.c.stream.IntN(len(kinds))]]
	return list[p.c.stream.IntN(len(list))]
}

// onTrial says whether this traveler is the Accused at the Gallows now.
func (p *plan) onTrial() bool {
	w := p.v.Windows
	return len(w) > 0 && w[len(w)-1].Kind == FrameGallows && w[len(w)-1].Seat == p.c.Seat
}

// decoy is the Dead End this Forsaken lies about, chosen once a game by
// its dice among the face-down Dead Ends it knows; -1 none.
func (p *plan) decoy() int {
	if p.c.decoy >= 0 && !p.v.Flipped[p.c.decoy] {
		return p.c.decoy
	}
	var ends []int
	for slot, d := range p.v.Know.Dests {
		if d == DeadEnd && !p.v.Flipped[slot] {
			ends = append(ends, slot)
		}
	}
	if len(ends) == 0 {
		return -1
	}
	p.c.decoy = ends[p.c.stream.IntN(len(ends))]
	return p.c.decoy
}

// bandwagon is the Villager the table has accused most (ties to the
// lower seat), -1 none: accusing them too costs a Forsaken nothing.
func (p *plan) bandwagon() int {
	best, most := -1, 0
	for _, i := range p.livingVillagers() {
		if n := len(p.c.b.accused[i]); n > most {
			best, most = i, n
		}
	}
	return best
}

// livingVillagers are the living travelers, not on the Doorstep, this
// Forsaken knows are not its friends, in seat order.
func (p *plan) livingVillagers() []int {
	var out []int
	for i, st := range p.v.Seats {
		if !p.friends[i] && st.Alive && !st.Doorstep {
			out = append(out, i)
		}
	}
	return out
}

// vote is how this traveler votes at the Gallows now: true for thumbs
// down. The Forsaken sometimes split from their team to look innocent:
// one vote in four spares a Villager, and a fellow two have accused is
// given up one time in four; decided once per vote by their own dice.
func (p *plan) vote() bool {
	accused := p.v.Windows[len(p.v.Windows)-1].Seat
	if accused == p.c.Seat {
		return false
	}
	die := p.enemy(accused)
	if p.team != ForsakenTeam || p.c.Level == Easy {
		return die
	}
	switch {
	case die && p.c.stream.IntN(4) == 0:
		return false
	case !die && len(p.c.b.accused[accused]) >= 2 && p.c.stream.IntN(4) == 0:
		return true
	}
	return die
}
