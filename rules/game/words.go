package game

import (
	"fmt"
	"strconv"
)

// Small is the integer kinds a mode's enumerations are made of.
type Small interface {
	~uint8 | ~int8
}

// Words names the values of one of a mode's enumerations (phases, action
// and event kinds, card types), so that saves, replays and JSON write each
// value as a word and read it back, and every enumeration spells its
// unknown values and refusals the same way.
type Words[T Small] struct {
	// Names is every value's word, indexed by the value.
	Names []string
	// Kind is what a value is, for refusals: unknown <Kind> "word".
	Kind string
	// Short names an out-of-range value, Short(7); Kind when empty.
	Short string
}

// Name is v's word, or Short(v) for a value without one.
func (w Words[T]) Name(v T) string {
	if int(v) >= 0 && int(v) < len(w.Names) {
		return w.Names[v]
	}
	short := w.Short
	if short == "" {
		short = w.Kind
	}
	return short + "(" + strconv.Itoa(int(v)) + ")"
}

// Text is Name as a MarshalText method returns it.
func (w Words[T]) Text(v T) ([]byte, error) { return []byte(w.Name(v)), nil }

// Parse finds the value a word names.
func (w Words[T]) Parse(s string) (T, bool) {
	for i, n := range w.Names {
		if n == s {
			return T(i), true
		}
	}
	return 0, false
}

// Read sets *v to the value b names, as an UnmarshalText method does, or
// refuses a word it does not know.
func (w Words[T]) Read(v *T, b []byte) error {
	x, ok := w.Parse(string(b))
	if !ok {
		return fmt.Errorf("unknown %s %q", w.Kind, b)
	}
	*v = x
	return nil
}

// Ordinal writes n as an English ordinal, 1st, 2nd, 3rd, 4th … 11th, 12th,
// 13th … 21st, for the Forest's journal ("the 3rd Year") and the battle's
// unit names ("Light Infantry, 2nd").
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}
