package battle

import "slices"

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
	adj := func(a, b int) bool {
		return s.Units[a].Side != s.Units[b].Side && s.Field.Adjacent(s.Units[a].Hex, s.Units[b].Hex)
	}
	red := func(v int) bool { return s.Units[v].Side == Red }
	free := make(map[int]bool, len(group))
	for _, v := range group {
		free[v] = true
	}
	target := matching(group, free, adj, red)
	var out [][]Cluster
	var rec func(stars []Cluster)
	rec = func(stars []Cluster) {
		if len(out) >= maxClusterings {
			return
		}
		v := -1
		for _, w := range group {
			if free[w] {
				v = w
				break
			}
		}
		if v < 0 {
			if len(stars) == target {
				out = append(out, slices.Clone(stars))
			}
			return
		}
		if len(stars)+matching(group, free, adj, red) < target {
			return
		}
		var nv []int
		for _, w := range group {
			if free[w] && adj(v, w) {
				nv = append(nv, w)
			}
		}
		// v as the centre of a star with a non-empty set of free neighbours.
		for m := 1; m < 1<<len(nv); m++ {
			star := Cluster{Center: v}
			for j, w := range nv {
				if m&(1<<j) != 0 {
					star.Leaves = append(star.Leaves, w)
				}
			}
			try(free, star, func() { rec(append(stars, s.canonical(star))) })
		}
		// v as a leaf of a free neighbour's star with at least two leaves
		// (the pair was listed above).
		for _, c := range nv {
			var others []int
			for _, w := range group {
				if free[w] && w != v && adj(c, w) {
					others = append(others, w)
				}
			}
			for m := 1; m < 1<<len(others); m++ {
				star := Cluster{Center: c, Leaves: []int{v}}
				for j, w := range others {
					if m&(1<<j) != 0 {
						star.Leaves = append(star.Leaves, w)
					}
				}
				slices.Sort(star.Leaves)
				try(free, star, func() { rec(append(stars, star)) })
			}
		}
	}
	rec(nil)
	return out
}

// try marks a star's units taken, runs f, and frees them again.
func try(free map[int]bool, c Cluster, f func()) {
	free[c.Center] = false
	for _, w := range c.Leaves {
		free[w] = false
	}
	f()
	free[c.Center] = true
	for _, w := range c.Leaves {
		free[w] = true
	}
}

// canonical makes the proactive side's unit the centre of a 1-on-1 cluster.
func (s *State) canonical(c Cluster) Cluster {
	if len(c.Leaves) == 1 && s.Units[c.Center].Side != s.Proactive {
		return Cluster{Center: c.Leaves[0], Leaves: []int{c.Center}}
	}
	return c
}

// matching is the size of a maximum matching among the free units of group
// (Kuhn's augmenting paths from the red units; the graph is bipartite by
// side).
func matching(group []int, free map[int]bool, adj func(a, b int) bool, red func(int) bool) int {
	mate := map[int]int{}
	n := 0
	var aug func(v int, seen map[int]bool) bool
	aug = func(v int, seen map[int]bool) bool {
		for _, w := range group {
			if !free[w] || seen[w] || !adj(v, w) {
				continue
			}
			seen[w] = true
			if m, ok := mate[w]; !ok || aug(m, seen) {
				mate[w] = v
				return true
			}
		}
		return false
	}
	for _, v := range group {
		if free[v] && red(v) && aug(v, map[int]bool{}) {
			n++
		}
	}
	return n
}
