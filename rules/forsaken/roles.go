package forsaken

import (
	"fmt"
	"slices"

	"deepwood/rules/dice"
)

// DefaultRoles is the deal a table of n travelers gets when no roles are
// named, one whose balance was measured nearest even: the Villager Team's
// share of the games the computer travelers played with it (balance,
// deals). Where one of the seed's rows for n with no Special Roles lands
// within 40–60%, the seed's row nearest half is dealt (SeedRoles); where
// none does (4, 5, 7, 8 and 10 travelers), the nearest half of every measured
// deal for n, the seed's rows and Deepwood's deals with Special Roles
// (Deals), which is one of the latter (RULES S4). A count with nothing
// measured deals SeedRoles's fallback.
func DefaultRoles(d *Data, n int) ([]Role, error) {
	roles, won, err := seedDefault(d, n)
	if err != nil || (won >= 400 && won <= 600) {
		return roles, err
	}
	best, bestScore := roles, 10_000
	if won >= 0 {
		bestScore = abs(won - 500)
	}
	for _, deal := range Deals(n) {
		if score := abs(deal.Balance - 500); score < bestScore {
			best, bestScore = deal.Roles, score
		}
	}
	return best, nil
}

// SeedRoles is the seed's suggested distribution with no Special Roles
// for n travelers whose balance was measured nearest even (balance): of
// the seed's rows for n, the one in which the computer travelers' Villager
// Team won nearest half its games. A count with no measured row falls back
// to an ideal row (*) where the table marks one, else the one nearest the
// ideal two Villagers per Forsaken (RULES S4). A guided first game, which
// has no Special Roles, deals it where DefaultRoles would not (RULES S40).
func SeedRoles(d *Data, n int) ([]Role, error) {
	roles, _, err := seedDefault(d, n)
	return roles, err
}

// seedDefault is SeedRoles with its measured Villager wins per mille, -1
// where the row was not measured.
func seedDefault(d *Data, n int) ([]Role, int, error) {
	best, bestScore, bestWon := -1, 0, -1
	for i, dist := range d.Distributions {
		if dist.Players != n {
			continue
		}
		score, won := abs(dist.Villagers-2*dist.Forsaken)*2+10_000, -1
		if dist.Advantage != "*" {
			score += 100
		}
		if w, ok := balance[[2]int{dist.Players, dist.Forsaken}]; ok {
			score, won = abs(w-500), w
		}
		if best < 0 || score < bestScore {
			best, bestScore, bestWon = i, score, won
		}
	}
	if best < 0 {
		return nil, -1, fmt.Errorf("no role distribution for %d travelers (4 to 12 play)", n)
	}
	return Distributed(d.Distributions[best]), bestWon, nil
}

// A Deal is a deal with Special Roles whose balance Deepwood measured: the
// Role Cards in play and how often the Villager Team won with them, per
// mille, measured as balance is.
type Deal struct {
	Players int
	Roles   []Role
	Balance int
}

// Deals are the measured deals with Special Roles for n travelers, in
// the table's order; each its own copy.
func Deals(n int) []Deal {
	var out []Deal
	for _, deal := range deals {
		if deal.Players == n {
			deal.Roles = slices.Clone(deal.Roles)
			out = append(out, deal)
		}
	}
	return out
}

// deals are Deepwood's deals with Special Roles for the counts where no
// row of the seed's table lands within 40–60% (4, 5, 7, 8 and 10
// travelers; balance). The seed weighs each role ("Role Distribution":
// the Shrouded 1.5 and the Coward and the Cursed 0.5 for the Forsaken
// Team, a Commonfolk or a Forsaken 1) and says a Special Role for one
// team "should be balanced" by the other side, the other team larger or
// its own smaller; these trade a plain Forsaken for the Shrouded, or a
// Commonfolk for the Coward or the Cursed, and land within 40–60% where
// the seed's rows do not. Measured as balance is: 2,000 games each, every
// seat a normal computer traveler, seeds derived from DEEP-W00D,
// 2026-11-29, with the Forsaken who leave the Void's last step to others
// on Day 1 (issue 39; `deepwood sim forsaken --players N --roles …
// --games 2000`; levels/forsaken/README.md, which also lists the deals
// tried and left out).
var deals = []Deal{
	// 4: Shrouded against 3 Commonfolk, weights 3 : 1.5, the ideal 2:1
	// (one plain Forsaken: 68.4%).
	{4, []Role{Shrouded, Commonfolk, Commonfolk, Commonfolk}, 523},
	// 5: Shrouded and Coward against 3 Commonfolk, 3 : 2 (1 Forsaken:
	// 86.3%, 2: 15.6%).
	{5, []Role{Shrouded, Coward, Commonfolk, Commonfolk, Commonfolk}, 510},
	// 7: Shrouded and a Forsaken against 5 Commonfolk, 5 : 2.5, the ideal
	// 2:1 (2 Forsaken: 65.4%).
	{7, []Role{Shrouded, Forsaken, Commonfolk, Commonfolk, Commonfolk, Commonfolk, Commonfolk}, 576},
	// 8: Shrouded, a Forsaken, the Coward and the Cursed against 4
	// Commonfolk, 4.5 : 3.5 (2 Forsaken: 76.9%, 3: 35.0%; without the
	// Cursed 60.6%).
	{8, []Role{Shrouded, Forsaken, Coward, Cursed, Commonfolk, Commonfolk, Commonfolk, Commonfolk}, 577},
	// 10: 3 Forsaken and the Coward against 6 Commonfolk, 6 : 3.5 (3
	// Forsaken: 67.7%, 4: 28.8% on 1,000 games of FF39).
	{10, []Role{Forsaken, Forsaken, Forsaken, Coward, Commonfolk, Commonfolk, Commonfolk, Commonfolk, Commonfolk, Commonfolk}, 528},
}

// balance is how often the Villager Team won, per mille, with each of the
// seed's distributions (players, Forsaken): 2,000 games each, every seat
// a normal computer traveler, seeds derived from DEEP-W00D
// (`deepwood sim forsaken --players N --roles … --games 2000`, measured
// 2026-11-29; levels/forsaken/README.md). Measure again, deals too, when
// the travelers change: DefaultRoles deals the row nearest 500.
var balance = map[[2]int]int{
	{4, 1}: 684,
	{5, 1}: 863, {5, 2}: 156,
	{6, 2}: 416,
	{7, 2}: 654,
	{8, 2}: 769, {8, 3}: 350,
	{9, 3}:  548,
	{10, 3}: 677,
	{11, 3}: 739, {11, 4}: 464,
	{12, 3}: 787, {12, 4}: 575,
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
