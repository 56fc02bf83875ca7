package forwardui

import "strconv"

// itoa is strconv.Itoa, short for labels.
func itoa(n int) string { return strconv.Itoa(n) }
