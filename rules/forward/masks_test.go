package forward

import (
	"encoding/json"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

// cachesAgree reports what of the state's kept masks, location look-up and
// cached doom answer differs from a rebuild from its exported fields.
func cachesAgree(t *testing.T, s *State, where string) {
	t.Helper()
	c := *s
	c.syncCells()
	c.indexDeck()
	if !s.Phase.Over() && c.keysLow != s.keysLow {
		t.Fatalf("%s step %d: keysLow %d; rebuilt %d", where, s.Steps, s.keysLow, c.keysLow)
	}
	if c.masks != s.masks || c.loc != s.loc {
		t.Fatalf("%s step %d: masks %+v loc %p; rebuilt %+v loc %p", where, s.Steps, s.masks, s.loc, c.masks, c.loc)
	}
	if !s.Doomed && !s.Phase.Over() {
		if got, want := s.doomCached(), s.DoomReason(); got != want {
			t.Fatalf("%s step %d: cached doom %v; DoomReason %v", where, s.Steps, got, want)
		}
	}
}

// TestCellMasksAgree: the masks the turn code keeps beside the Cells, the
// location look-up and the doom cache agree with a rebuild from scratch
// after every action, through Apply and through the simulator's quiet
// turns, for both bots over many seeds; and a decoded state rebuilds them.
func TestCellMasksAgree(t *testing.T) {
	d := testData(t)
	n := rulestest.Games(300, 40)
	eachBotRun(d, "masks", n, func(r *botRun) {
		s := r.s
		cachesAgree(t, s, r.name+" apply")
		for !s.Phase.Over() {
			r.step(t, Legal(s))
			cachesAgree(t, s, r.name+" apply")
			if r.i < 10 && s.Steps%17 == 0 {
				b, _ := json.Marshal(s)
				u, err := UnmarshalState(d, b)
				if err != nil {
					t.Fatal(err)
				}
				if u.masks != s.masks || u.loc != s.loc {
					t.Fatalf("%s step %d: decoded masks %+v; kept %+v", r.name, s.Steps, u.masks, s.masks)
				}
			}
		}
		bot, _ := NewBot(r.name, r.seed)
		q := deal(d, r.seed, nil, true)
		for !q.s.Phase.Over() {
			q.do(bot.Choose(q.s, Legal(q.s)))
			cachesAgree(t, q.s, r.name+" quiet")
		}
	})
}

// greedyForward is Greedy's map choice as a plain forward scan of the
// legal list, the reference for the backward pass choose makes.
func greedyForward(s *State, legal []Action) Action {
	d := s.Data()
	use, canLeave := -1, false
	for i, a := range legal {
		switch a.Kind {
		case ActGive:
			return a
		case ActLeave:
			canLeave = true
		case ActUse:
			st := &d.Cards[a.Card].Stats
			if use < 0 && (st.Heal > 0 && s.HP <= 8 && s.HP+st.Heal <= s.MaxHP() || st.Cleanse && len(s.Snares) > 0) {
				use = i
			}
		}
	}
	if use >= 0 {
		return legal[use]
	}
	if canLeave && (s.HP <= 6 || legal[0].Kind != ActFlip && legal[0].Kind != ActStart) {
		return Leave()
	}
	return legal[0]
}

// TestGreedyMapChoiceAgrees: Greedy's backward pass over a map decision's
// legal list picks what a forward scan picks, for every map decision of
// many runs of both bots.
func TestGreedyMapChoiceAgrees(t *testing.T) {
	d := testData(t)
	eachBotRun(d, "greedy-map", 200, func(r *botRun) {
		s := r.s
		for !s.Phase.Over() {
			legal := Legal(s)
			if (s.Phase == PhaseMap || s.Phase == PhaseStart) && len(legal) > 1 {
				if got, want := (Greedy{}).choose(s, legal), greedyForward(s, legal); got != want {
					t.Fatalf("%s %s step %d: choose %v; forward scan %v", r.name, r.seed, s.Steps, got, want)
				}
			}
			r.step(t, legal)
		}
	})
}

// TestGreedyMapFastAgrees: the simulator's greedyChoice, read from the
// state, picks what Greedy.Choose picks from the legal list, for every
// decision outside a duel (start, map, Terror, discard) of many runs of
// both bots.
func TestGreedyMapFastAgrees(t *testing.T) {
	d := testData(t)
	var fast [PhaseLost + 1]int // fast choices by phase
	eachBotRun(d, "greedy-fast", 300, func(r *botRun) {
		s := r.s
		for !s.Phase.Over() {
			legal := Legal(s)
			if s.Phase != PhaseFight {
				if got, ok := greedyChoice(s); ok {
					fast[s.Phase]++
					if want := (Greedy{}).Choose(s, legal); got != want {
						t.Fatalf("%s %s step %d (%s): greedyChoice %v; Choose %v", r.name, r.seed, s.Steps, s.Phase, got, want)
					}
				}
			}
			r.step(t, legal)
		}
	})
	for _, p := range []Phase{PhaseStart, PhaseMap, PhaseTerror, PhaseDiscard} {
		if fast[p] == 0 {
			t.Fatalf("no %s decision took the fast choice", p)
		}
	}
}

// TestGreedyItemHPHolds: at every duel decision of many greedy runs, when
// the player's HP is above greedyItemHP, Greedy chooses to roll, which is
// what lets quickRounds play such rounds without asking.
func TestGreedyItemHPHolds(t *testing.T) {
	d := testData(t)
	above := 0
	for _, seed := range RunSeeds(dice.HashText("item-hp"), 400) {
		s, _ := New(d, seed)
		for !s.Phase.Over() {
			legal := Legal(s)
			a := (Greedy{}).Choose(s, legal)
			if s.Phase == PhaseFight && s.HP > greedyItemHP(s) && len(legal) > 1 {
				above++ // an item could be used, and Greedy must not want it
				if a != Roll() {
					t.Fatalf("%s step %d: HP %d above greedyItemHP %d, but Greedy chose %v", seed, s.Steps, s.HP, greedyItemHP(s), a)
				}
			}
			if _, err := Apply(s, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if above == 0 {
		t.Fatal("no duel decision with a usable item was above greedyItemHP")
	}
}

// TestItemHPHoldsEveryRound: at every round of a Greedy duel, whenever the
// HP stands above the stretch's itemHP, Greedy's fight choice is to roll,
// the promise greedyTurns leans on to skip asking in unchecked runs.
func TestItemHPHoldsEveryRound(t *testing.T) {
	d := testData(t)
	n := rulestest.Games(1500, 200)
	asked := 0
	for _, seed := range RunSeeds(dice.HashText("item hp"), n) {
		q := deal(d, seed, nil, true)
		s := q.s
		for !s.Phase.Over() && s.Steps < maxSteps {
			var a Action
			if s.Phase == PhaseFight {
				if !q.gearOK {
					q.stretch()
				}
				a = greedyFightChoice(s)
				if q.items && s.HP > q.itemHP {
					asked++
					if a.Kind != ActRoll {
						t.Fatalf("%s step %d: HP %d above itemHP %d, yet Greedy chose %+v", seed, s.Steps, s.HP, q.itemHP, a)
					}
				}
			} else {
				a = Greedy{}.Choose(s, Legal(s))
			}
			q.do(a)
		}
	}
	if asked == 0 {
		t.Fatal("no round stood above itemHP with items carried")
	}
}
