package forsaken

// PublicSeat is what the whole table knows of one traveler.
type PublicSeat struct {
	Alive     bool
	Doorstep  bool
	Entangled bool
	HandSize  int
	Finds     []int // Finder's Actions lie face up
	Revealed  Role  // a Role Card shown to all (the Blessed), else NoRole
}

// WindowView is an open window as the table sees it: cards on the stack
// are face up; Gallows votes stay hidden until counted, but for your own.
type WindowView struct {
	Kind    FrameKind
	Pending Pending
	Seat    int
	Rested  bool
	Voted   []bool // who has voted
	MyVote  int    // 0 not yet, 1 live, 2 die, -1 no vote
}

// View is one traveler's share of the game: their Role, hand and what
// they know for certain, and what the table sees. It holds nothing else;
// the computer travelers decide from it and the events they observed.
type View struct {
	Seat         int
	Role         Role
	Players      int
	Phase        Phase
	Step         int
	Day, Night   int
	Cycle        int
	TurnsInCycle int
	Turn         int
	Asked        int
	Hand         []int
	Finds        []int
	Know         Knowing
	Seats        []PublicSeat
	Paths        []bool
	Flipped      [NumSlots]bool
	Curses       []CurseInPlay
	DrawLeft     int
	ForestLeft   int
	Discard      []int
	Windows      []WindowView
	// Suggested are the victims the Forsaken suggested this Night (for a
	// Forsaken only; -2 not yet).
	Suggested []int
	Winner    Team
	WinBy     string
}

// ViewFor computes seat's View.
func ViewFor(s *State, d *Data, seat int) View {
	me := &s.Seats[seat]
	v := View{Seat: seat, Role: me.Role, Players: s.Players(), Phase: s.Phase, Step: s.Step,
		Day: s.Day, Night: s.Night, Cycle: s.Cycle, TurnsInCycle: s.TurnsInCycle, Turn: s.Turn,
		Asked: Asked(s, d), Hand: append([]int(nil), me.Hand...), Finds: append([]int(nil), me.Finds...),
		Paths: append([]bool(nil), s.Paths...), Flipped: s.Flipped, Curses: append([]CurseInPlay(nil), s.Curses...),
		DrawLeft: len(s.Draw), ForestLeft: len(s.Forest), Discard: append([]int(nil), s.Discard...),
		Winner: s.Winner, WinBy: s.WinBy}
	v.Know.Roles = append([]Role(nil), me.Know.Roles...)
	v.Know.Dests = me.Know.Dests
	t := &turn{s: s, d: d}
	for i, st := range s.Seats {
		p := PublicSeat{Alive: st.Alive, Doorstep: st.Doorstep, Entangled: t.entangled(i),
			HandSize: len(st.Hand), Finds: append([]int(nil), st.Finds...), Revealed: NoRole}
		if st.Revealed {
			p.Revealed = st.Card
		}
		v.Seats = append(v.Seats, p)
	}
	for _, f := range s.Frames {
		w := WindowView{Kind: f.Kind, Pending: f.Pending, Seat: f.Seat, Rested: f.Rested, MyVote: voteNone}
		if f.Kind == FrameGallows {
			w.Voted = make([]bool, len(f.Votes))
			for i, vote := range f.Votes {
				w.Voted[i] = vote > 0
			}
			w.MyVote = f.Votes[seat]
		}
		v.Windows = append(v.Windows, w)
	}
	if me.Role.Killer() && s.Phase == PhaseNight {
		v.Suggested = append([]int(nil), s.Suggested...)
	}
	return v
}

// For is the event as seat sees it, or false when seat does not see it:
// a card drawn is the drawer's secret, a card stolen is known to the two
// travelers concerned.
func (e Event) For(seat int) (Event, bool) {
	if !e.Sees(seat) {
		return Event{}, false
	}
	switch e.Kind {
	case EvDrew:
		if seat != e.Seat {
			e.Card = -1
		}
	case EvStolen:
		if seat != e.Seat && seat != e.Target {
			e.Card = -1
		}
	}
	return e, true
}

// LogFor is the game's log as seat saw it.
func LogFor(s *State, seat int) []Event {
	var out []Event
	for _, e := range s.Log {
		if x, ok := e.For(seat); ok {
			out = append(out, x)
		}
	}
	return out
}
