package cli

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxMessage bounds an error message as printed. Messages Deepwood writes
// quote with quote.Short, but some come from elsewhere (the flag package
// quotes a bad value whole; a path comes back in an open error): Tame cuts
// those in the middle, keeping the start and the end, which say which flag
// or file it was about.
const maxMessage = 400

// Tame makes an error message safe to print, for the headless subcommands
// and autoplay: control characters other than line breaks and tabs are
// escaped (a file name or flag holding an escape sequence cannot drive the
// terminal), and a message longer than maxMessage bytes keeps its first
// and last part around its length. An invalid UTF-8 byte prints as U+FFFD,
// so the result is valid UTF-8.
func Tame(msg string) string {
	var b strings.Builder
	for _, r := range msg {
		if unicode.IsControl(r) && r != '\n' && r != '\t' {
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
			continue
		}
		b.WriteRune(r)
	}
	s := b.String()
	if len(s) <= maxMessage {
		return s
	}
	head, tail := cutAt(s, maxMessage/2-20), s[len(s)-(maxMessage/2-20):]
	for len(tail) > 0 && !utf8.RuneStart(tail[0]) {
		tail = tail[1:]
	}
	return fmt.Sprintf("%s …(%d bytes)… %s", head, len(s), tail)
}

// cutAt is s's first n bytes, backed off to a whole character.
func cutAt(s string, n int) string {
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
