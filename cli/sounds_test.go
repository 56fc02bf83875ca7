package cli

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deepwood/audio/music"
	"deepwood/audio/sfx"
)

func TestSoundsWritesEveryEffectAndTheme(t *testing.T) {
	dir := t.TempDir()
	code, out, errOut := run("sounds", "--out", dir, "--seconds", "1")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var want []string
	for _, id := range sfx.All() {
		want = append(want, "sfx-"+id.Name()+".wav")
	}
	for _, th := range music.All() {
		want = append(want, "theme-"+th.Name()+"-calm.wav", "theme-"+th.Name()+"-tense.wav")
	}
	for _, name := range want {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		if len(data) < 44 || string(data[0:4]) != "RIFF" || string(data[8:16]) != "WAVEfmt " ||
			binary.LittleEndian.Uint16(data[34:]) != 16 || binary.LittleEndian.Uint32(data[24:]) != 44100 ||
			int(binary.LittleEndian.Uint32(data[40:])) != len(data)-44 {
			t.Errorf("%s is not a well-formed 16-bit 44.1 kHz WAV", name)
		}
		if !strings.Contains(out, name) {
			t.Errorf("the table does not list %s", name)
		}
	}
	if strings.Contains(out, "  0.0 dBFS") || !strings.Contains(out, "RMS") {
		t.Errorf("table looks wrong:\n%s", out)
	}
}

func TestSoundsUsage(t *testing.T) {
	if code, _, errOut := run("sounds"); code != 2 || !strings.Contains(errOut, "--out DIR is required") {
		t.Errorf("missing --out: exit %d, %q", code, errOut)
	}
	if code, _, _ := run("sounds", "--out", t.TempDir(), "--seconds", "0"); code != 2 {
		t.Errorf("--seconds 0 accepted")
	}
	if code, out, _ := run("help"); code != 0 || !strings.Contains(out, "deepwood sounds --out DIR") {
		t.Error("help does not list sounds")
	}
}
