package tables

import (
	"context"
	"errors"
	"time"

	"deepwood/wire"
)

// Link is a seat at a table as a game's screen holds it for the whole
// game, whatever the mode: one action on its way at a time, the
// connection taken up again by the seat's token when it is lost, the chat
// heard (once, however often the seat is taken up) and the player's
// mutes, who sits where, and what the player should be told. The mode's
// own game keeps the view, the legal actions and the events; it reads
// the messages Poll hands on.
type Link struct {
	conn   *Table
	server string
	code   string
	token  string
	sent   bool
	over   bool
	notes  []string
	redial chan *Table
	// chatReplay: a resumed connection is sent the kept chat before its
	// first state; it was heard already.
	chatReplay bool
	chat       []ChatLine
	muted      map[int]bool
	seats      []wire.TableSeat
	infos      int
}

// ChatLine is one line of free-text chat at a table: who said it.
type ChatLine struct {
	Seat int
	Name string
	Text string
}

// SendTimeout bounds sending one message to the table's server.
const SendTimeout = 5 * time.Second

// RedialEvery is how often a lost connection is tried again.
const RedialEvery = 2 * time.Second

// Link's refusals of an action before anything is sent.
var (
	ErrWaiting = errors.New("waiting for the table's server to take your last action")
	ErrOver    = errors.New("the game has ended")
	ErrLost    = errors.New("the connection to the table is lost; taking your seat up again")
)

// NewLink holds conn's seat on the server at server (where it is taken
// up again after a drop).
func NewLink(conn *Table, server string) *Link {
	l := &Link{conn: conn, server: server, code: conn.Code(), token: conn.Token()}
	l.take(conn.Info())
	return l
}

// Act sends the seat's action (its replay text); the state that follows
// shows what it did. Only one is on its way at a time.
func (l *Link) Act(text string) error {
	switch {
	case l.over:
		return ErrOver
	case l.sent:
		return ErrWaiting
	case l.redial != nil:
		return ErrLost
	}
	ctx, cancel := context.WithTimeout(context.Background(), SendTimeout)
	defer cancel()
	if err := l.conn.Act(ctx, text); err != nil {
		return err
	}
	l.sent = true
	return nil
}

// Busy reports that nothing may be offered now: an action is on its way,
// or the connection is being made again.
func (l *Link) Busy() bool { return l.sent || l.redial != nil }

// Poll hands on the states and the end the server sent since the last
// tick, keeping the chat and who sits where itself. resumed reports a
// connection made again in this tick: its first state brings the seat's
// whole share of the events again. A lost connection is taken up again
// off the update loop, every RedialEvery until the server answers.
func (l *Link) Poll() (states []wire.TableReply, resumed bool) {
	if l.redial != nil {
		select {
		case c := <-l.redial:
			l.redial = nil
			if c == nil {
				l.startRedial() // not yet: again in a moment
				return nil, false
			}
			l.conn, l.sent, l.chatReplay, resumed = c, false, true, true
			l.notes = append(l.notes, "Back at the table.")
			l.muteAgain()
			l.take(c.Info())
			if st := c.State(); st.Type != "" {
				states = append(states, st)
				l.takeState(st)
			}
		default:
			return nil, false
		}
	}
	msgs, err := l.conn.Poll()
	for _, m := range msgs {
		switch m.Type {
		case wire.TableState, wire.TableEnd:
			states = append(states, m)
			l.takeState(m)
		default:
			l.take(m)
		}
	}
	switch {
	case err != nil && !l.conn.Alive():
		if !l.over {
			l.notes = append(l.notes, "The connection to the table is lost: taking your seat up again…")
			l.startRedial()
		}
	case err != nil:
		l.sent = false // refused: nothing changed, choose again
		if !IsCode(err, wire.TableStale) {
			l.notes = append(l.notes, RefusalText(err))
		}
	}
	return states, resumed
}

// takeState notes a state: the action on its way was answered, the kept
// chat's replay is over, and the end is the end.
func (l *Link) takeState(m wire.TableReply) {
	l.sent, l.chatReplay = false, false
	l.over = l.over || m.Type == wire.TableEnd
}

// take keeps a table message (who sits where) or a chat line.
func (l *Link) take(m wire.TableReply) {
	switch m.Type {
	case wire.TableInfo:
		l.seats, l.infos = append(l.seats[:0], m.Seats...), l.infos+1
	case wire.TableChat:
		if !l.chatReplay {
			l.chat = append(l.chat, ChatLine{Seat: m.Seat, Name: m.Name, Text: m.Text})
		}
	}
}

// startRedial resumes the seat on a new connection after a moment; the
// connection (nil: not yet) comes on l.redial.
func (l *Link) startRedial() {
	ch := make(chan *Table, 1)
	l.redial = ch
	server, code, token := l.server, l.code, l.token
	go func() {
		time.Sleep(RedialEvery)
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		c, err := Resume(ctx, server, code, token)
		if err != nil {
			ch <- nil
			return
		}
		ch <- c
	}()
}

// muteAgain sends the new connection this player's mutes, which were the
// old connection's.
func (l *Link) muteAgain() {
	for seat, on := range l.muted {
		if !on {
			continue
		}
		if err := l.Mute(seat, true); err != nil {
			l.notes = append(l.notes, RefusalText(err))
			return
		}
	}
}

// Notes are what the player should be told since last asked (a refusal,
// a drop, the seat taken up again), oldest first.
func (l *Link) Notes() []string {
	out := l.notes
	l.notes = nil
	return out
}

// ChatSince is the chat lines heard from the cursor from on, and the
// cursor to read on from.
func (l *Link) ChatSince(from int) ([]ChatLine, int) {
	if from < 0 || from > len(l.chat) {
		from = 0
	}
	return l.chat[from:], len(l.chat)
}

// Seats is who sits where, as the last table message said, and a count
// of the table messages taken (a screen listing the seats lists them
// again when it moves).
func (l *Link) Seats() ([]wire.TableSeat, int) { return l.seats, l.infos }

// Host reports that this seat is the table's host.
func (l *Link) Host() bool { return l.conn.Host() }

// Code is the table's invite code.
func (l *Link) Code() string { return l.code }

// Chat says text at the table.
func (l *Link) Chat(text string) error {
	ctx, cancel := context.WithTimeout(context.Background(), SendTimeout)
	defer cancel()
	return l.conn.Chat(ctx, text)
}

// Muted reports whether the player hid seat's chat.
func (l *Link) Muted(seat int) bool { return l.muted[seat] }

// Mute hides (or shows again) seat's chat, now and on every connection
// the seat is taken up on.
func (l *Link) Mute(seat int, mute bool) error {
	if l.muted == nil {
		l.muted = map[int]bool{}
	}
	l.muted[seat] = mute
	ctx, cancel := context.WithTimeout(context.Background(), SendTimeout)
	defer cancel()
	return l.conn.Mute(ctx, seat, mute)
}

// HandOver gives a gone person's seat to a computer (RULES B13).
func (l *Link) HandOver(seat int) error {
	ctx, cancel := context.WithTimeout(context.Background(), SendTimeout)
	defer cancel()
	return l.conn.HandOver(ctx, seat)
}

// Close drops the connection; the seat stays the player's on the server.
func (l *Link) Close() { _ = l.conn.Close() }

// RefusalText is a refusal or a connection's failure in the player's
// words.
func RefusalText(err error) string {
	var ref *Refused
	if errors.As(err, &ref) && ref.Msg != "" {
		return "The table's server refused: " + ref.Msg
	}
	return "The table's server: " + err.Error()
}

// Table is the connection the seat is held on now (a new one after the
// seat was taken up again).
func (l *Link) Table() *Table { return l.conn }
