package records

import (
	"errors"
	"io/fs"
	"testing"

	"deepwood/internal/faultstore"
)

// FuzzLoadRecords feeds arbitrary bytes as records.json: Load never panics
// and gives a book (with or without an error); the book takes a run and
// compares against it; and a file Load reported is never lost by the Save
// that follows: either it was kept as .bak byte for byte, or Save refuses
// and records.json still holds it. Each input is tried twice, the second
// time with the .bak write failing.
func FuzzLoadRecords(f *testing.F) {
	f.Add([]byte(`{"version":1,"records":[{"mode":"forward","category":"set-seed","seed":"X","best":[10,20],"golds":[10,9],"attempts":2,"completed":1}]}`))
	f.Add([]byte(`{"version":1,"records":[{"mode":"forward","category":"set-seed","seed":"X","best":[10,20,30],"golds":[]}]}`))
	f.Add([]byte(`{"version":2}`))
	f.Add([]byte(`{"version":1,"records":null}`))
	f.Add([]byte(`{broken`))
	f.Add([]byte(``))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, bakFails := range []bool{false, true} {
			st := faultstore.New()
			st.Files[FileName] = append([]byte(nil), data...)
			if bakFails {
				st.WriteErr[FileName+".bak"] = fs.ErrPermission
			}
			b, err := Load(st)
			if b == nil {
				t.Fatalf("Load gave no book (error %v)", err)
			}
			if err == nil && b.MemoryOnly() != nil {
				t.Fatalf("a clean load is memory-only: %v", b.MemoryOnly())
			}
			for _, r := range b.Records {
				r.SumOfBest()
				for i := range len(r.Best) + 2 {
					r.Compare(i, int64(i)*10, 5)
				}
			}
			b.Add(Run{Mode: "forward", Category: SetSeed, Seed: "X", Splits: []int64{10, 20}, Complete: true})
			b.Add(Run{Mode: "forward", Category: DailySeed, Seed: "X", Splits: []int64{5}, Complete: false})
			serr := Save(st, b)
			switch {
			case err == nil:
				if serr != nil {
					t.Fatalf("Save after a clean load: %v", serr)
				}
				again, lerr := Load(st)
				if lerr != nil || again.Get("forward", SetSeed, "X") == nil {
					t.Fatalf("a saved book did not load back: %v", lerr)
				}
			case serr != nil:
				if !errors.Is(serr, ErrMemoryOnly) {
					t.Fatalf("Save refused without saying why: %v", serr)
				}
				if string(st.Files[FileName]) != string(data) {
					t.Fatal("Save refused, yet records.json changed")
				}
			default:
				if string(st.Files[FileName+".bak"]) != string(data) {
					t.Fatalf("records.json (%v) was replaced without a whole .bak", err)
				}
			}
		}
	})
}
