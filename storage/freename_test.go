package storage

import "testing"

func TestFreeNameNeverReusesAName(t *testing.T) {
	st := NewDir(t.TempDir())
	want := []string{"run.replay", "run-002.replay", "run-003.replay"}
	for i, w := range want {
		name, err := FreeName(st, "run", ".replay")
		if err != nil || name != w {
			t.Fatalf("try %d: %q, %v; want %q", i, name, err, w)
		}
		if err := st.Write(name, []byte{byte(i)}); err != nil {
			t.Fatal(err)
		}
	}
	for i, w := range want {
		if b, err := st.Read(w); err != nil || len(b) != 1 || b[0] != byte(i) {
			t.Fatalf("%s holds %v, %v: a later run overwrote it", w, b, err)
		}
	}
}
