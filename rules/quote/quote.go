// Package quote shows untrusted text (a seed someone typed, a field of a
// replay, a word from the command line) inside an error message: Go-quoted,
// so a control character or invalid UTF-8 is shown escaped and never
// reaches a terminal raw, and cut short, so a pasted 100 KB file or a
// megabyte-long corrupt line does not flood the screen.
package quote

import (
	"fmt"
	"strconv"
)

// Runes is how much of the text an error message shows: enough to
// recognise it.
const Runes = 32

// MaxQuoted bounds the quoted part itself: 32 characters that each need a
// ten-byte escape (\U000beffa) would otherwise make a 320-byte message.
const MaxQuoted = 100

// Short quotes text, cut after Runes characters (or fewer, when escapes
// would make the quote longer than MaxQuoted bytes) with its full length in
// bytes.
func Short(text string) string {
	n := 0
	cut := -1
	for i := range text {
		if n == Runes {
			cut = i
			break
		}
		n++
	}
	if cut < 0 {
		if q := strconv.Quote(text); len(q) <= MaxQuoted {
			return q
		}
		cut = len(text)
	}
	prefix := text[:cut]
	q := strconv.Quote(prefix)
	for len(q) > MaxQuoted {
		prefix = dropLastRune(prefix)
		q = strconv.Quote(prefix)
	}
	return fmt.Sprintf("%s… (%d bytes)", q, len(text))
}

// dropLastRune shortens s by one character as range sees them (an invalid
// byte counts as one).
func dropLastRune(s string) string {
	last := 0
	for i := range s {
		last = i
	}
	return s[:last]
}
