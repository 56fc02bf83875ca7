package forestui

// howToPages is I am the Forest's rules in plain words: every rule the
// player meets, matching RULES.md (seed 000 and decisions T1–T38).
var howToPages = [][2]string{
	{"The goal", "You are an ancient Forest; an Enemy civilisation has taken part of your land. Each Year the Enemy encroaches on one of your hexes and you encroach on one of theirs. You win when the Enemy holds no hex, and lose when you hold none. You may also stop whenever your story feels told: the game is saved after every action.\n\n" +
		"The map is drawn, not listed: green, blue and brown hexes are yours (their terrain drawn by pattern), grey-ochre hexes with buildings are the Enemy's, and a rust line marks the front. The gold star is your Primary Feature, the heart of your Forest."},
	{"Creating your Forest", "Ten steps, one page each. Your four Nature Values (Wood, Water, Earth, Air) are 2d6 each and cannot be rerolled. Potency is what they add to rolls: 1 → −2, 2–4 → −1, 5–8 → 0, 9–11 → +1, 12 → +2.\n\n" +
		"History, Ally and the Enemy's motives are d12 oracle rolls: reroll each up to three times, or choose any row. The landscape is laid in groups of terrain (redraw up to three times); move your Primary Feature by picking a hex. The Enemy rolls four values too, plus a Culture (not rerollable) whose bonuses add to its Potency.\n\n" +
		"The Enemy's territory: two dice land on the map; their total (at least 5) is how many hexes it holds, joined between where they landed. Last, pick a Forest Ability whose value is 5 or more; your Ally's first ability comes with it."},
	{"A Year", "1. The Year begins: your one ability for the Year is ready again.\n2. Enemy Encroachment: the Enemy picks one of your hexes bordering theirs (a d12, counted clockwise from your topmost valid hex) and a type on a d12: 1–3 Chop, 4–6 Burn, 7–9 Carve, 10–12 Pollute. You see both before you choose anything.\n" +
		"3. Forest Encroachment: you pick any Enemy hex bordering yours and a Nature Type.\n4. Grow: spend Growth Points.\n5. The Year ends and its journal entry is written."},
	{"Rolling and winning", "Each side rolls 2d6 and adds its Potency (and an ability's level if one is used). The higher score wins. A tie goes to the defender, with no Growth Points.\n\n" +
		"When you defend, some types cannot stand against some harms: Wood cannot defend against Burn, Water not against Pollute, Air not against Carve. The buttons say why.\n\n" +
		"When you encroach, the Enemy's defence type is a d12 rolled after your roll; if it makes no narrative sense you may reroll that d12 once.\n\n" +
		"Beside every choice the screen shows your exact chance of winning, counted by the same code the rules use."},
	{"Doubles", "If the Encroacher's two dice ever show a pair — the roll itself, or after an ability rerolls it — three things happen: a random event (Event Description + Event Type, rolled after the winner is known and told in its favour), two hexes at stake, and 2 GP at stake.\n\n" +
		"If the Enemy wins on doubles, it also takes your valid hex nearest the first. If you win on doubles, you gain 2 GP and choose a second Enemy hex. A pair in a Defence roll does nothing."},
	{"Abilities", "Only one ability of any kind per Year.\n\nForest Abilities add their level to a roll of their type, once you have rolled with that type — even after seeing both rolls, before you compare the scores.\n\n" +
		"Your Ally: level 1 makes the Enemy reroll its 2d6 (the second roll stands). Level 2 must be committed before the defending side rolls; after the Defence roll it removes your lowest die and the Enemy's highest. Level 3 rerolls one die and keeps the better for you: Flora your Encroachment die, Fauna your Defence die, Archons the Enemy's Defence die, the Shaman (the project's own Walker Between) the Enemy's Encroachment die. An Ally keeps all its levels' abilities."},
	{"Growing", "You gain 1 GP for each hex you win or defend (2 on doubles). Spend them in the Grow phase, as many purchases as you can afford:\n\n" +
		"• +1 to a Nature Value: 1 GP (up to 12).\n• Raise your Ally a level: 2 GP (up to 3).\n• Raise a Forest Ability a level: 2 GP; level 2 needs its value at 9+, level 3 at 12.\n• A Forest Ability of a new type: 2 GP, needs that value at 5+ (one ability per type).\n• Burst Forth: 4 GP, take any Enemy hex bordering yours unchallenged (no GP, no doubles).\n\nOptions you cannot take yet are shown greyed with the reason."},
	{"Journal, map and controls", "Every Year's entry is written in your Forest's voice. Open the Journal to read them, add your own note to any Year, and export the whole journal as Markdown or the map as a picture.\n\n" +
		"Arrows, the stick or the d-pad move the focus; Confirm chooses; a click or tap works too. On the map the wheel zooms (or the + and − buttons) and dragging pans. Point at or focus a hex to read its story. Skip finishes animations; Pause opens the menu. The Sheet shows both sides' values, abilities and your Ally."},
}
