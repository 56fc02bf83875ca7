package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/storage"
)

// battleReport is what `deepwood sim battle` prints.
type battleReport struct {
	Mode           string     `json:"mode"`
	Scenario       string     `json:"scenario"`
	Seed           string     `json:"seed"`
	Red            string     `json:"red"`
	Blue           string     `json:"blue"`
	Mirror         bool       `json:"mirror"`
	Battles        int        `json:"battles"`
	Wins           [2]int     `json:"wins"`       // by side: red, blue
	WinsByAI       [2]int     `json:"wins_by_ai"` // the --red AI, the --blue AI
	Draws          int        `json:"draws"`
	MeanRounds     float64    `json:"mean_rounds"`
	MeanLosses     [2]float64 `json:"mean_losses"` // permanent troops lost, red, blue
	DecisionP50MS  float64    `json:"decision_p50_ms"`
	DecisionP99MS  float64    `json:"decision_p99_ms"`
	Decisions      int        `json:"decisions"`
	Violations     int        `json:"invariant_violations"`
	FirstViolation string     `json:"first_violation,omitempty"`
}

// timed wraps a computer player and records how long each decision takes,
// on the real clock (the rules never see it). With a log, it also writes
// the AI's debug log entry for every decision as it is made, so the log
// reads in the order the battle was played.
type timed struct {
	p    *ai.AI
	out  *[]time.Duration
	log  *bytes.Buffer
	name string // the side and level, heading each log entry
}

func (t timed) Choose(v *battle.State, legal []battle.Action) battle.Action {
	start := time.Now()
	seen := len(t.p.Log())
	a := t.p.Choose(v, legal)
	*t.out = append(*t.out, time.Since(start))
	if t.log != nil {
		for _, d := range t.p.Log()[seen:] {
			fmt.Fprintf(t.log, "%s, %v\n", t.name, d)
		}
	}
	return a
}

// maxLoggedBattles caps --log: the debug log is for reading, and a long
// simulation's would run to gigabytes (25 to 50 KB a battle).
const maxLoggedBattles = 1000

// runSimBattle plays Mass Combat battles between two AIs and prints the
// outcome table.
func runSimBattle(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("sim battle", stderr)
	n := fs.Int("battles", 100, "number of battles")
	seedText := fs.String("seed", defaultSimSeed, "seed code (or any text) the battle seeds are derived from")
	scName := fs.String("scenario", "open", "scenario: "+strings.Join(battle.ScenarioNames(), ", "))
	red := fs.String("red", "normal", "red AI: "+strings.Join(ai.Names(), ", "))
	blue := fs.String("blue", "normal", "blue AI: "+strings.Join(ai.Names(), ", "))
	mirror := fs.Bool("mirror", false, "play every seed twice, the AIs swapping sides")
	asJSON := fs.Bool("json", false, "print JSON")
	logPath := fs.String("log", "", "write the AIs' debug log (each decision's best candidates and their scores) to this file")
	if err := parseFlags(fs, args, 0); err != nil {
		return err
	}
	if *n < 1 || *n > 100_000 {
		return usagef("--battles must be from 1 to 100000, not %d", *n)
	}
	var log *bytes.Buffer
	if *logPath != "" {
		if *n > maxLoggedBattles {
			return usagef("--log takes at most %d battles, not %d", maxLoggedBattles, *n)
		}
		if st, err := os.Stat(filepath.Dir(*logPath)); err != nil || !st.IsDir() {
			return usagef("--log %s: no such folder %s", *logPath, filepath.Dir(*logPath))
		}
		log = &bytes.Buffer{}
	}
	seed, err := dice.ParseSeed(*seedText)
	if err != nil {
		return usagef("--seed: %v", err)
	}
	levels := [2]ai.Level{}
	for i, name := range [2]string{*red, *blue} {
		if levels[i], err = ai.ParseLevel(name); err != nil {
			return usagef("--%s: %v", [2]string{"red", "blue"}[i], err)
		}
	}
	sc, err := battle.LoadScenario(*scName)
	if err != nil {
		return usagef("--scenario: %v", err)
	}
	rep := simBattles(sc, seed, *n, levels, *mirror, log)
	rep.Seed, rep.Red, rep.Blue = seed.Code(), *red, *blue
	if log != nil {
		if err := storage.NewDir(filepath.Dir(*logPath)).Write(filepath.Base(*logPath), log.Bytes()); err != nil {
			return fmt.Errorf("--log: %w", err)
		}
	}
	if *asJSON {
		if err := json.NewEncoder(stdout).Encode(rep); err != nil {
			return err
		}
	} else {
		printBattleReport(stdout, rep)
	}
	if rep.Violations > 0 {
		return fmt.Errorf("%d invariant violations; first: %s", rep.Violations, rep.FirstViolation)
	}
	return nil
}

// simBattles plays n battles from seeds derived from base, writing the
// AIs' debug logs to log unless it is nil.
func simBattles(sc *battle.Scenario, base dice.Seed, n int, levels [2]ai.Level, mirror bool, log *bytes.Buffer) battleReport {
	rep := battleReport{Mode: "battle", Scenario: sc.Name, Mirror: mirror, Battles: n}
	st := dice.NewStream(base, "sim-battle")
	var times []time.Duration
	rounds := 0
	var lost [2]int
	var seed dice.Seed
	for i := range n {
		swap := mirror && i%2 == 1
		if !swap {
			seed = dice.Seed(st.Uint64() & (1<<40 - 1))
		}
		lv := levels
		if swap {
			lv[0], lv[1] = lv[1], lv[0]
		}
		var opts []ai.Option
		if log != nil {
			opts = append(opts, ai.WithLog())
			fmt.Fprintf(log, "battle %d of %d, seed %s, scenario %s: red %v, blue %v\n", i+1, n, seed.Code(), sc.Name, lv[0], lv[1])
		}
		red := timed{ai.New(lv[0], seed, opts...), &times, log, "red " + lv[0].String()}
		blue := timed{ai.New(lv[1], seed+1, opts...), &times, log, "blue " + lv[1].String()}
		p := battle.PlayBattle(sc, seed, red, blue, true)
		if log != nil {
			fmt.Fprintf(log, "battle %d over: %s\n\n", i+1, battleOutcome(p.Result))
		}
		if len(p.Violations) > 0 && rep.FirstViolation == "" {
			rep.FirstViolation = fmt.Sprintf("seed %s: %s", seed.Code(), p.Violations[0])
		}
		rep.Violations += len(p.Violations)
		r := p.Result
		rounds += r.Rounds
		lost[0] += r.Lost[0]
		lost[1] += r.Lost[1]
		if r.Winner == battle.NoSide {
			rep.Draws++
			continue
		}
		rep.Wins[r.Winner]++
		ai := int(r.Winner)
		if swap {
			ai = 1 - ai
		}
		rep.WinsByAI[ai]++
	}
	rep.MeanRounds = float64(rounds) / float64(n)
	rep.MeanLosses = [2]float64{float64(lost[0]) / float64(n), float64(lost[1]) / float64(n)}
	rep.Decisions = len(times)
	rep.DecisionP50MS, rep.DecisionP99MS = percentileMS(times, 50), percentileMS(times, 99)
	return rep
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

func printBattleReport(w io.Writer, r battleReport) {
	fmt.Fprintf(w, "Mass Combat simulation (scenario %s, red %s, blue %s, seed %s, mirror %v)\n", r.Scenario, r.Red, r.Blue, r.Seed, r.Mirror)
	rows := [][2]string{
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
		{"invariant violations", fmt.Sprint(r.Violations)},
	}
	for _, row := range rows {
		fmt.Fprintf(w, "  %-28s %s\n", row[0], row[1])
	}
}

// battleLevel is one scenario as `deepwood levels` shows it, with every hex
// of its battlefield (terrain, elevation) and every barrier.
type battleLevel struct {
	Name      string           `json:"name"`
	Title     string           `json:"title"`
	About     string           `json:"about"`
	Mode      string           `json:"mode"`
	Attacker  string           `json:"attacker"`
	Budget    int              `json:"budget,omitempty"`
	Armies    [2]string        `json:"armies"`
	Costs     [2]int           `json:"costs"`
	Formation string           `json:"formation,omitempty"`
	Field     battle.FieldJSON `json:"field"`
}

// loadBattleLevels loads the Mass Combat scenarios for `deepwood levels`.
func loadBattleLevels() (any, error) {
	scs, err := battle.Scenarios()
	if err != nil {
		return nil, err
	}
	var out []battleLevel
	for _, sc := range scs {
		out = append(out, battleLevel{
			Name: sc.Name, Title: sc.Title, About: sc.About, Mode: sc.Mode.String(),
			Attacker: sc.Attacker.String(), Budget: sc.Budget,
			Armies:    [2]string{sc.Armies[0].String(), sc.Armies[1].String()},
			Costs:     [2]int{sc.Armies[0].Cost(), sc.Armies[1].Cost()},
			Formation: sc.Formation, Field: sc.Field.Data(),
		})
	}
	return out, nil
}

func printBattleLevels(w io.Writer, v any) {
	fmt.Fprintln(w, "Mass Combat scenarios")
	for _, l := range v.([]battleLevel) {
		fmt.Fprintf(w, "  %-9s %s (%s, %s attacks, %d hexes, %d barriers)\n", l.Name, l.Title, l.Mode, l.Attacker, len(l.Field.Cells), len(l.Field.Barriers))
		fmt.Fprintf(w, "            red:  %s (cost %d)\n            blue: %s (cost %d)\n", l.Armies[0], l.Costs[0], l.Armies[1], l.Costs[1])
	}
}

// battleOutcome is one line of the debug log's battle footer.
func battleOutcome(r battle.Result) string {
	who := "a draw"
	if r.Winner != battle.NoSide {
		who = r.Winner.String() + " wins"
	}
	return fmt.Sprintf("%s by %v after %d rounds; troops lost red %d, blue %d", who, r.How, r.Rounds, r.Lost[0], r.Lost[1])
}
