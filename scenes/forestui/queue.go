package forestui

import "deepwood/rules/forest"

// eventTicks is how many ticks at normal speed each kind of event is shown
// in the animation queue; a kind not listed passes at once.
var eventTicks = map[forest.EventKind]int{
	forest.EvValueRolled: 30, forest.EvOriginsRolled: 30, forest.EvOracle: 18, forest.EvTerrain: 5,
	forest.EvPrimaryPlaced: 24, forest.EvGP: 24, forest.EvAbilityUsed: 24, forest.EvCommitted: 24,
	forest.EvHexChanged: 40, forest.EvYearBegan: 36, forest.EvTarget: 26, forest.EvEnemyType: 26,
	forest.EvRolled: 40, forest.EvDiceChanged: 40, forest.EvResolved: 40, forest.EvDoublesEvent: 60,
	forest.EvGrew: 12, forest.EvWon: 40, forest.EvLost: 40,
}

// Duration is how many ticks at normal speed an event is shown: an oracle
// row chosen without a roll, and a hex settled at creation, pass quickly.
func Duration(e forest.Event) int {
	switch {
	case e.Kind == forest.EvOracle && e.Roll <= 0:
		return 0
	case e.Kind == forest.EvHexChanged && (e.Cause == "settled" || e.Cause == "origin"):
		return 4
	}
	return eventTicks[e.Kind]
}
