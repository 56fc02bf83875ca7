package forsaken

import (
	"fmt"
	"strconv"
	"strings"
)

// A replay of Forsaken Forest keeps its set-up in three header lines
// (RULES S37): the number of travelers, the Role Cards in play before the
// deal (absent: the default deal, DefaultRoles) and the seats people played
// (absent: none). Actions are Action.String's text.
const (
	PlayersKey = "players"
	RolesKey   = "roles"
	HumansKey  = "humans"
)

// FormatRoles writes Role Cards as the header keeps them: "forsaken,commonfolk,…".
func FormatRoles(roles []Role) string {
	words := make([]string, len(roles))
	for i, r := range roles {
		words[i] = r.String()
	}
	return strings.Join(words, ",")
}

// ParseRoles reads FormatRoles's text.
func ParseRoles(text string) ([]Role, error) {
	var out []Role
	for _, w := range strings.Split(text, ",") {
		r, ok := ParseRole(strings.TrimSpace(w))
		if !ok || r == NoRole {
			return nil, fmt.Errorf("unknown role %q", w)
		}
		out = append(out, r)
		if len(out) > 12 {
			return nil, fmt.Errorf("more than 12 roles")
		}
	}
	return out, nil
}

// FormatSeats writes seat numbers as "0,3".
func FormatSeats(seats []int) string {
	words := make([]string, len(seats))
	for i, s := range seats {
		words[i] = strconv.Itoa(s)
	}
	return strings.Join(words, ",")
}

// ParseSeats reads FormatSeats's text (empty: no seats).
func ParseSeats(text string) ([]int, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	var out []int
	for _, w := range strings.Split(text, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(w))
		if err != nil || n < 0 || n > 11 {
			return nil, fmt.Errorf("bad seat %q", w)
		}
		for _, s := range out {
			if s == n {
				return nil, fmt.Errorf("seat %d named twice", n)
			}
		}
		out = append(out, n)
	}
	return out, nil
}

// ParsePlayers reads the players line: 4 to 12.
func ParsePlayers(text string) (int, error) {
	n, err := strconv.Atoi(text)
	if err != nil || n < 4 || n > 12 {
		return 0, fmt.Errorf("players %q is not 4 to 12", text)
	}
	return n, nil
}
