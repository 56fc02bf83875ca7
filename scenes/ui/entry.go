package ui

// Index is an enumeration of the rules (a phase, a result, a kind) used
// as a table's index.
type Index interface {
	~int | ~int8 | ~int16 | ~int32 | ~uint8 | ~uint16 | ~uint32
}

// Entry is table[i], or unknown where i is not in the table: a value the
// screens' tables do not know (a rules package newer than its words or
// pictures) shows as unknown instead of stopping the game.
func Entry[T any, I Index](table []T, i I, unknown T) T {
	if i < 0 || int(i) >= len(table) {
		return unknown
	}
	return table[i]
}
