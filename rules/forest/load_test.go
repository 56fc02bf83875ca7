package forest

import (
	"strings"
	"testing"

	"deepwood/internal/rulestest"
)

func TestLoadDefault(t *testing.T) {
	d := data(t)
	if len(d.Abilities) != 12 || len(d.Allies) != 4 || len(d.Cultures) != 4 || len(d.Maps) < 3 {
		t.Fatalf("loaded %d abilities, %d allies, %d cultures, %d maps", len(d.Abilities), len(d.Allies), len(d.Cultures), len(d.Maps))
	}
	if m := d.DefaultMap(); m.ID != "glade" || m.Grid.Len() != 63 {
		t.Errorf("default map %s with %d hexes", m.ID, m.Grid.Len())
	}
	if d.BarredWhy(Burn, Wood) == "" {
		t.Error("Wood may defend against Burn")
	}
	for _, a := range d.Allies {
		if a.Abilities[0].Effect != EffEnemyReroll || a.Abilities[1].Effect != EffCommitRemove {
			t.Errorf("%s levels 1-2: %+v", a.Name, a.Abilities)
		}
	}
	if sh := d.Allies[3].Abilities[2]; !strings.Contains(sh.Name, "project's own") {
		t.Errorf("Shaman level 3 not marked as the project's: %q", sh.Name)
	}
}

// TestPotencyTable is DESIGN.md Forest 1.
func TestPotencyTable(t *testing.T) {
	want := map[int]int{1: -2, 2: -1, 4: -1, 5: 0, 8: 0, 9: 1, 11: 1, 12: 2}
	for v, p := range want {
		if Potency(v) != p {
			t.Errorf("Potency(%d) = %d, want %d", v, Potency(v), p)
		}
	}
	for roll, h := range map[int]Harm{1: Chop, 3: Chop, 4: Burn, 6: Burn, 7: Carve, 9: Carve, 10: Pollute, 12: Pollute} {
		if HarmFromD12(roll) != h {
			t.Errorf("d12 %d: %s", roll, HarmFromD12(roll))
		}
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		file, find, replace, want string
	}{
		{TablesFile, "3 | Forbidden", "3 | ", "forest/tables.txt:11: a table row is ROLL | TEXT"},
		{TablesFile, "3 | Forbidden", "13 | Forbidden", "forest/tables.txt:11: bad d12 roll"},
		{TablesFile, "3 | Forbidden\n", "", "covers 3 0 times"},
		{TablesFile, "[event-type]", "[event-type", "malformed section header"},
		{TablesFile, "chop +3, burn +2", "chop plenty", "bad bonus"},
		{TablesFile, "burn | wood |", "burn | oak |", "unknown types"},
		{TablesFile, "chop | * | lumber camp", "chop | Pines | x", "no default (*) row for chop"},
		{TablesFile, "origin | * | town", "origin |  | town", "a structure row is HOW | TERRAIN | STRUCTURE"},
		{AbilitiesFile, "wood | stonewood", "wood | like-slate", "duplicate ability id"},
		{AbilitiesFile, "| enemy-reroll |", "| teleport |", "unknown effect"},
		{AbilitiesFile, "shaman | 3 |", "shaman | 4 |", "unknown ally"},
		{JournalFile, "at {hex} with {etype}", "at {hexx} with {etype}", "unknown or unclosed placeholder {hexx}"},
		{JournalFile, "[won]", "[wonn]", "unknown journal section"},
		{"forest/map-glade.txt", "default: yes", "default: no", "unexpected line"},
		{"forest/map-isle.txt", "name: The Isle", "name: The Isle\ndefault: yes", "2 maps marked default"},
		{"forest/map-vale.txt", " . . . . . . . . . . .\n. .", " . . . . . . . . . . .\n..", "lies between cells"},
	}
	for _, tt := range tests {
		_, err := LoadData(rulestest.EditedFiles(t, "forest", tt.file, tt.find, tt.replace))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), "forest/") {
			t.Errorf("%s %q→%q: %v, want %q", tt.file, tt.find, tt.replace, err, tt.want)
		}
	}
}

// FuzzLoadTables feeds arbitrary text as tables.txt, abilities.txt and a
// map: loading may fail but must never panic, and must name the file.
func FuzzLoadTables(f *testing.F) {
	base := rulestest.LevelFiles(f, "forest")
	f.Add(base[TablesFile].Data, uint8(0))
	f.Add(base[AbilitiesFile].Data, uint8(1))
	f.Add(base["forest/map-isle.txt"].Data, uint8(2))
	f.Add(base[JournalFile].Data, uint8(3))
	f.Add([]byte("[ally]\n1-3 | Flora\n"), uint8(0))
	f.Fuzz(func(t *testing.T, b []byte, which uint8) {
		name := []string{TablesFile, AbilitiesFile, "forest/map-isle.txt", JournalFile}[which%4]
		d, err := LoadData(rulestest.WithFile(base, name, b))
		if err != nil {
			if !strings.Contains(err.Error(), "forest/") {
				t.Errorf("error names no file: %v", err)
			}
			return
		}
		if len(d.Allies) == 0 || len(d.Maps) == 0 {
			t.Errorf("loaded without allies or maps")
		}
		if r := PlayGame(d, 1, Greedy{}, Options{MaxYears: 5, Check: true}); len(r.Violations) > 0 {
			t.Errorf("a game on the loaded data broke a rule: %v", r.Violations)
		}
	})
}
