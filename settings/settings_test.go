package settings

import (
	"io/fs"
	"strings"
	"testing"

	"deepwood/scenes/input"
	"deepwood/storage"

	"github.com/hajimehoshi/ebiten/v2"
)

func TestRoundTrip(t *testing.T) {
	s := Defaults()
	s.MasterVolume, s.ColorBlindSafe, s.AnimationSpeed, s.WindowScale = 35, true, AnimInstant, 150
	s.Bindings.SetPrimaryKey(input.Confirm, ebiten.KeyK)
	got, err := Parse(s.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if string(got.Marshal()) != string(s.Marshal()) {
		t.Fatalf("round trip changed settings:\n%s\nvs\n%s", got.Marshal(), s.Marshal())
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "empty"},
		{"{\n\"masterVolume\": 50,\n\"musicVolume\": ,\n}", "line 3"},
		{`{"version":1,"masterVolume":150}`, "masterVolume is 150"},
		{`{"version":1,"windowScale":130}`, "windowScale is 130"},
		{`{"version":1,"animationSpeed":"warp"}`, "animationSpeed"},
		{"{\"version\":1,\n\"fullscreen\":\"yes\"}", "line 2"},
		{`{"version":9}`, "version 9"},
		{`{"version":1} {}`, "unexpected data"},
		{`{"version":1,"liveSplitAddr":"localhost"}`, "host:port"},
		{`{"version":1,"liveSplitAddr":"localhost:99999"}`, "port must be"},
		{`{"version":1,"bindings":{"up":["key:Bogus"]}}`, "unknown key"},
	}
	for _, tt := range tests {
		_, err := Parse([]byte(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error = %v; want it to mention %q", tt.in, err, tt.want)
		}
	}
}

func TestUnknownFieldsAndMissingFieldsLoad(t *testing.T) {
	s, err := Parse([]byte(`{"version":1,"musicVolume":12,"fromTheFuture":true}`))
	if err != nil || s.MusicVolume != 12 || s.MasterVolume != Defaults().MasterVolume {
		t.Fatalf("got %+v, %v", s, err)
	}
}

func TestLoadMissingGivesDefaults(t *testing.T) {
	st := storage.NewDir(t.TempDir())
	s, err := Load(st)
	if err != nil || string(s.Marshal()) != string(Defaults().Marshal()) {
		t.Fatalf("Load of nothing = %+v, %v", s, err)
	}
}

func TestLoadBrokenKeepsBackupAndUsesDefaults(t *testing.T) {
	st := storage.NewDir(t.TempDir())
	broken := []byte("{\n  \"masterVolume\": 40,\n  oops\n}")
	if err := st.Write(FileName, broken); err != nil {
		t.Fatal(err)
	}
	s, err := Load(st)
	if err == nil || !strings.Contains(err.Error(), "line 3") || !strings.Contains(err.Error(), ".bak") {
		t.Fatalf("error = %v", err)
	}
	if s.MasterVolume != Defaults().MasterVolume {
		t.Fatalf("broken file's values leaked: %+v", s)
	}
	kept, rerr := st.Read(FileName + ".bak")
	if rerr != nil || string(kept) != string(broken) {
		t.Fatalf("backup = %q, %v", kept, rerr)
	}
}

func TestSaveThenLoad(t *testing.T) {
	st := storage.NewDir(t.TempDir())
	s := Defaults()
	s.EffectsVolume = 5
	if err := Save(st, s); err != nil {
		t.Fatal(err)
	}
	got, err := Load(st)
	if err != nil || got.EffectsVolume != 5 {
		t.Fatalf("got %+v, %v", got, err)
	}
}

func TestAnimSpeedFactors(t *testing.T) {
	want := map[AnimSpeed]float64{AnimSlow: 0.5, AnimNormal: 1, AnimFast: 2, AnimInstant: 0}
	for _, a := range AnimSpeeds {
		if a.Factor() != want[a] || a.Label() == "" {
			t.Errorf("%s: factor %v label %q", a, a.Factor(), a.Label())
		}
	}
}

// FuzzParseSettings: Parse never panics; an error names the file; what it
// accepts is valid, has no control on two actions, and round-trips; and a
// file Load could not use is never lost by the Save that follows (kept as
// .bak, or Save refuses and the file is as it was).
func FuzzParseSettings(f *testing.F) {
	f.Add(Defaults().Marshal())
	f.Add([]byte(`{"version":1,"bindings":{"up":["key:Alt+Enter","pad:RightBottom"]}}`))
	f.Add([]byte(`{"masterVolume":-1}`))
	f.Add([]byte("\x00\xff{"))
	f.Add([]byte(conflicting))
	f.Add([]byte(`{"version":1,"bindings":{"pause":["key:W"],"fly":[1]}}`))
	f.Add([]byte(`{"version":2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := Parse(data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), FileName) {
				t.Fatalf("error %q does not name the file", err)
			}
		} else {
			if s.validate(nil) != nil {
				t.Fatalf("accepted invalid settings %+v", s)
			}
			if c := s.Bindings.Conflicts(); len(c) > 0 {
				t.Fatalf("accepted a control on two actions: %v", c)
			}
			again, err := Parse(s.Marshal())
			if err != nil || string(again.Marshal()) != string(s.Marshal()) {
				t.Fatalf("accepted settings do not round-trip: %v", err)
			}
		}
		for _, bakFails := range []bool{false, true} {
			st := newMem()
			st.files[FileName] = data
			if bakFails {
				st.writeErr[FileName+".bak"] = fs.ErrPermission
			}
			loaded, lerr := Load(st)
			serr := Save(st, loaded)
			switch {
			case lerr == nil && serr != nil:
				t.Fatalf("Save after a clean load: %v", serr)
			case lerr == nil:
			case serr != nil:
				if string(st.files[FileName]) != string(data) {
					t.Fatal("Save refused, yet settings.json changed")
				}
			case string(st.files[FileName+".bak"]) != string(data):
				t.Fatalf("settings.json (%v) was replaced without a whole .bak", lerr)
			}
		}
	})
}
