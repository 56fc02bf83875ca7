// Package version names this build of Deepwood, for `deepwood version`, the
// title screen and replay headers.
package version

// Number is the game's version. Replays record it beside the level-data
// fingerprint, which is what actually decides whether a replay still plays.
const Number = "0.1.0"
