package verify

import (
	"fmt"

	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/rules/quote"
	"deepwood/rules/replay"
)

// Forest re-runs an I am the Forest replay: the header's seed, map and
// level (RULES T40) start the game, every action is applied through the
// same Apply with its dice checksum checked, and the result is the
// outcome, the Years, the hexes held and the score (T46). rules is this
// build's Forest data fingerprint. Its time is not ranked (a Forest is
// played for its story and its score), so its ticks are only checked to
// be in range and in order.
func Forest(d *forest.Data, rules, name string, r *replay.Replay) (Result, error) {
	res := Result{File: name, Mode: r.Mode, Seed: r.Seed, Rules: r.Rules, Version: r.Version, Splits: []Split{}}
	fail := func(line int, format string, a ...any) (Result, error) {
		return res, &Error{File: name, Line: line, Msg: fmt.Sprintf(format, a...)}
	}
	if r.Mode != "forest" {
		return fail(2, "mode %s is not forest", quote.Short(r.Mode))
	}
	if r.Rules != rules {
		return fail(4, "recorded with rules data %s; this build has %s", quote.Short(r.Rules), rules)
	}
	seed, err := dice.ParseSeed(r.Seed)
	if err != nil {
		return fail(3, "%s", err)
	}
	if seed.Code() != r.Seed {
		return fail(3, "seed %s is not written as a seed code (%s)", quote.Short(r.Seed), seed.Code())
	}
	if herr := checkVersion(r.Version); herr != nil {
		return fail(herr.line, "%s", herr.msg)
	}
	if len(r.Entries) > replay.MaxLines {
		return fail(r.Line(replay.MaxLines), "more than %d actions", replay.MaxLines)
	}
	mapID, _ := r.Get("map")
	levelName, _ := r.Get("level")
	level, err := forest.ParseLevel(levelName)
	if err != nil {
		return fail(headerLine(r, "level"), "%s", err)
	}
	s, err := forest.NewGame(d, seed, forest.Setup{Map: mapID, Level: level})
	if err != nil {
		return fail(headerLine(r, "map"), "%s", err)
	}
	res.Level, res.Map = level.String(), s.Map
	var first, prev int64 = 0, -1
	for i, e := range r.Entries {
		line := r.Line(i)
		if s.Phase.Over() {
			return fail(line, "action after the game ended")
		}
		if e.Tick < 0 || e.Tick > MaxTicks || e.Tick < prev {
			return fail(line, "tick %d is out of range or before the previous action's %d", e.Tick, max(prev, 0))
		}
		if i == 0 {
			first = e.Tick
		}
		prev = e.Tick
		a, err := forest.ParseAction(e.Action)
		if err != nil {
			return fail(line, "%s", err)
		}
		if _, err := forest.Apply(s, a); err != nil {
			return fail(line, "illegal action: %s", err)
		}
		if got := s.Dice.Checksum(); got != e.Check {
			return fail(line, "dice checksum %08x; the replay says %08x (tampered, or recorded by other rules)", got, e.Check)
		}
		res.Actions++
		res.Ticks = e.Tick - first
	}
	switch s.Phase {
	case forest.PhaseWon:
		res.Outcome = Victory
	case forest.PhaseLost:
		res.Outcome = Defeat
	default:
		res.Outcome = Incomplete
	}
	res.Time = FormatTicks(res.Ticks)
	res.Years, res.Held = s.Year, s.Count(forest.Forest)
	res.Score, _ = s.Score()
	res.Fingerprint = s.Fingerprint()
	return res, nil
}
