package game

import (
	"fmt"

	"deepwood/rules/dice"
)

// Bot is a scripted player: it sees a state (a mode may hand it only what
// a player may see) and chooses one of the legal actions.
type Bot[S, A any] interface {
	Choose(s S, legal []A) A
}

// BotMaker makes one named bot for a game's seed.
type BotMaker[B any] struct {
	Name string
	New  func(seed dice.Seed) B
}

// Bots is a mode's bots in the order help shows them, so the simulator,
// autoplay and hints make a bot from its name the same way.
type Bots[B any] []BotMaker[B]

// Names lists the bots' names.
func (bs Bots[B]) Names() []string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = b.Name
	}
	return out
}

// New makes the named bot for a game from seed, or refuses a name it does
// not know.
func (bs Bots[B]) New(name string, seed dice.Seed) (B, error) {
	for _, b := range bs {
		if b.Name == name {
			return b.New(seed), nil
		}
	}
	var none B
	return none, fmt.Errorf("unknown bot %q (known: %v)", name, bs.Names())
}

// BotStream is the random bot's own stream for a game from seed: it is
// derived from the seed but apart from the game's dice, so a bot's choices
// never shift the game's rolls.
func BotStream(seed dice.Seed) *dice.Stream { return dice.NewStream(seed, "bot") }

// Stateless is a roster entry for a bot that keeps nothing between
// choices, so every game shares the one value.
func Stateless[B any](name string, bot B) BotMaker[B] {
	return BotMaker[B]{Name: name, New: func(dice.Seed) B { return bot }}
}

// RandomBot picks uniformly among the legal actions, from its own stream
// (BotStream): the floor any sensible player must beat.
type RandomBot[S, A any] struct{ Stream *dice.Stream }

// Choose picks one legal action at random.
func (b *RandomBot[S, A]) Choose(_ S, legal []A) A { return legal[b.Stream.IntN(len(legal))] }

// Random is the roster entry "random" for a mode's RandomBot.
func Random[S, A any]() BotMaker[Bot[S, A]] {
	return BotMaker[Bot[S, A]]{Name: "random", New: func(seed dice.Seed) Bot[S, A] {
		return &RandomBot[S, A]{Stream: BotStream(seed)}
	}}
}
