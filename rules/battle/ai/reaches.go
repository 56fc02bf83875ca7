package ai

import (
	"deepwood/rules/battle"
	"deepwood/rules/hex"
)

// reaches keeps the hexes units can reach (battle.State.Reach) through one
// decision. A forecast moves the same enemy units from the same hexes for
// every position a plan weighs, and a unit's reach changes only when one of
// its enemies moves near it: within its movement and a hex more, as it may
// not enter an enemy's hex nor walk on once beside one.
type reaches struct {
	field *battle.Field
	seen  map[reachKey][]hex.Reached
}

// reachKey is what a reach depends on: the unit (its troop, so its
// movement), where it stands, and the enemies near enough to matter, in
// id order.
type reachKey struct {
	id   int
	at   hex.Axial
	near [battle.MaxUnits]hex.Axial
	n    int
}

// forget drops every reach kept: the next decision starts afresh.
func (c *reaches) forget() { c.seen = nil }

// of is State.Reach(id)'s hexes, computed once per key.
func (c *reaches) of(v *battle.State, id int) []hex.Reached {
	u := v.Unit(id)
	k := reachKey{id: id, at: u.Hex}
	within := u.Troop.Stats().Move + 2
	for i := range v.Units {
		e := &v.Units[i]
		if e.Side == u.Side || !e.OnField() || hex.Distance(u.Hex, e.Hex) > within {
			continue
		}
		if k.n == len(k.near) {
			return v.Reach(id).Hexes() // more than a side can field: no key
		}
		k.near[k.n] = e.Hex
		k.n++
	}
	if c.seen == nil || c.field != v.Field {
		c.field, c.seen = v.Field, map[reachKey][]hex.Reached{}
	}
	if hs, ok := c.seen[k]; ok {
		return hs
	}
	hs := v.Reach(id).Hexes()
	c.seen[k] = hs
	return hs
}

// destinations is State.Destinations(id) from the kept reach: the reached
// hexes, in the reach's order, that are empty.
func (c *reaches) destinations(v *battle.State, id int, out []hex.Axial) []hex.Axial {
	at := v.Unit(id).Hex
	for _, h := range c.of(v, id) {
		if h.Hex != at && v.UnitAt(h.Hex) < 0 {
			out = append(out, h.Hex)
		}
	}
	return out
}
