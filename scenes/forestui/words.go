package forestui

import "deepwood/rules/forest"

// stepTitles name the ten creation steps of the seed's chapter 2, shown
// as the wizard's pages (step 0 is the welcome page).
var stepTitles = [...]string{
	forest.StepStart:        "Awaken",
	forest.StepForest:       "1 · The Forest's Nature",
	forest.StepHistory:      "2 · The Forest's History",
	forest.StepAlly:         "3 · Your Ally",
	forest.StepLandscape:    "4 · The Landscape",
	forest.StepEnemy:        "5 · The Enemy's Nature",
	forest.StepEnemyHistory: "6 · The Enemy's History",
	forest.StepTerritory:    "7 · The Enemy's Territory",
	forest.StepAbility:      "8–9 · Abilities",
	forest.StepDone:         "10 · Begin",
}

// stepHints tell the player what each page does.
var stepHints = [...]string{
	forest.StepStart:        "You are an ancient Forest. Civilisation has come with axes, fire, picks and poison. Roll your nature, your past and your foe, then fight for every hex, Year by Year.",
	forest.StepForest:       "2d6 for each Nature Type. The Potency Table turns each value into the bonus you add to your rolls: 1 → −2, 2–4 → −1, 5–8 → 0, 9–11 → +1, 12 → +2.",
	forest.StepHistory:      "A d12 on each Forest Table. Reroll a result (three times each) or choose another row when inspiration fails.",
	forest.StepAlly:         "A d12 on the Ally Table, then the Event Tables and Motivation Tables for the bond between you. You may choose your Ally.",
	forest.StepLandscape:    "Terrain is laid in groups, a d12 on the Hex Generation table each. Pick a hex to move your Primary Feature (the gold star), or redraw on another map.",
	forest.StepEnemy:        "2d6 for each Enemy Nature Type, Potency from the table, and a d12 Culture whose bonuses add to it. The Culture cannot be rerolled.",
	forest.StepEnemyHistory: "A d12 on the Enemy Motivation Tables and the Event Tables: why they came.",
	forest.StepTerritory:    "Two dice land on the map: the origins. Their total (at least 5) is how many hexes the Enemy holds, joined between the origins.",
	forest.StepAbility:      "Pick one Forest Ability whose Nature Value is 5 or more: it adds its level to rolls of its type, once a Year. Your Ally's level-1 ability comes with it.",
	forest.StepDone:         "Your Forest is ready. Name it if you wish, then begin Year 1.",
}

// slotLabels name creation's oracle slots as the wizard shows them.
var slotLabels = map[string]string{
	"forest-description":      "Forest Description",
	"forest-origin":           "Origin",
	"forest-verb":             "Motivation (verb)",
	"forest-focus":            "Motivation (focus)",
	"feature-description":     "Primary Feature, described",
	"feature":                 "Primary Feature",
	"ally":                    "Ally",
	"ally-event-description":  "Binding event (description)",
	"ally-event-type":         "Binding event (type)",
	"ally-verb":               "Ally's motive (verb)",
	"ally-focus":              "Ally's motive (focus)",
	"culture":                 "Culture",
	"enemy-verb":              "Motivation (verb)",
	"enemy-focus":             "Motivation (focus)",
	"enemy-event-description": "Event (description)",
	"enemy-event-type":        "Event (type)",
}

// phaseTitles name the Year's phases as the Year screen heads them.
func phaseTitle(p forest.Phase) string {
	switch p {
	case forest.PhaseEnemyRoll, forest.PhaseDefend:
		return "Enemy Encroachment"
	case forest.PhaseEncroach, forest.PhaseEnemyDefend, forest.PhaseSecondHex:
		return "Forest Encroachment"
	case forest.PhaseResolve:
		return "Determine the Winner"
	case forest.PhaseGrow:
		return "Grow Your Forest"
	case forest.PhaseWon:
		return "The Forest Prevails"
	case forest.PhaseLost:
		return "The Forest Falls"
	}
	return ""
}

// harmWhy is how each Enemy type comes, for the stakes line.
var harmWhy = [forest.NumHarms]string{"with axes and blades", "with fire and forge", "with picks, tunnels and stone", "with poison and waste"}

// natureHow is what each Forest type does, for the choice buttons.
var natureHow = [forest.NumNatures]string{"roots and vines", "rivers and floods", "stone and quake", "storm and darkness"}

// coachWords are the guided first game's lines by phase: what to do now
// and why, in a sentence. A phase without one has no line.
var coachWords = map[forest.Phase]string{
	forest.PhaseEnemyRoll:   "Guide: the Enemy has chosen its target (ringed in rust) and its type. Let it roll; a level-2 Ally must be committed now if you want it.",
	forest.PhaseDefend:      "Guide: pick the Nature Type to defend with. Each button shows your exact chance; a tie still holds the hex, but only a win gives GP.",
	forest.PhaseEncroach:    "Guide: choose a type (the percentages), then an Enemy hex lit on the map. Hexes that touch many of yours keep your front short.",
	forest.PhaseEnemyDefend: "Guide: the Enemy rolled its defence type. If it makes no sense in your story, you may reroll it once; then it rolls.",
	forest.PhaseResolve:     "Guide: both have rolled. An ability can still turn it — one a Year — or compare the scores now.",
	forest.PhaseSecondHex:   "Guide: doubles! Take a second Enemy hex.",
}

// coach is the guided first game's line for the phase (coachWords).
func coach(ph forest.Phase) string { return coachWords[ph] }

// allyEffect says what each Ally effect does, in a line.
var allyEffect = map[forest.AllyEffect]string{
	forest.EffEnemyReroll:          "The Enemy rerolls its 2d6 once it has rolled; the second roll stands.",
	forest.EffCommitRemove:         "Commit before the Defence roll: then your lowest die and the Enemy's highest are removed.",
	forest.EffForestEncroachHigher: "When you encroach, reroll one of your dice and keep the higher.",
	forest.EffForestDefendHigher:   "When you defend, reroll one of your dice and keep the higher.",
	forest.EffEnemyDefendLower:     "When the Enemy defends, reroll one of its dice and keep the lower.",
	forest.EffEnemyEncroachLower:   "When the Enemy encroaches, reroll one of its dice and keep the lower (the project's own).",
}
