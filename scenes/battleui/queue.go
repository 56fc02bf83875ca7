package battleui

import (
	"deepwood/rules/battle"
	"deepwood/scenes/ui"
)

// Queue holds the events still to be shown (the kit's queue, timed by
// Duration).
type Queue = ui.Queue[battle.Event, eventTiming]

// eventTiming times this mode's events for the kit's Queue.
type eventTiming struct{}

// Ticks is Duration.
func (eventTiming) Ticks(e battle.Event) int { return Duration(e) }

// MostPerTick is how many instant events pass in one tick at the most.
func (eventTiming) MostPerTick() int { return 512 }

// Duration is how many ticks at normal speed an event is shown.
func Duration(e battle.Event) int {
	switch e.Kind {
	case battle.EvPlaced:
		return 6
	case battle.EvMoved:
		return 6 * max(1, len(e.Path)-1)
	case battle.EvPushed, battle.EvStepped:
		return 14
	case battle.EvShot, battle.EvMelee:
		return 70
	case battle.EvLosses:
		return 18
	case battle.EvUnitLost, battle.EvLeft:
		return 24
	case battle.EvRound:
		return 50
	case battle.EvPhase:
		return 16
	case battle.EvClusters:
		return 40
	case battle.EvOver:
		return 40
	}
	return 0
}
