package cli

import (
	"fmt"
	"strings"

	"deepwood/rules/forsaken"
)

// forsakenFeel is what a table would feel of the games played (issue
// 39): how many Days they ran, the Gallows' trials and who was hanged,
// who found the Void, and the statements made. It is summed from each
// game's forsaken.Stats, read from the engine's own log. A share whose
// games are none is 0.
type forsakenFeel struct {
	DaysMean            float64        `json:"days_mean"`
	DaysShare           [4]float64     `json:"days_share"` // games ending on Day 1, 2, 3, 4 or later
	TrialsPerGame       float64        `json:"trials_per_game"`
	HangedPerGame       float64        `json:"hanged_per_game"`       // died of the Gallows
	HangedForsakenShare float64        `json:"hanged_forsaken_share"` // of all hangings
	VoidByOwnPathShare  float64        `json:"void_by_own_path_share"`
	StatementsByKind    map[string]int `json:"statements_by_kind"`
	// ForsakenStatements: of statements_by_kind, the Forsaken Team's.
	ForsakenStatements map[string]int `json:"forsaken_statements_by_kind"`

	games, days, trials, hanged, hangedForsaken, voidFound, voidOwn int
	dayGames                                                        [4]int
}

// addFeel counts one game's stats.
func (f *forsakenFeel) addFeel(g forsaken.GameStats) {
	if f.StatementsByKind == nil {
		f.StatementsByKind, f.ForsakenStatements = map[string]int{}, map[string]int{}
		for k := 1; k < forsaken.NumTalk; k++ {
			f.StatementsByKind[forsaken.TalkKind(k).String()] = 0 // an unused kind shows as 0
			f.ForsakenStatements[forsaken.TalkKind(k).String()] = 0
		}
	}
	f.games++
	f.days += g.Day
	f.dayGames[min(max(g.Day, 1), 4)-1]++
	f.trials += g.Trials
	f.hanged += g.Hanged
	f.hangedForsaken += g.HangedForsaken
	if g.VoidFound {
		f.voidFound++
		if g.VoidByOwnPath {
			f.voidOwn++
		}
	}
	for k := 1; k < forsaken.NumTalk; k++ {
		f.StatementsByKind[forsaken.TalkKind(k).String()] += g.Said[k]
		f.ForsakenStatements[forsaken.TalkKind(k).String()] += g.SaidForsaken[k]
	}
}

// finishFeel turns the sums into means and shares.
func (f *forsakenFeel) finishFeel() {
	share := func(k, n int) float64 {
		if n == 0 {
			return 0
		}
		return float64(k) / float64(n)
	}
	f.DaysMean = share(f.days, f.games)
	for i, k := range f.dayGames {
		f.DaysShare[i] = share(k, f.games)
	}
	f.TrialsPerGame, f.HangedPerGame = share(f.trials, f.games), share(f.hanged, f.games)
	f.HangedForsakenShare = share(f.hangedForsaken, f.hanged)
	f.VoidByOwnPathShare = share(f.voidOwn, f.voidFound)
}

// feelRows are the report's lines for the text output.
func (f *forsakenFeel) feelRows() [][2]string {
	var said, theirs []string
	for k := 1; k < forsaken.NumTalk; k++ {
		name := forsaken.TalkKind(k).String()
		said = append(said, fmt.Sprintf("%s %d", name, f.StatementsByKind[name]))
		theirs = append(theirs, fmt.Sprintf("%s %d", name, f.ForsakenStatements[name]))
	}
	pct := func(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }
	return [][2]string{
		{"games ending on Day 1 / 2 / 3 / 4+", strings.Join([]string{pct(f.DaysShare[0]), pct(f.DaysShare[1]), pct(f.DaysShare[2]), pct(f.DaysShare[3])}, " / ")},
		{"Gallows trials per game", fmt.Sprintf("%.2f", f.TrialsPerGame)},
		{"hanged per game", fmt.Sprintf("%.2f (%s of them Forsaken)", f.HangedPerGame, pct(f.HangedForsakenShare))},
		{"Void found by a Forsaken's Path", fmt.Sprintf("%s of %d", pct(f.VoidByOwnPathShare), f.voidFound)},
		{"statements", strings.Join(said, ", ")},
		{"the Forsaken's statements", strings.Join(theirs, ", ")},
	}
}
