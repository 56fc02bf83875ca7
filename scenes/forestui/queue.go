package forestui

import (
	"deepwood/rules/forest"
	"deepwood/scenes/ui"
)

// Queue holds the events still to be shown (the kit's queue, timed by
// Duration).
type Queue = ui.Queue[forest.Event, eventTiming]

// eventTiming times this mode's events for the kit's Queue.
type eventTiming struct{}

// Ticks is Duration.
func (eventTiming) Ticks(e forest.Event) int { return Duration(e) }

// MostPerTick is how many instant events pass in one tick at the most.
func (eventTiming) MostPerTick() int { return 512 }

// Duration is how many ticks at normal speed an event is shown.
func Duration(e forest.Event) int {
	switch e.Kind {
	case forest.EvValueRolled, forest.EvOriginsRolled:
		return 30
	case forest.EvOracle:
		if e.Roll > 0 {
			return 18
		}
		return 0
	case forest.EvTerrain:
		return 5
	case forest.EvPrimaryPlaced, forest.EvGP, forest.EvAbilityUsed, forest.EvCommitted:
		return 24
	case forest.EvHexChanged:
		if e.Cause == "settled" || e.Cause == "origin" {
			return 4
		}
		return 40
	case forest.EvYearBegan:
		return 36
	case forest.EvTarget, forest.EvEnemyType:
		return 26
	case forest.EvRolled, forest.EvDiceChanged:
		return 40
	case forest.EvResolved:
		return 40
	case forest.EvDoublesEvent:
		return 60
	case forest.EvGrew:
		return 12
	case forest.EvWon, forest.EvLost:
		return 40
	}
	return 0
}
