package verify

import (
	"fmt"

	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
)

// Forsaken re-runs a Forsaken Forest replay (RULES S37): the header's
// seed, players, roles and human seats deal the game, every action (the
// computer travelers' too: they are actions like anyone's) is applied with
// its dice checksum checked and the invariants held, and the result is
// the winning team, how it won and the Days it took. A game is not ranked
// by time: ticks are only checked to be in range and in order.
func Forsaken(d *forsaken.Data, rules, name string, r *replay.Replay) (Result, error) {
	res, seed, err := opening(name, r, "forsaken", rules, replay.MaxLines)
	if err != nil {
		return res, err
	}
	setup, herr := forsakenSetup(r)
	if herr != nil {
		return res, herr.at(name)
	}
	s, err := forsaken.NewGame(d, seed, setup)
	if err != nil {
		return res, (&headerError{HeaderLine(r, forsaken.RolesKey), err.Error()}).at(name)
	}
	res.Actions, res.Ticks, err = untimed(name, r, s.Over, func(text string) (uint32, error) {
		a, err := forsaken.ParseAction(text)
		if err != nil {
			return 0, err
		}
		if _, err := forsaken.Apply(s, d, a); err != nil {
			return 0, fmt.Errorf("illegal action: %w", err)
		}
		if broken := forsaken.CheckInvariants(s, d); len(broken) > 0 {
			return 0, fmt.Errorf("the rules broke an invariant: %s", broken[0])
		}
		return s.Dice.Checksum(), nil
	})
	if err != nil {
		return res, err
	}
	res.Outcome, res.Days = Incomplete, s.Day
	if s.Over() {
		res.Outcome, res.Winner, res.EndedBy = Victory, s.Winner.String(), s.WinBy
	}
	res.Time = FormatTicks(res.Ticks)
	res.Fingerprint = s.Fingerprint()
	return res, nil
}

// forsakenSetup reads the players, roles and humans lines.
func forsakenSetup(r *replay.Replay) (forsaken.Setup, *headerError) {
	var setup forsaken.Setup
	text, ok := r.Get(forsaken.PlayersKey)
	if !ok {
		return setup, &headerError{HeaderLine(r, forsaken.PlayersKey), "no players line"}
	}
	n, err := forsaken.ParsePlayers(text)
	if err != nil {
		return setup, &headerError{HeaderLine(r, forsaken.PlayersKey), err.Error()}
	}
	setup.Players = n
	if text, ok := r.Get(forsaken.RolesKey); ok {
		if setup.Roles, err = forsaken.ParseRoles(text); err != nil {
			return setup, &headerError{HeaderLine(r, forsaken.RolesKey), err.Error()}
		}
	}
	if text, ok := r.Get(forsaken.HumansKey); ok {
		if setup.Humans, err = forsaken.ParseSeats(text); err != nil {
			return setup, &headerError{HeaderLine(r, forsaken.HumansKey), err.Error()}
		}
	}
	return setup, nil
}
