package forwardui

import (
	"deepwood/rules/forward"
	"deepwood/scenes/ui"
)

// Queue holds the events still to be shown (the kit's queue, timed by
// Duration).
type Queue = ui.Queue[forward.Event, eventTiming]

// eventTiming times this mode's events for the kit's Queue.
type eventTiming struct{}

// Ticks is Duration.
func (eventTiming) Ticks(e forward.Event) int { return Duration(e) }

// MostPerTick is how many instant events pass in one tick at the most.
func (eventTiming) MostPerTick() int { return 256 }

// Duration is how many ticks at normal speed an event is shown.
func Duration(e forward.Event) int {
	switch e.Kind {
	case forward.EvFlipped:
		return 20
	case forward.EvDieRolled:
		// Both dice tumble together while the foe's event shows.
		if e.Who == forward.WhoPlayer {
			return 0
		}
		return 36
	case forward.EvPitRolled, forward.EvItemStolen, forward.EvMists, forward.EvRotRolled, forward.EvShieldRoll:
		return 40
	case forward.EvDamage, forward.EvPhoenix, forward.EvStalemate:
		return 22
	case forward.EvFightStarted, forward.EvMonsterDefeated, forward.EvLocationEntered:
		return 30
	case forward.EvDragonHP, forward.EvShieldDown, forward.EvSageHalved, forward.EvDoomed:
		return 60
	case forward.EvCompanionJoined, forward.EvCompanionActive, forward.EvReplacement, forward.EvTerrorRevealed:
		return 24
	case forward.EvItemTaken, forward.EvEquipped, forward.EvSnareActive, forward.EvBlessingActive,
		forward.EvSceneResolved, forward.EvSnareCleansed, forward.EvItemUsed, forward.EvBuried, forward.EvDiscarded:
		return 14
	case forward.EvWon, forward.EvLost:
		return 40
	}
	return 0
}
