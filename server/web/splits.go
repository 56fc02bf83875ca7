package web

import (
	"deepwood/boards"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
)

// dragonSplit names a Forward run's last split: the Dragon's last hit
// point, after the nine locations.
const dragonSplit = "Dragon of Chaos"

// splitNames names a board's splits: the seed's nine locations in the
// order it deals them, then the Dragon. A board's rules fingerprint other
// than this build's may deal other places, so its splits are only numbered.
func (s *Site) splitNames(k boards.Key) []string {
	if s.data == nil || k.Mode != "forward" || k.Rules != s.rules {
		return nil
	}
	seed, err := dice.ParseSeed(k.Seed)
	if err != nil {
		return nil
	}
	var names []string
	for _, l := range forward.Describe(s.data, seed).Locations {
		names = append(names, l.Name)
	}
	return append(names, dragonSplit)
}

// splitName is split i's name (0-based), or its number when unnamed.
func splitName(names []string, i int) string {
	if i < len(names) {
		return names[i]
	}
	return "Split " + itoa(i+1)
}

// segments turns cumulative split times into each segment's own time.
func segments(splits []int64) []int64 {
	out := make([]int64, len(splits))
	var prev int64
	for i, t := range splits {
		out[i] = t - prev
		prev = t
	}
	return out
}

// sumOfBest is the best time each segment has taken among runs (cumulative
// splits, as boards.Run keeps them), and their sum: the time a runner who
// played every segment as well as its best run did would finish in. Only
// runs with every split count (a whole run's segments), so ok is false
// when none has them.
func sumOfBest(runs [][]int64) (best []int64, sum int64, ok bool) {
	n := 0
	for _, r := range runs {
		n = max(n, len(r))
	}
	if n == 0 {
		return nil, 0, false
	}
	for _, r := range runs {
		if len(r) != n {
			continue
		}
		segs := segments(r)
		if !ok {
			best, ok = segs, true
			continue
		}
		for i, seg := range segs {
			best[i] = min(best[i], seg)
		}
	}
	for _, b := range best {
		sum += b
	}
	return best, sum, true
}

// splitRow is one line of a run's splits table.
type splitRow struct {
	N       int
	Name    string
	At      string // the cumulative time
	Segment string
	Gold    bool   // the segment is the board's best segment there
	Delta   string // against the compared run's split, "" without one
	Ahead   bool
	Behind  bool
}

// splitRows lays out a run's splits against another run's (cmp, nil when
// none) and the board's best segments (nil when unknown).
func splitRows(splits, cmp, best []int64, names []string) []splitRow {
	rows := make([]splitRow, len(splits))
	for i, seg := range segments(splits) {
		r := splitRow{N: i + 1, Name: splitName(names, i), At: clock(splits[i]), Segment: clock(seg)}
		r.Gold = i < len(best) && seg <= best[i]
		if i < len(cmp) {
			d := splits[i] - cmp[i]
			r.Delta, r.Ahead, r.Behind = delta(d), d < 0, d > 0
		}
		rows[i] = r
	}
	return rows
}

// segmentBar is one segment of an entry's ribbon: its share of the run's
// time, in percent, and whether it is the board's best segment.
type segmentBar struct {
	Name    string
	Time    string
	Percent float64
	Gold    bool
	Dragon  bool
}

// ribbon is a run's segments as proportional bars.
func ribbon(splits, best []int64, names []string) []segmentBar {
	if len(splits) == 0 || splits[len(splits)-1] <= 0 {
		return nil
	}
	total := float64(splits[len(splits)-1])
	var out []segmentBar
	for i, seg := range segments(splits) {
		name := splitName(names, i)
		out = append(out, segmentBar{Name: name, Time: clock(seg), Percent: round2(100 * float64(seg) / total),
			Gold: i < len(best) && seg <= best[i], Dragon: name == dragonSplit})
	}
	return out
}

// round2 rounds to hundredths, so the SVG's numbers stay short.
func round2(f float64) float64 { return float64(int64(f*100+0.5)) / 100 }
