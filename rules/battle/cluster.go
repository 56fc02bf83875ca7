package battle

import (
	"math/bits"
	"slices"
)

// Cluster is one fight of the combat phase: a Center unit against one or
// more Leaves of the other side, each adjacent to the center. A 1-on-1
// cluster has one leaf, and its center is the proactive side's unit.
type Cluster struct {
	Center int   `json:"center"`
	Leaves []int `json:"leaves"`
}

// maxClusterings caps the clusterings offered for one contact group; the
// first ones in generation order are kept (RULES M20).
const maxClusterings = 32

// ContactGroups splits the engaged units into connected groups of the
// contact graph, each sorted by id, groups ordered by their smallest id:
// each group is clustered on its own.
func (s *State) ContactGroups() [][]int {
	seen := make([]bool, len(s.Units))
	var groups [][]int
	for i := range s.Units {
		if seen[i] || !s.Units[i].OnField() || !s.Engaged(i) {
			continue
		}
		group, queue := []int{}, []int{i}
		seen[i] = true
		for len(queue) > 0 {
			v := queue[0]
			queue = queue[1:]
			group = append(group, v)
			for _, w := range s.contacts(v) {
				if !seen[w] {
					seen[w] = true
					queue = append(queue, w)
				}
			}
		}
		slices.Sort(group)
		groups = append(groups, group)
	}
	return groups
}

// contacts lists the enemies on the field in contact with unit v, by id.
func (s *State) contacts(v int) []int {
	u := &s.Units[v]
	var out []int
	for i := range s.Units {
		if e := &s.Units[i]; e.Side != u.Side && e.OnField() && s.Field.Adjacent(u.Hex, e.Hex) {
			out = append(out, i)
		}
	}
	return out
}

// Clusterings lists the valid clusterings of one contact group (5.04): every
// unit in exactly one star-shaped cluster (one unit against one or more),
// with as many clusters as possible, which is the size of a maximum matching
// of the contact graph (RULES M20). The proactive side picks among them.
func (s *State) Clusterings(group []int) [][]Cluster {
	if star, ok := s.lone(group); ok {
		return [][]Cluster{{star}}
	}
	// Units are known by their place in group, sets of them as bit masks:
	// the search runs for every position the AI weighs.
	n := len(group)
	adj := make([]uint64, n) // adj[i]: the units in contact with group[i]
	var red uint64
	for i, a := range group {
		ua := &s.Units[a]
		if ua.Side == Red {
			red |= 1 << i
		}
		for j, b := range group {
			if ub := &s.Units[b]; ua.Side != ub.Side && s.Field.Adjacent(ua.Hex, ub.Hex) {
				adj[i] |= 1 << j
			}
		}
	}
	target := matching(uint64(1)<<n-1, adj, red)
	var out [][]Cluster
	var rec func(free uint64, stars []Cluster)
	rec = func(free uint64, stars []Cluster) {
		if len(out) >= maxClusterings {
			return
		}
		if free == 0 {
			if len(stars) == target {
				out = append(out, slices.Clone(stars))
			}
			return
		}
		if len(stars)+matching(free, adj, red) < target {
			return
		}
		v := bits.TrailingZeros64(free) // the first free unit in group order
		nv := members(adj[v] & free)
		// v as the centre of a star with a non-empty set of free neighbours.
		for m := 1; m < 1<<len(nv); m++ {
			star, taken := Cluster{Center: group[v]}, uint64(1)<<v
			for j, w := range nv {
				if m&(1<<j) != 0 {
					star.Leaves = append(star.Leaves, group[w])
					taken |= 1 << w
				}
			}
			rec(free&^taken, append(stars, s.canonical(star)))
		}
		// v as a leaf of a free neighbour's star with at least two leaves
		// (the pair was listed above). v comes first in group order, so
		// the leaves stay sorted.
		for _, c := range nv {
			others := members(adj[c] & free &^ (1 << v))
			for m := 1; m < 1<<len(others); m++ {
				star, taken := Cluster{Center: group[c], Leaves: []int{group[v]}}, uint64(1)<<v|1<<c
				for j, w := range others {
					if m&(1<<j) != 0 {
						star.Leaves = append(star.Leaves, group[w])
						taken |= 1 << w
					}
				}
				rec(free&^taken, append(stars, star))
			}
		}
	}
	rec(uint64(1)<<n-1, nil)
	return out
}

// members lists the places set in a mask, in order.
func members(mask uint64) []int {
	out := make([]int, 0, bits.OnesCount64(mask))
	for ; mask != 0; mask &= mask - 1 {
		out = append(out, bits.TrailingZeros64(mask))
	}
	return out
}

// canonical makes the proactive side's unit the centre of a 1-on-1 cluster.
func (s *State) canonical(c Cluster) Cluster {
	if len(c.Leaves) == 1 && s.Units[c.Center].Side != s.Proactive {
		return Cluster{Center: c.Leaves[0], Leaves: []int{c.Center}}
	}
	return c
}

// lone is the only clustering of a group with a single unit on one side,
// the commonest contact by far: every other unit is in contact with it, so
// one star holds them all. The search below would find the same star; the
// AI weighs thousands of positions per decision, so it is spared the search.
func (s *State) lone(group []int) (Cluster, bool) {
	var count [2]int
	for _, v := range group {
		count[s.Units[v].Side]++
	}
	lone := Red
	switch {
	case count[Red] == 1:
	case count[Blue] == 1:
		lone = Blue
	default:
		return Cluster{}, false
	}
	c := Cluster{Center: -1}
	for _, v := range group {
		if s.Units[v].Side == lone {
			c.Center = v
		} else {
			c.Leaves = append(c.Leaves, v)
		}
	}
	return s.canonical(c), true
}

// matching is the size of a maximum matching among the free units of a
// group (Kuhn's augmenting paths from the red units; the graph is
// bipartite by side), with units and sets as Clusterings numbers them.
func matching(free uint64, adj []uint64, red uint64) int {
	var mate [64]int8 // mate[w]+1: the red unit matched to w, 0 for none
	var seen uint64
	var aug func(v int) bool
	aug = func(v int) bool {
		for cand := adj[v] & free &^ seen; cand != 0; cand = adj[v] & free &^ seen {
			w := bits.TrailingZeros64(cand)
			seen |= 1 << w
			if mate[w] == 0 || aug(int(mate[w])-1) {
				mate[w] = int8(v) + 1
				return true
			}
		}
		return false
	}
	n := 0
	for reds := free & red; reds != 0; reds &= reds - 1 {
		seen = 0
		if aug(bits.TrailingZeros64(reds)) {
			n++
		}
	}
	return n
}
