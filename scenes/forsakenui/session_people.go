package forsakenui

import (
	"fmt"
	"strings"
	"unicode"

	"deepwood/rules/forsaken"
)

// The session's side of pass and play (RULES S41): which seats people
// play, whose table is at the screen, each person's name, notes and what
// they may do.

// local says whether a person plays seat at this screen.
func (s *Session) local(seat int) bool {
	for _, h := range s.Humans {
		if h == seat {
			return true
		}
	}
	return false
}

// At hands the screen to the person at seat: the names, log and notes
// become theirs. A seat no person plays is refused (false).
func (s *Session) At(seat int) bool {
	if !s.local(seat) {
		return false
	}
	s.Human = seat
	s.Names = s.namesFor(seat)
	s.Log = s.logs[seat]
	s.Notes = s.notes[seat]
	return true
}

// namesFor is the table's names as viewer reads them: "You" at its seat.
func (s *Session) namesFor(viewer int) forsaken.Names {
	n := append(forsaken.Names{}, s.given...)
	n[viewer] = forsaken.You
	return n
}

// NameAll has the table name every traveler by their own name, the
// seat at the screen too: the end of a pass-and-play game is told to
// everyone at the screen, not to one "You".
func (s *Session) NameAll() { s.Names = append(forsaken.Names{}, s.given...) }

// NameOf is seat's own name, never "You": the hand-over screen names the
// person to pass the screen to with it.
func (s *Session) NameOf(seat int) string { return s.given.Of(seat) }

// unique is name for seat, numbered ("Alder 2") when another seat
// already goes by it, so the log and the hand-over screen never mean two
// travelers by one name.
func (s *Session) unique(name string, seat int) string {
	taken := func(n string) bool {
		for i, g := range s.given {
			if i != seat && g == n {
				return true
			}
		}
		return false
	}
	for k := 2; taken(name); k++ {
		name = fmt.Sprintf("%s %d", strings.TrimSuffix(name, fmt.Sprintf(" %d", k-1)), k)
	}
	return name
}

// PersonName is the name person i (from 0) keeps unless they type one.
func PersonName(i int) string { return fmt.Sprintf("Player %d", i+1) }

// CleanName is a typed name as the header keeps it: trimmed, without the
// commas and line breaks that separate the header's words, at most 16
// letters; person i's default when nothing is left.
func CleanName(text string, i int) string {
	text = strings.Map(func(r rune) rune {
		if r == ',' || r == ';' || unicode.IsControl(r) {
			return -1
		}
		return r
	}, text)
	text = strings.TrimSpace(text)
	if r := []rune(text); len(r) > 16 {
		text = strings.TrimSpace(string(r[:16]))
	}
	if text == "" || text == forsaken.You {
		return PersonName(i)
	}
	return text
}

// LegalOf is what the person at seat may do now (nil for a computer's
// seat), fresh each call: the screens ask it of the people not at the
// screen, so Legal's answer for the seat at the screen stays whole.
func (s *Session) LegalOf(seat int) []forsaken.Action {
	if !s.local(seat) || s.remote != nil {
		return nil
	}
	return forsaken.LegalFor(s.State, s.Data, seat)
}

// readNotes takes back the notes header line: each person's group.
func (s *Session) readNotes(text string) {
	for k, group := range strings.Split(text, ";") {
		if k >= len(s.Humans) {
			break
		}
		notes := s.notes[s.Humans[k]]
		for i, w := range strings.Split(group, ",") {
			if m, ok := markWords.Parse(w); ok && i < len(notes) {
				notes[i] = m
			}
		}
	}
	s.Replay.Set(NotesKey, text)
}

// ShadowAt has tr observe a person's seat, as Shadow the player's: a
// script then plays each person of a pass-and-play game.
func (s *Session) ShadowAt(seat int, tr forsaken.Traveler) {
	if s.local(seat) {
		s.Seats[seat] = localSeat{shadow: tr}
	}
}
