package verify

import (
	"deepwood/rules/dice"
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
	return verifyUntimed(name, r, "forsaken", rules, replay.MaxLines, func(res *Result, seed dice.Seed) (untimedGame, *headerError) {
		setup, herr := forsakenSetup(r)
		if herr != nil {
			return untimedGame{}, herr
		}
		s, err := forsaken.NewGame(d, seed, setup)
		if err != nil {
			return untimedGame{}, &headerError{HeaderLine(r, forsaken.RolesKey), err.Error()}
		}
		apply := func(a forsaken.Action) error { _, err := forsaken.Apply(s, d, a); return err }
		broken := func() []string { return forsaken.CheckInvariants(s, d) }
		return untimedGame{s.Over, stepper(forsaken.ParseAction, apply, broken, s.Dice.Checksum), func(res *Result) {
			res.Outcome, res.Days = Incomplete, s.Day
			if s.Over() {
				res.Outcome, res.Winner, res.EndedBy = Victory, s.Winner.String(), s.WinBy
			}
			res.Fingerprint = s.Fingerprint()
		}}, nil
	})
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
