package forward

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"deepwood/internal/rulestest"
)

// testData is Forward's own card data.
func testData(t testing.TB) *Data { return rulestest.Load(t, DefaultData) }

// TestDeckIsAHundredCards counts the deck as the seed does (§1, RULES F10).
func TestDeckIsAHundredCards(t *testing.T) {
	d := testData(t)
	count := map[Type]int{}
	for _, c := range d.Cards {
		count[c.Type]++
	}
	want := map[Type]int{TypePlayer: 1, TypeDragon: 1, TypePrincess: 1, TypeSage: 1, TypeKnight: 1, TypeLocation: 9, TypeSpare: 5,
		TypeScene: 9, TypeItem: 9, TypeEquipment: 9, TypeHollow: 9, TypeBeast: 9, TypeSnare: 9, TypePit: 9, TypeTerror: 9, TypeBlessing: 9}
	total := 0
	for ty, n := range want {
		total += n
		if count[ty] != n {
			t.Errorf("%s: %d cards; want %d", ty, count[ty], n)
		}
	}
	if len(d.Cards) != 100 || total != 100 || len(d.main) != 81 {
		t.Errorf("%d cards, %d main", len(d.Cards), len(d.main))
	}
	for _, l := range d.Locations {
		for i, id := range l.Cards {
			if c := d.Card(id); c.Type != locationTypes[i] || c.Location != l.Number {
				t.Errorf("%s card %d is %s of location %d", l.Name, i, c.Type, c.Location)
			}
		}
	}
}

// TestNamedCards: every card the seed names exists with its effect.
func TestNamedCards(t *testing.T) {
	d := testData(t)
	tests := []struct {
		name string
		ty   Type
		ok   func(s Stats) bool
	}{
		{"Phoenix Tear", TypeItem, func(s Stats) bool { return s.Phoenix == 10 }},
		{"Moonleaf Brandy", TypeItem, func(s Stats) bool { return s.Lose == 4 && s.FightBonus == 1 }},
		{"Mirror Shard", TypeItem, func(s Stats) bool { return s.TrueDamage == 2 }},
		{"Gilded Bangle", TypeItem, func(s Stats) bool { return s.GiftPrincess }},
		{"Ferryman's Bell", TypeItem, func(s Stats) bool { return s.GiftSage }},
		{"Blacksap Thorn", TypeItem, func(s Stats) bool { return s.SlayHumanoid }},
		{"Ancient Sword", TypeEquipment, func(s Stats) bool { return s.Dragonbane }},
		{"Mirrored Shield", TypeEquipment, func(s Stats) bool { return s.Block == 2 }},
		{"Frozen Gaol Blessing", TypeBlessing, func(s Stats) bool { return s.HitOnOne }},
		{"The Brume", TypeSnare, func(s Stats) bool { return s.DoubleFirstHit }},
		{"Tangled Washline", TypeSnare, func(s Stats) bool { return s.MissFirst == 1 }},
		{"Penitent's Chain", TypeSnare, func(s Stats) bool { return s.MissFirst == 2 }},
		{"Dragon of Chaos", TypeDragon, func(s Stats) bool { return s.HP == 40 }},
	}
	for _, tt := range tests {
		id, ok := d.ByName(tt.name)
		if !ok {
			t.Errorf("no card %q", tt.name)
			continue
		}
		if c := d.Card(id); c.Type != tt.ty || !tt.ok(c.Stats) {
			t.Errorf("%s: %s %q", tt.name, c.Type, c.EffectText())
		}
	}
}

// TestLoadErrors: data mistakes stop loading, naming the file and line.
func TestLoadErrors(t *testing.T) {
	tests := []struct {
		file, old, new string
		want           string
	}{
		{"forward/location-1.txt", "heal 9", "heel 9", "forward/location-1.txt:11: unknown primitive \"heel\""},
		{"forward/location-1.txt", "heal 9", "hp 9", "forward/location-1.txt:11: primitive \"hp\" does not belong on a scene"},
		{"forward/location-1.txt", "     [4]\n", "     [4\n", "forward/location-1.txt:6:"},
		{"forward/location-1.txt", "  [5][6][7]", "  [5][6][6]", "forward/location-1.txt:7: layout space [6] appears twice"},
		{"forward/location-2.txt", "pit       | Collapsed Crypt     | lose 2               | The floor gives way into the ossuary.\n", "", "forward/location-2.txt:17: card 7 must be the pit"},
		{"forward/location-3.txt", "effect: thieves", "effect: pickpockets", "forward/location-3.txt:3: unknown location effect"},
		{"forward/location-4.txt", "hp 3 ", "hp x ", "forward/location-4.txt:14: primitive \"hp\": \"x\""},
		{"forward/specials.txt", "spare         | Spare Card       |              | Blank. Set aside; not used.\n", "", "want 5 spare cards, found 4"},
		{"forward/location-5.txt", "", "", "want 9 location files"},
	}
	for _, tt := range tests {
		var m fstest.MapFS
		if tt.old == "" && tt.new == "" {
			m = rulestest.LevelFiles(t, "forward")
			delete(m, tt.file)
		} else {
			m = rulestest.EditedFiles(t, "forward", tt.file, tt.old, tt.new)
		}
		_, err := LoadData(m)
		var le *LoadError
		if err == nil || !errors.As(err, &le) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s %q→%q: %v; want %q", tt.file, tt.old, tt.new, err, tt.want)
		}
	}
}

// FuzzLoadLocation feeds arbitrary text as one location file: loading may
// fail, but must never panic, and must name the file when it fails.
func FuzzLoadLocation(f *testing.F) {
	base := rulestest.LevelFiles(f, "forward")
	for _, p := range []string{"forward/location-1.txt", "forward/location-4.txt", "forward/location-8.txt"} {
		f.Add(base[p].Data)
	}
	f.Add([]byte("location: 1 | X | y\nlayout:\n  [1]\ncards:\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		d, err := LoadData(rulestest.WithFile(base, "forward/location-1.txt", b))
		if err != nil {
			if !strings.Contains(err.Error(), "forward") {
				t.Errorf("error names no file: %v", err)
			}
			return
		}
		if len(d.Cards) != DeckSize {
			t.Errorf("loaded %d cards", len(d.Cards))
		}
	})
}
