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
	Why     string // what put Seat on Death's Doorstep (public, as the log says)
	// Draw: the turn's Draw Phase, where anyone may play a Fast Action
	// before the Action Phase (RULES S13); a window with nothing on the
	// stack that is not Draw is the Fast Action Phase.
	Draw bool
	// Voters are the travelers with a thumb in this count: every living
	// traveler not on the Doorstep when the Gallows opened, the Accused
	// included (S28), which the whole table sees.
	Voters []bool
	Voted  []bool // who has voted
	MyVote int    // 0 not yet, 1 live, 2 die, -1 no vote
}

// Unmasked is one traveler as the end of the game shows them: the Role
// they played and the Role Card in front of them, which is what a Peek
// showed (the Shrouded's and the Cursed's differ).
type Unmasked struct {
	Role Role
	Card Role
}

// View is one traveler's share of the game: their Role, hand and what
// they know for certain, and what the table sees. It holds nothing else;
// the computer travelers decide from it and the events they observed.
//
// Asked, who the game waits on, is shown where the table sees it: the
// turn player, the Fugue's and the dawn's speaker, the Accused and the
// Gallows' voters. At Night it would name the holder of the Role the Night
// wakes (a Forsaken, when they suggest and choose), and the Step the Night
// stops at would tell that a living traveler holds that Role; in a
// Priority or Doorstep window it would name the first traveler clockwise
// holding an answer. There only the traveler asked sees them; the rest see
// -1.
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
	Dug          [NumSlots]bool // Excavation Sites whose Artifact the table saw turned over (S23)
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
	// Reveal is every traveler's Role and Role Card once the game is over
	// and the end turns them all face up, so the end can say who was who;
	// nil while the game goes on.
	Reveal []Unmasked
}

// Over says whether a team has won: the game is over.
func (v *View) Over() bool { return v.Phase == PhaseOver }

// ViewFor computes seat's View.
func ViewFor(s *State, d *Data, seat int) View {
	me := &s.Seats[seat]
	v := View{Seat: seat, Role: me.Role, Players: s.Players(), Phase: s.Phase, Step: s.Step,
		Day: s.Day, Night: s.Night, Cycle: s.Cycle, TurnsInCycle: s.TurnsInCycle, Turn: s.Turn,
		Asked: Asked(s, d), Hand: append([]int(nil), me.Hand...), Finds: append([]int(nil), me.Finds...),
		Paths: append([]bool(nil), s.Paths...), Flipped: s.Flipped, Dug: s.Dug, Curses: append([]CurseInPlay(nil), s.Curses...),
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
		w := WindowView{Kind: f.Kind, Pending: f.Pending, Seat: f.Seat, Rested: f.Rested, Why: f.Why, Draw: f.Draw, MyVote: voteNone}
		if f.Kind == FrameGallows {
			w.Voters, w.Voted = make([]bool, len(f.Votes)), make([]bool, len(f.Votes))
			for i, vote := range f.Votes {
				w.Voters[i], w.Voted[i] = vote != voteNone, vote > 0
			}
			w.MyVote = f.Votes[seat]
		}
		v.Windows = append(v.Windows, w)
	}
	if me.Role.Killer() && s.Phase == PhaseNight {
		v.Suggested = append([]int(nil), s.Suggested...)
	}
	if v.Asked != seat {
		night := s.Phase == PhaseNightOne || s.Phase == PhaseNight
		if night {
			v.Step = -1
		}
		if night || len(s.Frames) > 0 && s.Frames[len(s.Frames)-1].Kind != FrameGallows {
			v.Asked = -1
		}
	}
	if s.Over() {
		for _, st := range s.Seats {
			v.Reveal = append(v.Reveal, Unmasked{Role: st.Role, Card: st.Card})
		}
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
