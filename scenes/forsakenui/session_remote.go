package forsakenui

import (
	"errors"
	"fmt"

	"deepwood/levels"
	"deepwood/online/tables"
	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
	"deepwood/session"
	"deepwood/version"
	"deepwood/wire"
)

// The Session's side of a seat at a hosted table (remote.go): the seat
// sat down from the server's first state, its log and chat, and the end's
// replay kept.

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
	link := tables.NewLink(conn, server)
	rg := &remoteGame{link: link, seat: seat, wholeNext: true}
	rg.take(st)
	r := &replay.Replay{Mode: "forsaken", Rules: levels.ModeFingerprint("forsaken"), Version: version.Number}
	views := func(int) forsaken.View { return rg.view }
	s := &Session{Core: session.New[forsaken.Action, forsaken.Event, forsaken.View](rg, views, r, spec, nil), Data: d,
		Humans: []int{seat}, Level: level, logs: map[int][]string{}, notes: map[int][]Mark{seat: make([]Mark, players)}, remote: rg, Seated: tables.NewSeated(link)}
	s.given = append(forsaken.Names{}, forsaken.DefaultNames[:players]...)
	for _, st := range info.Seats {
		if st.Seat >= 0 && st.Seat < players && st.Name != "" {
			s.given[st.Seat] = s.unique(st.Name, st.Seat)
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
	return s.remote.link.Code()
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
		s.TableEnded()
	}
}

// Chat says text at the table (a hosted table's only).
func (s *Session) Chat(text string) error {
	if s.remote == nil {
		return errors.New("no table to talk at")
	}
	return s.remote.link.Chat(text)
}
