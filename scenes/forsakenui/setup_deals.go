package forsakenui

import (
	"fmt"
	"slices"
	"strings"

	"deepwood/rules/forsaken"
)

// A choice is one value of the set-up's Roles row: one of the seed's
// suggested distributions, dealt plain or with Special Roles as the
// Special Roles row says, or a deal with Special Roles whose balance
// Deepwood measured (forsaken.Deals), dealt as it is.
type choice struct {
	dist forsaken.Distribution
	deal *forsaken.Deal
}

// roles are the choice's Role Cards, with Special Roles on or off for a
// seed's row (RULES S38).
func (c choice) roles(special bool) []forsaken.Role {
	if c.deal != nil {
		return slices.Clone(c.deal.Roles)
	}
	return forsaken.WithSpecialRoles(forsaken.Distributed(c.dist), special)
}

// choices are the Roles row's values for the chosen count: the seed's
// suggested distributions, then the measured deals with Special Roles
// where there are any (4, 5, 7, 8 and 10 travelers, RULES S4).
func (s *SetupScene) choices() []choice {
	var out []choice
	if s.d == nil {
		return out
	}
	for _, d := range s.d.Distributions {
		if d.Players == s.players {
			out = append(out, choice{dist: d})
		}
	}
	for _, deal := range forsaken.Deals(s.players) {
		out = append(out, choice{deal: &deal})
	}
	return out
}

// chosen is the Roles row's value (false when the count has none).
func (s *SetupScene) chosen() (choice, bool) {
	cs := s.choices()
	if len(cs) == 0 {
		return choice{}, false
	}
	return cs[s.dist%len(cs)], true
}

// onDeal says whether a measured deal with Special Roles is chosen.
func (s *SetupScene) onDeal() bool {
	c, ok := s.chosen()
	return ok && c.deal != nil
}

// Roles are the Role Cards the table deals: the chosen distribution's,
// with Special Roles on taking the places of Commonfolk and Forsaken
// (RULES S38), or the measured deal's as it is.
func (s *SetupScene) Roles() []forsaken.Role {
	c, ok := s.chosen()
	if !ok {
		return nil
	}
	return c.roles(s.special)
}

// pickIdeal chooses the deal a game deals by default (forsaken.
// DefaultRoles): at 4, 5, 7, 8 and 10 travelers the measured deal with Special
// Roles; in a guided first game, which has none, the seed's row nearest
// even (forsaken.SeedRoles, RULES S40). The caller follows it with
// followDeal.
func (s *SetupScene) pickIdeal() {
	s.dist = 0
	want, err := forsaken.DefaultRoles(s.d, s.players)
	if s.guided {
		want, err = forsaken.SeedRoles(s.d, s.players)
	}
	if err != nil {
		return
	}
	for i, c := range s.choices() {
		if slices.Equal(c.roles(false), want) {
			s.dist = i
		}
	}
}

// stepRoles moves the Roles row by step.
func (s *SetupScene) stepRoles(step int) {
	n := len(s.choices())
	if n == 0 {
		return
	}
	was := s.onDeal()
	s.dist = (s.dist + step + n) % n
	s.followDeal(was)
}

// followDeal keeps the Special Roles and guided rows true to the Roles
// row after it moved (was: a measured deal was chosen before). A measured
// deal brings its own Special Roles: choosing it turns the Special Roles
// row on and the guided game off (as turning Special Roles on does), and
// moving from it to one of the seed's rows gives the Special Roles row
// back the value it had for the seed's rows.
func (s *SetupScene) followDeal(was bool) {
	switch now := s.onDeal(); {
	case now && !was:
		s.plainSpecial, s.special, s.guided = s.special, true, false
	case was && !now:
		s.special = s.plainSpecial
	}
}

// leaveDeal follows the Special Roles and guided rows: with Special Roles
// turned off (or the guided game on, which has none) a measured deal
// cannot be played, so the seed's row nearest even is chosen instead
// (forsaken.SeedRoles), dealt plain.
func (s *SetupScene) leaveDeal() {
	if !s.onDeal() || s.special {
		return
	}
	want, err := forsaken.SeedRoles(s.d, s.players)
	if err != nil {
		return
	}
	for i, c := range s.choices() {
		if c.deal == nil && slices.Equal(c.roles(false), want) {
			s.dist = i
		}
	}
}

// distText names the Roles row's value: a seed's distribution with the
// rulebook's advantage mark, or a measured deal's Role Cards on each side
// with how often the Villagers won with it.
func (s *SetupScene) distText() string {
	c, ok := s.chosen()
	if !ok {
		return "none"
	}
	if c.deal != nil {
		return dealText(*c.deal)
	}
	d := c.dist
	adv := map[string]string{"*": "ideal", "V": "favours the Villagers", "F": "favours the Forsaken"}[d.Advantage]
	return fmt.Sprintf("%d Forsaken against %d Villagers (%s)", d.Forsaken, d.Villagers, adv)
}

// dealText names a measured deal: the Forsaken Team's cards against the
// Villager Team's, each in the deal's order with repeats counted, short
// enough for the row at 8 travelers: "Shrouded, Forsaken, Coward vs
// Cursed, 4 Commonfolk". That it is even (measured: the Villagers won
// within 40–60% of the games) is the row's hint (dealHint).
func dealText(deal forsaken.Deal) string {
	side := func(team forsaken.Team) string {
		var order []forsaken.Role
		count := map[forsaken.Role]int{}
		for _, r := range deal.Roles {
			if r.Team() != team {
				continue
			}
			if count[r] == 0 {
				order = append(order, r)
			}
			count[r]++
		}
		var parts []string
		for _, r := range order {
			if count[r] > 1 {
				parts = append(parts, fmt.Sprintf("%d %s", count[r], roleWord(r)))
			} else {
				parts = append(parts, roleWord(r))
			}
		}
		return strings.Join(parts, ", ")
	}
	return side(forsaken.ForsakenTeam) + " vs " + side(forsaken.Villagers)
}

// dealHint is the Roles and Special Roles rows' word on a measured deal:
// how it was measured, and what turning its Special Roles off deals; ""
// when one of the seed's rows is chosen.
func (s *SetupScene) dealHint() string {
	c, ok := s.chosen()
	if !ok || c.deal == nil {
		return ""
	}
	return fmt.Sprintf("An even deal: the Villagers won %.1f%% of 2,000 test games with it; no row of the seed's table for %d lands within 40–60%%. Special Roles off deals its row nearest even.",
		float64(c.deal.Balance)/10, s.players)
}
