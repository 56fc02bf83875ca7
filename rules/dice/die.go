package dice

import "fmt"

// Die names a kind of die the seeds use.
type Die uint8

// The dice of the three games. D10 reads 0–9, as the Mass Combat skill check
// asks.
const (
	D4 Die = iota + 1
	D6
	D8
	D10
	D12
)

// Sides is how many faces the die has.
func (d Die) Sides() int {
	switch d {
	case D4:
		return 4
	case D6:
		return 6
	case D8:
		return 8
	case D10:
		return 10
	case D12:
		return 12
	}
	panic(fmt.Sprintf("dice: unknown die %d", d))
}

// Low is the smallest face: 0 for the d10, 1 for the rest.
func (d Die) Low() int {
	if d == D10 {
		return 0
	}
	return 1
}

// String names the die as a player does.
func (d Die) String() string { return fmt.Sprintf("d%d", d.Sides()) }

// Roll is one die thrown, for the log the screens show.
type Roll struct {
	Stream string
	Die    Die
	Value  int
}

// Log keeps the most recent rolls, oldest first; it is bounded so a long
// simulation does not grow it without end.
type Log struct {
	rolls []Roll
	limit int
}

// NewLog keeps at most limit rolls (limit <= 0 means 256).
func NewLog(limit int) *Log {
	if limit <= 0 {
		limit = 256
	}
	return &Log{limit: limit}
}

func (l *Log) add(r Roll) {
	if len(l.rolls) == l.limit {
		copy(l.rolls, l.rolls[1:])
		l.rolls = l.rolls[:len(l.rolls)-1]
	}
	l.rolls = append(l.rolls, r)
}

// Rolls returns the kept rolls, oldest first. The slice is the log's own.
func (l *Log) Rolls() []Roll { return l.rolls }

// Clear forgets every roll.
func (l *Log) Clear() { l.rolls = l.rolls[:0] }
