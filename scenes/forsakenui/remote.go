package forsakenui

import (
	"context"
	"errors"
	"time"

	"deepwood/online/tables"
	"deepwood/rules/forsaken"
	"deepwood/wire"
)

// A seat at a table that `deepwood serve` hosts (issue 41; RULES B12–B16)
// is played through the same Session and the same screens as a table
// dealt here: the session core drives a remoteGame, whose state is what
// the server sent this seat (its view, its share of the events, its legal
// actions) and whose Apply only sends the action. The server applies it
// with the rules, for every seat, and the next state it sends shows the
// table moved. Nothing is autosaved here: the server keeps the table, and
// the seat's token (held.go) takes it up again.

// sendTimeout bounds sending one message to the table's server.
const sendTimeout = 5 * time.Second

// redialEvery is how often a lost connection is tried again.
const redialEvery = 2 * time.Second

// ErrWaiting refuses a second action while the first is on its way.
var ErrWaiting = errors.New("waiting for the table's server to take your last action")

// remoteGame is the seat's game as the server sends it.
type remoteGame struct {
	conn   *tables.Table
	server string
	code   string
	token  string
	seat   int
	steps  int
	view   forsaken.View
	legal  []forsaken.Action
	log    []forsaken.Event // the seat's share of the events, oldest first
	chat   []ChatLine
	over   bool
	replay string // the whole replay, with the end
	sent   bool   // an action is on its way: nothing else is offered
	// wholeNext: the next state is a connection's first, with the seat's
	// whole share of the log.
	wholeNext bool
	// chatReplay: a resumed connection's replay of the kept chat, which
	// ends at its first state.
	chatReplay bool
	// notes are what the player should be told (a refusal, a lost
	// connection), once each, oldest first.
	notes []string
	// redial brings a new connection when the old one was lost; nil
	// while none is being made.
	redial chan *tables.Table
	lostAt time.Time
	ended  func()           // runs once when the end comes (OnTableEnd)
	names  []string         // the seats' own names, as the table message gives them
	seats  []wire.TableSeat // who sits where, as the last table message said
	muted  map[int]bool     // the seats whose chat this player hid
	infos  int              // table messages taken, so a screen listing the seats knows
}

// ChatLine is one line of free-text chat at a table: who said it.
type ChatLine struct {
	Seat int
	Name string
	Text string
}

// Apply sends a: the server applies it, and the state that follows shows
// what it did; no events come back here.
func (r *remoteGame) Apply(buf []forsaken.Event, a forsaken.Action) ([]forsaken.Event, error) {
	switch {
	case r.over:
		return buf, errors.New("the game has ended")
	case r.sent:
		return buf, ErrWaiting
	case r.redial != nil || r.conn == nil:
		return buf, errors.New("the connection to the table is lost; taking your seat up again")
	}
	ctx, cancel := context.WithTimeout(context.Background(), sendTimeout)
	defer cancel()
	if err := r.conn.Act(ctx, a.String()); err != nil {
		return buf, err
	}
	r.sent = true
	return buf, nil
}

// Legal is the seat's legal actions as the last state gave them; none
// while an action is on its way or the connection is being made again,
// and none for another seat.
func (r *remoteGame) Legal(seat int, _ []forsaken.Action) []forsaken.Action {
	if seat != r.seat || r.sent || r.over || r.redial != nil {
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

// poll takes in what the server sent since the last tick and returns the
// seat's new events; it starts taking the seat up again when the
// connection was lost, and takes the new connection once made.
func (r *remoteGame) poll() []forsaken.Event {
	if r.redial != nil {
		select {
		case c := <-r.redial:
			r.redial = nil
			if c == nil {
				r.startRedial() // not yet: again in a moment
				return nil
			}
			// The server sends a resumed seat the kept chat, then its
			// state: the chat was heard already, and the mutes were the
			// old connection's.
			r.conn, r.sent, r.wholeNext, r.chatReplay = c, false, true, true
			r.notes = append(r.notes, "Back at the table.")
			r.muteAgain()
			return r.take(c.State())
		default:
			return nil
		}
	}
	if r.conn == nil {
		return nil
	}
	msgs, err := r.conn.Poll()
	var evs []forsaken.Event
	for _, m := range msgs {
		evs = append(evs, r.take(m)...)
	}
	switch {
	case errors.Is(err, tables.ErrDisconnected) || err != nil && !r.conn.Alive():
		if !r.over {
			r.notes = append(r.notes, "The connection to the table is lost: taking your seat up again…")
			r.lostAt = time.Now()
			r.startRedial()
		}
	case err != nil:
		r.sent = false // refused: nothing changed, choose again
		if !tables.IsCode(err, wire.TableStale) {
			r.notes = append(r.notes, refusalText(err))
		}
	}
	return evs
}

// take keeps one message and returns the seat's events it brings that
// were not yet told; a state or the end is a new step. The first state
// of a connection (wholeNext) carries the seat's whole share of the log.
func (r *remoteGame) take(m wire.TableReply) []forsaken.Event {
	switch m.Type {
	case wire.TableInfo:
		r.names, r.seats, r.infos = r.names[:0], append(r.seats[:0], m.Seats...), r.infos+1
		for _, s := range m.Seats {
			r.names = append(r.names, s.Name)
		}
	case wire.TableChat:
		if !r.chatReplay {
			r.chat = append(r.chat, ChatLine{Seat: m.Seat, Name: m.Name, Text: m.Text})
		}
	case wire.TableState, wire.TableEnd:
		if m.View == nil {
			return nil
		}
		r.view, r.steps, r.sent, r.chatReplay = *m.View, r.steps+1, false, false
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
	return nil
}

// startRedial resumes the seat on a new connection, off the update loop,
// after a moment; the connection (nil: not yet) comes on r.redial.
func (r *remoteGame) startRedial() {
	ch := make(chan *tables.Table, 1)
	r.redial = ch
	server, code, token := r.server, r.code, r.token
	go func() {
		time.Sleep(redialEvery)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		c, err := tables.Resume(ctx, server, code, token)
		if err != nil {
			ch <- nil
			return
		}
		ch <- c
	}()
}

// refusalText is a refusal in the player's words.
func refusalText(err error) string {
	var ref *tables.Refused
	if errors.As(err, &ref) && ref.Msg != "" {
		return "The table's server refused: " + ref.Msg
	}
	return "The table's server: " + err.Error()
}

// seen is the seat's events from the cursor from on, and the next cursor.
func (r *remoteGame) seen(from int) ([]forsaken.Event, int) {
	if from < 0 || from > len(r.log) {
		from = 0
	}
	return r.log[from:], len(r.log)
}

// muteAgain sends the new connection this player's mutes.
func (r *remoteGame) muteAgain() {
	for seat, on := range r.muted {
		if !on {
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), sendTimeout)
		err := r.conn.Mute(ctx, seat, true)
		cancel()
		if err != nil {
			r.notes = append(r.notes, refusalText(err))
			return
		}
	}
}
