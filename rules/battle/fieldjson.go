package battle

import (
	"encoding/json"
	"fmt"

	"deepwood/rules/hex"
)

// FieldCell is one hex as JSON shows it: odd-r column and row, terrain and
// elevation. `deepwood levels --json` prints these.
type FieldCell struct {
	Col     int    `json:"col"`
	Row     int    `json:"row"`
	Terrain string `json:"terrain"`
	Height  int    `json:"height"`
}

// FieldJSON is a field as data: its size, every hex and every barrier.
type FieldJSON struct {
	Width    int           `json:"width"`
	Height   int           `json:"height"`
	Cells    []FieldCell   `json:"cells"`
	Barriers []BarrierSpec `json:"barriers"`
}

// Data is the field as plain data, in cell order.
func (f *Field) Data() FieldJSON {
	out := FieldJSON{Width: f.Grid.Width(), Height: f.Grid.Height(), Barriers: append([]BarrierSpec{}, f.specs...)}
	for i := range f.Grid.Len() {
		o := f.Grid.At(i).Offset()
		out.Cells = append(out.Cells, FieldCell{o.Col, o.Row, f.terrain[i].String(), int(f.height[i])})
	}
	return out
}

// MarshalJSON saves the field as FieldJSON, so a saved state carries its
// battlefield.
func (f *Field) MarshalJSON() ([]byte, error) { return json.Marshal(f.Data()) }

// UnmarshalJSON rebuilds a field saved by MarshalJSON.
func (f *Field) UnmarshalJSON(b []byte) error {
	var d FieldJSON
	if err := json.Unmarshal(b, &d); err != nil {
		return err
	}
	if d.Width < 0 || d.Height < 0 || d.Width*d.Height > 1<<16 {
		return fmt.Errorf("battle: field size %d×%d out of range", d.Width, d.Height)
	}
	exists := make(map[hex.Offset]bool, len(d.Cells))
	for _, c := range d.Cells {
		exists[hex.Offset{Col: c.Col, Row: c.Row}] = true
	}
	g := hex.NewGrid(d.Width, d.Height, func(o hex.Offset) bool { return exists[o] })
	nf := NewField(g)
	for _, c := range d.Cells {
		t, ok := terrainByName[c.Terrain]
		if !ok {
			return fmt.Errorf("battle: unknown terrain %q", c.Terrain)
		}
		h := hex.Offset{Col: c.Col, Row: c.Row}.Axial()
		nf.SetTerrain(h, t)
		nf.SetHeight(h, c.Height)
	}
	for _, b := range d.Barriers {
		if err := nf.checkBarrier(b); err != nil {
			return err
		}
		nf.AddBarrier(b)
	}
	*f = *nf
	return nil
}

var terrainByName = map[string]Terrain{"open": Open, "closed": Closed, "impassable": Impassable}

// checkBarrier rejects a barrier whose edge is not between two hexes of the
// field or whose kind or direction is unknown.
func (f *Field) checkBarrier(b BarrierSpec) error {
	if b.Kind != Soft && b.Kind != Hard {
		return fmt.Errorf("battle: unknown barrier kind %d", b.Kind)
	}
	if !b.Dir.Valid() {
		return fmt.Errorf("battle: unknown direction %d", b.Dir)
	}
	from := b.At.Axial()
	if !f.Grid.Contains(from) || !f.Grid.Contains(from.Neighbor(b.Dir)) {
		return fmt.Errorf("battle: barrier at column %d row %d %v is not between two hexes of the field", b.At.Col, b.At.Row, b.Dir)
	}
	return nil
}

// barrierJSON is a barrier as readable JSON: kind and direction by name.
type barrierJSON struct {
	Kind   string `json:"kind"`
	OneWay bool   `json:"one_way"`
	Col    int    `json:"col"`
	Row    int    `json:"row"`
	Dir    string `json:"dir"`
}

// MarshalJSON writes the barrier with its kind ("soft", "hard") and
// direction ("E", "NE", …) by name.
func (b BarrierSpec) MarshalJSON() ([]byte, error) {
	return json.Marshal(barrierJSON{b.Kind.String(), b.OneWay, b.At.Col, b.At.Row, b.Dir.String()})
}

// UnmarshalJSON reads a barrier written by MarshalJSON.
func (b *BarrierSpec) UnmarshalJSON(data []byte) error {
	var j barrierJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	dir, ok := dirNames[j.Dir]
	if !ok {
		return fmt.Errorf("battle: unknown direction %q", j.Dir)
	}
	kind := map[string]BarrierKind{"soft": Soft, "hard": Hard}[j.Kind]
	*b = BarrierSpec{Kind: kind, OneWay: j.OneWay, At: hex.Offset{Col: j.Col, Row: j.Row}, Dir: dir}
	return nil
}
