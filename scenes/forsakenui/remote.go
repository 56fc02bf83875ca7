package forsakenui

import (
	"deepwood/online/tables"
	"deepwood/rules/forsaken"
	"deepwood/wire"
)

// A seat at a table that `deepwood serve` hosts (issue 41; RULES B12–B17)
// is played through the same Session and the same screens as a table
// dealt here: the session core drives a remoteGame, whose state is what
// the server sent this seat (its view, its share of the events, its legal
// actions) and whose Apply only sends the action. The server applies it
// with the rules, for every seat, and the next state it sends shows the
// table moved. The connection, the chat and the seat taken up again after
// a drop are the tables.Link's. Nothing is autosaved here: the server
// keeps the table, and the seat's token (held.go) takes it up again.

// remoteGame is the seat's game as the server sends it.
type remoteGame struct {
	link   *tables.Link
	seat   int
	steps  int
	view   forsaken.View
	legal  []forsaken.Action
	log    []forsaken.Event // the seat's share of the events, oldest first
	over   bool
	replay string // the whole replay, with the end
	// wholeNext: the next state is a connection's first, with the seat's
	// whole share of the log.
	wholeNext bool
}

// Apply sends a: the server applies it, and the state that follows shows
// what it did; no events come back here.
func (r *remoteGame) Apply(buf []forsaken.Event, a forsaken.Action) ([]forsaken.Event, error) {
	return buf, r.link.Act(a.String())
}

// Legal is the seat's legal actions as the last state gave them; none
// while an action is on its way or the connection is being made again,
// and none for another seat.
func (r *remoteGame) Legal(seat int, _ []forsaken.Action) []forsaken.Action {
	if seat != r.seat || r.over || r.link.Busy() {
		return nil
	}
	return r.legal
}

func (*remoteGame) Seat(a forsaken.Action) int  { return a.Seat }
func (r *remoteGame) Steps() int                { return r.steps }
func (*remoteGame) Checksum() uint32            { return 0 }
func (*remoteGame) Text(forsaken.Action) string { return "" } // the server keeps the replay
func (r *remoteGame) Over() bool                { return r.over }
func (r *remoteGame) Running() bool             { return !r.over }
func (*remoteGame) Fingerprint() string         { return "" }

// poll takes in the states the server sent since the last tick and
// returns the seat's new events.
func (r *remoteGame) poll() []forsaken.Event {
	states, resumed := r.link.Poll()
	r.wholeNext = r.wholeNext || resumed
	var evs []forsaken.Event
	for _, m := range states {
		evs = append(evs, r.take(m)...)
	}
	return evs
}

// take keeps one state (or the end), a new step, and returns the seat's
// events it brings that were not yet told. The first state of a
// connection (wholeNext) carries the seat's whole share of the log.
func (r *remoteGame) take(m wire.TableReply) []forsaken.Event {
	if m.Type != wire.TableState && m.Type != wire.TableEnd || m.View == nil {
		return nil
	}
	r.view, r.steps = *m.View, r.steps+1
	r.legal = r.legal[:0]
	for _, text := range m.Legal {
		if a, err := forsaken.ParseAction(text); err == nil && a.Seat == r.seat {
			r.legal = append(r.legal, a)
		}
	}
	if m.Type == wire.TableEnd {
		r.over, r.replay = true, m.Replay
	}
	if r.wholeNext {
		r.wholeNext = false
		told := min(len(r.log), len(m.Events))
		r.log = append(r.log[:0], m.Events...)
		return append([]forsaken.Event(nil), r.log[told:]...)
	}
	r.log = append(r.log, m.Events...)
	return m.Events
}

// seen is the seat's events from the cursor from on, and the next cursor.
func (r *remoteGame) seen(from int) ([]forsaken.Event, int) {
	if from < 0 || from > len(r.log) {
		from = 0
	}
	return r.log[from:], len(r.log)
}
