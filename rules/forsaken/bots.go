package forsaken

import "deepwood/rules/dice"

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
