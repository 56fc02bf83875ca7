package forsaken

import (
	"strings"
	"testing"

	"deepwood/internal/rulestest"
)

// The embedded data has the seed's component counts.
func TestDataHasTheSeedsComponents(t *testing.T) {
	d := MustData()
	roleCards := 0
	for _, r := range d.Roles {
		roleCards += r.Cards
	}
	travelers := 0
	for _, c := range d.TravelersDesigns() {
		travelers += c.Count
	}
	if roleCards != 25 || travelers != 184 || len(d.ForestDeck) != 32 || len(d.Artifacts) != 8 {
		t.Errorf("%d Role Cards, %d Travelers, %d Forest cards, %d Artifacts", roleCards, travelers, len(d.ForestDeck), len(d.Artifacts))
	}
	// The Artifacts follow the deck among the Travelers cards (RULES S23).
	for a, art := range d.Artifacts {
		if len(d.Deck) != 184+8 || *d.Card(ArtifactCard(a)) != art {
			t.Errorf("Artifact %d is not Travelers card %d", a, ArtifactCard(a))
		}
	}
	named := map[string]bool{}
	for _, c := range d.Designs {
		named[c.Name] = true
	}
	for _, name := range []string{"Wander", "Shot in the Dark", "Deny Fate", "Place in the Pillory", "Miraculous Revival"} {
		if !named[name] {
			t.Errorf("the seed names %s; the deck has none", name)
		}
	}
	subs := map[SubType]bool{}
	for _, c := range d.Designs {
		subs[c.Sub] = true
	}
	for sub := Navigation; sub <= Betrayal; sub++ {
		if !subs[sub] {
			t.Errorf("no %s card", sub)
		}
	}
	if d.ForestDesigns[1].Name != "Encroaching Darkness" || d.ForestDesigns[1].Sub != Darkness {
		t.Errorf("the seed's Encroaching Darkness is not a Darkness card: %+v", d.ForestDesigns[1])
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct{ file, find, replace, want string }{
		{BoardFile, ". . . 1 .", ". . . 9 .", "forsaken/board.txt:13: unknown square"},
		{BoardFile, "8 . . . .", ". 8 . . .", "must be equidistant"},
		{BoardFile, ". . . . . . S", ". . . . . . .", "no Starting Square"},
		{RolesFile, "Commonfolk | 10 |", "Commonfolk | 9 |", "24 Role Cards"},
		{RolesFile, "Cursed     | 1  | villagers", "Cursed     | 1  | forsaken", "plays for the villagers"},
		{RolesFile, "6  | 2 | 4 | *", "6  | 2 | 3 | *", "are not 6 players"},
		{TravelersFile, "Wander               | 44", "Wander               | 43", "183 cards"},
		{TravelersFile, "forge 2", "forge 9", "not a traveler's effect"},
		{TravelersFile, "| fast | resistance | forbid fast", "| quick | resistance | forbid fast", "speed"},
		{ForestFile, "| darkness | night", "| disaster | night", "not an effect for a disaster card"},
		{ForestFile, "Sunstone         | group  | sunstone", "Sunstone         | finder | sunstone", "not an effect for a \"finder\" Artifact"},
	}
	for _, tt := range tests {
		_, err := LoadData(rulestest.EditedFiles(t, "forsaken", tt.file, tt.find, tt.replace))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !strings.Contains(err.Error(), tt.file) {
			t.Errorf("%s %q→%q: %v, want %q", tt.file, tt.find, tt.replace, err, tt.want)
		}
	}
}

// FuzzLoadData feeds arbitrary text as each data file: loading may fail
// but never panics and names the file; what loads plays a game that keeps
// the rules.
func FuzzLoadData(f *testing.F) {
	base := rulestest.LevelFiles(f, "forsaken")
	names := []string{BoardFile, RolesFile, TravelersFile, ForestFile}
	for i, n := range names {
		f.Add(base[n].Data, uint8(i))
	}
	f.Fuzz(func(t *testing.T, b []byte, which uint8) {
		d, err := LoadData(rulestest.WithFile(base, names[int(which)%len(names)], b))
		if err != nil {
			if !strings.Contains(err.Error(), "forsaken/") {
				t.Errorf("error names no file: %v", err)
			}
			return
		}
		// Some 1,500 decisions of a game: data that never lets a game
		// end (no Wanders to speak of) must still keep the rules.
		s, err := NewGame(d, 1, Setup{Players: 6})
		if err != nil {
			t.Fatalf("the data loaded but deals no game: %v", err)
		}
		table := NewTable(d, 1, 6, Normal)
		for k := 0; k < 1500 && !s.Over(); k++ {
			seat := Asked(s, d)
			if seat < 0 {
				t.Fatalf("nobody can act in phase %s", s.Phase)
			}
			evs, err := Apply(s, d, table[seat].Choose(ViewFor(s, d, seat), LegalFor(s, d, seat)))
			if err != nil {
				t.Fatal(err)
			}
			observeAll(table, evs)
			if broken := CheckInvariants(s, d); len(broken) > 0 {
				t.Fatalf("a game on the loaded data broke a rule: %v", broken)
			}
		}
	})
}
