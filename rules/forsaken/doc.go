// Package forsaken is the rules of Forsaken Forest (seed 002), a team
// social-deduction game for 4–12 travelers: the Villagers seek the Village
// and hunt the hidden Forsaken, who steer the group to the Void and kill
// by Night. Deepwood is the moderator: the engine runs Night One and every
// later Night in the rulebook's order, the Fugue Phase, the Turn Cycle of
// six player turns and the Forest Turn, Priority windows for Fast Actions,
// Death's Doorstep, the Gallows and both teams' victories.
//
// Hidden information is real: View gives one traveler exactly what that
// traveler has seen, peeked or been told, and the computer travelers
// (traveler.go) decide from their View alone. Table talk is a closed set of
// structured statements (talk.go), any of which may be a lie.
//
// Like every mode's rules package it imports no engine, clock or global
// random state; the files follow rules/game's layout (see its doc).
package forsaken
