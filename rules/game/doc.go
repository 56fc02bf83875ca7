// Package game is what every mode's rules engine has in common, as small
// generic pieces rather than a framework: each mode keeps its own State,
// Action and Event types and its own rules, and uses these where they fit.
// Nothing here knows a mode, and like all of rules/ it imports no engine,
// clock or global random state.
//
// A mode's rules package (rules/forward, rules/forest, rules/battle,
// rules/forsaken; a new mode the same) provides, file by file:
//
//   - state.go: State, one game, seeded: a dice.Set of named streams
//     derived from the seed, a Phase (its words in Words), Steps, Clone,
//     Fingerprint (this package's Fingerprint of its JSON, which golden
//     tests pin across platforms) and UnmarshalState (Restore, then the
//     mode's own checks, then Sound);
//   - actions.go: Action, a comparable value whose kind is written as a
//     word (Words), and IllegalError (an alias of this package's);
//   - legal.go and apply.go: Legal(s) []Action and Apply(s, a) ([]Event,
//     error), the only way a state changes; an action Legal does not list
//     is refused with an IllegalError and changes nothing;
//   - events.go: Event, what screens animate and audio plays;
//   - invariants.go: CheckInvariants(s) []string, the bookkeeping the rules
//     promise, checked after every simulated action and on every load;
//   - bots.go: Bot (an alias of this package's Bot), the bots by name in a
//     Bots roster (Stateless, Random; a random bot draws from BotStream,
//     never from the game's dice), BotNames and NewBot;
//   - sim.go: one game driven by a bot (Play runs the loop: legal list,
//     choice, Apply, Check; Forward's PlayRun keeps a faster loop of its
//     own, held to Apply by its tests), and Simulate with its Report
//     (Simulate plays the games Seeds lists for one seed: the seed itself,
//     then seeds derived from it; the report sums them with
//     ViolationTally, Rate and Median);
//   - load.go: the data files, read with Lines or Sections and Fields,
//     every error a LoadError naming the file and line.
//   - actiontext.go: ParseAction, reading back the text an action is
//     written as in a replay (Action.String; Mass Combat's Action.Text in
//     record.go), so a game is kept in rules/replay's format and
//     rules/verify proves it: a new mode adds its verifier to verify's
//     table of modes (rules/verify/file.go; a mode not ranked by time
//     writes it on verifyUntimed and stepper, in rules/verify/untimed.go).
//
// Mass Combat, the oldest, differs in two names: its refusals are plain
// errors, and its invariants are State.Invariants(armies). Forsaken
// Forest seats a Traveler per seat that sees only its own View and the
// events it may see, so it drives its games with its own loop (PlayDealt)
// rather than Play's one chooser, and its Legal and Apply take the data. Test helpers
// every mode's tests share are in internal/rulestest.
package game
