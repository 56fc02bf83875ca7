// Package verify re-runs a recorded replay through the rules and reports
// what it proves: the outcome, the in-game time and the splits. It is what
// `deepwood verify` prints for a moderator, and what Continue relies on: a
// save that loads is a save that verifies.
package verify

import (
	"fmt"
	"strconv"
	"strings"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/game"
	"deepwood/rules/replay"
)

// Outcomes of a verified run.
const (
	Victory    = "victory"
	Defeat     = "defeat"
	Abandoned  = "abandoned"
	Incomplete = "incomplete"
	// Cleared is a practice run that left its one location alive.
	Cleared = "cleared"
	// Draw is a battle that ended with neither side the winner.
	Draw = "draw"
)

// PracticeKey is the replay header naming a practice run's location, by
// its position in the seed's run (1–9).
const PracticeKey = "practice"

// Meta lines are replay entries that are not rules actions: the player
// abandoned the run from the pause menu, or reset it with the instant reset.
// Either ends the run.
const (
	MetaAbandon = "abandon"
	MetaReset   = "reset"
)

// TicksPerSecond is the in-game clock's rate.
const TicksPerSecond = 60

// Split is one segment's end: a location completed, or the Dragon slain.
type Split struct {
	Name  string `json:"name"`
	Ticks int64  `json:"ticks"` // in-game time at the split, from the first action
	Time  string `json:"igt"`
}

// Result is what a replay proves.
type Result struct {
	File     string `json:"file"`
	Mode     string `json:"mode"`
	Seed     string `json:"seed"`
	Rules    string `json:"rules"`
	Version  string `json:"version"`
	Category string `json:"category"`       // random-seed, set-seed, daily-seed or practice
	Date     string `json:"date,omitempty"` // a daily run's UTC date, YYYY-MM-DD
	// Witnessed is the live attempt a witnessed run was played as (the
	// header's witnessed line), "" for a run played offline.
	Witnessed string  `json:"witnessed,omitempty"`
	Practice  int     `json:"practice,omitempty"` // the location practised, 1–9; 0 for a whole run
	Outcome   string  `json:"outcome"`
	EndedBy   string  `json:"endedBy,omitempty"` // "abandon" or "reset" for abandoned runs; how a battle ended
	Ticks     int64   `json:"ticks"`
	Time      string  `json:"igt"`
	Splits    []Split `json:"splits"`
	Actions   int     `json:"actions"`
	HPLeft    int     `json:"hpLeft"` // the player's HP when the run ended (after the Dragon's last hit point, for a victory)
	// A Forest's level and map, the Years it lasted, the hexes the Forest
	// held at the end and its score (RULES T46, 0 while it goes on).
	Level string `json:"level,omitempty"`
	Map   string `json:"map,omitempty"`
	Years int    `json:"years,omitempty"`
	Held  int    `json:"held,omitempty"`
	Score int    `json:"score,omitempty"`
	// A battle's scenario, its winner ("red", "blue"; "none" for a draw),
	// rounds fought and each side's troops lost (red, blue); EndedBy says
	// how it ended (annihilation, surrender, retreat, round-limit).
	Scenario string `json:"scenario,omitempty"`
	Winner   string `json:"winner,omitempty"`
	Rounds   int    `json:"rounds,omitempty"`
	Lost     []int  `json:"lost,omitempty"`
	// A Forsaken Forest game's Days (its winner and how are Winner and
	// EndedBy).
	Days        int    `json:"days,omitempty"`
	Fingerprint string `json:"fingerprint"`
}

// Error names the replay file and the first line that does not hold.
type Error struct {
	File string
	Line int
	Msg  string
}

// Error reads as a data file's error does (game.LoadError), the file name
// shown safely: it came with the replay.
func (e *Error) Error() string {
	return (&game.LoadError{File: shown(e.File), Line: e.Line, Msg: e.Msg}).Error()
}

// Forward re-runs a Forward replay. rules is the fingerprint of the Forward
// level data this build carries (levels.ModeFingerprint("forward")); a replay recorded with other data is refused,
// because its actions would mean other cards. Besides the actions it checks
// what a board ranks: the ticks (in range, in order, never closer than the
// screens allow) and the category against the seed and the date.
func Forward(d *forward.Data, rules, name string, r *replay.Replay) (Result, error) {
	res := Result{File: name, Mode: r.Mode, Seed: r.Seed, Rules: r.Rules, Version: r.Version, Splits: []Split{}}
	seed, herr := openingLines(r, "forward", rules, replay.MaxLines)
	if herr != nil {
		return res, &Error{File: name, Line: herr.line, Msg: herr.msg}
	}
	_, hasPractice := r.Get(PracticeKey)
	cat, date, herr := checkCategory(r, seed, hasPractice)
	if herr != nil {
		return res, &Error{File: name, Line: herr.line, Msg: herr.msg}
	}
	res.Category, res.Date = cat, date
	res.Witnessed, _ = r.Get(WitnessedKey)
	s, practice, err := start(d, seed, r)
	if err != nil {
		return res, &Error{File: name, Line: 6 + headerIndex(r, PracticeKey), Msg: err.Error()}
	}
	res.Practice = practice
	done := false
	var first, prev int64 = 0, -1
	var events []forward.Event
	for i, e := range r.Entries {
		line := r.Line(i)
		if s.Phase.Over() || done {
			return res, &Error{File: name, Line: line, Msg: "action after the run ended"}
		}
		meta := e.Action == MetaAbandon || e.Action == MetaReset
		if msg := checkTick(e, prev, meta); msg != "" {
			return res, &Error{File: name, Line: line, Msg: msg}
		}
		if i == 0 {
			first = e.Tick
		}
		prev = e.Tick
		if meta {
			if i != len(r.Entries)-1 {
				return res, &Error{File: name, Line: line, Msg: e.Action + " must be the last line"}
			}
			res.Outcome, res.EndedBy = Abandoned, e.Action
			res.Ticks = e.Tick - first
			break
		}
		a, err := forward.ParseAction(d, e.Action)
		if err != nil {
			return res, &Error{File: name, Line: line, Msg: err.Error()}
		}
		events, err = forward.ApplyAppend(events[:0], s, a)
		if err != nil {
			return res, &Error{File: name, Line: line, Msg: "illegal action: " + err.Error()}
		}
		if got := s.Checksum(); got != e.Check {
			return res, &Error{File: name, Line: line, Msg: fmt.Sprintf("random streams checksum %08x; the replay says %08x (tampered, or recorded by other rules)", got, e.Check)}
		}
		res.Actions++
		res.Ticks = e.Tick - first
		done = practice > 0 && forward.PracticeDone(s, events)
		for _, ev := range events {
			switch ev.Kind {
			case forward.EvLocationLeft:
				res.Splits = append(res.Splits, Split{Name: d.Cards[ev.Card].Name, Ticks: res.Ticks})
			case forward.EvWon:
				res.Splits = append(res.Splits, Split{Name: "Dragon of Chaos", Ticks: res.Ticks})
			}
		}
	}
	switch {
	case res.Outcome != "":
	case done && s.Phase != forward.PhaseLost:
		res.Outcome = Cleared
	case s.Phase == forward.PhaseWon:
		res.Outcome = Victory
	case s.Phase == forward.PhaseLost:
		res.Outcome = Defeat
	default:
		res.Outcome = Incomplete
	}
	for i := range res.Splits {
		res.Splits[i].Time = FormatTicks(res.Splits[i].Ticks)
	}
	res.Time = FormatTicks(res.Ticks)
	res.HPLeft = s.HP
	res.Fingerprint = s.Fingerprint()
	return res, nil
}

// start deals the run a replay records: the whole dungeon, or one
// location of it when the header says "practice N".
func start(d *forward.Data, seed dice.Seed, r *replay.Replay) (*forward.State, int, error) {
	v, ok := r.Get(PracticeKey)
	if !ok {
		s, _ := forward.New(d, seed)
		return s, 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		return nil, 0, fmt.Errorf("practice %q: want a location 1–9", v)
	}
	s, _, err := forward.NewPractice(d, seed, n-1)
	return s, n, err
}

// headerIndex is the position of an extra header line (0 for the first
// after the four required ones).
func headerIndex(r *replay.Replay, key string) int {
	for i, f := range r.Extra {
		if f.Key == key {
			return i
		}
	}
	return 0
}

// Summary is the result as a few lines of text.
func (r Result) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s, seed %s", shown(r.File), r.Outcome, shown(r.Seed))
	if r.Practice > 0 {
		fmt.Fprintf(&b, ", practice of location %d", r.Practice)
	}
	if r.Category != "" {
		fmt.Fprintf(&b, " (%s", shown(r.Category))
		if r.Date != "" {
			fmt.Fprintf(&b, " of %s", shown(r.Date))
		}
		b.WriteString(")")
	}
	if r.Mode == "forest" {
		fmt.Fprintf(&b, " (%s, map %s)\nmode %s, rules %s, recorded by version %s\n%d Years, %d actions, the Forest holds %d hexes",
			shown(r.Level), shown(r.Map), shown(r.Mode), shown(r.Rules), shown(r.Version), r.Years, r.Actions, r.Held)
		if r.Score > 0 {
			fmt.Fprintf(&b, ", score %d", r.Score)
		}
		b.WriteString("\n")
		return b.String()
	}
	if r.Mode == "battle" {
		fmt.Fprintf(&b, " (scenario %s)\nmode %s, rules %s, recorded by version %s\n%d rounds, %d actions",
			shown(r.Scenario), shown(r.Mode), shown(r.Rules), shown(r.Version), r.Rounds, r.Actions)
		switch {
		case len(r.Lost) != 2:
		case r.Outcome == Draw:
			fmt.Fprintf(&b, ", a draw (%s), troops lost: red %d, blue %d", shown(r.EndedBy), r.Lost[0], r.Lost[1])
		default:
			fmt.Fprintf(&b, ", %s won by %s, troops lost: red %d, blue %d", shown(r.Winner), shown(r.EndedBy), r.Lost[0], r.Lost[1])
		}
		b.WriteString("\n")
		return b.String()
	}
	fmt.Fprintf(&b, "\nmode %s, rules %s, recorded by version %s\nin-game time %s, %d actions, %d HP left\n",
		shown(r.Mode), shown(r.Rules), shown(r.Version), r.Time, r.Actions, r.HPLeft)
	for i, s := range r.Splits {
		fmt.Fprintf(&b, "  %2d. %-28s %s\n", i+1, s.Name, s.Time)
	}
	return b.String()
}
