package cli

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/rules/game"
)

// BattleReport is what `deepwood sim battle` prints, and what `deepwood
// autoplay battle` prints for its one battle: both add their battles with
// AddBattle and close the report with Finish.
type BattleReport struct {
	Mode          string     `json:"mode"`
	Scenario      string     `json:"scenario"`
	Seed          string     `json:"seed"`
	Seeds         []string   `json:"seeds"` // played, in order (the first few, or every one with --seeds)
	Red           string     `json:"red"`
	Blue          string     `json:"blue"`
	Mirror        bool       `json:"mirror"`
	Battles       int        `json:"battles"`
	Wins          [2]int     `json:"wins"`       // by side: red, blue
	WinsByAI      [2]int     `json:"wins_by_ai"` // the --red AI, the --blue AI
	Draws         int        `json:"draws"`
	MeanRounds    float64    `json:"mean_rounds"`
	MeanLosses    [2]float64 `json:"mean_losses"` // permanent troops lost, red, blue
	DecisionP50MS float64    `json:"decision_p50_ms"`
	DecisionP99MS float64    `json:"decision_p99_ms"`
	Decisions     int        `json:"decisions"`
	game.ViolationTally
	rounds int
	lost   [2]int
}

// AddBattle counts one battle played from seed: its result (swapped when
// the AIs played each other's sides) and the invariants it broke.
func (r *BattleReport) AddBattle(res battle.Result, swapped bool, seed dice.Seed, violations []string) {
	r.Battles++
	r.NoteViolations(seed, violations)
	r.rounds += res.Rounds
	r.lost[0] += res.Lost[0]
	r.lost[1] += res.Lost[1]
	if res.Winner == battle.NoSide {
		r.Draws++
		return
	}
	r.Wins[res.Winner]++
	byAI := int(res.Winner)
	if swapped {
		byAI = 1 - byAI
	}
	r.WinsByAI[byAI]++
}

// NoteViolations counts invariants broken in the battle played from seed,
// keeping the first one named.
func (r *BattleReport) NoteViolations(seed dice.Seed, violations []string) {
	r.ViolationTally.Add(seed, violations)
}

// Finish turns the counts into means and the decision times into
// percentiles.
func (r *BattleReport) Finish(decisions []time.Duration) {
	n := float64(max(r.Battles, 1))
	r.MeanRounds = float64(r.rounds) / n
	r.MeanLosses = [2]float64{float64(r.lost[0]) / n, float64(r.lost[1]) / n}
	r.Decisions = len(decisions)
	r.DecisionP50MS, r.DecisionP99MS = percentileMS(decisions, 50), percentileMS(decisions, 99)
}

// percentileMS is the p-th percentile of the durations in milliseconds
// (nearest rank).
func percentileMS(ds []time.Duration, p int) float64 {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	i := (len(s)*p + 99) / 100
	i = min(max(i-1, 0), len(s)-1)
	return float64(s[i].Microseconds()) / 1000
}

// simReport is the report as the sim command prints it, naming the seeds
// played.
func (r BattleReport) simReport(played seedList) simReport {
	return simReport{
		title:  fmt.Sprintf("Mass Combat simulation (scenario %s, red %s, blue %s, seed %s, mirror %v)", r.Scenario, r.Red, r.Blue, r.Seed, r.Mirror),
		played: played,
		rows: [][2]string{
			{"battles", fmt.Sprint(r.Battles)},
			{"red wins", fmt.Sprint(r.Wins[0])},
			{"blue wins", fmt.Sprint(r.Wins[1])},
			{"wins by " + r.Red + " (--red)", fmt.Sprint(r.WinsByAI[0])},
			{"wins by " + r.Blue + " (--blue)", fmt.Sprint(r.WinsByAI[1])},
			{"draws", fmt.Sprint(r.Draws)},
			{"mean rounds", fmt.Sprintf("%.1f", r.MeanRounds)},
			{"mean losses red", fmt.Sprintf("%.1f", r.MeanLosses[0])},
			{"mean losses blue", fmt.Sprintf("%.1f", r.MeanLosses[1])},
			{"AI decisions", fmt.Sprint(r.Decisions)},
			{"AI decision p50 ms", fmt.Sprintf("%.3f", r.DecisionP50MS)},
			{"AI decision p99 ms", fmt.Sprintf("%.3f", r.DecisionP99MS)},
		},
		json:  func() ([]byte, error) { return json.Marshal(r) },
		tally: r.ViolationTally,
	}
}
