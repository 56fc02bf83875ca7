// Package quote shows untrusted text (a seed someone typed, a field of a
// replay, a word from the command line) inside an error message: Go-quoted,
// so a control character or invalid UTF-8 is shown escaped and never
// reaches a terminal raw, and cut short, so a pasted 100 KB file or a
// megabyte-long corrupt line does not flood the screen.
package quote

import "fmt"

// Runes is how much of the text an error message shows: enough to
// recognise it.
const Runes = 32

// Short quotes text, cut after Runes characters with its full length in
// bytes.
func Short(text string) string {
	n := 0
	for i := range text {
		if n == Runes {
			return fmt.Sprintf("%q… (%d bytes)", text[:i], len(text))
		}
		n++
	}
	return fmt.Sprintf("%q", text)
}
