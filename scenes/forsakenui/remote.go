package forsakenui

import (
	"context"
	"errors"
	"fmt"
	"time"

	"deepwood/levels"
	"deepwood/online/tables"
	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
	"deepwood/session"
	"deepwood/version"
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

// remoteSeat is another traveler at a table a server hosts: a person on
// their own screen or the server's computer traveler. Nothing here
// chooses for it.
type remoteSeat struct{}

func (remoteSeat) Observe([]forsaken.Event) {}
func (remoteSeat) Choose(_ forsaken.View, legal []forsaken.Action) forsaken.Action {
	return legal[0] // never asked: the server's seat
}
func (remoteSeat) Local() bool { return false }

// NewRemoteSession sits the player at their seat of conn's table, whose
// game has started, on the server at server (for taking the seat up again
// after a drop).
func NewRemoteSession(conn *tables.Table, server string) (*Session, error) {
	d, err := forsaken.DefaultData()
	if err != nil {
		return nil, err
	}
	info, st := conn.Info(), conn.State()
	if st.View == nil {
		return nil, errors.New("the table's game has not started")
	}
	players, seat := info.Players, conn.Seat()
	if players < wire.TableMinPlayers || players > wire.TableMaxPlayers || seat < 0 || seat >= players {
		return nil, fmt.Errorf("the server sent a table of %d with this seat at %d", players, seat)
	}
	level, _ := forsaken.ParseLevel(info.Level)
	rg := &remoteGame{conn: conn, server: server, code: conn.Code(), token: conn.Token(), seat: seat, wholeNext: true}
	rg.take(info)
	rg.take(st)
	r := &replay.Replay{Mode: "forsaken", Rules: levels.ModeFingerprint("forsaken"), Version: version.Number}
	views := func(int) forsaken.View { return rg.view }
	s := &Session{Core: session.New[forsaken.Action, forsaken.Event, forsaken.View](rg, views, r, spec, nil), Data: d,
		Humans: []int{seat}, Level: level, logs: map[int][]string{}, notes: map[int][]Mark{seat: make([]Mark, players)}, remote: rg}
	s.given = append(forsaken.Names{}, forsaken.DefaultNames[:players]...)
	for i, name := range rg.names {
		if i < players && name != "" {
			s.given[i] = s.unique(name, i)
		}
	}
	for i := range players {
		if i == seat {
			s.Seats = append(s.Seats, localSeat{})
		} else {
			s.Seats = append(s.Seats, remoteSeat{})
		}
	}
	s.At(seat)
	s.tellRemote(rg.log)
	return s, nil
}

// Remote reports a seat at a table a server hosts.
func (s *Session) Remote() bool { return s.remote != nil }

// TableCode is a hosted table's invite code ("" for a table dealt here).
func (s *Session) TableCode() string {
	if s.remote == nil {
		return ""
	}
	return s.remote.code
}

// tellRemote writes the seat's new events into its log in words.
func (s *Session) tellRemote(evs []forsaken.Event) {
	for _, x := range evs {
		if text := s.Names.Tell(s.Data, x, s.Human); text != "" {
			s.logs[s.Human] = append(s.logs[s.Human], text)
		}
	}
	s.Log = s.logs[s.Human]
}

// pollRemote takes in what the server sent: the new events go to the
// log; at the end the server's whole replay, seed and all, becomes the
// game's replay and is kept like any finished game's.
func (s *Session) pollRemote() {
	rg := s.remote
	wasOver := rg.over
	if evs := rg.poll(); len(evs) > 0 {
		s.tellRemote(evs)
	}
	if rg.over && !wasOver {
		if r, err := replay.Parse("the table's replay", []byte(rg.replay)); err == nil {
			s.Replay = r
			s.Keep()
		}
		if f := rg.ended; f != nil {
			rg.ended = nil
			f()
		}
	}
}

// RemoteNotes are what the player should be told about the table's
// connection since last asked (a refusal, a drop, the seat taken up
// again).
func (s *Session) RemoteNotes() []string {
	if s.remote == nil {
		return nil
	}
	out := s.remote.notes
	s.remote.notes = nil
	return out
}

// ChatSince is the chat lines heard from the cursor from on, and the
// cursor to read on from (nil at a table dealt here).
func (s *Session) ChatSince(from int) ([]ChatLine, int) {
	if s.remote == nil {
		return nil, 0
	}
	if from < 0 || from > len(s.remote.chat) {
		from = 0
	}
	return s.remote.chat[from:], len(s.remote.chat)
}

// Chat says text at the table (a hosted table's only).
func (s *Session) Chat(text string) error {
	if s.remote == nil || s.remote.conn == nil {
		return errors.New("no table to talk at")
	}
	ctx, cancel := context.WithTimeout(context.Background(), sendTimeout)
	defer cancel()
	return s.remote.conn.Chat(ctx, text)
}

// OnTableEnd sets what runs once when a hosted table's game ends (the
// held seat forgotten).
func (s *Session) OnTableEnd(f func()) {
	if s.remote != nil {
		s.remote.ended = f
	}
}

// LeaveTable drops the connection; the seat stays the player's on the
// server, to be taken up again with its token.
func (s *Session) LeaveTable() {
	if s.remote != nil && s.remote.conn != nil {
		_ = s.remote.conn.Close()
	}
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
