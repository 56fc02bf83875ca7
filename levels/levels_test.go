package levels

import (
	"io/fs"
	"testing"
)

func TestFingerprintIsStableAndCoversData(t *testing.T) {
	a, b := Fingerprint(), Fingerprint()
	if a != b || len(a) != 12 {
		t.Fatalf("fingerprint %q then %q", a, b)
	}
	n := 0
	_ = fs.WalkDir(FS(), ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			n++
		}
		return nil
	})
	if n == 0 {
		t.Fatal("no level data embedded")
	}
}

func TestModeFingerprintsAreIndependent(t *testing.T) {
	f, g, all := ModeFingerprint("forward"), ModeFingerprint("forest"), Fingerprint()
	if f == g || f == all || len(f) != 12 {
		t.Fatalf("forward %q forest %q all %q", f, g, all)
	}
	if ModeFingerprint("forward") != f {
		t.Fatal("mode fingerprint is not stable")
	}
}
