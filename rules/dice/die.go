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

// dieSides and dieLow are tables, not switches, because Roll is on every
// simulated turn's hot path.
var (
	dieSides = [...]uint8{D4: 4, D6: 6, D8: 8, D10: 10, D12: 12}
	dieLow   = [...]uint8{D4: 1, D6: 1, D8: 1, D10: 0, D12: 1}
)

// Sides is how many faces the die has (0 for an unknown die).
func (d Die) Sides() int {
	if int(d) >= len(dieSides) {
		return 0
	}
	return int(dieSides[d])
}

// Low is the smallest face: 0 for the d10, 1 for the rest.
func (d Die) Low() int {
	if int(d) >= len(dieLow) {
		return 1
	}
	return int(dieLow[d])
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
