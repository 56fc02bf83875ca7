package forwardui

import "deepwood/rules/forward"

// howToPages is Forward's rules in plain words: every rule the player
// meets, matching RULES.md (seed 004 and decisions F1–F41).
var howToPages = [][2]string{
	{"The goal", "Defeat the Dragon of Chaos, waiting at the bottom of the deck. You lose if your HP reaches 0.\n\n" +
		"You start with 20 HP, ATK 0 and DEF 0. Your Max HP is 20 plus the cards in your XP pile: every card that goes to XP gives +1 Max HP, but does not heal you.\n\n" +
		"The deck is the 81 location cards with the Mirror Knight put in about halfway, and the Ghostly Princess and the Sage shuffled in. The 9 locations come in a random order. The same seed always deals the same dungeon."},
	{"Locations and map turns", "Each location deals 9 cards face down on its layout, drawn as the rules print it. Its effect lasts while you are there.\n\n" +
		"Choose your start card in the bottom row: it is flipped and resolved at once. Each map turn after that, flip one face-down card next to (up, down, left or right of) any space you have already flipped. Only if there is none may you move diagonally.\n\n" +
		"Start-of-turn effects (Scorching Sun, draining snares, Lost in the Mists) happen before every flip, the first one included."},
	{"Leaving", "You may leave once you have flipped a card in the farthest (top) row, marked with a flag, or when nothing more can be flipped. Every card still face down is buried beneath the Dragon: +1 Dragon HP each.\n\n" +
		"If you leave nothing face down, the Location card goes to your XP pile. At the Shrine of Worship you cannot leave until every card there is resolved (or none can be reached). In the Caelith Spiremaze the right column cannot be reached: it is a maze.\n\n" +
		"Blessings end when you leave."},
	{"Cards", "Scene: its effect (often healing), then to XP.\nItem: carry up to 2; use once, then to XP.\nEquipment: up to 2, working while equipped.\nOver a limit, discard one of the three (the new one allowed) to XP at once.\n" +
		"Snare: a penalty until a cleanse; snares add up; a cleansed snare goes to XP.\nBlessing: helps until you leave, then is set aside (no XP).\n" +
		"Pit: roll a d6 against its target (4+ if none); fail and lose its HP. Either way it goes to XP.\n" +
		"Terror: take the HP loss (the card goes to XP) or bury it (no XP, Dragon +1 HP).\nHollow and Beast: a duel; beaten, they go to XP. All Hollows are Humanoid."},
	{"The duel", "Before each roll you may use an item. Then both sides roll a d6:\n" +
		"1 Miss: deal nothing.   2 Parry: block all damage to you.\n3-4 Hit: 1 damage.   5 Crit: 2 damage.\n6 Counter: block all damage and deal 1 (if both roll 6, nothing happens).\n\n" +
		"Your hits add your ATK; a monster's add its ATK. Damage you take is reduced by your DEF, never below 0. If you both reach 0 HP in one round, you lose (a Phoenix Tear still saves you first).\n\n" +
		"If neither side can ever wound the other, the monster withdraws and is buried (no XP)."},
	{"Items and companions", "Phoenix Tear: works by itself: when you would reach 0 HP, you are at 10 HP instead.\nMoonleaf Brandy: before a fight's first roll, lose 4 HP; your hits deal +1 this fight.\n" +
		"Mirror Shard: in a fight, 2 damage ignoring ATK and DEF (not against the Dragon).\nBlacksap Thorn: defeats a Hollow at once.\nHealing and cleansing items work on a map turn or before any roll.\n\n" +
		"The Ghostly Princess and the Sage join you when revealed, and the card beneath them is flipped face down into their space. On a map turn, give the Gilded Bangle to the Princess, or the Ferryman's Bell to the Sage, to activate them."},
	{"The Mirror Knight", "The Mirror Knight fights you at once, as your exact copy when it is revealed: your HP, ATK, DEF, snares, blessings and equipment, and the location's combat effects. It does not copy your items; if you drink Moonleaf Brandy, it gains the same +1.\n\n" +
		"Beaten, it goes to your XP, and the card beneath it is flipped face down into its space."},
	{"Location effects", "Home Village Termina: none.\nShrine of Worship: you cannot leave until all 9 cards are resolved.\nBannered City Valthria: the first item revealed is rolled for: on 1-3 it is stolen (buried).\n" +
		"Caelith Spiremaze: whenever you roll a 1 in a fight, you take +1 damage (DEF applies).\nDarkwood Brume: each map turn, roll a d6; on 1-2 you flip a random eligible card instead.\n" +
		"Sicorro Wastes: lose 1 HP at the start of each map turn (DEF does not help).\nAmara Rot Glade: after beating a monster, roll a d6; on 1-3 lose 1 HP (DEF does not help).\n" +
		"Frozen Gaol: your first roll of each fight is 1 lower (at least 1).\nNightsea Expanse: when you bury a Terror here, your next flip is buried too."},
	{"The Dragon of Chaos", "After the 9th location you face the Dragon. Its HP is 40 plus every card beneath it (every buried card).\n\n" +
		"Its shield holds unless the Ghostly Princess was activated: she sacrifices herself to remove it. An activated Sage then halves its HP (rounded up). Only the Ancient Sword, equipped, can hurt it: without it you deal 0.\n\n" +
		"No location effect or blessing applies at the Dragon. The game warns you as soon as the run can no longer be won."},
	{"Controls", "Arrows, WASD or the left stick move the focus; Confirm (Enter, Space, gamepad A) chooses; Back or Pause (Escape, Start) opens the pause menu; Skip hurries the animations. With a mouse, point and click; on a touch screen, tap.\n\n" +
		"The HUD on the right shows your HP, ATK, DEF, XP, your slots (with Use and Give), companions, snares, blessings, the cards left in the deck and the Dragon's HP as it stands now.\n\n" +
		"The run is saved after every action: Continue on the title resumes it."},
}

// guideWords are the guided first game's advice by phase, for the phases
// whose advice does not hang on the run (the map's does: mapGuide).
var guideWords = map[forward.Phase]string{
	forward.PhaseStart:   "Guide: choose a start card in the bottom row (they glow). Arrows move, Confirm flips; or click it.",
	forward.PhaseTerror:  "Guide: a Terror. Take the loss for XP if your HP allows; burying it makes the Dragon stronger.",
	forward.PhaseDiscard: "Guide: slots hold 2. Discard the card you need least; it still gives you XP.",
}

// guideTouch is the start's advice to a player on a touch screen, who
// has no arrows to move with.
const guideTouch = "Guide: choose a start card in the bottom row (they glow): tap it to flip it."

// guideLine is the guided first game's advice for the moment, from the
// runner's view and the card data; touch words the start's advice for a
// finger.
func guideLine(v *forward.SeatView, d *forward.Data, touch bool) string {
	switch {
	case v.Phase == forward.PhaseMap:
		return mapGuide(v, d)
	case v.Phase == forward.PhaseStart && touch:
		return guideTouch
	}
	return guideWords[v.Phase]
}

// mapGuide is the advice on the map: give a companion its gift, leave
// when the run may, or flip on towards the top row.
func mapGuide(v *forward.SeatView, d *forward.Data) string {
	if v.Princess.Bond == forward.BondJoined || v.Sage.Bond == forward.BondJoined {
		for _, id := range v.Items {
			if c := d.Card(id); c.Stats.GiftPrincess || c.Stats.GiftSage {
				return "Guide: give your gift to your companion with Give in the HUD: it is the key to the Dragon."
			}
		}
	}
	if v.CanLeave {
		return "Guide: you may leave now. Cards left face down are buried and feed the Dragon; more flips mean more XP."
	}
	return "Guide: flip a glowing card next to your path. Reach the top row (flag) to be allowed to leave."
}
