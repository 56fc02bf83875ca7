package battle

import (
	"deepwood/rules/hex"
)

// Terrain is a hex's type (§5.02).
type Terrain int8

// The three hex types of §5.02.
const (
	Open Terrain = iota
	Closed
	Impassable
)

func (t Terrain) String() string {
	return [...]string{"open", "closed", "impassable"}[t]
}

// BarrierKind is a barrier's type (§5.02).
type BarrierKind int8

// The two barrier types: soft ones cost an attacker 1 strength, hard ones
// cannot be crossed and cut adjacency.
const (
	Soft BarrierKind = iota + 1
	Hard
)

func (k BarrierKind) String() string {
	switch k {
	case Soft:
		return "soft"
	case Hard:
		return "hard"
	}
	return "none"
}

// BarrierSpec is one barrier on the edge between a hex (odd-r offset, as
// data files write it) and its neighbour in Dir. A one-way barrier acts only
// on crossings from the hex towards Dir.
type BarrierSpec struct {
	Kind   BarrierKind   `json:"kind"`
	OneWay bool          `json:"one_way"`
	At     hex.Offset    `json:"at"`
	Dir    hex.Direction `json:"dir"`
}

// Field is a battlefield: the hexes, their terrain and elevation, and the
// barriers on their edges. It is immutable once built and shared between
// states.
type Field struct {
	Grid     *hex.Grid
	terrain  []Terrain
	height   []int8
	specs    []BarrierSpec
	soft     hex.Barriers // crossings a soft barrier penalises
	hard     hex.Barriers // crossings a hard barrier stops
	hardEdge hex.Barriers // every edge with any hard barrier, both ways
}

// NewField builds a field over g with all hexes open and flat.
func NewField(g *hex.Grid) *Field {
	return &Field{Grid: g, terrain: make([]Terrain, g.Len()), height: make([]int8, g.Len())}
}

// SetTerrain sets a hex's terrain (used by loaders and tests).
func (f *Field) SetTerrain(h hex.Axial, t Terrain) {
	if i, ok := f.Grid.Index(h); ok {
		f.terrain[i] = t
	}
}

// SetHeight sets a hex's elevation.
func (f *Field) SetHeight(h hex.Axial, z int) {
	if i, ok := f.Grid.Index(h); ok {
		f.height[i] = int8(z)
	}
}

// AddBarrier puts a barrier on an edge.
func (f *Field) AddBarrier(b BarrierSpec) {
	from := b.At.Axial()
	to := from.Neighbor(b.Dir)
	f.specs = append(f.specs, b)
	set := &f.soft
	if b.Kind == Hard {
		set = &f.hard
		f.hardEdge.Block(from, to)
	}
	if b.OneWay {
		set.BlockOneWay(from, to)
	} else {
		set.Block(from, to)
	}
}

// Barriers lists the barriers in the order they were added.
func (f *Field) Barriers() []BarrierSpec { return append([]BarrierSpec(nil), f.specs...) }

// Terrain is the hex's type; hexes off the field are impassable.
func (f *Field) Terrain(h hex.Axial) Terrain {
	if i, ok := f.Grid.Index(h); ok {
		return f.terrain[i]
	}
	return Impassable
}

// Height is the hex's elevation (0 off the field).
func (f *Field) Height(h hex.Axial) int {
	if i, ok := f.Grid.Index(h); ok {
		return int(f.height[i])
	}
	return 0
}

// Passable reports a hex on the field that is not impassable.
func (f *Field) Passable(h hex.Axial) bool { return f.Terrain(h) != Impassable }

// CanCross reports whether a unit may step from one hex to an adjacent one:
// both passable and no hard barrier stopping that crossing (§5.02).
func (f *Field) CanCross(from, to hex.Axial) bool {
	return f.Passable(to) && !f.hard.Blocked(from, to)
}

// Adjacent reports two hexes that touch and have no hard barrier between
// them: only such units are in contact and may fight (§5.02, RULES M10).
func (f *Field) Adjacent(a, b hex.Axial) bool {
	return hex.Distance(a, b) == 1 && !f.hardEdge.Blocked(a, b)
}

// SoftAcross reports a soft barrier that penalises an attack from one hex
// into the adjacent other (both ways for two-way barriers).
func (f *Field) SoftAcross(from, to hex.Axial) bool { return f.soft.Blocked(from, to) }

// SoftTwoWay reports a soft barrier that penalises attacks both ways on the
// edge, where the unit that moved last is the attacker (§5.02).
func (f *Field) SoftTwoWay(a, b hex.Axial) bool { return f.soft.Blocked(a, b) && f.soft.Blocked(b, a) }

// EnterCost is the movement a troop spends to step into a hex: 2 for closed
// terrain, 1 for light infantry anywhere and for open terrain (DESIGN
// decision 3).
func (f *Field) EnterCost(t Troop, to hex.Axial) int {
	if f.Terrain(to) == Closed && t != LightInfantry {
		return 2
	}
	return 1
}

// Edge is one of the two map edges an army can retreat by (DESIGN 5).
type Edge int8

// The two edges: row 0 and the last row.
const (
	Top Edge = iota
	Bottom
)

func (e Edge) String() string { return [...]string{"top", "bottom"}[e] }

// OnEdge reports a hex in the first (Top) or last (Bottom) row of the field.
func (f *Field) OnEdge(h hex.Axial, e Edge) bool {
	if !f.Grid.Contains(h) {
		return false
	}
	row := h.Offset().Row
	if e == Top {
		return row == 0
	}
	return row == f.Grid.Height()-1
}
