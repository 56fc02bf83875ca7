package records

import (
	"strings"
	"testing"

	"deepwood/storage"
)

func run(seed string, complete bool, splits ...int64) Run {
	return Run{Mode: "forward", Category: SetSeed, Seed: seed, Splits: splits, Complete: complete}
}

func TestPersonalBestsAndGolds(t *testing.T) {
	var b Book
	tests := []struct {
		run       Run
		seedPB    bool
		catPB     bool
		golds     string // one letter per segment: g new gold, . not
		best      []int64
		sumOfBest int64
	}{
		{run("AAAA-AAAA", true, 100, 250, 400), true, true, "ggg", []int64{100, 250, 400}, 400},
		{run("AAAA-AAAA", true, 90, 260, 420), false, false, "g..", []int64{100, 250, 400}, 390},
		{run("AAAA-AAAA", false, 120, 200), false, false, ".g", []int64{100, 250, 400}, 320},
		{run("AAAA-AAAA", true, 95, 230, 380), true, true, "...", []int64{95, 230, 380}, 320},
		{run("BBBB-BBBB", true, 100, 200, 390), true, false, "ggg", []int64{100, 200, 390}, 390},
	}
	for i, tt := range tests {
		out := b.Add(tt.run)
		var g strings.Builder
		for _, x := range out.Golds {
			if x {
				g.WriteByte('g')
			} else {
				g.WriteByte('.')
			}
		}
		rec := b.Get("forward", SetSeed, tt.run.Seed)
		if out.SeedPB != tt.seedPB || out.CategoryPB != tt.catPB || g.String() != tt.golds {
			t.Errorf("run %d: seed PB %v category PB %v golds %s; want %v %v %s", i, out.SeedPB, out.CategoryPB, g.String(), tt.seedPB, tt.catPB, tt.golds)
		}
		if !equal(rec.Best, tt.best) || rec.SumOfBest() != tt.sumOfBest {
			t.Errorf("run %d: best %v sum of best %d; want %v %d", i, rec.Best, rec.SumOfBest(), tt.best, tt.sumOfBest)
		}
	}
	cat := b.Get("forward", SetSeed, AnySeed)
	if cat == nil || cat.Attempts != 5 || cat.Completed != 4 || !equal(cat.Best, []int64{95, 230, 380}) {
		t.Fatalf("category record %+v", cat)
	}
}

func TestDailyAndPracticeSetNoCategoryRecord(t *testing.T) {
	var b Book
	b.Add(Run{Mode: "forward", Category: Practice, Seed: "X", Splits: []int64{10}, Complete: true})
	b.Add(Run{Mode: "forward", Category: DailySeed, Seed: "Y", Splits: []int64{10}, Complete: true})
	if b.Get("forward", Practice, AnySeed) != nil || b.Get("forward", DailySeed, AnySeed) != nil {
		t.Fatal("practice or daily runs made a category-wide record")
	}
	if b.Get("forward", DailySeed, "Y") == nil {
		t.Fatal("the daily seed's own record is missing")
	}
}

func TestCompare(t *testing.T) {
	r := &Record{Best: []int64{100, 250, 400}, Golds: []int64{90, 140, 150}}
	tests := []struct {
		i          int
		t, segment int64
		delta      int64
		pace       Pace
	}{
		{0, 95, 95, -5, Ahead},
		{0, 100, 100, 0, Ahead},
		{1, 260, 150, 10, Behind},
		{1, 220, 130, -30, Gold},
		{2, 420, 149, 20, Gold}, // gold segment even while behind
		{3, 500, 80, 0, NoRecord},
	}
	for _, tt := range tests {
		d, p := r.Compare(tt.i, tt.t, tt.segment)
		if d != tt.delta || p != tt.pace {
			t.Errorf("Compare(%d, %d, %d) = %d, %v; want %d, %v", tt.i, tt.t, tt.segment, d, p, tt.delta, tt.pace)
		}
	}
	var none *Record
	if _, p := none.Compare(0, 1, 1); p != NoRecord {
		t.Fatal("nil record compared")
	}
	var nobook *Book
	if nobook.Get("forward", SetSeed, "X") != nil {
		t.Fatal("a nil book has a record")
	}
}

func TestSaveLoadAndBrokenFile(t *testing.T) {
	st := storage.NewDir(t.TempDir())
	b, err := Load(st)
	if err != nil || len(b.Records) != 0 {
		t.Fatalf("empty load: %+v %v", b, err)
	}
	b.Add(run("AAAA-AAAA", true, 10, 20))
	if err := Save(st, b); err != nil {
		t.Fatal(err)
	}
	again, err := Load(st)
	if err != nil || !equal(again.Get("forward", SetSeed, "AAAA-AAAA").Best, []int64{10, 20}) {
		t.Fatalf("records did not survive a restart: %+v %v", again, err)
	}
	st.Write(FileName, []byte("{broken"))
	b, err = Load(st)
	if err == nil || !strings.Contains(err.Error(), ".bak") || len(b.Records) != 0 {
		t.Fatalf("broken file: %v", err)
	}
	if kept, _ := st.Read(FileName + ".bak"); string(kept) != "{broken" {
		t.Fatalf("backup %q", kept)
	}
}

func equal(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
