package battleui

import "deepwood/rules/battle"

// eventTicks is how many ticks at normal speed each kind of event is shown
// in the animation queue; a kind not listed passes at once.
var eventTicks = map[battle.EventKind]int{
	battle.EvPlaced: 6, battle.EvPushed: 14, battle.EvStepped: 14, battle.EvShot: 70, battle.EvMelee: 70,
	battle.EvLosses: 18, battle.EvUnitLost: 24, battle.EvLeft: 24, battle.EvRound: 50, battle.EvPhase: 16,
	battle.EvClusters: 40, battle.EvOver: 40,
}

// Duration is how many ticks at normal speed an event is shown: a march
// takes 6 a step.
func Duration(e battle.Event) int {
	if e.Kind == battle.EvMoved {
		return 6 * max(1, len(e.Path)-1)
	}
	return eventTicks[e.Kind]
}
