// Package records keeps a speedrunner's personal bests: per seed and per
// category, the splits of the best run, the best time of every segment
// (the "golds") and their sum, and the live comparison a timer shows
// against them. Times are in-game ticks (1/60 s).
package records

import "sort"

// FileName is where the records live in the player's store.
const FileName = "records.json"

// Categories a run is filed under.
const (
	RandomSeed = "random-seed"
	SetSeed    = "set-seed"
	DailySeed  = "daily-seed"
	Practice   = "practice"
)

// AnySeed is the seed part of a category-wide record's key.
const AnySeed = "*"

// Run is one finished attempt: cumulative split times, the last of which is
// the final time when Complete.
type Run struct {
	Mode     string
	Category string
	Seed     string
	Splits   []int64
	Complete bool
}

// Record is the best of one key.
type Record struct {
	Mode      string  `json:"mode"`
	Category  string  `json:"category"`
	Seed      string  `json:"seed"` // AnySeed for the category-wide record
	Best      []int64 `json:"best"` // cumulative splits of the best complete run
	Golds     []int64 `json:"golds"`
	Attempts  int     `json:"attempts"`
	Completed int     `json:"completed"`
}

// Book is every record, sorted by key so the file never depends on the
// order runs were played.
type Book struct {
	Version int      `json:"version"`
	Records []Record `json:"records"`
	// memoryOnly, when set, is why Save must not write this book: the file
	// it came from could not be read, or was broken and could not be kept
	// aside, or is a newer version's. Set only by Load.
	memoryOnly error
}

// Key identifies a record.
func key(mode, category, seed string) string { return mode + "/" + category + "/" + seed }

func (r *Record) key() string { return key(r.Mode, r.Category, r.Seed) }

// Get returns the record for a key, or nil (also for a nil Book: no
// records kept, nothing to compare against).
func (b *Book) Get(mode, category, seed string) *Record {
	if b == nil {
		return nil
	}
	k := key(mode, category, seed)
	for i := range b.Records {
		if b.Records[i].key() == k {
			return &b.Records[i]
		}
	}
	return nil
}

func (b *Book) getOrAdd(mode, category, seed string) *Record {
	if r := b.Get(mode, category, seed); r != nil {
		return r
	}
	b.Records = append(b.Records, Record{Mode: mode, Category: category, Seed: seed})
	sort.Slice(b.Records, func(i, j int) bool { return b.Records[i].key() < b.Records[j].key() })
	return b.Get(mode, category, seed)
}

// Outcome is what adding a run changed.
type Outcome struct {
	SeedPB     bool   // a new best for this seed
	CategoryPB bool   // a new best for the category, any seed
	Golds      []bool // per segment: a new best segment
}

// Add files a run under its seed and its category. Practice runs are kept
// apart from the rest by their category, so they never set a real PB.
func (b *Book) Add(run Run) Outcome {
	out := Outcome{Golds: make([]bool, len(run.Splits))}
	seedRec := b.getOrAdd(run.Mode, run.Category, run.Seed)
	out.SeedPB = seedRec.add(run, out.Golds)
	if run.Category != DailySeed && run.Category != Practice {
		catRec := b.getOrAdd(run.Mode, run.Category, AnySeed)
		out.CategoryPB = catRec.add(run, nil)
	}
	return out
}

// add updates golds (marking them in golds when given) and the best run.
func (r *Record) add(run Run, golds []bool) bool {
	r.Attempts++
	prev := int64(0)
	for i, t := range run.Splits {
		seg := t - prev
		prev = t
		if i >= len(r.Golds) {
			r.Golds = append(r.Golds, seg)
			if golds != nil {
				golds[i] = true
			}
			continue
		}
		if seg < r.Golds[i] {
			r.Golds[i] = seg
			if golds != nil {
				golds[i] = true
			}
		}
	}
	if !run.Complete || len(run.Splits) == 0 {
		return false
	}
	r.Completed++
	final := run.Splits[len(run.Splits)-1]
	if len(r.Best) == 0 || final < r.Best[len(r.Best)-1] {
		r.Best = append(r.Best[:0], run.Splits...)
		return true
	}
	return false
}

// SumOfBest adds the best segments: the time of a perfect run. It is 0
// until every segment of a complete run has a gold.
func (r *Record) SumOfBest() int64 {
	if r == nil || len(r.Best) == 0 || len(r.Golds) < len(r.Best) {
		return 0
	}
	var sum int64
	for _, g := range r.Golds[:len(r.Best)] {
		sum += g
	}
	return sum
}

// Pace is how a split compares with the record.
type Pace uint8

// The colours a timer shows.
const (
	NoRecord Pace = iota
	Ahead
	Behind
	Gold // a segment faster than any before: better than ahead
)

// Compare is the live delta at split i with cumulative time t: the
// difference to the best run's split (negative is ahead) and the pace.
// segment is this run's time for the segment, to test for gold.
func (r *Record) Compare(i int, t, segment int64) (delta int64, pace Pace) {
	if r == nil || i >= len(r.Best) {
		if r != nil && i < len(r.Golds) && segment < r.Golds[i] {
			return 0, Gold
		}
		return 0, NoRecord
	}
	delta = t - r.Best[i]
	switch {
	case i < len(r.Golds) && segment < r.Golds[i]:
		pace = Gold
	case delta <= 0:
		pace = Ahead
	default:
		pace = Behind
	}
	return delta, pace
}
