package cli

import (
	"fmt"
	"io"
	"time"

	"deepwood/rules/dice"
	"deepwood/rules/forest"
)

// maxForestYears bounds --max-years; PlayGame also stops any game at this.
const maxForestYears = 10_000

// runSimForest plays I am the Forest games with a bot and prints the
// outcome table: wins each side, unfinished games, mean Years and GP,
// throughput and invariant violations.
func runSimForest(args []string, stdout, stderr io.Writer) error {
	f := newSimFlags("forest", "games", 1000, maxSimRuns, "game", stderr)
	botName := botFlag(f, forest.BotNames(), forest.NewBot)
	maxYears := f.fs.Int("max-years", 0, "stop a game unfinished after this many Years (0: play to the end)")
	mapID := f.fs.String("map", "", "map preset the games are drawn on (default: the default preset)")
	levelID := f.fs.String("difficulty", "tale", "level: tale, struggle, blight (RULES.md T40)")
	if err := f.parse(args); err != nil {
		return err
	}
	if *maxYears < 0 || *maxYears > maxForestYears {
		return usagef("--max-years must be from 0 to %d, not %d", maxForestYears, *maxYears)
	}
	seed := f.seed
	d, err := forest.DefaultData()
	if err != nil {
		return err
	}
	if _, err := forest.NewOn(d, seed, *mapID); err != nil {
		return usagef("--map: %v", err)
	}
	level, err := forest.ParseLevel(*levelID)
	if err != nil {
		return usagef("--difficulty: %v", err)
	}
	start := time.Now()
	rep, err := forest.Simulate(d, seed, *f.count, *botName, forest.Options{Map: *mapID, Level: level, MaxYears: *maxYears, Check: true})
	if err != nil {
		return err
	}
	secs := time.Since(start).Seconds()
	perSec := perSecond(rep.Games, secs)
	limit := "none"
	if rep.MaxYears > 0 {
		limit = fmt.Sprint(rep.MaxYears)
	}
	return simReport{
		title:  fmt.Sprintf("I am the Forest simulation (bot %s, seed %s, map %s, level %s, Year limit %s)", rep.Bot, rep.Seed, rep.Map, rep.Level, limit),
		played: f.played(func(k int) []dice.Seed { return forest.GameSeeds(seed, k) }),
		rows: [][2]string{
			{"games", fmt.Sprint(rep.Games)},
			{"Forest wins", fmt.Sprintf("%d (%.2f%%)", rep.ForestWins, 100*rep.ForestWinRate)},
			{"Enemy wins", fmt.Sprint(rep.EnemyWins)},
			{"unfinished", fmt.Sprint(rep.Unfinished)},
			{"mean Years", fmt.Sprintf("%.2f", rep.MeanYears)},
			{"median Years", fmt.Sprintf("%.1f", rep.MedianYears)},
			{"longest game (Years)", fmt.Sprint(rep.MaxYearsSeen)},
			{"mean GP earned", fmt.Sprintf("%.2f", rep.MeanGPEarned)},
		},
		tally: rep.ViolationTally,
	}.rated("forest", rep, "games", perSec).write(stdout, *f.asJSON)
}

// forestLevels is the Forest's data as `deepwood levels` shows it.
type forestLevels struct {
	Fingerprint  string                 `json:"fingerprint"`
	Difficulties []forest.LevelInfo     `json:"difficulties"`
	Maps         []forestMap            `json:"maps"`
	Tables       []*forest.Table        `json:"tables"`
	Cultures     []forest.Culture       `json:"cultures"`
	Allies       []forest.Ally          `json:"allies"`
	Abilities    []forest.ForestAbility `json:"abilities"`
	Journal      map[string][]string    `json:"journal"`
}

type forestMap struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Default bool   `json:"default,omitempty"`
	Hexes   int    `json:"hexes"`
	Note    string `json:"note,omitempty"`
	Drawing string `json:"drawing"`
}

func forestView(d *forest.Data) (forestLevels, error) {
	v := forestLevels{Fingerprint: d.Fingerprint, Difficulties: forest.Levels(), Cultures: d.Cultures, Allies: d.Allies,
		Abilities: d.Abilities, Journal: d.Journal}
	for _, m := range d.Maps {
		v.Maps = append(v.Maps, forestMap{ID: m.ID, Name: m.Name, Default: m.Default, Hexes: m.Grid.Len(),
			Note: m.Note, Drawing: m.Grid.String()})
	}
	for _, name := range forest.TableNames() {
		v.Tables = append(v.Tables, d.Table(name))
	}
	return v, nil
}

func printForestLevels(w io.Writer, v forestLevels) {
	fmt.Fprintf(w, "\nI am the Forest: data %s\n", v.Fingerprint)
	for _, l := range v.Difficulties {
		fmt.Fprintf(w, "\nLevel %s — %s (greedy bot wins %d%%)\n  %s\n", l.Level, l.Name, l.GreedyWins, l.Description)
		for _, r := range l.Rules {
			fmt.Fprintf(w, "  - %s\n", r)
		}
	}
	for _, m := range v.Maps {
		def := ""
		if m.Default {
			def = " (default)"
		}
		fmt.Fprintf(w, "\nMap %s — %s%s, %d hexes\n%s", m.ID, m.Name, def, m.Hexes, m.Drawing)
	}
	for _, t := range v.Tables {
		fmt.Fprintf(w, "\n[%s]\n", t.Name)
		for _, r := range t.Rows {
			roll := fmt.Sprint(r.Lo)
			if r.Hi != r.Lo {
				roll = fmt.Sprintf("%d-%d", r.Lo, r.Hi)
			}
			fmt.Fprintf(w, "  %-6s %s\n", roll, r.Text)
		}
	}
	fmt.Fprintf(w, "\nForest Abilities:\n")
	for _, a := range v.Abilities {
		fmt.Fprintf(w, "  %-6s %-20s %s\n", a.Type, a.Name, a.Text)
	}
	fmt.Fprintf(w, "\nAllies:\n")
	for _, al := range v.Allies {
		for _, ab := range al.Abilities {
			fmt.Fprintf(w, "  %-8s %d %-34s %s\n", al.Name, ab.Level, ab.Name, ab.Effect)
		}
	}
}
