package forsaken

import "testing"

// TestViewTellsTheTableAndTheEnd plays games of every size with the
// computer travelers and, after every action, holds each traveler's View
// to what the screens draw from it besides the rest: the Excavation Sites
// dug (public, S23), who has a thumb in an open Gallows count (public,
// S28: the living not on the Doorstep, the Accused included), and the
// Reveal of every Role and Role Card, which is empty until the game is
// over and then tells every seat. The games must show a site dug, a
// Gallows and an end, so each part is seen to hold.
func TestViewTellsTheTableAndTheEnd(t *testing.T) {
	d := MustData()
	games := 24
	if testing.Short() {
		games = 12
	}
	dug, gallows := 0, 0
	for g := range games {
		s, table := tableGame(t, d, "view end", g)
		n, seed := len(s.Seats), s.Seed
		for k := 0; ; k++ {
			for viewer := range n {
				v := ViewFor(s, d, viewer)
				if v.Dug != s.Dug {
					t.Fatalf("%s action %d: traveler %d sees the sites dug %v, not %v", seed, k, viewer, v.Dug, s.Dug)
				}
				for i, f := range s.Frames {
					w := v.Windows[i]
					if f.Kind != FrameGallows {
						if w.Voters != nil {
							t.Fatalf("%s action %d: a %s window has voters %v", seed, k, f.Kind, w.Voters)
						}
						continue
					}
					for seat, vote := range f.Votes {
						if w.Voters[seat] != (vote != voteNone) {
							t.Fatalf("%s action %d: traveler %d sees %d as a voter %v; the vote is %d", seed, k, viewer, seat, w.Voters[seat], vote)
						}
					}
				}
				if !s.Over() {
					if v.Reveal != nil {
						t.Fatalf("%s action %d: traveler %d sees the Roles revealed before the end: %v", seed, k, viewer, v.Reveal)
					}
					continue
				}
				if len(v.Reveal) != n {
					t.Fatalf("%s: at the end traveler %d sees %d Roles of %d", seed, viewer, len(v.Reveal), n)
				}
				for seat, u := range v.Reveal {
					if st := s.Seats[seat]; u.Role != st.Role || u.Card != st.Card {
						t.Fatalf("%s: at the end traveler %d sees %d as %+v; they are %s shown as %s", seed, viewer, seat, u, st.Role, st.Card)
					}
				}
			}
			if len(s.Frames) > 0 && s.Frames[len(s.Frames)-1].Kind == FrameGallows {
				gallows++
			}
			if s.Over() || k >= MaxActions {
				break
			}
			seat := Asked(s, d)
			observeAll(table, step(t, s, d, table[seat].Choose(ViewFor(s, d, seat), LegalFor(s, d, seat))))
		}
		if !s.Over() {
			t.Fatalf("%s: the game did not end", seed)
		}
		for _, x := range s.Dug {
			if x {
				dug++
			}
		}
	}
	if dug == 0 || gallows == 0 {
		t.Fatalf("%d games showed %d sites dug and %d Gallows moments: the test saw too little", games, dug, gallows)
	}
	t.Logf("%d games, %d sites dug, %d Gallows moments, every traveler's view after each action", games, dug, gallows)
}
