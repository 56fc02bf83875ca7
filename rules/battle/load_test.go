package battle

import (
	"errors"
	"strings"
	"testing"

	"deepwood/levels"
)

// TestReadyMadeScenarios: every embedded scenario loads, the standard ones
// are the 449-hex field, and each fits its budget.
func TestReadyMadeScenarios(t *testing.T) {
	scs, err := LoadScenarios(levels.FS(), "battle")
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]*Scenario{}
	for _, sc := range scs {
		names[sc.Name] = sc
		if sc.Field.Grid.Len() != 449 {
			t.Errorf("%s: %d hexes", sc.Name, sc.Field.Grid.Len())
		}
		for side := range 2 {
			if sc.Budget > 0 && sc.Armies[side].Cost() > sc.Budget {
				t.Errorf("%s: over budget", sc.Name)
			}
		}
	}
	for _, want := range []string{"open", "forest", "ford", "town", "ambush", "skirmish"} {
		if names[want] == nil {
			t.Errorf("scenario %s missing", want)
		}
	}
	ford := names["ford"].Field
	if len(ford.Barriers()) == 0 || ford.Barriers()[0].Kind != Soft {
		t.Error("the ford has no soft barriers")
	}
	town := names["town"].Field
	hard, high := 0, 0
	for _, b := range town.Barriers() {
		if b.Kind == Hard {
			hard++
		}
	}
	for _, h := range town.Grid.Cells() {
		if town.Height(h) > 0 {
			high++
		}
	}
	if hard == 0 || high == 0 {
		t.Errorf("town: %d hard barriers, %d high hexes", hard, high)
	}
	if names["ambush"].Mode != Ambush || names["open"].Mode != Defend {
		t.Error("modes")
	}
}

// TestLoadErrors: data errors name the file and line.
func TestLoadErrors(t *testing.T) {
	const good = "mode defend\nattacker red\narmy red bowmen 4\narmy blue bowmen 4\nmap\n. . .\n . .\nend\n"
	tests := []struct {
		name, text, want string
	}{
		{"unknown keyword", "flavour x\n" + good, "f.txt:1: unknown keyword"},
		{"bad mode", "mode siege\n", "f.txt:1: mode must be"},
		{"bad side", "attacker green\n", "f.txt:1: unknown side"},
		{"bad troop", "army red archers 3\n", "f.txt:1: unknown troop type"},
		{"bad count", "army red bowmen x\n", "f.txt:1: bad troop count"},
		{"terrain glyph", "mode defend\nmap\n. . .\n . Q\nend\n", "f.txt:4: unknown terrain 'Q'"},
		{"map without end", "map\n. . .\n", "f.txt:1: map without end"},
		{"not standard", "map standard\n. . .\nend\n", "f.txt:1: map standard must be"},
		{"barrier before map", "soft 0,0 E\n", "f.txt:1: barrier before the map"},
		{"barrier off the field", good + "hard 2,0 E\n", "f.txt:9: battle: barrier at column 2 row 0"},
		{"bad direction", good + "soft 0,0 N\n", "f.txt:9: unknown direction"},
		{"bad hex", good + "soft x E\n", "f.txt:9: bad hex"},
		{"heights shape", good + "heights\n0 0\nend\n", "f.txt:9: heights have 2 hexes"},
		{"height digit", good + "heights\n0 0 x\n 0 0\nend\n", "f.txt:10: height 'x' is not a digit"},
		{"over budget", "budget 10\n" + good, "over the budget"},
		{"empty army", "army red bowmen 4\nmap\n. .\nend\n", "the blue army is empty"},
		{"no map", "army red bowmen 4\narmy blue bowmen 4\n", "no map"},
		{"short formation", strings.Replace(good, "mode defend", "mode ambush", 1) + "formation march 0,0\n", "the formation has 1 hexes for 4 units"},
	}
	for _, tt := range tests {
		_, err := ParseScenario("levels/f.txt", []byte(tt.text))
		var le *LoadError
		if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.As(err, &le) {
			t.Errorf("%s: error %v, want %q", tt.name, err, tt.want)
		}
	}
	sc, err := ParseScenario("f.txt", []byte(good+"heights\n1 0 0\n 0 2\nend\nsoft> 0,0 E SE\nhard 0,1 E\n"))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Name != "f" || sc.Field.Height(off(0, 0)) != 1 || len(sc.Field.Barriers()) != 3 || sc.Home[Red] != Bottom || sc.Home[Blue] != Top {
		t.Errorf("parsed %+v", sc)
	}
}

// FuzzParseScenario: no input makes the loader panic; whatever loads can
// start a battle and survive a JSON round trip of its field.
func FuzzParseScenario(f *testing.F) {
	f.Add([]byte("mode defend\narmy red bowmen 4\narmy blue bowmen 4\nmap\n. . .\n . T\nend\nsoft 0,0 E\n"))
	f.Add([]byte(smallAmbush))
	f.Add([]byte(smallDefend))
	f.Add([]byte("map standard\n" + strings.Repeat(". ", 20) + "\nend\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := ParseScenario("fuzz.txt", data)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz.txt:") {
				t.Fatalf("error without file and line: %v", err)
			}
			return
		}
		if sc.Armies[Red].Total()+sc.Armies[Blue].Total() > 400 {
			return
		}
		s := New(sc, 1)
		if len(s.Invariants(sc.Armies)) > 0 {
			t.Fatalf("new battle breaks invariants: %v", s.Invariants(sc.Armies))
		}
		b, err := sc.Field.MarshalJSON()
		if err != nil {
			t.Fatal(err)
		}
		var back Field
		if err := back.UnmarshalJSON(b); err != nil {
			t.Fatalf("field round trip: %v", err)
		}
	})
}
