package forsaken

import "fmt"

// CheckInvariants lists the bookkeeping the rules promise that the state
// breaks: every card in exactly one place, Spirits empty-handed and off
// the Doorstep, knowledge true to the table, the Path network joined at
// the moment each Path was Forged (so every Path is on the board), and
// the windows well formed.
func CheckInvariants(s *State, d *Data) []string {
	var bad []string
	add := func(f string, a ...any) { bad = append(bad, fmt.Sprintf(f, a...)) }
	n := s.Players()
	where := make([]int, len(d.Deck))
	count := func(cards []int, what string) {
		for _, c := range cards {
			if c < 0 || c >= len(where) {
				add("%s holds card %d that does not exist", what, c)
				continue
			}
			where[c]++
		}
	}
	artifacts := func(list []int) []int { // an Artifact is a Travelers card too (RULES S23)
		out := make([]int, len(list))
		for i, a := range list {
			out[i] = ArtifactCard(a)
		}
		return out
	}
	count(s.Draw, "the deck")
	count(s.Discard, "the discard pile")
	count(artifacts(s.ArtifactDeck), "the Artifact Deck")
	for i, st := range s.Seats {
		count(st.Hand, fmt.Sprintf("traveler %d", i))
		count(artifacts(st.Finds), fmt.Sprintf("traveler %d's Finder's Actions", i))
		if !st.Alive && (len(st.Hand) > 0 || st.Doorstep || len(st.Finds) > 0) {
			add("Spirit %d still holds cards or lies on the Doorstep", i)
		}
		if len(st.Know.Roles) != n || st.Know.Roles[i] != st.Role {
			add("traveler %d does not know their own role", i)
		}
		for j, r := range st.Know.Roles {
			if j < n && r != NoRole && r != s.Seats[j].Card && r != s.Seats[j].Role && !(r == Forsaken && s.Seats[j].Role.Killer()) {
				add("traveler %d believes %d holds %s, the card is %s", i, j, r, s.Seats[j].Card)
			}
		}
		for k, dd := range st.Know.Dests {
			if dd != NoDest && dd != s.Slots[k] {
				add("traveler %d knows slot %d as %s, it is %s", i, k, dd, s.Slots[k])
			}
		}
		if st.Entangled != 0 && st.Entangled < s.Cycle {
			add("traveler %d is Entangled for a Turn Cycle gone by", i)
		}
	}
	for _, f := range s.Frames {
		switch {
		case f.Kind != FrameRespond:
		case f.Pending.From == FromTravelers:
			count([]int{f.Pending.Card}, "the stack")
		case f.Pending.From == FromArtifact:
			count(artifacts([]int{f.Pending.Card}), "the stack")
		}
	}
	for c, k := range where {
		if k != 1 {
			add("Travelers card %d is in %d places", c, k)
		}
	}
	forest := len(s.Forest) + len(s.ForestDiscard) + len(s.Curses)
	for _, f := range s.Frames {
		if f.Pending.From == FromForest {
			forest++
		}
	}
	if forest != len(d.ForestDeck) {
		add("%d Forest cards accounted for, the deck has %d", forest, len(d.ForestDeck))
	}
	if !s.Paths[d.Board.Start] {
		add("the Starting Square lost its Path")
	}
	for k, f := range s.Flipped {
		if f && s.Slots[k] == NoDest {
			add("slot %d is face up and empty", k)
		}
	}
	if s.Phase == PhaseOver && s.Winner == NoTeam {
		add("the game is over with no winner")
	}
	if s.Phase != PhaseOver && s.Winner != NoTeam {
		add("a team won and the game goes on")
	}
	if s.Phase != PhaseOver && s.Phase != PhaseNightOne {
		killers, others := 0, 0
		for _, st := range s.Seats {
			if st.Alive && st.Role.Killer() {
				killers++
			} else if st.Alive {
				others++
			}
		}
		if killers == 0 || killers >= others {
			add("the game goes on with %d Forsaken against %d", killers, others)
		}
	}
	return bad
}
