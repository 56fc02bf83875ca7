package tables

import (
	"slices"
	"sync"
	"time"

	"deepwood/rules/forsaken"
	"deepwood/rules/verify"
	"deepwood/wire"

	"golang.org/x/time/rate"
)

// chatKept is how many chat lines a table keeps to send a seat that
// (re)joins; chat is not stored (RULES B16).
const chatKept = 20

// table is one table this server holds: its stored record (seats, host),
// its game once started, the connection at each seat, and the computer
// travelers' countdown. mu guards all of it; every message to a seat is
// queued under it, so each seat is sent the table's changes in order.
type table struct {
	hub *Hub
	mu  sync.Mutex
	rec Record // its Steps stay empty: the game's replay holds them
	g   play   // the game once started, whichever mode

	conns []*connection // per seat, the connection playing it
	gone  []time.Time   // per seat, when its last connection ended
	sent  []int         // per seat, the log length its connection was sent
	chat  []wire.TableReply
	lim   []*rate.Limiter // per seat, its chat

	timer    *time.Timer
	waitFor  int       // the steps the countdown was set at
	deadline time.Time // when the computer traveler acts, zero when none waits
	// ticks count the game's time: tick0 at clock0, on the server's clock.
	tick0   int64
	clock0  time.Time
	dropped bool        // let go of: another server holds it, its store failed, or nobody came
	idle    *time.Timer // letGo, set when the last connection leaves
}

// newTable holds rec (and its game, once started) on h.
func newTable(h *Hub, rec Record, g play) *table {
	n := rec.Players
	t := &table{hub: h, rec: rec, g: g, conns: make([]*connection, n), gone: make([]time.Time, n), sent: make([]int, n),
		lim: make([]*rate.Limiter, n), clock0: h.opt.Now()}
	now := h.opt.Now()
	for i := range t.gone {
		t.gone[i] = now // a seat taken up has had no connection since now
		t.lim[i] = rate.NewLimiter(rate.Limit(h.opt.ChatPerSecond), h.opt.ChatBurst)
	}
	if g != nil && g.steps() > 0 {
		t.tick0 = g.last().Tick
	}
	t.rec.Steps = nil
	return t
}

// pace is the table's computer travelers' thinking time.
func (t *table) pace() time.Duration { return time.Duration(t.rec.PaceMs) * time.Millisecond }

// tick is the game's time now, in ticks (1/60 s) on the server's clock,
// at most the 24 hours a replay's ticks may reach (RULES B2): a table
// left for days still verifies.
func (t *table) tick() int64 {
	return min(t.tick0+int64(t.hub.opt.Now().Sub(t.clock0)*60/time.Second), verify.MaxTicks)
}

// steps is the actions applied (0 before the start).
func (t *table) steps() int {
	if t.g == nil {
		return 0
	}
	return t.g.steps()
}

// over reports the game ended.
func (t *table) over() bool { return t.g != nil && t.g.over() }

// seats is the table's seats as every seat is told them.
func (t *table) seats() []wire.TableSeat {
	out := make([]wire.TableSeat, len(t.rec.Seats))
	for i, s := range t.rec.Seats {
		name := s.Name
		if name == "" && s.Kind == wire.SeatComputer && t.rec.Mode != wire.TableBattle && i < len(forsaken.DefaultNames) {
			name = forsaken.DefaultNames[i] // the game's own name for the seat's traveler
		}
		if name == "" && s.Kind == wire.SeatComputer && t.rec.Mode == wire.TableBattle {
			name = "Computer general"
		}
		out[i] = wire.TableSeat{Seat: i, Kind: s.Kind, Name: name, Connected: t.conns[i] != nil, Host: i == t.rec.Host, Ready: s.Army != "" && !t.rec.Started()}
	}
	return out
}

// info is the table message for seat.
func (t *table) info(seat int) wire.TableReply {
	out := wire.TableReply{V: wire.TableVersion, Type: wire.TableInfo, Table: t.rec.Code, Link: wire.TableLink(t.rec.Code),
		Mode: t.rec.Mode, Players: t.rec.Players, Level: t.rec.Level, Seats: t.seats(), Started: t.rec.Started(), Seat: seat}
	if t.rec.Mode == wire.TableBattle {
		t.battleInfo(&out, seat)
	}
	return out
}

// tellSeats sends every connection the table message: who sits where.
func (t *table) tellSeats() {
	for i, c := range t.conns {
		if c != nil {
			c.push(t.info(i))
		}
	}
}

// state is seat's state (or end, once the game is over): its view, its
// share of the events since it was last sent one, its legal actions, and
// the computer traveler's countdown; ack answers its act.
func (t *table) state(seat, ack int) wire.TableReply {
	g := t.g
	out := wire.TableReply{V: wire.TableVersion, Type: wire.TableState, Table: t.rec.Code, Seat: seat, Seq: g.steps(), Ack: ack}
	g.reply(&out, seat, t.sent[seat])
	t.sent[seat] = g.logLen()
	if t.rec.Seats[seat].Kind == wire.SeatHuman {
		out.Legal = g.legalText(seat)
	}
	if !t.deadline.IsZero() && !g.quiet() {
		// At Forsaken's Night no seat is told that a computer traveler is
		// deciding: it would tell that a Role the Night wakes is a
		// computer's (RULES B12).
		out.DeadlineMs = max(1, (t.deadline.Sub(t.hub.opt.Now()) + time.Millisecond - 1).Milliseconds())
	}
	if g.over() {
		out.Type = wire.TableEnd
		out.Seed, out.Replay = g.seedCode(), g.replayText()
	}
	return out
}

// tellState sends every connected seat its state; actor's answers its
// act of number ack.
func (t *table) tellState(actor, ack int) {
	for i, c := range t.conns {
		if c == nil {
			continue
		}
		a := 0
		if i == actor {
			a = ack
		}
		c.push(t.state(i, a))
	}
}

// attach makes c the connection at seat: a connection there before is
// told and closed (the seat was resumed elsewhere).
func (t *table) attach(c *connection, seat int) {
	if old := t.conns[seat]; old != nil && old != c {
		old.push(wire.TableReply{V: wire.TableVersion, Type: wire.TableRefused, Seat: seat, Code: wire.TableUnknown,
			Error: "this seat was taken up on another connection"})
		old.end()
	}
	t.conns[seat], t.sent[seat] = c, 0
	c.t, c.seat = t, seat
	if t.idle != nil {
		t.idle.Stop()
		t.idle = nil
	}
}

// detach lets go of c when its connection ends; the seat stays the
// person's, to resume, and its absence is timed for a hand-over.
func (t *table) detach(c *connection) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.conns[c.seat] == c {
		t.conns[c.seat] = nil
		t.gone[c.seat] = t.hub.opt.Now()
		t.tellSeats()
		if !slices.ContainsFunc(t.conns, func(c *connection) bool { return c != nil }) {
			t.idle = time.AfterFunc(t.hub.opt.Unheld, t.letGo)
		}
	}
}

// letGo lets go of a table nobody has been connected to for the hub's
// Unheld: the store keeps it, and the next join or resume takes it up
// again, so a table its people left costs no memory (its computer
// travelers wait with it).
func (t *table) letGo() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.dropped || slices.ContainsFunc(t.conns, func(c *connection) bool { return c != nil }) {
		return
	}
	t.dropped = true
	t.stopTimer()
	t.hub.drop(t)
	t.hub.log.Info("table let go: nobody connected", "table", t.rec.Code)
}

// computerAt reports that a computer traveler plays seat.
func (t *table) computerAt(seat int) bool {
	return t.rec.Seats[seat].Kind == wire.SeatComputer && t.g.computer(seat)
}

// humanMayAnswer reports that a person at the table may answer before
// the asked computer acts (the mode says when: play.humanMayAnswer).
func (t *table) humanMayAnswer(asked int) bool {
	return t.g.humanMayAnswer(asked, func(i int) bool { return t.rec.Seats[i].Kind == wire.SeatHuman })
}

// advance runs the computer travelers (RULES B12): when the game waits on
// one it acts after the table's pace, three times that when a person may
// answer the open window, so people can claim Priority first; at pace 0
// at once, as many as are asked in a row. The countdown is every seat's
// DeadlineMs. It is called, under mu, after every change.
func (t *table) advance() {
	for !t.dropped && t.g != nil {
		seat := t.g.asked()
		if t.g.over() || seat < 0 || !t.computerAt(seat) {
			t.stopTimer()
			return
		}
		steps := t.g.steps()
		if t.timer != nil && t.waitFor == steps {
			return // already counting down for this state
		}
		t.stopTimer()
		wait := t.pace()
		if t.humanMayAnswer(seat) {
			wait *= 3
		}
		if wait <= 0 {
			if !t.computerAct(seat) {
				return
			}
			continue
		}
		t.waitFor, t.deadline = steps, t.hub.opt.Now().Add(wait)
		t.timer = time.AfterFunc(wait, func() { t.fire(steps) })
		return
	}
}

// stopTimer ends the countdown.
func (t *table) stopTimer() {
	if t.timer != nil {
		t.timer.Stop()
		t.timer = nil
	}
	t.deadline = time.Time{}
}

// fire is the countdown run out: if the table has not moved since, the
// asked computer traveler acts, and every seat is told.
func (t *table) fire(steps int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.dropped || t.g == nil || t.g.steps() != steps || t.timer == nil {
		return
	}
	t.timer, t.deadline = nil, time.Time{}
	seat := t.g.asked()
	if seat < 0 || !t.computerAt(seat) || !t.computerAct(seat) {
		return
	}
	t.advance()
	t.tellState(-1, 0)
	t.ended()
}

// computerAct has seat's computer traveler choose and act; false when it
// could not (no choice, or the store failed and the table was let go).
func (t *table) computerAct(seat int) bool {
	a, ok := t.g.pick(seat)
	if !ok {
		return false
	}
	return t.apply(a) == nil
}

// apply applies a legal action and stores it before anything is told; a
// store that fails or moved on lets the table go (a client's resume takes
// it up again from what was stored).
func (t *table) apply(a any) *refusal {
	n := t.g.steps()
	if err := t.g.act(a, max(t.tick(), t.lastTick())); err != nil {
		return &refusal{code: wire.TableIllegal, msg: err.Error()}
	}
	ctx, cancel := t.hub.storeCtx()
	err := t.hub.opt.Store.Append(ctx, t.rec.Code, n, t.g.last(), t.g.over())
	cancel()
	if err != nil {
		t.lose("storing an action", err)
		return &refusal{code: wire.TableBusy, msg: "the server could not keep the table; resume it"}
	}
	return nil
}

// lastTick is the last action's tick: ticks never go back.
func (t *table) lastTick() int64 {
	if t.g.steps() == 0 {
		return 0
	}
	return t.g.last().Tick
}

// lose lets the table go after its store failed or moved on: every
// connection is told and closed, and resuming takes the table up from
// what the store holds.
func (t *table) lose(what string, err error) {
	t.hub.log.Warn("tables: letting a table go", "table", t.rec.Code, "while", what, "err", err)
	t.dropped = true
	t.stopTimer()
	t.hub.drop(t)
	for i, c := range t.conns {
		if c != nil {
			c.push(wire.TableReply{V: wire.TableVersion, Type: wire.TableRefused, Seat: i, Code: wire.TableBusy,
				Error: "the server let the table go; resume it"})
			c.end()
			t.conns[i] = nil
		}
	}
}

// ended lets go of a finished table: the store keeps it (its replay), and
// the connections at it may still ask for the replay or chat.
func (t *table) ended() {
	if t.over() {
		t.stopTimer()
		t.hub.drop(t)
	}
}
