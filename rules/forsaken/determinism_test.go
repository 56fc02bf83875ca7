package forsaken

import (
	"testing"

	"deepwood/internal/rulestest"
	"deepwood/rules/dice"
)

// TestGolden pins whole games: the same seed, table and travelers reach
// the same final state natively and under WebAssembly. Update the table
// only when a rule, the data or the travelers change on purpose.
func TestGolden(t *testing.T) {
	d := MustData()
	tests := []struct {
		seed    dice.Seed
		players int
		level   Level
		fp      string
	}{
		{1, 6, Normal, "6ede008d3528c532"},
		{2, 9, Hard, "fb957ad578d71d6f"},
		{3, 5, Easy, "d641a920c32f7030"},
		{4, 12, Normal, "065f28b87d5cbfa6"},
	}
	for _, tt := range tests {
		r := PlayGame(d, tt.seed, Setup{Players: tt.players}, NewTable(d, tt.seed, tt.players, tt.level), true)
		if len(r.Violations) > 0 {
			t.Fatalf("seed %d: %v", tt.seed, r.Violations)
		}
		if r.Fingerprint != tt.fp {
			t.Errorf("seed %d, %d %s travelers: fingerprint %s (%s by %q, %d actions), want %s", tt.seed, tt.players, tt.level, r.Fingerprint, r.Winner, r.WinBy, r.Actions, tt.fp)
		}
	}
}

// TestJSONRoundTrip saves a game at every action, restores it and checks
// the copy goes on exactly like the original.
func TestJSONRoundTrip(t *testing.T) {
	d := MustData()
	for _, seed := range []dice.Seed{51, 52} {
		s, _ := NewGame(d, seed, Setup{Players: 8})
		table := NewTable(d, seed, 8, Normal)
		for i := 0; !s.Over(); i++ {
			c := rulestest.Restored(t, i, s, func(b []byte) (*State, error) { return UnmarshalState(b, d) })
			seat := Asked(s, d)
			a := table[seat].Choose(ViewFor(s, d, seat), LegalFor(s, d, seat))
			e1 := step(t, s, d, a)
			rulestest.Same(t, i, a, s, c, e1, step(t, c, d, a))
			observeAll(table, e1)
		}
	}
	if _, err := UnmarshalState([]byte(`{"rules":"other"}`), d); err == nil {
		t.Error("a state of other data was restored")
	}
}
