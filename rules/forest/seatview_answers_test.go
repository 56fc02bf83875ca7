package forest

import (
	"bytes"
	"encoding/json"
	"reflect"
	"slices"
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

// TestSeatViewAnswersAsTheState plays games with every bot at every level
// and, after every action, holds every answer the view gives the screens
// to the state's: the grid, the hexes held, every cell's label, the picks
// and the heart's name, both sides' Potencies, the Ally's abilities, the
// clash's scores, the valid hexes, the odds of every Encroachment type and
// of every action the Year's buttons offer, the threat, the planner's hint
// and the Grow options. The view holds no dice, so none of these can count
// a roll to come; asking them leaves the view as it was.
func TestSeatViewAnswersAsTheState(t *testing.T) {
	d := data(t)
	games := rulestest.Count{Full: 4, Short: 1}.N()
	maxYears := rulestest.Count{Full: 30, Short: 12}.N()
	actions := 0
	for _, name := range BotNames() {
		for level := range NumLevels {
			for g := range games {
				seed := dice.HashText("answers " + name).Next(g*int(NumLevels) + int(level))
				s, err := NewGame(d, seed, Setup{Level: level})
				if err != nil {
					t.Fatal(err)
				}
				bot, _ := NewBot(name, seed)
				for {
					answersAsTheState(t, d, s, name+" "+seed.Code())
					if s.Phase.Over() || s.Year > maxYears {
						break
					}
					if _, err := Apply(s, bot.Choose(s, Legal(s))); err != nil {
						t.Fatal(err)
					}
					actions++
				}
			}
		}
	}
	t.Logf("%d actions checked", actions)
}

// answersAsTheState fails the test where the view of s answers otherwise
// than s.
func answersAsTheState(t *testing.T, d *Data, s *State, game string) {
	t.Helper()
	v := ViewFor(s, 0)
	before, _ := json.Marshal(v)
	fail := func(what string, got, want any) {
		t.Helper()
		t.Fatalf("%s step %d (%s): the view's %s is %v, the state's %v", game, s.Steps, s.Phase, what, got, want)
	}
	if v.Grid(d) != s.Grid() {
		fail("grid", v.Grid(d), s.Grid())
	}
	for _, side := range []Side{Forest, Enemy} {
		if v.Count(side) != s.Count(side) {
			fail("count of "+side.String(), v.Count(side), s.Count(side))
		}
		if got, want := v.Valid(d, side), s.Valid(side); !slices.Equal(got, want) {
			fail("valid hexes of "+side.String(), got, want)
		}
	}
	for c := -1; c <= len(s.Hexes); c++ {
		if v.Label(d, c) != s.Label(c) {
			fail("label", v.Label(d, c), s.Label(c))
		}
	}
	for _, p := range s.Picks {
		if got := v.Pick(p.Slot); got == nil || !reflect.DeepEqual(*got, p) {
			fail("pick "+p.Slot, got, p)
		}
	}
	if v.Pick("no such slot") != nil || v.FeatureName() != s.FeatureName() {
		fail("feature", v.FeatureName(), s.FeatureName())
	}
	for n := range NumNatures {
		if v.ForestPotency(n) != s.ForestPotency(n) {
			fail("Forest Potency", v.ForestPotency(n), s.ForestPotency(n))
		}
		if got, want := v.EncroachOdds(d, n, 0), s.EncroachOdds(n, 0); got != want {
			fail("Encroachment odds with "+n.String(), got, want)
		}
	}
	for h := range NumHarms {
		if v.EnemyPotency(d, h) != s.EnemyPotency(h) {
			fail("Enemy Potency", v.EnemyPotency(d, h), s.EnemyPotency(h))
		}
	}
	for l := 0; l <= 4; l++ {
		if got, want := v.AllyAbility(d, l), s.AllyAbility(l); got != want {
			fail("Ally ability", got, want)
		}
	}
	if f, e := v.Scores(d); f != s.ForestScore() || e != s.EnemyScore() {
		fail("scores", [2]int{f, e}, [2]int{s.ForestScore(), s.EnemyScore()})
	}
	acts := append(Legal(s), Resolve(), RollEnemyDefence(), Commit())
	for n := range NumNatures {
		acts = append(acts, Defend(n), Encroach(0, n))
	}
	for _, a := range acts {
		go1, ok1 := v.OddsIf(d, a)
		go2, ok2 := s.OddsIf(a)
		if go1 != go2 || ok1 != ok2 {
			fail("odds if "+a.String(), go1, go2)
		}
	}
	if got, want := v.Threat(d), s.Threat(); got != want {
		fail("threat", got, want)
	}
	a1, why1, ok1 := v.Hint(d)
	a2, why2, ok2 := s.Hint()
	if a1 != a2 || why1 != why2 || ok1 != ok2 {
		fail("hint", why1, why2)
	}
	if got, want := v.GrowOptions(d), s.GrowOptions(); !reflect.DeepEqual(got, want) {
		fail("Grow options", got, want)
	}
	if after, _ := json.Marshal(v); !bytes.Equal(after, before) {
		t.Fatalf("%s step %d: asking the view changed it", game, s.Steps)
	}
}

// TestSeatViewBoardHoldsNoDice: the State the view's answers are counted
// on has no seed, no dice and no journal variants, whatever the game.
func TestSeatViewBoardHoldsNoDice(t *testing.T) {
	d := data(t)
	s := created(t, dice.HashText("board"))
	v := ViewFor(s, 0)
	b := v.board(d)
	if b.Dice != nil || b.Seed != 0 || b.LastVariant != nil || len(b.Hexes) == 0 || b.Grid() != s.Grid() {
		t.Fatalf("the view's board holds dice %v, seed %v, variants %v (hexes %d)", b.Dice, b.Seed, b.LastVariant, len(b.Hexes))
	}
}
