package forsaken

import (
	"fmt"

	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/replay"
	"deepwood/version"
)

// LevelKey is the header line of the computer travelers' level, which a
// game played at a screen and a server's table both record beside the
// set-up lines (PlayersKey, RolesKey, HumansKey).
const LevelKey = "level"

// NewReplay starts the replay of a game dealt from seed with setup (its
// roles already chosen) and computer travelers of level: the header a game
// at a screen and a server's table both write, in one place so the two
// keep recording the same lines.
func NewReplay(seed dice.Seed, setup Setup, level Level) *replay.Replay {
	r := &replay.Replay{Mode: "forsaken", Seed: seed.Code(), Rules: levels.ModeFingerprint("forsaken"), Version: version.Number}
	r.Set(PlayersKey, fmt.Sprint(setup.Players))
	r.Set(RolesKey, FormatRoles(setup.Roles))
	r.Set(HumansKey, FormatSeats(setup.Humans))
	r.Set(LevelKey, level.String())
	return r
}
