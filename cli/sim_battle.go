package cli

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/storage"
)

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
	f := newSimFlags("battle", "battles", 100, 100_000, "battle", stderr)
	scName := f.fs.String("scenario", "open", "scenario: "+strings.Join(battle.ScenarioNames(), ", "))
	red := f.fs.String("red", "normal", "red AI: "+strings.Join(ai.Names(), ", "))
	blue := f.fs.String("blue", "normal", "blue AI: "+strings.Join(ai.Names(), ", "))
	mirror := f.fs.Bool("mirror", false, "play every seed twice, the AIs swapping sides")
	logPath := f.fs.String("log", "", "write the AIs' debug log (each decision's best candidates and their scores) to this file")
	if err := f.parse(args); err != nil {
		return err
	}
	n := f.count
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
	seed := f.seed
	levels := [2]ai.Level{}
	for i, name := range [2]string{*red, *blue} {
		var err error
		if levels[i], err = ai.ParseLevel(name); err != nil {
			return usagef("--%s: %v", [2]string{"red", "blue"}[i], err)
		}
	}
	sc, err := battle.LoadScenario(*scName)
	if err != nil {
		return usagef("--scenario: %v", err)
	}
	rep := simBattles(sc, seed, *n, levels, *mirror, log)
	played := f.played(func(k int) []dice.Seed { return BattleSeeds(seed, k, *mirror) })
	rep.Seed, rep.Seeds, rep.Red, rep.Blue = seed.Code(), played.codes(), *red, *blue
	if log != nil {
		if err := storage.NewDir(filepath.Dir(*logPath)).Write(filepath.Base(*logPath), log.Bytes()); err != nil {
			return fmt.Errorf("--log: %w", err)
		}
	}
	return rep.simReport(played).write(stdout, *f.asJSON)
}

// BattleSeeds is the seeds of n simulated battles from base: battle 1
// plays base itself, and each later seed is the next number of base's
// "sim-battle" stream, whose first number is passed over (so the later
// battles play the seeds they played before battle 1 played base). With
// mirror every seed is fought twice, the AIs swapping sides: battles 1
// and 2 play base, 3 and 4 the next seed, and so on.
func BattleSeeds(base dice.Seed, n int, mirror bool) []dice.Seed {
	const mask = 1<<40 - 1 // a seed code's 40 bits
	st := dice.NewStream(base, "sim-battle")
	out := make([]dice.Seed, n)
	for i := range out {
		switch {
		case mirror && i%2 == 1:
			out[i] = out[i-1]
		case i == 0:
			st.Uint64()
			out[i] = base & mask
		default:
			out[i] = dice.Seed(st.Uint64() & mask)
		}
	}
	return out
}

// simBattles plays n battles on the seeds BattleSeeds lists for base,
// writing the AIs' debug logs to log unless it is nil.
func simBattles(sc *battle.Scenario, base dice.Seed, n int, levels [2]ai.Level, mirror bool, log *bytes.Buffer) BattleReport {
	rep := BattleReport{Mode: "battle", Scenario: sc.Name, Mirror: mirror}
	var times []time.Duration
	for i, seed := range BattleSeeds(base, n, mirror) {
		swap := mirror && i%2 == 1
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
		rep.AddBattle(p.Result, swap, seed, p.Violations)
	}
	rep.Finish(times)
	return rep
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

// battleView is the Mass Combat scenarios as `deepwood levels` shows them.
func battleView(scs []*battle.Scenario) ([]battleLevel, error) {
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

func printBattleLevels(w io.Writer, v []battleLevel) {
	fmt.Fprintln(w, "Mass Combat scenarios")
	for _, l := range v {
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
