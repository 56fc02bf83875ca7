// Package session is the session core every mode runs on, whether a
// screen hosts it (offline play) or the server does (online): a mode's
// engine with its replay log, autosave, clock, legal actions and each
// seat's view. It imports no Ebitengine and no screen, so `deepwood serve`
// can host the very sessions the screens play.
//
// A mode supplies a small adapter over its rules state (Game: apply,
// legal, the seat an action belongs to, checksum, action text, over,
// fingerprint, view) and a Spec (its autosave's name and mode word, and the
// prefix its finished replays are kept under). Session does the rest the
// same way for every mode: Do(seat, action) applies an action of that
// seat, appends it to the replay with its tick and dice checksum, autosaves
// (filing the finished replay before the autosave goes) and returns the
// events; Continue rebuilds a session from its autosave (Saves), offering
// the good actions before a damaged line (Error). The screens keep only
// their own tallies and animation on top of it.
package session
