package forward

import (
	"encoding/json"
	"testing"

	"deepwood/rules/dice"
)

// cachesAgree reports what of the state's kept masks, location look-up and
// cached doom answer differs from a rebuild from its exported fields.
func cachesAgree(t *testing.T, s *State, where string) {
	t.Helper()
	c := *s
	c.syncCells()
	if c.masks != s.masks || c.loc != s.loc {
		t.Fatalf("%s step %d: masks %+v loc %p; rebuilt %+v loc %p", where, s.Steps, s.masks, s.loc, c.masks, c.loc)
	}
	if !s.Doomed && !s.Phase.Over() {
		if got, want := s.doomCached(), s.DoomReason(); got != want {
			t.Fatalf("%s step %d: cached doom %v; DoomReason %v", where, s.Steps, got, want)
		}
	}
}

// TestCellMasksAgree: the masks the turn code keeps beside the Cells, the
// location look-up and the doom cache agree with a rebuild from scratch
// after every action, through Apply and through the simulator's quiet
// turns, for both bots over many seeds; and a decoded state rebuilds them.
func TestCellMasksAgree(t *testing.T) {
	d := testData(t)
	n := 300
	if testing.Short() {
		n = 40
	}
	for _, name := range BotNames() {
		for i, seed := range RunSeeds(dice.HashText("masks"), n) {
			bot, _ := NewBot(name, seed)
			s, _ := New(d, seed)
			cachesAgree(t, s, name+" apply")
			for !s.Phase.Over() {
				if _, err := Apply(s, bot.Choose(s, Legal(s))); err != nil {
					t.Fatal(err)
				}
				cachesAgree(t, s, name+" apply")
				if i < 10 && s.Steps%17 == 0 {
					b, _ := json.Marshal(s)
					u, err := UnmarshalState(d, b)
					if err != nil {
						t.Fatal(err)
					}
					if u.masks != s.masks || u.loc != s.loc {
						t.Fatalf("%s step %d: decoded masks %+v; kept %+v", name, s.Steps, u.masks, s.masks)
					}
				}
			}
			bot, _ = NewBot(name, seed)
			q := deal(d, seed, nil, true)
			for !q.s.Phase.Over() {
				q.do(bot.Choose(q.s, Legal(q.s)))
				cachesAgree(t, q.s, name+" quiet")
			}
		}
	}
}
