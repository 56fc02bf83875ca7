package verify

import (
	"strings"
	"testing"

	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
)

// forsakenReplay records a whole game of computer travelers as a replay.
func forsakenReplay(t testing.TB, seed dice.Seed, setup forsaken.Setup) (*replay.Replay, *forsaken.State) {
	t.Helper()
	d := forsaken.MustData()
	s, err := forsaken.NewGame(d, seed, setup)
	if err != nil {
		t.Fatal(err)
	}
	r := &replay.Replay{Mode: "forsaken", Seed: seed.Code(), Rules: levels.ModeFingerprint("forsaken"), Version: "0.1.0"}
	r.Set(forsaken.PlayersKey, "7")
	if setup.Roles != nil {
		r.Set(forsaken.RolesKey, forsaken.FormatRoles(setup.Roles))
	}
	if setup.Humans != nil {
		r.Set(forsaken.HumansKey, forsaken.FormatSeats(setup.Humans))
	}
	table := forsaken.NewTable(d, seed, setup.Players, forsaken.Normal)
	for n := int64(0); !s.Over(); n++ {
		seat := forsaken.Asked(s, d)
		a := table[seat].Choose(forsaken.ViewFor(s, d, seat), forsaken.LegalFor(s, d, seat))
		evs, err := forsaken.Apply(s, d, a)
		if err != nil {
			t.Fatal(err)
		}
		for i, tr := range table {
			var mine []forsaken.Event
			for _, e := range evs {
				if x, ok := e.For(i); ok {
					mine = append(mine, x)
				}
			}
			tr.Observe(mine)
		}
		r.Append(replay.Entry{Tick: n * 30, Check: s.Dice.Checksum(), Action: a.String()})
	}
	return r, s
}

func TestForsakenReplayVerifies(t *testing.T) {
	roles := []forsaken.Role{forsaken.Forsaken, forsaken.Shrouded, forsaken.Oracle, forsaken.Priest,
		forsaken.Commonfolk, forsaken.Commonfolk, forsaken.Blessed}
	r, s := forsakenReplay(t, dice.Seed(4242), forsaken.Setup{Players: 7, Roles: roles, Humans: []int{2}})
	rules := levels.ModeFingerprint("forsaken")
	res, err := Forsaken(forsaken.MustData(), rules, "g.replay", mustParse(t, r))
	if err != nil {
		t.Fatal(err)
	}
	if res.Outcome != Victory || res.Winner != s.Winner.String() || res.EndedBy != s.WinBy || res.Days != s.Day ||
		res.Fingerprint != s.Fingerprint() || res.Actions != len(r.Entries) {
		t.Errorf("verified %+v; the game ended %s by %q on Day %d", res, s.Winner, s.WinBy, s.Day)
	}
	// deepwood verify reads it by its mode line.
	if got, _, err := File("g.replay", r.Marshal()); err != nil || got.Fingerprint != res.Fingerprint {
		t.Errorf("verify.File: %v, %+v", err, got)
	}
	// Tampering is refused by line.
	bad := []struct {
		name string
		edit func(r *replay.Replay)
		want string
	}{
		{"action changed", func(r *replay.Replay) { r.Entries[3].Action = "0 end" }, ":"},
		{"checksum", func(r *replay.Replay) { r.Entries[5].Check ^= 1 }, "dice checksum"},
		{"players", func(r *replay.Replay) { r.Set(forsaken.PlayersKey, "3") }, "players"},
		{"roles", func(r *replay.Replay) { r.Set(forsaken.RolesKey, "forsaken,wizard") }, "unknown role"},
		{"cut short", func(r *replay.Replay) { r.Entries = r.Entries[:len(r.Entries)/2] }, ""},
	}
	for _, tt := range bad {
		c := mustParse(t, r)
		tt.edit(c)
		res, err := Forsaken(forsaken.MustData(), rules, "g.replay", mustParse(t, c))
		switch {
		case tt.want == "":
			if err != nil || res.Outcome != Incomplete {
				t.Errorf("%s: %v %s, want an incomplete game", tt.name, err, res.Outcome)
			}
		case err == nil || !strings.Contains(err.Error(), tt.want) || !strings.HasPrefix(err.Error(), "g.replay:"):
			t.Errorf("%s: %v, want %q by line", tt.name, err, tt.want)
		}
	}
}

func mustParse(t testing.TB, r *replay.Replay) *replay.Replay {
	t.Helper()
	p, err := replay.Parse("g.replay", r.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestForsakenReplayOfSeveralPeopleVerifies: a table the server hosted
// names every networked seat on its humans line (RULES B15), which decides
// the Forsaken's Voice (S7); such a replay verifies, and a humans line
// naming a seat not at the table, or no seat, is refused by its line.
func TestForsakenReplayOfSeveralPeopleVerifies(t *testing.T) {
	humans := []int{0, 3, 4, 6}
	r, s := forsakenReplay(t, dice.Seed(77), forsaken.Setup{Players: 7, Humans: humans})
	res, _, err := File("table.replay", r.Marshal())
	if err != nil || res.Fingerprint != s.Fingerprint() || res.Winner != s.Winner.String() {
		t.Fatalf("a replay of four people: %v, %+v", err, res)
	}
	if text, _ := r.Get(forsaken.HumansKey); text != "0,3,4,6" {
		t.Errorf("the humans line reads %q", text)
	}
	for _, bad := range []string{"0,3,9", "x"} {
		c := mustParse(t, r)
		c.Set(forsaken.HumansKey, bad)
		if _, _, err := File("table.replay", c.Marshal()); err == nil || !strings.Contains(err.Error(), "table.replay:") {
			t.Errorf("humans %q: %v", bad, err)
		}
	}
}
