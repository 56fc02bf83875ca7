package forsaken

import (
	"fmt"
	"reflect"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

// TestViewHoldsOnlyWhatTheSeatKnows plays games of every size with the
// computer travelers and, after every action, holds every traveler's View
// to what that traveler may know:
//   - another's Role only where the Role Card is revealed, or the traveler
//     peeked at it, or woke with the Forsaken (a Forsaken, or the Coward),
//     and then as it was shown; a face-down Destination only once peeked,
//     flipped, or placed by the Forsaken;
//   - the same View for a copy of the state that differs where the
//     traveler cannot see: the other travelers' hands and the draw pile
//     dealt again, the three decks' order, the Roles of the travelers it
//     does not know (until the end turns them all up), the Destinations it
//     has not seen, the others' knowledge and Gallows votes, the Night's
//     secret choices and other dice;
//   - who the game waits on (Asked) and the Night's step only where the
//     table sees them, or to the traveler asked;
//   - a View already taken does not change as the game goes on, and
//     changing a View does not change the state.
func TestViewHoldsOnlyWhatTheSeatKnows(t *testing.T) {
	d := MustData()
	games := rulestest.Count{Full: 100, Short: 30, Wasm: 20, Soak: 1000}.N() // the soak: thousands of games
	actions := 0
	for g := range games {
		s, table := tableGame(t, d, "seat view", g)
		n, seed := len(s.Seats), s.Seed
		other := dice.NewStream(seed, "unseen")
		sh := newShown(n)
		views := rulestest.SeatViews[View]{
			Take:     func(viewer int) View { return ViewFor(s, d, viewer) },
			Scribble: scribble,
			Same:     func(v, w View) bool { return reflect.DeepEqual(withoutWindowAsked(s, v), withoutWindowAsked(s, w)) },
		}
		for k := 0; ; k++ {
			sh.update(s)
			for viewer := range n {
				where := func() string { return fmt.Sprintf("%s action %d traveler %d", seed, k, viewer) }
				views.Check(t, viewer, where, func(v View) View {
					knowsOnlyWhatItSaw(t, s, sh, v, viewer)
					askedOnlyWherePublic(t, s, d, v, viewer)
					return ViewFor(unseen(s, viewer, other), d, viewer)
				})
			}
			if s.Over() || k >= MaxActions {
				break
			}
			seat := Asked(s, d)
			observeAll(table, step(t, s, d, table[seat].Choose(ViewFor(s, d, seat), LegalFor(s, d, seat))))
			actions++
		}
		if !s.Over() {
			t.Fatalf("%s: the game did not end", seed)
		}
	}
	t.Logf("%d games of 4 to 12 travelers, %d actions, every traveler's view after each", games, actions)
}

// withoutWindowAsked is v with Asked left out in a Priority or Doorstep
// window, for the comparison with a copy: there whose turn it is depends
// on who holds an answer, so the copy, its hands dealt again, may rightly
// ask another traveler. (askedOnlyWherePublic holds Asked there to -1 or
// the viewer.)
func withoutWindowAsked(s *State, v View) View {
	if len(s.Frames) > 0 && s.Frames[len(s.Frames)-1].Kind != FrameGallows {
		v.Asked = -1
	}
	return v
}

// askedOnlyWherePublic fails when v names who the game waits on where the
// table does not see it: at Night (the holder of the Role the Night wakes,
// a Forsaken when they suggest and choose; and the Step the Night stops
// at, which tells that a living traveler holds that Role), and in a
// Priority or Doorstep window (the first traveler holding an answer).
func askedOnlyWherePublic(t *testing.T, s *State, d *Data, v View, viewer int) {
	t.Helper()
	night := s.Phase == PhaseNightOne || s.Phase == PhaseNight
	window := len(s.Frames) > 0 && s.Frames[len(s.Frames)-1].Kind != FrameGallows
	if (night || window) && v.Asked != -1 && v.Asked != viewer {
		t.Fatalf("%s: in phase %s (%d windows), traveler %d (%s) sees that %d (%s) is asked",
			s.Seed, s.Phase, len(s.Frames), viewer, s.Seats[viewer].Role, v.Asked, s.Seats[v.Asked].Role)
	}
	if night && v.Asked != viewer && v.Step != -1 {
		t.Fatalf("%s: traveler %d sees the Night stop at step %d", s.Seed, viewer, v.Step)
	}
	if want := Asked(s, d); !night && !window && v.Asked != want {
		t.Fatalf("%s: traveler %d sees %d asked; it is %d, in the open", s.Seed, viewer, v.Asked, want)
	}
}

// shown is what the rules have shown each traveler so far, read from the
// log as it grows: the Roles each saw of each other traveler (a bit per
// Role) and the Destinations it peeked at (a bit per Destination).
type shown struct {
	roles [][]uint32
	dests [][NumSlots]uint8
	read  int // log events read
}

func newShown(n int) *shown {
	sh := &shown{roles: make([][]uint32, n), dests: make([][NumSlots]uint8, n)}
	for i := range sh.roles {
		sh.roles[i] = make([]uint32, n)
	}
	return sh
}

// update reads the log's new events.
func (sh *shown) update(s *State) {
	for _, e := range s.Log[sh.read:] {
		switch e.Kind {
		case EvPeekRole:
			sh.roles[e.Seat][e.Target] |= 1 << e.Role
		case EvPeekDest:
			sh.dests[e.Seat][e.Slot] |= 1 << e.Dest
		case EvTeammates:
			for j, o := range s.Seats {
				switch {
				case o.Role.Killer() && s.Seats[e.Seat].Role == Coward:
					sh.roles[e.Seat][j] |= 1 << Forsaken
				case o.Role.Killer():
					sh.roles[e.Seat][j] |= 1 << o.Role
				}
			}
		}
	}
	sh.read = len(s.Log)
}

// knowsOnlyWhatItSaw fails when v names a Role or a Destination viewer
// has not been shown by the rules.
func knowsOnlyWhatItSaw(t *testing.T, s *State, sh *shown, v View, viewer int) {
	t.Helper()
	me := &s.Seats[viewer]
	if v.Role != me.Role || !reflect.DeepEqual(v.Hand, me.Hand) && len(me.Hand)+len(v.Hand) > 0 {
		t.Fatalf("%s: traveler %d's view has role %s and hand %v; it holds %s and %v", s.Seed, viewer, v.Role, v.Hand, me.Role, me.Hand)
	}
	for j, o := range s.Seats {
		ok := sh.roles[viewer][j]
		if o.Revealed {
			ok |= 1 << o.Card
		}
		if j == viewer {
			ok |= 1 << me.Role
		}
		if r := v.Know.Roles[j]; r != NoRole && ok&(1<<r) == 0 {
			t.Fatalf("%s: traveler %d (%s) knows %d as %s, never shown it", s.Seed, viewer, me.Role, j, r)
		}
		if r := v.Seats[j].Revealed; r != NoRole && !(o.Revealed && r == o.Card) {
			t.Fatalf("%s: traveler %d sees %d's Role Card %s face up", s.Seed, viewer, j, r)
		}
	}
	for k, dd := range v.Know.Dests {
		placed := me.Role.Killer() && s.Slots[k] != NoDest
		if dd != NoDest && !(sh.dests[viewer][k]&(1<<dd) != 0 || (s.Flipped[k] || placed) && dd == s.Slots[k]) {
			t.Fatalf("%s: traveler %d (%s) knows slot %d as %s, never shown it", s.Seed, viewer, me.Role, k, dd)
		}
	}
}

// unseen is a copy of s that differs where viewer cannot see (see the
// test); what the copy shares with s, ViewFor only reads.
func unseen(s *State, viewer int, st *dice.Stream) *State {
	c := *s
	c.Seed = dice.Seed(st.IntN(1 << 40))
	c.Dice = dice.NewSet(c.Seed)
	c.Dice.Get("travelers").IntN(1 + st.IntN(6))
	c.Seats = append([]Seat(nil), s.Seats...)
	for i := range c.Seats {
		c.Seats[i].Hand = append([]int(nil), s.Seats[i].Hand...)
		c.Seats[i].Know.Roles = append([]Role(nil), s.Seats[i].Know.Roles...)
	}
	me := &c.Seats[viewer]
	// The others' hands and the draw pile, dealt again at their sizes.
	pool := append([]int(nil), s.Draw...)
	for i := range c.Seats {
		if i != viewer {
			pool = append(pool, c.Seats[i].Hand...)
		}
	}
	st.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i := range c.Seats {
		if i != viewer {
			h := c.Seats[i].Hand
			copy(h, pool)
			pool = pool[len(h):]
		}
	}
	c.Draw = pool
	c.Forest = shuffledCopy(s.Forest, st)
	c.ArtifactDeck = shuffledCopy(s.ArtifactDeck, st)
	// The Roles the viewer does not know, until the end shows them all.
	if !s.Over() {
		var unknown []int
		for j := range c.Seats {
			if j != viewer && me.Know.Roles[j] == NoRole && !c.Seats[j].Revealed {
				unknown = append(unknown, j)
			}
		}
		st.Shuffle(len(unknown), func(a, b int) {
			x, y := &c.Seats[unknown[a]], &c.Seats[unknown[b]]
			x.Role, y.Role = y.Role, x.Role
			x.Card, y.Card = y.Card, x.Card
			x.Know.Roles[unknown[a]], y.Know.Roles[unknown[b]] = x.Role, y.Role
		})
	}
	// The Destinations the viewer has not seen.
	var hidden []int
	for k := range c.Slots {
		if !c.Flipped[k] && me.Know.Dests[k] == NoDest {
			hidden = append(hidden, k)
		}
	}
	st.Shuffle(len(hidden), func(a, b int) {
		c.Slots[hidden[a]], c.Slots[hidden[b]] = c.Slots[hidden[b]], c.Slots[hidden[a]]
	})
	// What the others know, and the Night's choices the viewer did not make.
	for i := range c.Seats {
		if i == viewer {
			continue
		}
		for j := range c.Seats[i].Know.Roles {
			if j != i {
				c.Seats[i].Know.Roles[j] = Role(st.IntN(NumRoles))
			}
		}
		for k := range c.Seats[i].Know.Dests {
			c.Seats[i].Know.Dests[k] = Dest(st.IntN(3))
		}
	}
	// The others' Gallows votes, cast and not yet counted.
	c.Frames = append([]Frame(nil), s.Frames...)
	for i := range c.Frames {
		votes := append([]int(nil), c.Frames[i].Votes...)
		for j, vote := range votes {
			if j != viewer && vote > 0 {
				votes[j] = 1 + st.IntN(2)
			}
		}
		c.Frames[i].Votes = votes
	}
	if s.Phase == PhaseNight || s.Phase == PhaseNightOne {
		if !me.Role.Killer() {
			c.Sacrifice = st.IntN(len(c.Seats))
			c.Suggested = make([]int, len(s.Suggested))
			for i := range c.Suggested {
				c.Suggested[i] = st.IntN(len(c.Seats))
			}
		}
		if me.Role != Priest {
			c.Shelter = st.IntN(len(c.Seats))
		}
		if me.Role != Silencer {
			c.Tangle = st.IntN(len(c.Seats))
		}
	}
	return &c
}

func shuffledCopy(p []int, st *dice.Stream) []int {
	out := append([]int(nil), p...)
	st.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// scribble changes every slice a view holds.
func scribble(v *View) {
	for _, p := range [][]int{v.Hand, v.Finds, v.Discard, v.Suggested} {
		for i := range p {
			p[i] = -7
		}
	}
	for i := range v.Know.Roles {
		v.Know.Roles[i] = Coward
	}
	for i := range v.Seats {
		v.Seats[i].Alive = !v.Seats[i].Alive
		for j := range v.Seats[i].Finds {
			v.Seats[i].Finds[j] = -7
		}
	}
	for i := range v.Paths {
		v.Paths[i] = !v.Paths[i]
	}
	for i := range v.Curses {
		v.Curses[i].Target = -7
	}
	for i := range v.Windows {
		for j := range v.Windows[i].Voted {
			v.Windows[i].Voted[j] = !v.Windows[i].Voted[j]
		}
	}
}
