package tables

import (
	"deepwood/rules/dice"
	"deepwood/rules/replay"
	"deepwood/session"
	"deepwood/wire"
	"fmt"
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

// header reads a started table's stored replay header and its seed:
// where taking the table up begins, whatever its mode.
func header(rec Record) (*replay.Replay, dice.Seed, error) {
	r, err := replay.Parse(rec.Code, []byte(rec.Header))
	if err != nil {
		return nil, 0, err
	}
	seed, err := dice.ParseSeed(r.Seed)
	if err != nil {
		return nil, 0, err
	}
	return r, seed, nil
}

// reapply applies a stored table's actions again, in order, as taking it
// up does whatever its mode: each is read by parse and applied by apply
// (given its index, for what the mode does before it), and the dice
// checksum after it must be the one stored, so a table is never taken up
// as another game than the one played.
func reapply[A any](rec Record, parse func(string) (A, error), apply func(i int, a A, tick int64) error, checksum func() uint32) error {
	for i, e := range rec.Steps {
		a, err := parse(e.Action)
		if err != nil {
			return fmt.Errorf("table %s, action %d: %w", rec.Code, i, err)
		}
		if err := apply(i, a, e.Tick); err != nil {
			return fmt.Errorf("table %s, action %d (%s): %w", rec.Code, i, e.Action, err)
		}
		if got := checksum(); got != e.Check {
			return fmt.Errorf("table %s, action %d: dice checksum %08x, stored %08x", rec.Code, i, got, e.Check)
		}
	}
	return nil
}

// parseOwn reads seat's action from its replay text with the mode's
// parse, refusing text that is no action as illegal and another seat's
// action (its seat, by owner) as not yours: what every mode's parse
// refuses alike.
func parseOwn[A any](seat int, text string, parse func(string) (A, error), owner func(A) int) (any, *refusal) {
	a, err := parse(text)
	switch {
	case err != nil:
		return nil, &refusal{code: wire.TableIllegal, msg: err.Error()}
	case owner(a) != seat:
		return nil, &refusal{code: wire.TableNotYours, msg: fmt.Sprintf("%v (seat %d sent an action of seat %d)", session.ErrNotYourSeat, seat, owner(a))}
	}
	return a, nil
}
