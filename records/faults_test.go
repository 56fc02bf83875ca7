package records

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deepwood/internal/faultstore"
	"deepwood/storage"
)

// saveRefused adds a run to the book, saves, and checks that Save said why
// it would not and that records.json still holds was.
func saveRefused(t *testing.T, st *faultstore.Store, b *Book, was string, why string) {
	t.Helper()
	if b == nil {
		t.Fatal("Load gave no book: the session could not keep its bests even in memory")
	}
	b.Add(run("AAAA-AAAA", true, 10, 20))
	err := Save(st, b)
	if err == nil || !errors.Is(err, ErrMemoryOnly) {
		t.Fatalf("Save over a file that was never read: %v", err)
	}
	for _, w := range []string{why, "kept in memory only this session", "the file is left as it was"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("Save's error %q does not say %q", err, w)
		}
	}
	if b.MemoryOnly() == nil || !errors.Is(b.MemoryOnly(), ErrMemoryOnly) {
		t.Errorf("the book does not say it lives in memory only: %v", b.MemoryOnly())
	}
	if got := string(st.Files[FileName]); got != was {
		t.Fatalf("records.json now holds %q, want %q untouched", got, was)
	}
	if b.Get("forward", SetSeed, "AAAA-AAAA") == nil {
		t.Fatal("the run was not kept in memory")
	}
}

func TestUnreadableFileIsNeverOverwritten(t *testing.T) {
	st := faultstore.New()
	st.Files[FileName] = []byte(`{"version":1,"records":[{"mode":"forward","category":"set-seed","seed":"X","best":[5],"golds":[5]}]}`)
	st.ReadErr[FileName] = fs.ErrPermission
	b, err := Load(st)
	if err == nil || !strings.Contains(err.Error(), "permission denied") {
		t.Fatalf("Load of an unreadable file: %v", err)
	}
	saveRefused(t, st, b, string(st.Files[FileName]), "records.json could not be read earlier (permission denied)")
}

// TestFolderAtRecordsIsNeverOverwritten: on disk, a read error that is not
// "missing" (here EISDIR, which root meets too) makes the book memory-only.
func TestFolderAtRecordsIsNeverOverwritten(t *testing.T) {
	dir := t.TempDir()
	if err := os.Mkdir(filepath.Join(dir, FileName), 0o755); err != nil {
		t.Fatal(err)
	}
	st := storage.NewDir(dir)
	b, err := Load(st)
	if err == nil {
		t.Fatal("a folder at records.json loaded")
	}
	b.Add(run("AAAA-AAAA", true, 10, 20))
	if err := Save(st, b); !errors.Is(err, ErrMemoryOnly) {
		t.Fatalf("Save: %v", err)
	}
}

func TestBrokenFileThatCannotBeKeptAsideIsNeverOverwritten(t *testing.T) {
	st := faultstore.New()
	st.Files[FileName] = []byte("{broken")
	st.WriteErr[FileName+".bak"] = fs.ErrPermission
	b, err := Load(st)
	if err == nil || !strings.Contains(err.Error(), "could not be kept aside") || !strings.Contains(err.Error(), "permission denied") {
		t.Fatalf("Load: %v", err)
	}
	saveRefused(t, st, b, "{broken", "could not be kept aside as records.json.bak (permission denied)")
}

func TestNewerVersionsFileIsNeverOverwritten(t *testing.T) {
	st := faultstore.New()
	newer := `{"version":2,"records":[],"splitsByRoute":{}}`
	st.Files[FileName] = []byte(newer)
	b, err := Load(st)
	if err == nil || !strings.Contains(err.Error(), "newer version") {
		t.Fatalf("Load: %v", err)
	}
	saveRefused(t, st, b, newer, "newer version of Deepwood")
	if _, ok := st.Files[FileName+".bak"]; ok {
		t.Error("a newer version's file was copied aside as if broken")
	}
}

func TestBrokenFileKeptAsideIsReplaced(t *testing.T) {
	for _, data := range []string{"{broken", `{"version":0}`, `[]`, `{"version":1,"records":{}}`} {
		st := faultstore.New()
		st.Files[FileName] = []byte(data)
		b, err := Load(st)
		if err == nil || !strings.Contains(err.Error(), ".bak") {
			t.Fatalf("%s: Load: %v", data, err)
		}
		if b.MemoryOnly() != nil {
			t.Fatalf("%s: kept aside, yet memory only: %v", data, b.MemoryOnly())
		}
		b.Add(run("AAAA-AAAA", true, 10, 20))
		if err := Save(st, b); err != nil {
			t.Fatalf("%s: Save after the broken file was kept aside: %v", data, err)
		}
		if string(st.Files[FileName+".bak"]) != data {
			t.Fatalf("%s: .bak holds %q", data, st.Files[FileName+".bak"])
		}
	}
}

func TestMissingFileAndLiteralBooksSave(t *testing.T) {
	st := faultstore.New()
	b, err := Load(st)
	if err != nil || b.MemoryOnly() != nil {
		t.Fatalf("missing file: %v %v", err, b.MemoryOnly())
	}
	for _, b := range []*Book{b, {Version: 1}} {
		if err := Save(st, b); err != nil {
			t.Fatal(err)
		}
	}
	var none *Book
	if none.MemoryOnly() != nil {
		t.Fatal("a nil book is memory-only")
	}
}
