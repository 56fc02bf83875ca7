package forsaken

import (
	"slices"
	"testing"

	"deepwood/rules/dice"
)

// A Forsaken does not always tell the same lie (issue 39): over forty
// games the first thing a normal Forsaken says differs, and within a game
// (up to twelve statements, until it has nothing fresh to say on a table
// that does not move) it rotates among at least four kinds, none said more
// than four times.
func TestForsakenVaryTheirLies(t *testing.T) {
	firsts := map[Statement]bool{}
	for s := range 40 {
		p := forsakenPlan(1, 6, []int{1, 4}, dice.Seed(500+s))
		said := speak(p, 12)
		kinds := 0
		for k, n := range p.c.kinds {
			if n > 0 {
				kinds++
			}
			if n > 4 {
				t.Errorf("seed %d: %d of 12 statements were %s", s, n, TalkKind(k))
			}
		}
		if kinds < 4 || len(said) < 6 {
			t.Errorf("seed %d: %d kinds in %d statements", s, kinds, len(said))
		}
		firsts[forsakenPlan(1, 6, []int{1, 4}, dice.Seed(500+s)).statement()] = true
	}
	if len(firsts) < 4 {
		t.Errorf("forty Forsaken opened with only %d statements: %v", len(firsts), firsts)
	}
}

// The Forsaken split their Gallows vote now and then: over forty games a
// normal Forsaken votes to hang an accused Villager in most, not all.
func TestForsakenSplitTheirVote(t *testing.T) {
	die := 0
	for s := range 40 {
		p := forsakenPlan(1, 6, []int{1, 4}, dice.Seed(700+s))
		p.v.Windows = []WindowView{{Kind: FrameGallows, Seat: 2, Rested: true}}
		if p.vote() {
			die++
		}
	}
	if die < 20 || die == 40 {
		t.Errorf("voted to hang a Villager in %d of 40 games", die)
	}
}

// A Forsaken keeps its hands off the Void while the table would see it:
// the Path onto it, the best of all for an unsuspected one after Day 1,
// is refused on Day 1 (issue 39: a Path that finds the Void names its
// Forger), and later once it is suspected twice, or once while its fellow
// is suspected too.
func TestSuspectedForsakenLieLow(t *testing.T) {
	b := &MustData().Board
	onVoid := b.Slots[3]
	tests := []struct {
		day, heat, fellow int
		refuse            bool
	}{{1, 0, 0, true}, {2, 0, 0, false}, {2, 1, 0, false}, {2, 1, 2, true}, {2, 2, 0, true}, {3, 0, 0, false}}
	for _, tt := range tests {
		p := forsakenPlan(1, 6, []int{1, 4}, 9)
		p.v.Day = tt.day
		p.c.b.Heat = tt.heat
		p.c.b.accused[4] = make([]int, tt.fellow)
		if sc := p.forgeScore(onVoid); tt.refuse != (sc < 0) {
			t.Errorf("Day %d, heat %d, fellow accused %d times: the Path onto the Void scored %d", tt.day, tt.heat, tt.fellow, sc)
		}
	}
}

// A Villager lets Night fall (for the peeks it brings) while the table is
// large, and Forbids it once a Night's kill could cost the game.
func TestVillagerLetsNightFall(t *testing.T) {
	d := MustData()
	night := cardDoing(t, len(d.ForestDeck), d.Forest, EffNight)
	for _, dead := range []int{0, 3} {
		c := NewComputer(d, Normal, 0, 6, 3)
		v := tableView(0, Commonfolk, 6)
		for i := 1; i <= dead; i++ {
			v.Seats[i].Alive = false
		}
		harm := c.plan(v).harm(Pending{From: FromForest, Seat: -1, Card: night, Target: -1, Square: -1, Square2: -1})
		if (dead > 0) != (harm > 0) {
			t.Errorf("%d dead: Nightfall's harm %d", dead, harm)
		}
	}
}

// With nothing said, a Villager takes the slot the others keep steering
// toward for the likeliest Void, and suspects who steers there.
func TestVillagerReadsWhereTheTableSteers(t *testing.T) {
	d := MustData()
	b := &d.Board
	c := NewComputer(d, Normal, 0, 6, 3)
	sq := b.Start
	for range 5 {
		sq = towardSlot(b, sq, 2)
		c.Observe([]Event{forgedEv(3, sq)})
	}
	slot, w := c.b.believed(Void)
	c.Observe([]Event{forgedEv(5, towardSlot(b, sq, 2))})
	if slot != 2 || w != 1 || c.b.Suspicion[5] <= 0 {
		t.Errorf("believed the Void in slot %d (weight %d), suspicion of the next to steer there %d", slot, w, c.b.Suspicion[5])
	}
}

// A Villager defends the slot the table names the Void: it would Destroy
// a Path three squares from it, and a Forge there is harm worth a Forbid;
// with nothing named it would do neither.
func TestVillagerDefendsNamedVoid(t *testing.T) {
	d := MustData()
	b := &d.Board
	sq := approach(b, 2, 3)
	forge := cardDoing(t, len(d.Deck), d.Card, EffForge)
	for _, named := range []bool{true, false} {
		c := NewComputer(d, Normal, 0, 6, 3)
		if named {
			c.Observe([]Event{saidEv(1, Say(ClaimDest, -1, NoRole, 2, Void)), saidEv(4, Say(ClaimDest, -1, NoRole, 2, Void))})
		}
		v := tableView(0, Commonfolk, 6)
		p := c.plan(v)
		destroy := p.destroyScore(sq)
		harm := p.harm(Pending{From: FromTravelers, Seat: 3, Card: forge, Target: -1, Square: sq, Square2: -1})
		if named != (destroy > 0) || named != (harm > 20) {
			t.Errorf("Void named %v: Destroy scored %d, the Forge's harm %d", named, destroy, harm)
		}
	}
}

// Over thirty six-player games of normal travelers every kind of
// statement is made, and no kind is more than 30% of what the Forsaken
// say (issue 39's targets).
func TestEveryStatementKindUsed(t *testing.T) {
	d := MustData()
	var all, forsaken [NumTalk]int
	for g := range 30 {
		seed := dice.HashText("statement kinds").Next(g)
		PlayDealt(d, seed, Setup{Players: 6}, func(seat int, team Team) Traveler {
			return speaker{NewComputer(d, Normal, seat, 6, seed), team, &all, &forsaken}
		}, false)
	}
	total := 0
	for _, n := range forsaken {
		total += n
	}
	for k := 1; k < NumTalk; k++ {
		if all[k] == 0 {
			t.Errorf("nobody said %s", TalkKind(k))
		}
		if 10*forsaken[k] > 3*total {
			t.Errorf("the Forsaken said %s %d times of %d", TalkKind(k), forsaken[k], total)
		}
	}
}

// speaker counts a traveler's statements, all and the Forsaken's.
type speaker struct {
	*Computer
	team          Team
	all, forsaken *[NumTalk]int
}

func (s speaker) Choose(v View, legal []Action) Action {
	a := s.Computer.Choose(v, legal)
	if a.Kind == ActSay {
		s.all[a.Say.Talk]++
		if s.team == ForsakenTeam {
			s.forsaken[a.Say.Talk]++
		}
	}
	return a
}

// The same seed plays the same game, decision for decision: the traces of
// two plays (every choice with the beliefs behind it) are equal, and
// tracing changes nothing.
func TestTracedGamesRepeat(t *testing.T) {
	d := MustData()
	play := func(traced bool) ([]string, string) {
		var lines []string
		r := PlayDealt(d, 77, Setup{Players: 7}, func(seat int, _ Team) Traveler {
			c := NewComputer(d, Normal, seat, 7, 77)
			if traced {
				c.Trace = func(l string) { lines = append(lines, l) }
			}
			return c
		}, true)
		return lines, r.Fingerprint
	}
	a, fa := play(true)
	b, fb := play(true)
	_, fc := play(false)
	if len(a) == 0 || !slices.Equal(a, b) || fa != fb || fa != fc {
		t.Errorf("%d and %d trace lines, fingerprints %s %s %s", len(a), len(b), fa, fb, fc)
	}
}

// A suspected Forsaken whose Paths are one step from the Void asks a
// Villager to take it, and a Villager who trusts the asker Forges there
// unless two have named that slot the Void; an unsuspected Forsaken asks
// nothing of the kind.
func TestMisledVillagerTakesTheLastStep(t *testing.T) {
	d := MustData()
	sq := approach(&d.Board, 3, 1)
	for _, heat := range []int{0, 1} {
		p := forsakenPlan(1, 6, []int{1, 4}, 9)
		p.v.Paths[sq] = true
		p.c.b.Heat = heat
		st, ok := p.handOff()
		if ok != (heat > 0) || ok && (st.Talk != AskForge || st.Slot != 3 || p.friends[st.About]) {
			t.Errorf("heat %d: handed off %v, %+v", heat, ok, st)
		}
	}
	for _, named := range []bool{false, true} {
		c := NewComputer(d, Normal, 0, 6, 3)
		evs := []Event{saidEv(1, Say(AskForge, 0, NoRole, 3, NoDest))}
		if named {
			evs = append(evs, saidEv(2, Say(ClaimDest, -1, NoRole, 3, Void)), saidEv(5, Say(ClaimDest, -1, NoRole, 3, Void)))
		}
		c.Observe(evs)
		v := tableView(0, Commonfolk, 6)
		v.Cycle = 2 // past the first Turn Cycle's listening (pace_test.go)
		if p := c.plan(v); (p.goal == 3) == named {
			t.Errorf("slot named the Void %v: goal slot %d", named, p.goal)
		}
	}
}

// A Villager sends its suspect to the Gallows only when it is well past
// suspecting (threshold + 250): a hanging ends a Villager's life too.
func TestVillagerGallowsNeedsMoreThanSuspicion(t *testing.T) {
	d := MustData()
	gallows := cardDoing(t, len(d.Deck), d.Card, EffGallows)
	for _, suspicion := range []int{threshold + 200, threshold + 300} {
		c := NewComputer(d, Normal, 0, 6, 3)
		c.b.Suspicion[3] = suspicion
		v := tableView(0, Commonfolk, 6)
		v.Day = 3 // past the first two Days' holding fire (pace_test.go)
		p := c.plan(v)
		a := Act(ActPlay, 0)
		a.Card, a.Target = gallows, 3
		if sc := p.score(a); (sc > 0) != (suspicion > threshold+250) {
			t.Errorf("suspicion %d: the Gallows scored %d", suspicion, sc)
		}
	}
}
