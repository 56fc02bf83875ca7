package forsaken

import (
	"fmt"
	"strconv"
	"strings"
)

// EffectKind is what a card does, in the data files' words.
type EffectKind uint8

const (
	EffForge EffectKind = iota
	EffForbidFast
	EffForbidSlow
	EffForbidForest
	EffDestroyPath
	EffDestroyCurse
	EffPeekRole
	EffPeekDest
	EffPeekSpirit
	EffDraw
	EffGallows
	EffWound
	EffRevive
	EffOath
	EffProvisions
	EffSteal
	EffDiscard
	// The Forest's effects.
	EffNight
	EffWoundRandom
	EffDiscardEach
	EffDiscardRandom
	EffDestroyPaths
	EffFog
	EffSnare
	EffWithering
	// Group Artifacts.
	EffDrawEach
	EffRevealDeadEnd
	EffSunstone
)

// effectWords are the data files' spellings; a word followed by N takes a
// count.
var effectWords = []struct {
	word  string
	kind  EffectKind
	count bool
}{
	{"forge", EffForge, true}, {"forbid fast", EffForbidFast, false}, {"forbid slow", EffForbidSlow, false},
	{"forbid forest", EffForbidForest, false}, {"destroy path", EffDestroyPath, false},
	{"destroy curse", EffDestroyCurse, false}, {"peek role", EffPeekRole, false},
	{"peek destination", EffPeekDest, false}, {"peek spirit", EffPeekSpirit, false},
	{"draw", EffDraw, true}, {"gallows", EffGallows, false}, {"wound", EffWound, false},
	{"revive", EffRevive, false}, {"oath", EffOath, false}, {"provisions", EffProvisions, false},
	{"steal", EffSteal, false}, {"discard", EffDiscard, true},
	{"night", EffNight, false}, {"wound-random", EffWoundRandom, false},
	{"discard-each", EffDiscardEach, true}, {"discard-random", EffDiscardRandom, true},
	{"destroy-paths", EffDestroyPaths, true}, {"fog", EffFog, false}, {"snare", EffSnare, false},
	{"withering", EffWithering, false}, {"draw-each", EffDrawEach, true},
	{"reveal-dead-end", EffRevealDeadEnd, false}, {"sunstone", EffSunstone, false},
}

// Effect is a card's effect with its count (Forge 2, draw 3).
type Effect struct {
	Kind EffectKind
	N    int
}

func (e Effect) String() string {
	for _, w := range effectWords {
		if w.kind == e.Kind {
			if w.count {
				return w.word + " " + strconv.Itoa(e.N)
			}
			return w.word
		}
	}
	return fmt.Sprintf("effect(%d)", e.Kind)
}

// parseEffect reads "forge 2" or "peek role"; counts run 1 to 5.
func parseEffect(s string) (Effect, error) {
	for _, w := range effectWords {
		if !w.count {
			if s == w.word {
				return Effect{Kind: w.kind, N: 1}, nil
			}
			continue
		}
		rest, ok := strings.CutPrefix(s, w.word+" ")
		if !ok {
			continue
		}
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 || n > 5 {
			return Effect{}, fmt.Errorf("%q wants a count from 1 to 5", s)
		}
		return Effect{Kind: w.kind, N: n}, nil
	}
	return Effect{}, fmt.Errorf("unknown effect %q", s)
}

// travelerEffect is true for the effects a traveler plays (a Travelers
// card or a Finder's Action); the rest are the Forest's and the group's.
func (k EffectKind) travelerEffect() bool { return k <= EffDiscard }

// forestEffect is true for what a Forest card may do.
func (k EffectKind) forestEffect() bool { return k >= EffNight && k <= EffWithering }

// groupEffect is true for what a Group Action may do.
func (k EffectKind) groupEffect() bool { return k >= EffDrawEach }

// Targets says what a traveler's card needs chosen when played.
type Targets uint8

const (
	TargetNone    Targets = iota
	TargetPlayer          // a living traveler (not yourself)
	TargetSpirit          // a Spirit
	TargetSquare          // Forge: one or two Territories
	TargetPath            // a Path Token
	TargetCurse           // a Curse in play
	TargetSlot            // a face-down Destination
	TargetPending         // the card it answers (Forbid), or the one on Death's Doorstep
)

// targets is what e needs chosen.
func (e Effect) targets() Targets {
	switch e.Kind {
	case EffForge:
		return TargetSquare
	case EffPeekRole, EffGallows, EffWound, EffOath, EffProvisions, EffSteal, EffDiscard:
		return TargetPlayer
	case EffPeekSpirit:
		return TargetSpirit
	case EffDestroyPath:
		return TargetPath
	case EffDestroyCurse:
		return TargetCurse
	case EffPeekDest:
		return TargetSlot
	case EffForbidFast, EffForbidSlow, EffForbidForest, EffRevive:
		return TargetPending
	}
	return TargetNone
}
