package hex

// Offset is a hex in offset coordinates: a column and a row on a
// rectangular map. It is how people and data files name cells ("row 3,
// column 7"), but neighbour and distance formulas differ between odd and
// even rows, so convert to Axial before doing geometry.
type Offset struct {
	Col, Row int
}

// OffsetToAxial converts from the odd-r layout the game uses (pointy-top,
// odd rows shoved right by half a hex) to axial coordinates.
func OffsetToAxial(o Offset) Axial {
	return Axial{Q: o.Col - (o.Row-(o.Row&1))/2, R: o.Row}
}

// AxialToOffset converts axial coordinates to the game's odd-r layout; it is
// the inverse of OffsetToAxial for every hex.
func AxialToOffset(a Axial) Offset {
	return Offset{Col: a.Q + (a.R-(a.R&1))/2, Row: a.R}
}

// EvenRToAxial converts from the even-r layout (pointy-top, even rows shoved
// right), for reading maps drawn in that convention.
func EvenRToAxial(o Offset) Axial {
	return Axial{Q: o.Col - (o.Row+(o.Row&1))/2, R: o.Row}
}

// AxialToEvenR is the inverse of EvenRToAxial.
func AxialToEvenR(a Axial) Offset {
	return Offset{Col: a.Q + (a.R+(a.R&1))/2, Row: a.R}
}

// OddQToAxial converts from the odd-q layout (flat-top, odd columns shoved
// down), for flat-top maps.
func OddQToAxial(o Offset) Axial {
	return Axial{Q: o.Col, R: o.Row - (o.Col-(o.Col&1))/2}
}

// AxialToOddQ is the inverse of OddQToAxial.
func AxialToOddQ(a Axial) Offset {
	return Offset{Col: a.Q, Row: a.R + (a.Q-(a.Q&1))/2}
}

// EvenQToAxial converts from the even-q layout (flat-top, even columns
// shoved down).
func EvenQToAxial(o Offset) Axial {
	return Axial{Q: o.Col, R: o.Row - (o.Col+(o.Col&1))/2}
}

// AxialToEvenQ is the inverse of EvenQToAxial.
func AxialToEvenQ(a Axial) Offset {
	return Offset{Col: a.Q, Row: a.R + (a.Q+(a.Q&1))/2}
}

// Axial converts an odd-r offset to axial coordinates; it is OffsetToAxial
// as a method so map code reads left to right.
func (o Offset) Axial() Axial { return OffsetToAxial(o) }

// Offset converts a to the game's odd-r offset coordinates; it is
// AxialToOffset as a method.
func (a Axial) Offset() Offset { return AxialToOffset(a) }
