package battleui

import (
	"errors"
	"fmt"

	"deepwood/levels"
	"deepwood/online/tables"
	"deepwood/rules/battle"
	"deepwood/rules/replay"
	"deepwood/session"
	"deepwood/version"
	"deepwood/wire"
)

// A general's side of a battle table that `deepwood serve` hosts (issue
// 41; RULES B18) is played on the same field screen as a battle fought
// here: the session core drives a remoteBattle, whose state is what the
// server sent this side (its view, the battle's events, its legal
// actions) and whose Apply only sends the action. The server applies it
// with the rules, and the next state shows the battle moved. The screens
// ask the Session's State, which here is the view's Board: it holds no
// dice of the battle's. Nothing is autosaved: the server keeps the table.

// remoteBattle is the side's battle as the server sends it; the
// connection, and the side taken up again after a drop, are the
// tables.Link's.
type remoteBattle struct {
	link   *tables.Link
	seat   int
	steps  int
	view   battle.SeatView
	legal  []battle.Action
	over   bool
	replay string // the whole replay, with the end
	// told is the events tallied so far; whole, that the next state is a
	// new connection's first, which brings every event again.
	told  int
	whole bool
}

// Apply sends a: the server applies it, and the state that follows shows
// what it did; no events come back here.
func (r *remoteBattle) Apply(buf []battle.Event, a battle.Action) ([]battle.Event, error) {
	return buf, r.link.Act(a.Text())
}

// Legal is the side's legal actions as the last state gave them: none for
// the other side, and none once the battle is over.
func (r *remoteBattle) Legal(seat int, _ []battle.Action) []battle.Action {
	if seat != r.seat || r.over {
		return nil
	}
	return r.legal
}

func (*remoteBattle) Seat(a battle.Action) int  { return int(a.Side) }
func (r *remoteBattle) Steps() int              { return r.steps }
func (*remoteBattle) Checksum() uint32          { return 0 }
func (*remoteBattle) Text(battle.Action) string { return "" } // the server keeps the replay
func (r *remoteBattle) Over() bool              { return r.over }
func (*remoteBattle) Running() bool             { return false }
func (*remoteBattle) Fingerprint() string       { return "" }

// take keeps one state (or the end): a new step.
func (r *remoteBattle) take(m wire.TableReply) bool {
	if m.Type != wire.TableState && m.Type != wire.TableEnd || m.Battle == nil {
		return false
	}
	r.view, r.steps = *m.Battle, r.steps+1
	r.legal = r.legal[:0]
	for _, text := range m.Legal {
		if a, err := battle.ParseAction(text); err == nil && int(a.Side) == r.seat {
			r.legal = append(r.legal, a)
		}
	}
	if m.Type == wire.TableEnd {
		r.over, r.replay = true, m.Replay
	}
	return true
}

// NewRemoteSession sits the player at their side of conn's battle table,
// whose battle has started, on the server at server (to take the side up
// again after a drop): seat 0 commands Red, 1 Blue, the other side is the
// other general's (a person's or the server's computer general).
func NewRemoteSession(conn *tables.Table, server string) (*Session, error) {
	info, st := conn.Info(), conn.State()
	if info.Mode != wire.TableBattle || st.Battle == nil {
		return nil, errors.New("not a battle table whose battle has started")
	}
	seat := conn.Seat()
	if seat != int(battle.Red) && seat != int(battle.Blue) {
		return nil, fmt.Errorf("the server sent a battle seat %d", seat)
	}
	sc, err := battle.LoadScenario(info.Scenario)
	if err != nil {
		return nil, err
	}
	link := tables.NewLink(conn, server)
	rb := &remoteBattle{link: link, seat: seat}
	rb.take(st)
	su := Setup{Scenario: info.Scenario}
	su.Players[seat] = Player{Human: true}
	r := &replay.Replay{Mode: "battle", Rules: levels.ModeFingerprint("battle"), Version: version.Number}
	views := func(int) battle.SeatView { return rb.view }
	host := &battle.Host{State: rb.view.Board(sc.Field)}
	s := &Session{Core: session.New[battle.Action, battle.Event, battle.SeatView](rb, views, r, session.Spec{Mode: "battle", Keep: "battle-" + info.Scenario}, nil),
		host: host, Setup: su, Sc: sc, State: host.State, remote: rb, Seated: tables.NewSeated(link)}
	s.Troops = append(s.Troops, [2]int{s.totalTroops(battle.Red), s.totalTroops(battle.Blue)})
	s.tally(conn.BattleLog(), false)
	rb.told = len(conn.BattleLog())
	return s, nil
}

// Remote reports a side at a battle table a server hosts.
func (s *Session) Remote() bool { return s.remote != nil }

// pollRemote takes in what the server sent: each new state becomes the
// Session's State (the view's Board), its events go to the animation
// queue and the log; at the end the server's whole replay becomes the
// battle's and is kept like any finished battle's.
func (s *Session) pollRemote() {
	rb := s.remote
	msgs, resumed := rb.link.Poll()
	rb.whole = rb.whole || resumed
	for _, m := range msgs {
		if !rb.take(m) {
			continue
		}
		s.State = rb.view.Board(s.Sc.Field)
		s.host.State = s.State
		s.host.Version++
		evs := m.BattleEvents
		if rb.whole { // a new connection's first state: every event again
			rb.whole, evs = false, evs[min(rb.told, len(evs)):]
		}
		rb.told += len(evs)
		s.tally(evs, true)
		if rb.over {
			if r, err := replay.Parse("the table's replay", []byte(rb.replay)); err == nil {
				s.Replay = r
				s.Keep()
			}
			s.TableEnded()
		}
	}
}

// tally writes events into the log and the troops each round, and with
// animate queues them for the field.
func (s *Session) tally(evs []battle.Event, animate bool) {
	for _, e := range evs {
		if animate {
			s.Anim.Push(e)
		}
		if line := s.describe(e); line != "" {
			s.Log = append(s.Log, line)
		}
		if e.Kind == battle.EvRound && e.Round > 1 || e.Kind == battle.EvOver {
			s.Troops = append(s.Troops, [2]int{s.totalTroops(battle.Red), s.totalTroops(battle.Blue)})
		}
	}
	if len(s.Log) > 200 {
		s.Log = s.Log[len(s.Log)-200:]
	}
}
