package forsaken

import (
	"fmt"

	"deepwood/rules/dice"
)

// DefaultRoles is the seed's suggested distribution with no Special Roles
// for n travelers whose balance was measured nearest even (balance): of
// the seed's rows for n, the one in which the computer travelers' Villager
// Team won nearest half its games. A count with no measured row falls back
// to an ideal row (*) where the table marks one, else the one nearest the
// ideal two Villagers per Forsaken (RULES S4).
func DefaultRoles(d *Data, n int) ([]Role, error) {
	best, bestScore := -1, 0
	for i, dist := range d.Distributions {
		if dist.Players != n {
			continue
		}
		score := abs(dist.Villagers-2*dist.Forsaken)*2 + 10_000
		if dist.Advantage != "*" {
			score += 100
		}
		if won, ok := balance[[2]int{dist.Players, dist.Forsaken}]; ok {
			score = abs(won - 500)
		}
		if best < 0 || score < bestScore {
			best, bestScore = i, score
		}
	}
	if best < 0 {
		return nil, fmt.Errorf("no role distribution for %d travelers (4 to 12 play)", n)
	}
	return Distributed(d.Distributions[best]), nil
}

// balance is how often the Villager Team won, per mille, with each of the
// seed's distributions (players, Forsaken): 2,000 games each, every seat
// a normal computer traveler, seeds derived from DEEP-W00D
// (`deepwood sim forsaken --players N --roles … --games 2000`, measured
// 2026-11-29; levels/forsaken/README.md). Measure again when the
// travelers change: DefaultRoles deals the row nearest 500.
var balance = map[[2]int]int{
	{4, 1}: 759,
	{5, 1}: 831, {5, 2}: 230,
	{6, 2}: 478,
	{7, 2}: 571,
	{8, 2}: 643, {8, 3}: 380,
	{9, 3}:  506,
	{10, 3}: 592,
	{11, 3}: 506, {11, 4}: 389,
	{12, 3}: 526, {12, 4}: 444,
}

// Distributed is a distribution's Role Cards: Forsaken, then Commonfolk.
func Distributed(dist Distribution) []Role {
	var out []Role
	for range dist.Forsaken {
		out = append(out, Forsaken)
	}
	for range dist.Villagers {
		out = append(out, Commonfolk)
	}
	return out
}

// CheckRoles refuses Role Cards the box cannot supply or that end the
// game before it starts: 4 to 12 travelers, one card each; no more copies
// of a role than the box holds, keeping a Commonfolk card spare for the
// Shrouded's exchange and a Forsaken card for the Cursed's; at least one
// Forsaken (Forsaken, Silencer or Shrouded), fewer than everyone else.
func CheckRoles(d *Data, n int, roles []Role) error {
	if n < 4 || n > 12 {
		return fmt.Errorf("%d travelers: Forsaken Forest plays with 4 to 12", n)
	}
	if len(roles) != n {
		return fmt.Errorf("%d Role Cards for %d travelers", len(roles), n)
	}
	var count [NumRoles]int
	killers := 0
	for _, r := range roles {
		if r >= NoRole {
			return fmt.Errorf("unknown role %d", r)
		}
		count[r]++
		if r.Killer() {
			killers++
		}
	}
	if count[Shrouded] > 0 {
		count[Commonfolk]++
	}
	if count[Cursed] > 0 {
		count[Forsaken]++
	}
	for r, c := range count {
		if c > d.Roles[r].Cards {
			return fmt.Errorf("%d %s cards wanted, the box has %d (a spare is kept for Night One's exchanges)", c, Role(r), d.Roles[r].Cards)
		}
	}
	if killers == 0 {
		return fmt.Errorf("no Forsaken among the roles")
	}
	if killers >= n-killers {
		return fmt.Errorf("%d Forsaken against %d others would win before the game begins", killers, n-killers)
	}
	return nil
}

// Weights sums the seed's role weights per side: the Villager Team's
// strength and the Forsaken Team's (the Cursed and the Coward count for
// the Forsaken). For showing a distribution only.
func Weights(d *Data, roles []Role) (villagers, forsaken float64) {
	for _, r := range roles {
		if r.Killer() || r == Cursed || r == Coward {
			forsaken += d.Roles[r].Weight
		} else {
			villagers += d.Roles[r].Weight
		}
	}
	return villagers, forsaken
}

// WithSpecialRoles swaps Special Roles in for plain ones: the Oracle and
// the Priest for two Commonfolk, the Navigator for a third at seven or
// more travelers, and the Silencer for a Forsaken, the Shrouded for a
// second when three or more play for the Forsaken (RULES S38).
func WithSpecialRoles(roles []Role, on bool) []Role {
	out := append([]Role(nil), roles...)
	if !on {
		return out
	}
	swap := func(from, to Role) {
		for i, r := range out {
			if r == from {
				out[i] = to
				return
			}
		}
	}
	f := 0
	for _, r := range out {
		if r == Forsaken {
			f++
		}
	}
	swap(Commonfolk, Oracle)
	swap(Commonfolk, Priest)
	if len(out) >= 7 {
		swap(Commonfolk, Navigator)
	}
	swap(Forsaken, Silencer)
	if f >= 3 {
		swap(Forsaken, Shrouded)
	}
	return out
}

// FirstSeat is the traveler the seed chooses at random to go first on
// Day One (the rulebook's "Day One": the Fugue and the first turn start
// there); Night One's wake draws it from the same stream.
func FirstSeat(seed dice.Seed, players int) int {
	return dice.NewStream(seed, "first").IntN(players)
}

// PlayerSeat is the seat a person takes at a table dealt from seed: as
// random as the roles (RULES S39), and the same for the same seed.
func PlayerSeat(seed dice.Seed, players int) int {
	return dice.NewStream(seed, "player-seat").IntN(players)
}

// PlayerSeats are the seats people at one screen take (pass and play,
// RULES S41), person by person: the first takes first (PlayerSeat, or the
// first to play in a guided game), and each other person a seat drawn at
// random from those left, from a stream of the seed's own, so one person's
// seat is PlayerSeat's as before and every seat stays as random as the
// roles dealt to it. It returns nil when the people outnumber the seats.
func PlayerSeats(seed dice.Seed, players, people int, first int) []int {
	if people < 1 || people > players || first < 0 || first >= players {
		return nil
	}
	out := []int{first}
	var left []int
	for seat := range players {
		if seat != first {
			left = append(left, seat)
		}
	}
	st := dice.NewStream(seed, "player-seats")
	for len(out) < people {
		i := st.IntN(len(left))
		out = append(out, left[i])
		left = append(left[:i], left[i+1:]...)
	}
	return out
}
