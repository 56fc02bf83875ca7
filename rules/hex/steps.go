package hex

// StepsTo counts, for every cell of g, the fewest steps a walker needs to
// reach the nearest of goals, stepping only where canStep(from, to) allows;
// -1 where no goal can be reached. It is a breadth-first search outwards
// from the goals, so one search serves every start (an AI weighing
// thousands of positions against the same enemies). dist must have g.Len()
// entries; queue is scratch space, returned for reuse.
func (g *Grid) StepsTo(goals []Axial, canStep func(from, to Axial) bool, dist []int32, queue []Axial) []Axial {
	for i := range dist {
		dist[i] = -1
	}
	queue = queue[:0]
	for _, h := range goals {
		if i, ok := g.Index(h); ok && dist[i] < 0 {
			dist[i] = 0
			queue = append(queue, h)
		}
	}
	for k := 0; k < len(queue); k++ {
		cur := queue[k]
		ci, _ := g.Index(cur)
		for _, n := range cur.Neighbors() {
			ni, ok := g.Index(n)
			// Searching outwards walks backwards: n joins when a walker
			// may step from n into cur.
			if !ok || dist[ni] >= 0 || !canStep(n, cur) {
				continue
			}
			dist[ni] = dist[ci] + 1
			queue = append(queue, n)
		}
	}
	return queue
}
