package forsaken

import (
	"fmt"

	"deepwood/rules/dice"
)

// Level is how well a computer traveler plays.
type Level uint8

const (
	Easy Level = iota
	Normal
	Hard
)

// LevelNames are the levels' words, easiest first.
var LevelNames = []string{"easy", "normal", "hard"}

// ParseLevel reads a level's word.
func ParseLevel(s string) (Level, error) {
	for i, n := range LevelNames {
		if n == s {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("unknown level %q (easy, normal or hard)", s)
}

func (l Level) String() string { return LevelNames[l] }

// Computer is a computer traveler: it keeps Beliefs from what it
// observes, plays its team's plan by scoring every legal action, speaks in
// statements (lying when it is Forsaken), and votes by its beliefs. Easy
// travelers read only their own peeks and often blunder; normal ones read
// what is said and what the table does (Paths, Forbids, Destroys, votes,
// vouches: suspicion.go); hard ones also read attacks, doubt a claimed
// Peek nothing backs, and lie boldly.
type Computer struct {
	Level   Level
	Seat    int
	d       *Data
	stream  *dice.Stream
	b       *Beliefs
	said    map[Statement]bool
	team    Team         // known from the first View on
	gamble  coin         // whether this Forsaken tells the bold lie (talkplan.go gambles)
	kinds   [NumTalk]int // the statements it made, by kind
	claimed Role         // the role it claimed, NoRole none
	decoy   int          // the Dead End a Forsaken lies about (lies.go), -1 not chosen
	// Debug keeps the last decisions with their reasons, for inspection.
	Debug []string
	// Trace, when set, is handed every decision with the traveler's
	// beliefs and suspicions (sim forsaken --debug).
	Trace func(line string)
}

// NewComputer seats a computer traveler of level at seat, with its own
// random stream derived from the game's seed.
func NewComputer(d *Data, level Level, seat, players int, seed dice.Seed) *Computer {
	return &Computer{Level: level, Seat: seat, d: d, b: newBeliefs(seat, players, &d.Board), said: map[Statement]bool{}, team: NoTeam,
		claimed: NoRole, decoy: -1,
		stream: dice.NewStream(seed, fmt.Sprintf("traveler-%d", seat))}
}

// NewTable seats computer travelers of one level in every seat.
func NewTable(d *Data, seed dice.Seed, players int, level Level) []Traveler {
	out := make([]Traveler, players)
	for i := range out {
		out[i] = NewComputer(d, level, i, players, seed)
	}
	return out
}

// Beliefs are the traveler's current suspicions, for inspection.
func (c *Computer) Beliefs() Beliefs { return *c.b }

// Observe reads what happened.
func (c *Computer) Observe(evs []Event) {
	for _, e := range evs {
		if e.Kind == EvTeammates && e.Seat == c.Seat {
			continue // the Know in the View carries it
		}
		c.b.observe(e, int(c.Level), c.team, c.d)
	}
}

// Choose scores every legal action and takes the best (the first of
// equals); an easy traveler sometimes acts on a whim instead.
func (c *Computer) Choose(v View, legal []Action) Action {
	p := c.plan(&v)
	if c.Level == Easy && c.stream.IntN(10) < 3 || c.Level == Normal && c.stream.IntN(20) == 0 {
		var plain []Action
		for _, a := range legal {
			if a.Kind != ActSay {
				plain = append(plain, a)
			}
		}
		if len(plain) > 0 {
			a := plain[c.stream.IntN(len(plain))]
			c.note("%s on a whim", a)
			c.trace(&v, p, a, 0, "on a whim")
			return a
		}
	}
	best, bestScore := legal[0], -1<<30
	for _, a := range legal {
		if sc := p.score(a); sc > bestScore {
			best, bestScore = a, sc
		}
	}
	if best.Kind == ActSay {
		c.record(best.Say)
	}
	c.note("%s scored %d; goal slot %d, suspect %d, suspicion %v (last reason: %s)", best, bestScore, p.goal, p.suspect, c.b.Suspicion, c.b.lastWhy())
	c.trace(&v, p, best, bestScore, "")
	return best
}

// record remembers a statement made: said once, its kind counted, a
// role claimed.
func (c *Computer) record(st Statement) {
	c.said[st] = true
	c.kinds[st.Talk]++
	if st.Talk == ClaimRole {
		c.claimed = st.Role
	}
}

func (c *Computer) note(f string, a ...any) {
	if len(c.Debug) >= 50 {
		c.Debug = c.Debug[1:]
	}
	c.Debug = append(c.Debug, fmt.Sprintf(f, a...))
}

// plan is one decision's reading of the table.
type plan struct {
	c       *Computer
	v       *View
	team    Team
	friends []bool
	goal    int            // the slot to Forge toward, -1 none
	danger  [NumSlots]bool // the slots to keep the Paths away from
	suspect int            // the enemy to act against, -1 none
	best    Statement
	void    int  // the slot a Villager believes the Void (suspicion.go), -1 none
	voidW   int  // how strongly: 1 or 2 from what was said, 3 known
	die     bool // the Gallows vote: thumbs down
}

func (c *Computer) plan(v *View) *plan {
	p := &plan{c: c, v: v, team: v.Role.Team(), goal: -1, suspect: -1, void: -1}
	b := c.b
	c.team = p.team
	for slot, d := range v.Know.Dests {
		if d != NoDest {
			b.Known[slot] = d
		}
	}
	// Certain knowledge from the View: teammates, peeks.
	for i, r := range v.Know.Roles {
		if i != c.Seat && r != NoRole && !b.Sure[i] {
			b.know(i, r == Forsaken || r == Silencer || r == Shrouded && p.team == ForsakenTeam || r == Coward)
		}
	}
	p.friends = make([]bool, v.Players)
	for i := range v.Players {
		if p.team == ForsakenTeam {
			r := v.Know.Roles[i]
			p.friends[i] = i == c.Seat || r.Killer() && v.Role != Coward || v.Role == Coward && r == Forsaken
		} else {
			p.friends[i] = i == c.Seat || b.Suspicion[i] < threshold
		}
	}
	if p.team == Villagers && c.Level > Easy {
		p.void, p.voidW = b.believed(Void)
	}
	p.slots()
	if s, score := b.top(v); s >= 0 && (p.team == ForsakenTeam && !p.friends[s] || score >= threshold) {
		p.suspect = s
	}
	if p.team == ForsakenTeam {
		p.suspect = p.threat()
	}
	p.best = p.statement()
	if w := v.Windows; len(w) > 0 && w[len(w)-1].Kind == FrameGallows && w[len(w)-1].Rested && w[len(w)-1].MyVote == voteDue {
		p.die = p.vote()
	}
	return p
}

// slots picks the Destination to seek and those to shun. A Villager
// seeks the Village once it knows (or a trusted traveler told) where it
// is, and shuns every face-down slot it cannot rule out, since one of
// them is the Void; the Forsaken seek the Void and shun the Village.
func (p *plan) slots() {
	v, b := p.v, p.c.b
	for slot := range NumSlots {
		if v.Flipped[slot] {
			continue
		}
		known := v.Know.Dests[slot]
		heeds := p.team == Villagers && p.c.Level > Easy && !p.gathering()
		if known == NoDest && heeds && b.ToldBy[slot] >= 0 && b.trust(b.ToldBy[slot]) > 0 {
			known = b.Told[slot]
		}
		if by := b.askedBy[slot]; known == NoDest && heeds && by >= 0 && b.trust(by) > 0 && (slot != p.void || p.voidW < 2) {
			known = Village // a traveler it trusts asked it to Forge there
		}
		switch {
		case p.team == ForsakenTeam && known == Void, p.team == Villagers && known == Village:
			p.goal = slot
		case p.team == ForsakenTeam && known == Village:
			p.danger[slot] = true
		case p.team == Villagers && known != DeadEnd, slot == p.void:
			p.danger[slot] = true
		}
	}
}

// gathering says whether it is too soon to act on another's word about
// a Destination: through the Fugue and the first Turn Cycle a Villager
// who has not seen a Destination for itself only listens, Peeks and
// digs, and forges toward no slot on anyone's say (issue 39: Days, not a
// Day-1 race).
func (p *plan) gathering() bool {
	return p.v.Cycle < 2
}

// reach is how many Paths the network is from sq.
func (p *plan) reach(sq int) int {
	bd := &p.c.d.Board
	best := 1 << 30
	for i, has := range p.v.Paths {
		if has {
			best = min(best, bd.Distance(i, sq))
		}
	}
	return best
}

// threat is the Villager the Forsaken most want gone: one who claimed a
// seeing role, named a Forsaken, or is trusted by its peers.
func (p *plan) threat() int {
	best, score := -1, -1<<30
	for i, st := range p.v.Seats {
		if p.friends[i] || !st.Alive || st.Doorstep {
			continue
		}
		sc := 0
		switch p.c.b.Claims[i] {
		case Oracle, Navigator, Priest:
			sc += 300
		case Blessed:
			sc -= 200
		}
		sc -= p.c.b.Suspicion[i] / 4 // the trusted are the dangerous
		if sc > score {
			best, score = i, sc
		}
	}
	return best
}

// enemy says whether seat is on the other side as far as p knows.
func (p *plan) enemy(seat int) bool {
	if seat < 0 || seat == p.c.Seat {
		return false
	}
	if p.team == ForsakenTeam {
		return !p.friends[seat]
	}
	return p.c.b.Suspicion[seat] >= threshold
}
