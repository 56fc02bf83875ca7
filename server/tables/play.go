package tables

import (
	"deepwood/rules/replay"
	"deepwood/wire"
)

// play is a started table's game as the table drives it, whichever mode
// the table plays: the hub (seats, store, countdown, chat) is the same for
// every mode, and each mode answers through this small adapter (game for
// Forsaken Forest, battleGame for Mass Combat), so the hub is not copied
// per mode. Actions travel as `any`: the mode's own action type, parsed
// and checked by the mode.
type play interface {
	// steps is the actions applied; last the replay's last entry.
	steps() int
	last() replay.Entry
	// over reports the game ended; replayText is its whole replay.
	over() bool
	replayText() string
	// logLen is the length of the game's log, which reply reads from.
	logLen() int
	// reply fills seat's state: its view, its share of the log from entry
	// from on and, once over, the end's outcome.
	reply(out *wire.TableReply, seat, from int)
	// legalText is seat's legal actions as replay text.
	legalText(seat int) []string
	// parse reads seat's action from its replay text; allowed says it is
	// legal now; act applies it at tick.
	parse(seat int, text string) (any, *refusal)
	allowed(seat int, a any) bool
	act(a any, tick int64) error
	// asked is the seat a computer would act at now (-1: none), computer
	// whether one plays seat, pick its choice, seat seats one there.
	asked() int
	computer(seat int) bool
	pick(seat int) (any, bool)
	seat(seat int)
	// quiet reports that no countdown may be shown now (RULES B12).
	quiet() bool
	// humanMayAnswer reports that a person (human says which seats are
	// people's) may answer before the asked computer acts.
	humanMayAnswer(asked int, human func(int) bool) bool
	// seedCode is the seed, told at the end.
	seedCode() string
}
