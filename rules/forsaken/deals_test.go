package forsaken

import (
	"slices"
	"testing"

	"deepwood/rules/dice"
)

// The seed's suggested distributions, and the one a game deals by
// default (RULES S4): the row whose measured Villager wins are nearest
// half where one lands within 40–60% (6, 9, 11 and 12: 41.6%, 54.8%,
// 46.4% with 4 Forsaken, 57.5% with 4). At 4, 5, 7, 8 and 10, where none
// does, the measured deal with Special Roles is dealt instead, and
// SeedRoles keeps the row nearest half (the Forsaken-favoured one at 5
// and 8) for a game without them.
func TestDefaultRolesFollowTheSeedsTable(t *testing.T) {
	d := MustData()
	F, C, S, W, X := Forsaken, Commonfolk, Shrouded, Coward, Cursed
	tests := []struct {
		players int
		seed    []Role // SeedRoles: the seed's row nearest half
		deal    []Role // DefaultRoles, when not the seed's row
	}{
		{4, []Role{F, C, C, C}, []Role{S, C, C, C}},
		{5, []Role{F, F, C, C, C}, []Role{S, W, C, C, C}},
		{6, []Role{F, F, C, C, C, C}, nil},
		{7, []Role{F, F, C, C, C, C, C}, []Role{S, F, C, C, C, C, C}},
		{8, []Role{F, F, F, C, C, C, C, C}, []Role{S, F, W, X, C, C, C, C}},
		{9, append([]Role{F, F, F}, slices.Repeat([]Role{C}, 6)...), nil},
		{10, append([]Role{F, F, F}, slices.Repeat([]Role{C}, 7)...), append([]Role{F, F, F, W}, slices.Repeat([]Role{C}, 6)...)},
		{11, append([]Role{F, F, F, F}, slices.Repeat([]Role{C}, 7)...), nil},
		{12, append([]Role{F, F, F, F}, slices.Repeat([]Role{C}, 8)...), nil},
	}
	for _, tt := range tests {
		roles, err := DefaultRoles(d, tt.players)
		if err != nil {
			t.Fatal(err)
		}
		seed, err := SeedRoles(d, tt.players)
		if err != nil {
			t.Fatal(err)
		}
		want := tt.deal
		if want == nil {
			want = tt.seed
		}
		if !slices.Equal(roles, want) {
			t.Errorf("%d players: DefaultRoles %s, want %s", tt.players, FormatRoles(roles), FormatRoles(want))
		}
		if !slices.Equal(seed, tt.seed) {
			t.Errorf("%d players: SeedRoles %s, want %s", tt.players, FormatRoles(seed), FormatRoles(tt.seed))
		}
		if err := CheckRoles(d, tt.players, roles); err != nil {
			t.Errorf("%d players: the default deal %s: %v", tt.players, FormatRoles(roles), err)
		}
		if deals := Deals(tt.players); (tt.deal == nil) != (len(deals) == 0) {
			t.Errorf("%d players: measured deals %v", tt.players, deals)
		}
	}
	if len(d.Distributions) != 13 {
		t.Errorf("%d distributions, the seed's table has 13", len(d.Distributions))
	}
	if _, err := DefaultRoles(d, 3); err == nil {
		t.Error("3 travelers dealt a game")
	}
}

// Every measured deal with Special Roles can be dealt, lands within
// 40–60%, and is dealt by default only where none of the seed's rows
// does: it is the nearest half of all measured deals for its count.
func TestMeasuredDeals(t *testing.T) {
	d := MustData()
	for _, deal := range deals {
		if err := CheckRoles(d, deal.Players, deal.Roles); err != nil {
			t.Errorf("%s: %v", FormatRoles(deal.Roles), err)
		}
		if deal.Balance < 400 || deal.Balance > 600 {
			t.Errorf("%s: Villagers won %d per mille", FormatRoles(deal.Roles), deal.Balance)
		}
		for _, dist := range d.Distributions {
			won, ok := balance[[2]int{dist.Players, dist.Forsaken}]
			if dist.Players == deal.Players && (!ok || abs(won-500) <= abs(deal.Balance-500)) {
				t.Errorf("%d players: the seed's %d Forsaken (%d) is as near half as %s", deal.Players, dist.Forsaken, won, FormatRoles(deal.Roles))
			}
		}
	}
	// Deals hands out copies: changing one changes no later deal.
	Deals(5)[0].Roles[0] = Forsaken
	if Deals(5)[0].Roles[0] != Shrouded {
		t.Error("Deals shares the table's Role Cards")
	}
}

// The default deal at 4, 5, 7, 8 and 10 travelers plays whole games
// through: the Shrouded's and the Cursed's exchanges and the Coward's
// waking on Night One, and every game ends with the invariants held.
func TestMeasuredDealsPlayThrough(t *testing.T) {
	d := MustData()
	for _, n := range []int{4, 5, 7, 8, 10} {
		for i := range 20 {
			seed := dice.Seed(uint64(n)*1000 + uint64(i))
			res := PlayDealt(d, seed, Setup{Players: n}, func(seat int, team Team) Traveler {
				return NewComputer(d, Normal, seat, n, seed)
			}, true)
			if res.Winner == NoTeam || len(res.Violations) > 0 {
				t.Fatalf("%d players, seed %s: %+v", n, seed.Code(), res)
			}
		}
	}
}
