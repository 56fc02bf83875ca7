package ui

import "strconv"

// Count writes n with the noun in its number, "1 action" or "4 actions",
// so no screen shows "action(s)".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
