package battle

// UnitSpec is one unit as 5.03 creates it: troops of one type only.
type UnitSpec struct {
	Troop Troop `json:"troop"`
	Size  int   `json:"size"`
}

// MaxUnits is the number of units the larger army is split into (5.03).
const MaxUnits = 9

// SplitArmies splits both armies into units by 5.03: the larger army goes
// first, giving its largest unit one more unit of the same type and
// splitting that type evenly until it has 9 units (or every unit is a single
// troop); the smaller army does the same, but stops one unit short of the
// larger and never makes a unit smaller than half the larger army's average
// unit size unless it holds all troops of its type. Armies of equal size
// are both split as the larger (RULES M14).
func SplitArmies(a, b Army) (ua, ub []UnitSpec) {
	switch {
	case a.Total() > b.Total():
		ua = splitLarger(a)
		return ua, splitSmaller(b, a.Total(), len(ua))
	case b.Total() > a.Total():
		ub = splitLarger(b)
		return splitSmaller(a, b.Total(), len(ub)), ub
	}
	return splitLarger(a), splitLarger(b)
}

// splitLarger splits the larger army up to MaxUnits units.
func splitLarger(a Army) []UnitSpec {
	return split(a, MaxUnits, func(int) bool { return true })
}

// splitSmaller splits the smaller army to one unit fewer than the larger
// army's units, with the size floor of 5.03: 2·size·bigUnits ≥ bigTotal.
func splitSmaller(a Army, bigTotal, bigUnits int) []UnitSpec {
	return split(a, bigUnits-1, func(size int) bool { return 2*size*bigUnits >= bigTotal })
}

// split gives one more unit to the largest splittable type until the army
// has target units. A type is splittable when each of its units would keep
// at least one troop and the smallest new unit passes ok. The largest unit
// is the type with the largest unit after an even split; ties go to the
// type with more troops, then to the earlier type in the table (RULES M13).
func split(a Army, target int, ok func(size int) bool) []UnitSpec {
	var k [NumTroops]int
	units := 0
	for t, n := range a {
		if n > 0 {
			k[t] = 1
			units++
		}
	}
	for units < target {
		best := -1
		for t, n := range a {
			if n == 0 || n < k[t]+1 || !ok(n/(k[t]+1)) {
				continue
			}
			if best < 0 || larger(a, k, t, best) {
				best = t
			}
		}
		if best < 0 {
			break
		}
		k[best]++
		units++
	}
	var out []UnitSpec
	for t, n := range a {
		for i := range k[t] {
			size := n / k[t]
			if i < n%k[t] {
				size++
			}
			out = append(out, UnitSpec{Troop(t), size})
		}
	}
	return out
}

// larger reports whether type t's largest unit beats type u's, by the
// tie-breaks of split.
func larger(a Army, k [NumTroops]int, t, u int) bool {
	st, su := ceilDiv(a[t], k[t]), ceilDiv(a[u], k[u])
	if st != su {
		return st > su
	}
	if a[t] != a[u] {
		return a[t] > a[u]
	}
	return t < u
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }

// LossUnit is the troops one loss costs (5.03): a third, rounded up, of the
// average unit size across both armies, at least 1. Computed exactly as
// ceil(troops / (3 · units)).
func LossUnit(ua, ub []UnitSpec) int {
	troops, units := 0, len(ua)+len(ub)
	for _, u := range ua {
		troops += u.Size
	}
	for _, u := range ub {
		troops += u.Size
	}
	if units == 0 {
		return 1
	}
	return max(1, ceilDiv(troops, 3*units))
}
