package verify

import (
	"fmt"

	"deepwood/levels"
	"deepwood/rules/forest"
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
	switch r.Mode {
	case "forward":
		d, err := forward.DefaultData()
		if err != nil {
			return Result{}, r, err
		}
		res, err := Forward(d, levels.ModeFingerprint("forward"), name, r)
		return res, r, err
	case "forest":
		d, err := forest.DefaultData()
		if err != nil {
			return Result{}, r, err
		}
		res, err := Forest(d, levels.ModeFingerprint("forest"), name, r)
		return res, r, err
	case "battle":
		res, err := Battle(levels.ModeFingerprint("battle"), name, r)
		return res, r, err
	}
	return Result{}, r, &Error{File: name, Line: 2, Msg: fmt.Sprintf("mode %s cannot be verified by this build (known: forward, forest, battle)", quote.Short(r.Mode))}
}
