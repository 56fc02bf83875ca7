package verify

import (
	"fmt"

	"deepwood/rules/forest"
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
	res, seed, err := opening(name, r, "forest", rules, replay.MaxLines)
	if err != nil {
		return res, err
	}
	mapID, _ := r.Get("map")
	levelName, _ := r.Get("level")
	level, err := forest.ParseLevel(levelName)
	if err != nil {
		return res, (&headerError{HeaderLine(r, "level"), err.Error()}).at(name)
	}
	s, err := forest.NewGame(d, seed, forest.Setup{Map: mapID, Level: level})
	if err != nil {
		return res, (&headerError{HeaderLine(r, "map"), err.Error()}).at(name)
	}
	res.Level, res.Map = level.String(), s.Map
	res.Actions, res.Ticks, err = untimed(name, r, func() bool { return s.Phase.Over() }, func(text string) (uint32, error) {
		a, err := forest.ParseAction(text)
		if err != nil {
			return 0, err
		}
		if _, err := forest.Apply(s, a); err != nil {
			return 0, fmt.Errorf("illegal action: %w", err)
		}
		return s.Dice.Checksum(), nil
	})
	if err != nil {
		return res, err
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
