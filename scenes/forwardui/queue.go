package forwardui

import "deepwood/rules/forward"

// eventTicks is how many ticks at normal speed each kind of event is shown
// in the animation queue; a kind not listed passes at once.
var eventTicks = map[forward.EventKind]int{
	forward.EvFlipped: 20, forward.EvDieRolled: 36,
	forward.EvPitRolled: 40, forward.EvItemStolen: 40, forward.EvMists: 40, forward.EvRotRolled: 40, forward.EvShieldRoll: 40,
	forward.EvDamage: 22, forward.EvPhoenix: 22, forward.EvStalemate: 22,
	forward.EvFightStarted: 30, forward.EvMonsterDefeated: 30, forward.EvLocationEntered: 30,
	forward.EvDragonHP: 60, forward.EvShieldDown: 60, forward.EvSageHalved: 60, forward.EvDoomed: 60,
	forward.EvCompanionJoined: 24, forward.EvCompanionActive: 24, forward.EvReplacement: 24, forward.EvTerrorRevealed: 24,
	forward.EvItemTaken: 14, forward.EvEquipped: 14, forward.EvSnareActive: 14, forward.EvBlessingActive: 14,
	forward.EvSceneResolved: 14, forward.EvSnareCleansed: 14, forward.EvItemUsed: 14, forward.EvBuried: 14, forward.EvDiscarded: 14,
	forward.EvWon: 40, forward.EvLost: 40,
}

// Duration is how many ticks at normal speed an event is shown. Both dice
// of a duel tumble together while the foe's roll shows, so the player's
// passes at once.
func Duration(e forward.Event) int {
	if e.Kind == forward.EvDieRolled && e.Who == forward.WhoPlayer {
		return 0
	}
	return eventTicks[e.Kind]
}
