package verify

import (
	"path/filepath"
	"testing"

	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
)

// TestHPLeft checks that a result carries the player's HP at the run's end:
// what the rules' own state says after the last action, 0 after a defeat,
// and above 0 after a victory (the boards rank a victory's HP left).
func TestHPLeft(t *testing.T) {
	d := data(t)
	for _, code := range []string{"7K3M-9QXA", "DEEP-W00D", "0000-0001"} {
		for _, bot := range []string{"greedy", "random"} {
			r, _ := record(t, d, code, bot)
			res, err := Forward(d, levels.ModeFingerprint("forward"), "run.replay", r)
			if err != nil {
				t.Fatal(err)
			}
			seed, _ := dice.ParseSeed(code)
			s, _ := forward.New(d, seed)
			for _, e := range r.Entries {
				a, _ := forward.ParseAction(d, e.Action)
				forward.Apply(s, a)
			}
			if res.HPLeft != s.HP {
				t.Errorf("%s/%s: HPLeft %d; the state says %d", code, bot, res.HPLeft, s.HP)
			}
			if res.Outcome == Defeat && res.HPLeft != 0 || res.Outcome == Victory && res.HPLeft <= 0 {
				t.Errorf("%s/%s: %s with %d HP left", code, bot, res.Outcome, res.HPLeft)
			}
		}
	}
	res := verifyGolden(t, d, filepath.Join("testdata", "golden.replay"))
	if res.HPLeft != goldenHPLeft {
		t.Errorf("golden replay: %d HP left; want %d", res.HPLeft, goldenHPLeft)
	}
}

// goldenHPLeft is the player's HP when testdata/golden.replay's Dragon falls.
const goldenHPLeft = 29
