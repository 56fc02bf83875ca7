package tables

import (
	"fmt"
	"slices"

	"deepwood/server/sockets"
	"deepwood/wire"
)

// handle answers one well-formed message. Every refusal changes nothing.
func (c *connection) handle(m wire.TableRequest) {
	seating := m.Type == wire.TableCreate || m.Type == wire.TableJoin || m.Type == wire.TableResume
	switch {
	case seating && c.t != nil:
		c.refuse(&refusal{code: wire.TableNotSeated, msg: "one seat per connection: this one sits at table " + c.t.rec.Code})
		return
	case !seating && c.t == nil:
		c.refuse(&refusal{code: wire.TableNotSeated, msg: "create, join or resume a table first"})
		return
	}
	h := c.hub
	switch m.Type {
	case wire.TableCreate:
		t, token, ref := h.create(m)
		if ref != nil {
			c.refuse(ref)
			return
		}
		t.mu.Lock()
		t.attach(c, t.rec.Host)
		out := t.info(c.seat)
		out.Token = token
		c.push(out)
		t.mu.Unlock()
	case wire.TableJoin, wire.TableResume:
		t, ref := h.find(m.Table)
		if ref == nil {
			if m.Type == wire.TableJoin {
				ref = t.join(c, m.Name)
			} else {
				ref = t.resume(c, m.Token)
			}
		}
		if ref != nil {
			c.refuse(ref)
		}
		return
	}
	t := c.t
	t.mu.Lock()
	defer t.mu.Unlock()
	var ref *refusal
	switch m.Type {
	case wire.TableStart:
		ref = t.start(c)
	case wire.TableAct:
		ref = t.act(c, m.Action, m.Seq)
	case wire.TableChat:
		ref = t.say(c, m.Text)
	case wire.TableMute:
		if m.Seat < len(c.muted) {
			c.muted[m.Seat] = m.Mute
		}
	case wire.TableHandOver:
		ref = t.handOver(c, m.Seat)
	case wire.TableArmy:
		ref = t.army(c, m.Army)
	case wire.TableReplay:
		if !t.over() {
			ref = &refusal{code: wire.TableNotOver, msg: "a table's replay is given once its game is over"}
		} else {
			t.sent[c.seat] = t.g.logLen() // the end alone, not the log again
			c.push(t.state(c.seat, 0))
		}
	}
	if ref != nil {
		c.refuse(ref)
	}
}

// gone is the refusal to a table let go of.
var gone = &refusal{code: wire.TableBusy, msg: "the server let the table go; resume it"}

// join seats c's person at the first open seat, before the start.
func (t *table) join(c *connection, name string) *refusal {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch {
	case t.dropped:
		return gone
	case t.rec.Started():
		return &refusal{code: wire.TableStarted, msg: "the game at this table has started: it takes no one new"}
	}
	seat := slices.IndexFunc(t.rec.Seats, func(s Seat) bool { return s.Kind == wire.SeatOpen })
	if seat < 0 {
		return &refusal{code: wire.TableFull, msg: "every seat at this table is taken"}
	}
	token, err := newToken()
	if err != nil {
		return t.hub.busy("making a seat token", err)
	}
	seats := slices.Clone(t.rec.Seats)
	seats[seat] = Seat{Kind: wire.SeatHuman, Name: name, TokenHash: HashToken(token), HandedAt: -1}
	if ref := t.storeSeats(0, seats, "storing a join"); ref != nil {
		return ref
	}
	t.attach(c, seat)
	out := t.info(seat)
	out.Token = token
	c.push(out)
	t.tellOthers(seat)
	t.replayChat(c)
	return nil
}

// storeSeats stores seats as the table's, while it has n actions stored
// (a join, an army, a hand-over), and then holds them; a store that fails
// (what names the change) is the busy refusal, and nothing changes.
func (t *table) storeSeats(n int, seats []Seat, what string) *refusal {
	ctx, cancel := t.hub.storeCtx()
	err := t.hub.opt.Store.SetSeats(ctx, t.rec.Code, n, seats)
	cancel()
	if err != nil {
		return t.hub.busy(what, err)
	}
	t.rec.Seats = seats
	return nil
}

// tellOthers sends every connection but seat's the table message.
func (t *table) tellOthers(seat int) {
	for i, o := range t.conns {
		if o != nil && i != seat {
			o.push(t.info(i))
		}
	}
}

// replayChat sends c the chat lines the table kept, but its muted seats'.
func (t *table) replayChat(c *connection) {
	for _, line := range t.chat {
		if !c.muted[line.Seat] {
			c.push(line)
		}
	}
}

// resume takes the seat whose token c sends up on c: the table message,
// the kept chat and, once started, the seat's state with its whole share
// of the log (or the end).
func (t *table) resume(c *connection, token string) *refusal {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.dropped {
		return gone
	}
	hash := HashToken(token)
	seat := slices.IndexFunc(t.rec.Seats, func(s Seat) bool { return s.TokenHash != "" && sockets.SameHash(s.TokenHash, hash) })
	if seat < 0 {
		return &refusal{code: wire.TableUnknown, msg: "that token is no seat's at table " + t.rec.Code}
	}
	t.attach(c, seat)
	c.push(t.info(seat))
	t.tellOthers(seat)
	t.replayChat(c)
	if t.g != nil {
		c.push(t.state(seat, 0))
	}
	return nil
}

// start deals the game (host only): open seats nobody took go to computer
// travelers of the table's level (RULES B15).
func (t *table) start(c *connection) *refusal {
	switch {
	case t.dropped:
		return gone
	case !t.hosting(c):
		return &refusal{code: wire.TableNotHost, msg: "only the host starts the game (or anyone, once the host's seat has been empty long enough)"}
	case t.rec.Started():
		return &refusal{code: wire.TableStarted, msg: "the game has started"}
	}
	seats := slices.Clone(t.rec.Seats)
	if t.rec.Mode == wire.TableBattle && !t.battleComputer() && slices.ContainsFunc(seats, func(s Seat) bool { return s.Kind == wire.SeatOpen }) {
		return &refusal{code: wire.TableWaiting, msg: "a battle with no computer general starts once both generals have sat down"}
	}
	if side := t.armiesMissing(); side >= 0 {
		return &refusal{code: wire.TableWaiting, msg: fmt.Sprintf("the battle starts once both generals have bought their armies: %s's is still to come", t.rec.Seats[side].Name)}
	}
	for i := range seats {
		if seats[i].Kind == wire.SeatOpen {
			seats[i] = Seat{Kind: wire.SeatComputer, HandedAt: 0}
		}
	}
	seed, err := randomSeed()
	if err != nil {
		return t.hub.busy("drawing a seed", err)
	}
	g, header, err := t.hub.deal(t.rec, seed, seats)
	if err != nil {
		return &refusal{code: wire.TableInternal, msg: "could not deal the game: " + err.Error()}
	}
	ctx, cancel := t.hub.storeCtx()
	err = t.hub.opt.Store.Start(ctx, t.rec.Code, seats, header)
	cancel()
	if err != nil {
		return t.hub.busy("storing the start", err)
	}
	t.rec.Seats, t.rec.Header, t.g = seats, header, g
	t.clock0, t.tick0 = t.hub.opt.Now(), 0
	t.hub.log.Info("table started", "table", t.rec.Code)
	t.tellSeats()
	t.advance()
	t.tellState(-1, 0)
	t.ended()
	return nil
}

// act applies c's action: its seat's, legal now, chosen in the current
// state; stored, then every seat is told (c's state acknowledging it).
func (t *table) act(c *connection, text string, seq int) *refusal {
	switch {
	case t.dropped:
		return gone
	case t.g == nil:
		return &refusal{code: wire.TableNotStarted, msg: "the game has not started"}
	case t.over():
		return &refusal{code: wire.TableOver, msg: "the game is over"}
	case t.rec.Seats[c.seat].Kind != wire.SeatHuman:
		return &refusal{code: wire.TableNotYours, msg: "this seat was handed to a computer traveler"}
	}
	if c.limit != nil {
		if r := c.limit.Reserve(); r.Delay() > 0 {
			r.Cancel()
			return &refusal{code: wire.TableRate, msg: "actions too fast", retry: max(r.Delay(), 1)}
		}
	}
	a, ref := t.g.parse(c.seat, text)
	switch {
	case ref != nil:
		return ref
	case seq != t.g.steps():
		return &refusal{code: wire.TableStale, msg: "the table has moved on since that state: choose again"}
	case !t.g.allowed(c.seat, a):
		return &refusal{code: wire.TableIllegal, msg: text + " is not an action the rules allow now"}
	}
	if ref := t.apply(a); ref != nil {
		return ref
	}
	ack := t.g.steps()
	t.advance()
	t.tellState(c.seat, ack)
	t.ended()
	return nil
}

// say sends a chat line to every seat that does not mute c's.
func (t *table) say(c *connection, text string) *refusal {
	if r := t.lim[c.seat].Reserve(); r.Delay() > 0 {
		r.Cancel()
		return &refusal{code: wire.TableRate, msg: "chat too fast", retry: max(r.Delay(), 1)}
	}
	line := wire.TableReply{V: wire.TableVersion, Type: wire.TableChat, Table: t.rec.Code, Seat: c.seat,
		Name: t.rec.Seats[c.seat].Name, Text: text}
	t.chat = append(t.chat, line)
	if len(t.chat) > chatKept {
		t.chat = slices.Delete(t.chat, 0, len(t.chat)-chatKept)
	}
	for _, o := range t.conns {
		if o != nil && !o.muted[c.seat] {
			o.push(line)
		}
	}
	return nil
}

// hosting reports whether c may do what the host does: it is the host's
// connection, or the host's seat has had no connection for the hub's
// HandOver, so a table its host left is not stuck (RULES B13).
func (t *table) hosting(c *connection) bool {
	h := t.rec.Host
	return c.seat == h || t.conns[h] == nil && t.hub.opt.Now().Sub(t.gone[h]) >= t.hub.opt.HandOver
}

// handOver gives a person's seat that has had no connection for the
// hub's HandOver to a computer traveler (the host's to do: hosting;
// RULES B13).
func (t *table) handOver(c *connection, seat int) *refusal {
	switch {
	case t.dropped:
		return gone
	case !t.hosting(c):
		return &refusal{code: wire.TableNotHost, msg: "only the host hands a seat over (or anyone, once the host's seat has been empty long enough)"}
	case t.rec.Mode == wire.TableBattle && !t.battleComputer():
		return &refusal{code: wire.TableNoComputer, msg: "this battle table has no computer general to hand a seat to"}
	case t.g == nil:
		return &refusal{code: wire.TableNotStarted, msg: "a seat is handed over once the game has started"}
	case t.over():
		return &refusal{code: wire.TableOver, msg: "the game is over"}
	case seat >= len(t.rec.Seats) || t.rec.Seats[seat].Kind != wire.SeatHuman:
		return &refusal{code: wire.TableNotYours, msg: "only a person's seat is handed over"}
	case t.conns[seat] != nil:
		return &refusal{code: wire.TableTooSoon, msg: "that seat's player is connected"}
	}
	if left := t.hub.opt.HandOver - t.hub.opt.Now().Sub(t.gone[seat]); left > 0 {
		return &refusal{code: wire.TableTooSoon, msg: "that seat has not been empty long enough", retry: left}
	}
	seats := slices.Clone(t.rec.Seats)
	seats[seat].Kind, seats[seat].HandedAt = wire.SeatComputer, t.g.steps()
	if ref := t.storeSeats(t.g.steps(), seats, "storing a hand-over"); ref != nil {
		return ref
	}
	t.g.seat(seat)
	t.hub.log.Info("seat handed over", "table", t.rec.Code, "seat", seat)
	t.tellSeats()
	t.advance()
	t.tellState(-1, 0)
	t.ended()
	return nil
}
