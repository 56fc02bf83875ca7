package forwardui

import "deepwood/rules/forward"

// What the session keeps of the rules' events for the screens: the cards
// face up on this location's spaces, the last few lines of the log, the
// HP history, the counts the summary shows and the cause of the warning
// that the run can no longer be won. Each action's events pass through
// feed once, and are queued for animation there. With the runner's view
// (Session.View) they are all the screens read of a run.

// logLines is how many recent events the screens can list.
const logLines = 6

// feed tallies events, writes the log and queues them for animation.
func (s *Session) feed(ev []forward.Event) {
	for _, e := range ev {
		switch e.Kind {
		case forward.EvLocationEntered:
			for i := range s.trail {
				s.trail[i] = forward.NoCard
			}
			s.last = forward.NoCard // a new place: nothing revealed here yet
		case forward.EvFlipped:
			s.resolved++
			s.trail[e.Cell-1] = e.Card
			s.last = e.Card
		case forward.EvMonsterDefeated:
			s.slain++
		case forward.EvDoomed:
			s.doom = e.Cause
		}
		if line := describe(s.Data, e); line != "" {
			s.log[s.logN%logLines] = line
			s.logN++
		}
		s.Anim.Push(e)
	}
}

// Trail is the card last revealed on space n (1–9) of this location, or
// NoCard.
func (s *Session) Trail(n int) forward.CardID { return s.trail[n-1] }

// LastRevealed is the card flipped most recently at this location, or
// NoCard.
func (s *Session) LastRevealed() forward.CardID { return s.last }

// Log returns the i-th most recent event line (0 = newest), or "".
func (s *Session) Log(i int) string {
	if i >= s.logN || i >= logLines {
		return ""
	}
	return s.log[(s.logN-1-i)%logLines]
}

// DoomReason is why the run can no longer be won, as the HUD warns of it,
// or CauseNone: the view's answer (forward.SeatView.DoomReason) from the
// cause the rules announced, which the view keeps only as a flag.
func (s *Session) DoomReason() forward.Cause {
	v := s.View()
	return v.DoomReason(s.Data, s.doom)
}

// History is HP and Max HP after every action, from the start.
func (s *Session) History() []HPPoint { return s.history }
