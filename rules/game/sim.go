package game

import (
	"fmt"
	"slices"

	"deepwood/rules/dice"
)

// Seeds is the seeds of n simulated games from one seed, so a simulation
// is repeatable from its code: game 1 plays base itself (the dungeon
// `deepwood seed` deals for it, cut to a seed code's 40 bits), and game k
// from 2 on plays the k-th number of base's "sim" stream, cut the same way.
// The stream's first number is drawn and passed over, so games 2 to n are
// those every simulation of base played before game 1 played base.
func Seeds(base dice.Seed, n int) []dice.Seed {
	st := dice.NewStream(base, "sim")
	out := make([]dice.Seed, n)
	for i := range out {
		out[i] = dice.Seed(st.Uint64() & seedMask)
	}
	if n > 0 {
		out[0] = base & seedMask
	}
	return out
}

// seedMask keeps the 40 bits a seed code carries.
const seedMask = 1<<40 - 1

// Turns is one game as Play drives it: its state and the mode's own rules.
type Turns[S any, A comparable, E any] struct {
	State S
	Legal func(S) []A
	Apply func(S, A) ([]E, error)
	// Done is true once the game is over, or must stop unfinished.
	Done func(S) bool
	// Phase names the state's phase for "no legal action in phase …".
	Phase func(S) string
	// MaxActions stops a game that will not end (a bug); 0 is no limit.
	MaxActions int
	// Check, when set, lists what broke after each action (the
	// invariants, and any rule the events show broken) and whether the
	// game must stop there.
	Check func(s S, a A, events []E) (broken []string, stop bool)
}

// Played is how Play's game went.
type Played struct {
	Actions    int  // actions applied
	Refused    bool // Apply refused the bot's last action
	Violations []string
}

// Play drives a game with choose (a bot, or two taking turns) from its
// state to its end: each step lists the legal actions, asks for one,
// applies it and checks the state when the game has Check. A bot that
// chooses an action Apply refuses, or a phase with nothing legal, ends the
// game with a violation.
func Play[S any, A comparable, E any](g Turns[S, A, E], choose func(S, []A) A) Played {
	var p Played
	s := g.State
	for !g.Done(s) && (g.MaxActions == 0 || p.Actions < g.MaxActions) {
		legal := g.Legal(s)
		if len(legal) == 0 {
			p.Violations = append(p.Violations, fmt.Sprintf("no legal action in phase %s", g.Phase(s)))
			break
		}
		a := choose(s, legal)
		evs, err := g.Apply(s, a)
		if err != nil {
			p.Refused = true
			p.Violations = append(p.Violations, err.Error())
			break
		}
		p.Actions++
		if g.Check == nil {
			continue
		}
		broken, stop := g.Check(s, a, evs)
		p.Violations = append(p.Violations, broken...)
		if stop {
			break
		}
	}
	return p
}

// ViolationTally is the part of a simulation's report that counts broken
// invariants: how many, and the first with its game's seed.
type ViolationTally struct {
	Violations     int    `json:"invariant_violations"`
	FirstViolation string `json:"first_violation,omitempty"`
}

// Add counts one game's violations.
func (v *ViolationTally) Add(seed dice.Seed, found []string) {
	if len(found) > 0 && v.FirstViolation == "" {
		v.FirstViolation = fmt.Sprintf("seed %s: %s", seed.Code(), found[0])
	}
	v.Violations += len(found)
}

// Median is the middle of the values (the mean of the middle two for an
// even count, 0 for none); it sorts its argument.
func Median(v []int) float64 {
	if len(v) == 0 {
		return 0
	}
	slices.Sort(v)
	m := len(v) / 2
	if len(v)%2 == 1 {
		return float64(v[m])
	}
	return float64(v[m-1]+v[m]) / 2
}

// Rate is part of whole as a fraction, 0 when whole is 0.
func Rate(part, whole int) float64 {
	if whole == 0 {
		return 0
	}
	return float64(part) / float64(whole)
}

// Simulate plays n games, one per seed Seeds lists for base, each with
// a fresh bot made by name (so a random bot's stream follows its game's
// seed), and hands each game's result to add in order. An unknown bot is
// refused before any game is played.
func Simulate[B, R any](bots Bots[B], botName string, base dice.Seed, n int, play func(dice.Seed, B) R, add func(dice.Seed, R)) error {
	if _, err := bots.New(botName, base); err != nil {
		return err
	}
	for _, seed := range Seeds(base, n) {
		bot, _ := bots.New(botName, seed)
		add(seed, play(seed, bot))
	}
	return nil
}
