package cli

import (
	"math"
	"testing"

	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/game"
)

// tableEar is a traveler that also keeps every public event it sees: the
// game's log as the table saw it.
type tableEar struct {
	forsaken.Traveler
	heard *[]forsaken.Event
}

func (e tableEar) Observe(evs []forsaken.Event) {
	for _, x := range evs {
		if x.To < 0 {
			*e.heard = append(*e.heard, x)
		}
	}
	e.Traveler.Observe(evs)
}

// feelCount is the table's feel of a set of games, counted by the test
// from the public events seat 0 heard and the teams dealt.
type feelCount struct {
	games, days, trials, hanged, hangedForsaken, voidFound, voidOwn int
	dayGames                                                        [4]int
	said, saidForsaken                                              map[string]int
}

func (c *feelCount) count(heard []forsaken.Event, teams []forsaken.Team) {
	c.games++
	forger := -1
	for _, e := range heard {
		switch e.Kind {
		case forsaken.EvWon:
			c.days += e.Day
			c.dayGames[min(e.Day, 4)-1]++
		case forsaken.EvGallows:
			c.trials++
		case forsaken.EvDied:
			if e.Text == "the Gallows" {
				c.hanged++
				if teams[e.Target] == forsaken.ForsakenTeam { // no Coward in the default deal
					c.hangedForsaken++
				}
			}
		case forsaken.EvForged:
			forger = e.Seat
		case forsaken.EvFlipped:
			if e.Dest == forsaken.Void {
				c.voidFound++
				if teams[forger] == forsaken.ForsakenTeam {
					c.voidOwn++
				}
			}
		case forsaken.EvSaid:
			c.said[e.Say.Talk.String()]++
			if teams[e.Seat] == forsaken.ForsakenTeam {
				c.saidForsaken[e.Say.Talk.String()]++
			}
		}
	}
}

// TestSimForsakenFeel checks the table-feel metrics of `sim forsaken
// --json` on thirty fixed games against the same games counted here from
// what the table saw.
func TestSimForsakenFeel(t *testing.T) {
	const games, players = 30, 7
	var v forsakenFeel
	simJSON(t, &v, "forsaken", "--games", "30", "--players", "7", "--seed", "FF25", "--ai", "normal")
	d := forsaken.MustData()
	c := feelCount{said: map[string]int{}, saidForsaken: map[string]int{}}
	for _, seed := range game.Seeds(dice.HashText("FF25"), games) {
		var heard []forsaken.Event
		teams := make([]forsaken.Team, players)
		forsaken.PlayDealt(d, seed, forsaken.Setup{Players: players}, func(seat int, team forsaken.Team) forsaken.Traveler {
			teams[seat] = team
			tr := forsaken.NewComputer(d, forsaken.Normal, seat, players, seed)
			if seat == 0 {
				return tableEar{tr, &heard}
			}
			return tr
		}, false)
		c.count(heard, teams)
	}
	if c.hanged == 0 || c.hangedForsaken == c.hanged || c.voidFound == 0 || c.dayGames[1] == 0 {
		t.Fatalf("the games no longer show every metric: %+v", c)
	}
	near := func(name string, got float64, k, n int) {
		if want := float64(k) / float64(n); math.Abs(got-want) > 1e-9 {
			t.Errorf("%s = %v, counted %d/%d", name, got, k, n)
		}
	}
	near("days_mean", v.DaysMean, c.days, games)
	for i, k := range c.dayGames {
		near("days_share", v.DaysShare[i], k, games)
	}
	near("trials_per_game", v.TrialsPerGame, c.trials, games)
	near("hanged_per_game", v.HangedPerGame, c.hanged, games)
	near("hanged_forsaken_share", v.HangedForsakenShare, c.hangedForsaken, c.hanged)
	near("void_by_own_path_share", v.VoidByOwnPathShare, c.voidOwn, c.voidFound)
	if len(v.StatementsByKind) != forsaken.NumTalk-1 {
		t.Errorf("statements_by_kind %v: want every kind", v.StatementsByKind)
	}
	for kind, n := range v.StatementsByKind {
		if c.said[kind] != n || c.saidForsaken[kind] != v.ForsakenStatements[kind] {
			t.Errorf("statements_by_kind[%s] = %d, the Forsaken's %d; counted %d, %d", kind, n, v.ForsakenStatements[kind], c.said[kind], c.saidForsaken[kind])
		}
	}
}
