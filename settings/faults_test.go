package settings

import (
	"errors"
	"io/fs"
	"strings"
	"testing"

	"deepwood/controls"
	"deepwood/internal/faultstore"
)

func TestUnknownActionKeepsTheRestOfTheFile(t *testing.T) {
	s, err := Parse([]byte(`{"version":1,"masterVolume":33,"bindings":{"up":["key:K"],"dash":["key:L"]}}`))
	if err != nil || s.MasterVolume != 33 || s.Bindings[controls.Up][0].Key != controls.KeyK {
		t.Fatalf("a newer version's action reset the file: %v (volume %d)", err, s.MasterVolume)
	}
}

func TestParseErrorsSayWhatIsWrongInWords(t *testing.T) {
	tests := []struct{ in, want string }{
		{`[]`, "settings.json line 1: the file should hold one settings object ({…}), not a list"},
		{`"x"`, "settings.json line 1: the file should hold one settings object ({…}), not text"},
		{"{\"version\":1,\n\"fullscreen\":\"yes\"}", "settings.json line 2: fullscreen should be true or false, not text"},
		{`{"version":1,"masterVolume":"loud"}`, "settings.json line 1: masterVolume should be a whole number, not text"},
		{`{"version":1,"masterVolume":1.5}`, "masterVolume should be a whole number, not the number 1.5"},
		{`{"version":1,"liveSplitAddr":5}`, "liveSplitAddr should be text in quotes, not a number"},
		{"{\"version\":1,\n\"bindings\":{\n\"up\":\"key:W\"}}", "settings.json line 3: bindings.up should be a list of controls"},
		{"{\"version\":1,\n\"bindings\":{\n\"up\":[\"key:W\",\n\"key:Bogus\"]}}", `settings.json line 4: bindings.up: binding "key:Bogus": unknown key`},
		{"{\"version\":1,\n\"bindings\":[]}", "settings.json line 2: bindings should be an object"},
		{"{\"version\":1,\n\n\"masterVolume\":150}", "settings.json line 3: masterVolume is 150; it must be 0–100"},
		{`{"version":1,"masterVolume":`, "settings.json: the file ends before the settings do"},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error = %v\nwant it to say %q", tt.in, err, tt.want)
		}
	}
}

func TestEveryParseErrorNamesTheFile(t *testing.T) {
	for _, in := range []string{"", "{", "[1]", `{"version":9}`, `{"version":1} {}`, `{"version":1,"windowScale":130}`,
		`{"version":1,"animationSpeed":"warp"}`, `{"version":1,"liveSplitAddr":"x"}`, `{"version":1,"bindings":{"up":[1]}}`} {
		_, err := Parse([]byte(in))
		if err == nil || !strings.HasPrefix(err.Error(), FileName) {
			t.Errorf("Parse(%q) error %q does not start with the file's name", in, err)
		}
	}
}

const conflicting = `{
  "version": 1,
  "bindings": {
    "up": ["key:ArrowUp", "key:W"],
    "pause": ["key:Escape",
              "key:W"]
  }
}`

func TestConflictInFileNamesLinesAndKeys(t *testing.T) {
	_, err := Parse([]byte(conflicting))
	want := `settings.json line 6: "key:W" is bound to both up (line 4) and pause; one control cannot do two things at once`
	if err == nil || err.Error() != want {
		t.Fatalf("error %v\nwant %s", err, want)
	}
}

// TestFileBindingBeatsANewDefault: an action missing from the file gets its
// defaults, less any control the file gives another action (an older
// version's file, made before the action had that default).
func TestFileBindingBeatsANewDefault(t *testing.T) {
	s, err := Parse([]byte(`{"version":1,"bindings":{"pause":["key:W"]}}`))
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range s.Bindings[controls.Up] {
		if x.Device == controls.Keyboard && x.Key == controls.KeyW {
			t.Fatal("up kept its default W, which the file gives pause")
		}
	}
	if len(s.Bindings[controls.Up]) == 0 || s.Bindings[controls.Pause][0].Key != controls.KeyW {
		t.Fatalf("up %v pause %v", s.Bindings[controls.Up], s.Bindings[controls.Pause])
	}
}

func TestLoadErrorsNameTheFile(t *testing.T) {
	st := faultstore.New()
	st.Files[FileName] = []byte("[]")
	_, err := Load(st)
	if err == nil || !strings.Contains(err.Error(), st.Where(FileName)+", line 1: the file should hold one settings object") {
		t.Fatalf("Load of a list: %v", err)
	}
	st.ReadErr[FileName] = fs.ErrPermission
	_, err = Load(st)
	if err == nil || !strings.Contains(err.Error(), st.Where(FileName)) || !strings.Contains(err.Error(), "permission denied") {
		t.Fatalf("Load of an unreadable file: %v", err)
	}
}

// saveRefused changes the loaded settings as the screen does and checks
// that Save says why it will not write and leaves the file as it was.
func saveRefused(t *testing.T, st *faultstore.Store, s Settings, was, why string) {
	t.Helper()
	next := s.Clone()
	next.MasterVolume = 7
	err := Save(st, next)
	if !errors.Is(err, ErrMemoryOnly) {
		t.Fatalf("Save over a file that was never read: %v", err)
	}
	for _, w := range []string{why, "kept for this session only", "the file is left as it was"} {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("Save's error %q does not say %q", err, w)
		}
	}
	if next.MemoryOnly() == nil {
		t.Error("the settings do not say they live in memory only")
	}
	if got := string(st.Files[FileName]); got != was {
		t.Fatalf("settings.json now holds %q, want %q", got, was)
	}
}

func TestUnreadableSettingsAreNeverOverwritten(t *testing.T) {
	st := faultstore.New()
	st.Files[FileName] = []byte(`{"version":1,"masterVolume":12}`)
	st.ReadErr[FileName] = fs.ErrPermission
	s, err := Load(st)
	if err == nil {
		t.Fatal("no error")
	}
	saveRefused(t, st, s, `{"version":1,"masterVolume":12}`, "settings.json could not be read earlier (permission denied)")
}

func TestBrokenSettingsThatCannotBeKeptAsideAreNeverOverwritten(t *testing.T) {
	st := faultstore.New()
	st.Files[FileName] = []byte("{oops")
	st.WriteErr[FileName+".bak"] = fs.ErrPermission
	s, err := Load(st)
	if err == nil || !strings.Contains(err.Error(), "could not be kept aside") {
		t.Fatalf("Load: %v", err)
	}
	saveRefused(t, st, s, "{oops", "could not be kept aside as settings.json.bak (permission denied)")
}

func TestNewerVersionsSettingsAreNeverOverwritten(t *testing.T) {
	st := faultstore.New()
	st.Files[FileName] = []byte(`{"version":9,"masterVolume":12}`)
	s, err := Load(st)
	if err == nil || !strings.Contains(err.Error(), "newer version") {
		t.Fatalf("Load: %v", err)
	}
	saveRefused(t, st, s, `{"version":9,"masterVolume":12}`, "newer version of Deepwood")
	if _, ok := st.Files[FileName+".bak"]; ok {
		t.Error("a newer version's file was copied aside as if broken")
	}
}

func TestDefaultsAndLoadedSettingsSave(t *testing.T) {
	st := faultstore.New()
	if err := Save(st, Defaults()); err != nil {
		t.Fatal(err)
	}
	s, err := Load(st)
	if err != nil || s.MemoryOnly() != nil {
		t.Fatal(err, s.MemoryOnly())
	}
	st.Files[FileName] = []byte("{oops")
	if s, _ = Load(st); s.MemoryOnly() != nil || Save(st, s) != nil {
		t.Fatal("settings whose broken file was kept aside cannot be saved")
	}
}
