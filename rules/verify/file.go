package verify

import (
	"fmt"
	"strings"

	"deepwood/levels"
	"deepwood/rules/forest"
	"deepwood/rules/forsaken"
	"deepwood/rules/forward"
	"deepwood/rules/quote"
	"deepwood/rules/replay"
)

// File verifies a replay file's bytes the one way every verifier does
// (`deepwood verify`, the replay viewer, the boards server): parse it,
// pick its mode's engine and re-run it against this build's level data.
// The parsed replay comes back too, for callers that play it.
func File(name string, data []byte) (Result, *replay.Replay, error) {
	r, err := replay.Parse(name, data)
	if err != nil {
		return Result{}, nil, err
	}
	for _, m := range modes {
		if m.name == r.Mode {
			res, err := m.verify(levels.ModeFingerprint(m.name), name, r)
			return res, r, err
		}
	}
	return Result{}, r, &Error{File: name, Line: 2, Msg: fmt.Sprintf("mode %s cannot be verified by this build (known: %s)", quote.Short(r.Mode), strings.Join(Modes(), ", "))}
}

// Modes names every mode whose replays this build verifies, in the order
// the game lists them (a test holds it to the window's and the command
// line's lists).
func Modes() []string {
	out := make([]string, len(modes))
	for i, m := range modes {
		out[i] = m.name
	}
	return out
}

// modes is every mode whose replays this build verifies, by the name its
// replays' mode line gives and the fingerprint of its level data. A new
// mode adds its line here.
var modes = []struct {
	name   string
	verify func(rules, name string, r *replay.Replay) (Result, error)
}{
	{"forward", withData(forward.DefaultData, Forward)},
	{"forest", withData(forest.DefaultData, Forest)},
	{"battle", Battle},
	{"forsaken", withData(forsaken.DefaultData, Forsaken)},
}

// withData is a mode's verify for the modes table: the mode's verifier run
// on its embedded level data, loaded when a replay of it comes.
func withData[D any](data func() (D, error), verify func(d D, rules, name string, r *replay.Replay) (Result, error)) func(rules, name string, r *replay.Replay) (Result, error) {
	return func(rules, name string, r *replay.Replay) (Result, error) {
		d, err := data()
		if err != nil {
			return Result{}, err
		}
		return verify(d, rules, name, r)
	}
}
