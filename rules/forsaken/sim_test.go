package forsaken

import (
	"testing"

	"deepwood/rules/dice"
)

func TestRandomGamesKeepTheRules(t *testing.T) {
	d := MustData()
	wins := map[Team]int{}
	for i, seed := range seedsFor(t, 200) {
		n := 4 + i%9
		r := PlayGame(d, seed, Setup{Players: n}, RandomTable(seed, n), true)
		if len(r.Violations) > 0 {
			t.Fatalf("seed %s, %d players: %v (after %d actions)", seed.Code(), n, r.Violations, r.Actions)
		}
		wins[r.Winner]++
	}
	t.Logf("wins: %v", wins)
}

func seedsFor(t *testing.T, n int) []dice.Seed {
	t.Helper()
	out := make([]dice.Seed, n)
	for i := range out {
		out[i] = dice.Seed(1000 + i)
	}
	return out
}

func TestComputerGamesKeepTheRules(t *testing.T) {
	d := MustData()
	wins := map[Team]int{}
	actions := 0
	for i, seed := range seedsFor(t, 120) {
		n := 4 + i%9
		r := PlayGame(d, seed, Setup{Players: n}, NewTable(d, seed, n, Level(i%3)), true)
		if len(r.Violations) > 0 {
			t.Fatalf("seed %s, %d players: %v (after %d actions)", seed.Code(), n, r.Violations, r.Actions)
		}
		wins[r.Winner]++
		actions += r.Actions
	}
	t.Logf("wins: %v, %d actions a game", wins, actions/120)
}

// Randomly is the floor: it picks among its legal actions at random from
// its own stream, never the game's dice.
type Randomly struct{ Stream *dice.Stream }

// Observe ignores what happened.
func (r *Randomly) Observe([]Event) {}

// Choose picks a legal action; statements are kept rare so a random
// game moves.
func (r *Randomly) Choose(_ View, legal []Action) Action {
	var acts []Action
	for _, a := range legal {
		if a.Kind != ActSay {
			acts = append(acts, a)
		}
	}
	if len(acts) == 0 || r.Stream.IntN(10) == 0 {
		acts = legal
	}
	return acts[r.Stream.IntN(len(acts))]
}

// RandomTable seats a random traveler in every seat, each with a stream
// of its own derived from the game's seed.
func RandomTable(seed dice.Seed, n int) []Traveler {
	out := make([]Traveler, n)
	for i := range out {
		out[i] = &Randomly{Stream: dice.NewStream(seed, "traveler-"+string(rune('a'+i)))}
	}
	return out
}
