// Package game is what every mode's rules engine has in common, as small
// generic pieces rather than a framework: each mode keeps its own State,
// Action and Event types and its own rules, and uses these where they fit.
//
// A mode's rules package (rules/forward, rules/forest, rules/battle) provides:
//
//   - State: one game, seeded (a dice.Set of named streams derived from
//     the seed), with Phase, Clone, and Fingerprint (Fingerprint here) so
//     golden tests compare games across platforms;
//   - Legal(s) []Action and Apply(s, a) ([]Event, error): the only way a
//     state changes; an action Legal does not list is refused with an
//     IllegalError and changes nothing; the Events are what screens
//     animate, and enum kinds are written as words (Words);
//   - CheckInvariants(s) []string: the bookkeeping the rules promise,
//     checked after every action by the simulator and on every load;
//   - bots: a Bot per name (Bots), the random one drawing from its own
//     stream so it never shifts the game's dice;
//   - a simulator: Play drives a bot through one game checking the
//     invariants, Seeds derives repeatable games from one seed, and a
//     report sums them (ViolationTally, Median);
//   - data files read with Lines or Sections, whose every error is a
//     LoadError naming the file and line.
//
// Nothing here knows a mode, and it imports no engine, clock or global
// random state: it is part of the pure rules core.
package game
