package forsaken

import (
	"deepwood/rules/dice"
)

// Traveler is a seat's driver: a computer traveler, and later the local
// player or a remote one. It observes the events it may see, in order,
// and chooses among its legal actions from its View alone.
type Traveler interface {
	Observe(events []Event)
	Choose(v View, legal []Action) Action
}

// MaxActions bounds a simulated game: a game that has not ended after
// this many decisions is stopped as a violation. Nights kill, the Forest
// destroys at most a few Paths a Turn Cycle while the travelers Forge
// dozens, and every Destination is six squares from the start, so real
// games end far sooner (RULES S36).
const MaxActions = 20000

// Result is how one game went.
type Result struct {
	Seed        dice.Seed
	Players     int
	Winner      Team
	WinBy       string
	Days        int
	Cycles      int
	Deaths      int
	Actions     int
	Violations  []string
	Fingerprint string
	Stats       GameStats // read from the game's log
}

// PlayGame plays one game from seed with a traveler in every seat,
// checking the invariants after every action when check is set.
func PlayGame(d *Data, seed dice.Seed, setup Setup, seats []Traveler, check bool) Result {
	return PlayDealt(d, seed, setup, func(seat int, _ Team) Traveler { return seats[seat] }, check)
}

// PlayDealt is PlayGame with the travelers made once the roles are dealt,
// by seat and team: a table of hard Villagers against normal Forsaken.
func PlayDealt(d *Data, seed dice.Seed, setup Setup, seat func(seat int, team Team) Traveler, check bool) Result {
	r := Result{Seed: seed, Players: setup.Players}
	s, err := NewGame(d, seed, setup)
	if err != nil {
		r.Violations = []string{err.Error()}
		return r
	}
	seats := make([]Traveler, s.Players())
	for i := range seats {
		seats[i] = seat(i, s.TeamOf(i))
	}
	observeAll(seats, s.Log)
	for !s.Over() && r.Actions < MaxActions {
		seat := Asked(s, d)
		legal := LegalFor(s, d, seat)
		if seat < 0 || len(legal) == 0 {
			r.Violations = append(r.Violations, "nobody can act in phase "+s.Phase.String())
			break
		}
		a := seats[seat].Choose(ViewFor(s, d, seat), legal)
		evs, err := Apply(s, d, a)
		if err != nil {
			r.Violations = append(r.Violations, err.Error())
			break
		}
		r.Actions++
		observeAll(seats, evs)
		if check {
			r.Violations = append(r.Violations, CheckInvariants(s, d)...)
			if len(r.Violations) > 0 {
				break
			}
		}
	}
	if !s.Over() && len(r.Violations) == 0 {
		r.Violations = append(r.Violations, "the game did not end")
	}
	r.Winner, r.WinBy, r.Days, r.Cycles = s.Winner, s.WinBy, s.Day, s.Cycle
	for _, st := range s.Seats {
		if !st.Alive {
			r.Deaths++
		}
	}
	r.Fingerprint, r.Stats = s.Fingerprint(), Stats(s)
	return r
}

// observeAll hands each seat the events it sees.
func observeAll(seats []Traveler, evs []Event) {
	for seat, tr := range seats {
		var mine []Event
		for _, e := range evs {
			if x, ok := e.For(seat); ok {
				mine = append(mine, x)
			}
		}
		if len(mine) > 0 {
			tr.Observe(mine)
		}
	}
}
