package settings

import (
	"io/fs"
	"strings"
	"testing"

	"deepwood/controls"
	"deepwood/internal/faultstore"
	"deepwood/storage"
)

func TestRoundTrip(t *testing.T) {
	s := Defaults()
	s.MasterVolume, s.ColorBlindSafe, s.AnimationSpeed, s.WindowScale = 35, true, AnimInstant, 150
	s.Bindings.SetPrimaryKey(controls.Confirm, controls.KeyK)
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
			st := faultstore.New()
			st.Files[FileName] = data
			if bakFails {
				st.WriteErr[FileName+".bak"] = fs.ErrPermission
			}
			loaded, lerr := Load(st)
			serr := Save(st, loaded)
			switch {
			case lerr == nil && serr != nil:
				t.Fatalf("Save after a clean load: %v", serr)
			case lerr == nil:
			case serr != nil:
				if string(st.Files[FileName]) != string(data) {
					t.Fatal("Save refused, yet settings.json changed")
				}
			case string(st.Files[FileName+".bak"]) != string(data):
				t.Fatalf("settings.json (%v) was replaced without a whole .bak", lerr)
			}
		}
	})
}

// TestOnlineFieldsRoundTrip: the boards' settings are off and empty by
// default (nothing leaves the machine until the player says so), and
// chosen values survive a save and a load.
func TestOnlineFieldsRoundTrip(t *testing.T) {
	d := Defaults()
	if d.Online || d.ServerURL != "" || d.PlayerName != "" || d.AutoSubmit || d.RaceBoard {
		t.Fatalf("defaults: online %v, server %q, name %q, auto-submit %v, race %v", d.Online, d.ServerURL, d.PlayerName, d.AutoSubmit, d.RaceBoard)
	}
	for _, url := range []string{"", "http://127.0.0.1:8080", "https://boards.example.org", "https://example.org:8443/deepwood/"} {
		s := Defaults()
		s.Online, s.ServerURL, s.PlayerName, s.AutoSubmit, s.RaceBoard = true, url, "Ada_Lovelace-1", true, true
		st := storage.NewDir(t.TempDir())
		if err := Save(st, s); err != nil {
			t.Fatal(err)
		}
		got, err := Load(st)
		if err != nil {
			t.Fatalf("server %q: %v", url, err)
		}
		if !got.Online || got.ServerURL != url || got.PlayerName != "Ada_Lovelace-1" || !got.AutoSubmit || !got.RaceBoard {
			t.Fatalf("server %q: loaded online %v, server %q, name %q, auto-submit %v, race %v", url, got.Online, got.ServerURL, got.PlayerName, got.AutoSubmit, got.RaceBoard)
		}
		for _, key := range []string{`"online": true`, `"serverURL": "` + url + `"`, `"playerName": "Ada_Lovelace-1"`, `"autoSubmit": true`, `"raceBoard": true`} {
			if !strings.Contains(string(s.Marshal()), key) {
				t.Errorf("the file lacks %s:\n%s", key, s.Marshal())
			}
		}
	}
	// A file from before the boards loads with them off.
	old, err := Parse([]byte(`{"version":1,"masterVolume":40}`))
	if err != nil || old.Online || old.ServerURL != "" || old.PlayerName != "" {
		t.Fatalf("an older file: %+v, %v", old, err)
	}
}

// TestOnlineFieldsRefusedWithTheirLine: a bad server address or player
// name is reported like the other fields, naming the field and its line.
func TestOnlineFieldsRefusedWithTheirLine(t *testing.T) {
	long := strings.Repeat("a", 200)
	tests := []struct{ in, want string }{
		{"{\"version\":1,\n\"serverURL\":\"boards.example.org\"}", `settings.json line 2: serverURL: "boards.example.org" should be http://HOST[:PORT] or https://…`},
		{"{\"version\":1,\n\n\"serverURL\":\"ftp://example.org\"}", `settings.json line 3: serverURL: "ftp://example.org" should be http://HOST[:PORT]`},
		{"{\"version\":1,\n\"serverURL\":\"http://\"}", "settings.json line 2: serverURL:"},
		{"{\"version\":1,\n\"serverURL\":\"http://example.org/?a=1\"}", "settings.json line 2: serverURL: \"http://example.org/?a=1\": give the server's address alone"},
		{"{\"version\":1,\n\"serverURL\":\"http://me:pw@example.org\"}", "line 2: serverURL: \"http://me:pw@example.org\": give the server's address alone"},
		{"{\"version\":1,\n\"serverURL\":\"http://" + long + "\"}", "line 2: serverURL: the server address is 207 characters long; at most 200"},
		{"{\"version\":1,\n\"serverURL\":8080}", "settings.json line 2: serverURL should be text in quotes, not a number"},
		{"{\"version\":1,\n\"online\":true,\n\"playerName\":\"Ada Lovelace\"}", "settings.json line 3: playerName: player name \"Ada Lovelace\": character 4 is not a letter, digit, '-' or '_'"},
		{"{\"version\":1,\n\"playerName\":\"" + strings.Repeat("x", 25) + "\"}", "settings.json line 2: playerName: player name"},
		{"{\"version\":1,\n\"playerName\":\"" + strings.Repeat("x", 25) + "\"}", "25 characters long; at most 24"},
		{"{\"version\":1,\n\"playerName\":\"Émile\"}", "settings.json line 2: playerName: player name"},
		{"{\"version\":1,\n\"autoSubmit\":\"yes\"}", "settings.json line 2: autoSubmit should be true or false, not text"},
		{"{\"version\":1,\n\"raceBoard\":1}", "settings.json line 2: raceBoard should be true or false, not a number"},
		{"{\"version\":1,\n\"online\":null,\n\"online\":\"on\"}", "settings.json line 3: online should be true or false, not text"},
	}
	for _, tt := range tests {
		s, err := Parse([]byte(tt.in))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Parse(%q) error = %v\nwant it to say %q", tt.in, err, tt.want)
		}
		if s.Online || s.ServerURL != "" || s.PlayerName != "" {
			t.Errorf("Parse(%q) refused the file but kept its values: %+v", tt.in, s)
		}
	}
	// An empty player name is "not chosen yet", not an error.
	if s, err := Parse([]byte(`{"version":1,"online":true,"playerName":""}`)); err != nil || !s.Online {
		t.Fatalf("no name yet: %v", err)
	}
}
