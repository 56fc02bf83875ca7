package tables

// Seated is a session's seat at a table a server hosts as every mode's
// screens ask it: what to tell the player, the chat heard, what runs once
// the game ends, and leaving. A mode's Session embeds it, nil for a game
// played here, so the battle's and Forsaken Forest's sessions answer these
// the same way; its methods on a nil Seated answer nothing and do nothing.
type Seated struct {
	link  *Link
	ended func()
}

// NewSeated holds the seat link drives.
func NewSeated(link *Link) *Seated { return &Seated{link: link} }

// RemoteNotes are what the player should be told about the table's
// connection since last asked (a refusal, a drop, the seat taken up
// again).
func (s *Seated) RemoteNotes() []string {
	if s == nil {
		return nil
	}
	return s.link.Notes()
}

// ChatSince is the chat lines heard from the cursor from on, and the
// cursor to read on from (none for a game played here).
func (s *Seated) ChatSince(from int) ([]ChatLine, int) {
	if s == nil {
		return nil, 0
	}
	return s.link.ChatSince(from)
}

// OnTableEnd sets what runs once when the table's game ends (the seat
// held forgotten).
func (s *Seated) OnTableEnd(f func()) {
	if s != nil {
		s.ended = f
	}
}

// TableEnded runs what OnTableEnd set, once: the mode's session calls it
// when the server's end comes.
func (s *Seated) TableEnded() {
	if s == nil {
		return
	}
	if f := s.ended; f != nil {
		s.ended = nil
		f()
	}
}

// LeaveTable drops the connection; the seat stays the player's on the
// server, to be taken up again with its token.
func (s *Seated) LeaveTable() {
	if s != nil {
		s.link.Close()
	}
}
