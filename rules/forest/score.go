package forest

import (
	"fmt"

	"deepwood/rules/dice"
)

// Score is a finished game's score (RULES.md T46): victory first, then
// fewer Years, then more hexes held. A victory scores 10,000 plus 100 for
// every Year under 100 it took plus the hexes the Forest holds; a defeat
// scores 100 for every Year the Forest held out (a defeat never rewards
// losing sooner) plus the hexes it still holds. Years count at most 99 and
// a map has fewer than 100 hexes, so every victory outscores every defeat,
// and a quicker victory outscores a slower one on any map. ok is false
// while the game goes on. Boards compare scores within one level and map.
func (s *State) Score() (score int, ok bool) {
	if !s.Phase.Over() {
		return 0, false
	}
	years := min(s.Year, 99)
	held := min(s.Count(Forest), 99)
	if s.Phase == PhaseWon {
		return 10000 + 100*(100-years) + held, true
	}
	return 100*years + held, true
}

// DailySeed is the Forest's seed of the day for a level (T47): everyone
// playing that level on that UTC date gets the same Forest. The caller
// supplies the date, so the rules never read a clock; each level has its
// own seed, and none is Forward's daily seed for the date.
func DailySeed(l Level, year, month, day int) dice.Seed {
	return dice.HashText(fmt.Sprintf("forest-daily:%s:%04d-%02d-%02d", l, year, month, day))
}
