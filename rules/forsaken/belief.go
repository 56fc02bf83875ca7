package forsaken

// Beliefs are a computer traveler's reading of the table, in whole
// numbers so no float decides a choice: Suspicion per seat runs from
// -1000 (surely a Villager) to 1000 (surely Forsaken); Sure marks what
// the traveler has seen for itself; Dests is what it thinks each slot
// holds (its own peeks, else what it was told by someone it trusts).
type Beliefs struct {
	Me        int
	Suspicion []int
	Sure      []bool
	Claims    []Role         // the role each seat claimed, NoRole none
	Known     [NumSlots]Dest // what the traveler knows each slot holds
	Told      [NumSlots]Dest
	ToldBy    [NumSlots]int
	Why       []string // the last reasons, for the debug log
	deeds              // what the table did (suspicion.go)
}

const (
	sure      = 1000
	threshold = 250 // suspicion above which a traveler acts against a seat
)

func newBeliefs(me, n int, board *Board) *Beliefs {
	b := &Beliefs{Me: me, Suspicion: make([]int, n), Sure: make([]bool, n), Claims: make([]Role, n)}
	b.initDeeds(n, board)
	for i := range b.Claims {
		b.Claims[i] = NoRole
	}
	for i := range b.Told {
		b.Told[i], b.ToldBy[i], b.Known[i] = NoDest, -1, NoDest
	}
	b.Sure[me] = true
	return b
}

func (b *Beliefs) nudge(seat, by int, why string) {
	if seat < 0 || seat >= len(b.Suspicion) || b.Sure[seat] {
		return
	}
	b.Suspicion[seat] = min(sure-1, max(-sure+1, b.Suspicion[seat]+by))
	if len(b.Why) > 40 {
		b.Why = b.Why[1:]
	}
	b.Why = append(b.Why, why)
}

func (b *Beliefs) know(seat int, forsaken bool) {
	b.Sure[seat] = true
	b.Suspicion[seat] = -sure
	if forsaken {
		b.Suspicion[seat] = sure
	}
	b.learned(seat, forsaken)
}

// trust is how far a seat's word counts, 0 to 2: a sure friend's fully,
// a suspect's not at all.
func (b *Beliefs) trust(seat int) int {
	switch s := b.Suspicion[seat]; {
	case seat == b.Me || s <= -sure/2:
		return 2
	case s >= threshold:
		return 0
	}
	return 1
}

// observe reads one event into the beliefs. depth 0 (easy) reads only
// what the traveler saw for itself; 1 reads statements, votes and the
// table's deeds (suspicion.go); 2 also reads attacks and doubts a
// claimed Peek nothing backs.
func (b *Beliefs) observe(e Event, depth int, myTeam Team, d *Data) {
	b.readDeed(e, depth, d)
	switch e.Kind {
	case EvPeekDest:
		if e.Seat == b.Me {
			b.Known[e.Slot] = e.Dest
		}
	case EvPeekRole:
		if e.Seat == b.Me {
			looksForsaken := e.Role == Forsaken || e.Role == Silencer || e.Role == Coward
			b.know(e.Target, looksForsaken)
		}
	case EvBlessed:
		b.know(e.Target, false)
	case EvNightCards:
		// the Forsaken chose them: likely not one of theirs
		if e.Card&1 != 0 {
			b.nudge(e.Target, -300, "sacrificed by night")
		}
	case EvSaid:
		if depth < 1 || e.Seat == b.Me {
			return
		}
		if depth >= 2 && b.unbacked(e.Seat, e.Say) {
			b.nudge(e.Seat, 60, "claimed a Peek nobody saw")
		}
		b.heard(e.Seat, e.Say, myTeam)
	case EvPlayed:
		if depth < 2 || e.Target < 0 || e.Seat < 0 {
			return
		}
		// an attack on someone I trust makes the attacker a suspect
		if e.Card >= 0 && (e.Target == b.Me || b.Suspicion[e.Target] < -threshold) {
			b.nudge(e.Seat, 150, "attacked a friend")
		}
	case EvVotes:
		if depth < 1 {
			return
		}
		accused := e.Target
		for seat, v := range e.Votes {
			if seat == b.Me || v <= 0 {
				continue
			}
			switch {
			case v == voteDie && b.Suspicion[accused] < -threshold:
				b.nudge(seat, 120, "voted to lynch a friend")
			case v == voteLive && b.Suspicion[accused] > threshold:
				b.nudge(seat, 120, "voted to save a suspect")
			}
		}
	case EvFlipped:
		b.Known[e.Slot] = e.Dest
		if b.Told[e.Slot] != NoDest && b.Told[e.Slot] != e.Dest && b.ToldBy[e.Slot] >= 0 {
			b.nudge(b.ToldBy[e.Slot], 400, "lied about a Destination")
		}
	}
}

// heard weighs a statement by how far the speaker is trusted.
func (b *Beliefs) heard(by int, st Statement, myTeam Team) {
	w := b.trust(by)
	switch st.Talk {
	case ClaimRole:
		for o, r := range b.Claims {
			if o != by && r == st.Role && st.Role.Special() {
				// two claim one Special Role: one of them lies
				b.nudge(by, 200, "counter-claimed a role")
				b.nudge(o, 200, "counter-claimed a role")
			}
		}
		b.Claims[by] = st.Role
	case ClaimPeek:
		if st.About == b.Me {
			if (st.Role == Forsaken) != (myTeam == ForsakenTeam) {
				b.nudge(by, 600, "lied about my role")
			}
			return
		}
		if st.Role == Forsaken || st.Role == Silencer || st.Role == Coward {
			b.nudge(st.About, 200*w, "named Forsaken by a peek")
		} else {
			b.nudge(st.About, -120*w, "cleared by a peek")
		}
	case Accuse:
		if st.About == b.Me && myTeam == Villagers {
			b.nudge(by, 150, "accused me")
			return
		}
		b.nudge(st.About, 40*w, "accused")
	case Vouch:
		if st.About == b.Me && myTeam == ForsakenTeam {
			return
		}
		b.nudge(st.About, -30*w, "vouched for")
	case ClaimDest:
		if w > 0 && b.Told[st.Slot] == NoDest {
			b.Told[st.Slot], b.ToldBy[st.Slot] = st.Dest, by
		}
	}
}

// top is the living seat other than me with the highest suspicion (ties
// to the lower seat), and its suspicion.
func (b *Beliefs) top(v *View) (int, int) {
	best, score := -1, -sure-1
	for i, p := range v.Seats {
		if i == b.Me || !p.Alive || p.Doorstep {
			continue
		}
		if b.Suspicion[i] > score {
			best, score = i, b.Suspicion[i]
		}
	}
	return best, score
}

// lastWhy is the latest reason the beliefs moved, for the debug log.
func (b *Beliefs) lastWhy() string {
	if len(b.Why) == 0 {
		return "none yet"
	}
	return b.Why[len(b.Why)-1]
}
