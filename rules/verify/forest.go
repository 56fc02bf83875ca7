package verify

import (
	"deepwood/rules/dice"
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
	return verifyUntimed(name, r, "forest", rules, replay.MaxLines, func(res *Result, seed dice.Seed) (untimedGame, *headerError) {
		mapID, _ := r.Get("map")
		levelName, _ := r.Get("level")
		level, err := forest.ParseLevel(levelName)
		if err != nil {
			return untimedGame{}, &headerError{HeaderLine(r, "level"), err.Error()}
		}
		s, err := forest.NewGame(d, seed, forest.Setup{Map: mapID, Level: level})
		if err != nil {
			return untimedGame{}, &headerError{HeaderLine(r, "map"), err.Error()}
		}
		res.Level, res.Map = level.String(), s.Map
		apply := func(a forest.Action) error { _, err := forest.Apply(s, a); return err }
		return untimedGame{func() bool { return s.Phase.Over() }, stepper(forest.ParseAction, apply, nil, s.Dice.Checksum), func(res *Result) {
			switch s.Phase {
			case forest.PhaseWon:
				res.Outcome = Victory
			case forest.PhaseLost:
				res.Outcome = Defeat
			default:
				res.Outcome = Incomplete
			}
			res.Years, res.Held = s.Year, s.Count(forest.Forest)
			res.Score, _ = s.Score()
			res.Fingerprint = s.Fingerprint()
		}}, nil
	})
}
