// Package tables is the game's client for tables (docs/api.md, "GET
// /api/v1/tables"; RULES B12–B16, B18): one seat at a game of Forsaken
// Forest that the server runs for several people, or one general's side
// of a Mass Combat battle for two, over one WebSocket
// (online/wsock: coder/websocket natively, the page's own WebSocket in the
// browser, so the game's WebAssembly links no net/http). The server pushes
// every change (another seat's action, a computer traveler's, a join, a
// chat line), so a Table is read message by message: Poll from a
// screen's update loop, or Next to wait. It keeps the seat's view, its
// share of the log, the legal actions, who sits where and the chat; it
// never holds the seed or another seat's secrets, which the server never
// sends before the end. It imports no Ebitengine.
package tables

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"deepwood/online/wsock"
	"deepwood/rules/battle"
	"deepwood/rules/forsaken"
	"deepwood/wire"
)

// maxMessage bounds a server message the client reads: the longest is a
// resumed seat's first state (its whole share of the log) or the end with
// the whole replay.
const maxMessage = 8 << 20

// Errors of a Table that are not the server's refusals.
var (
	// ErrDisconnected: the connection is gone. The seat stays the
	// person's on the server: Resume it (Code and Token say which).
	ErrDisconnected = errors.New("the connection to the table is lost; resume your seat")
	// ErrProtocol: the server sent what this client cannot read.
	ErrProtocol = errors.New("the server's message is not the tables protocol this client speaks")
)

// Refused is the server's refusal of a message: Code is one of wire's
// Table… reasons, Msg the server's sentence for the player. Nothing
// changed at the table.
type Refused struct {
	Code  string
	Msg   string
	Retry time.Duration // with wire.TableRate or TableTooSoon: wait this long
}

func (r *Refused) Error() string { return fmt.Sprintf("the server refused (%s): %s", r.Code, r.Msg) }

// IsCode reports whether err is a refusal with that code.
func IsCode(err error, code string) bool {
	r, ok := errors.AsType[*Refused](err)
	return ok && r.Code == code
}

// socket is one WebSocket to the tables route, its messages read ahead.
type socket = wsock.Conn[wire.TableReply]

// Table is one seat at a table, as its person's client holds it. Its
// methods may be called from any goroutine; one reads messages (Poll or
// Next) at a time.
type Table struct {
	conn *socket

	mu    sync.Mutex
	info  wire.TableReply // the last table message
	state wire.TableReply // the last state or end
	token string
	log   []forsaken.Event
	// battleLog is a battle seat's events, oldest first.
	battleLog []battle.Event
	chat      []wire.TableReply
}

// Create opens a table on the server at serverURL (http://HOST:PORT, or
// ws:// / wss://): m's Mode (forsaken when ""), Players, Open, Level,
// Name, Seat, PaceMs and, for a battle, Scenario say which. It answers once the server has seated
// the host: keep Code and Token to resume.
func Create(ctx context.Context, serverURL string, m wire.TableRequest) (*Table, error) {
	m.Type = wire.TableCreate
	if m.Mode == "" {
		m.Mode = wire.TableForsaken
	}
	return open(ctx, serverURL, m)
}

// Join takes an open seat at the table of code under name.
func Join(ctx context.Context, serverURL, code, name string) (*Table, error) {
	return open(ctx, serverURL, wire.TableRequest{Type: wire.TableJoin, Table: code, Name: name})
}

// Resume takes the token's seat at the table of code up again on a new
// connection: after a drop, a restart, or on another server sharing the
// database. The seat's whole share of the log comes with its first state.
func Resume(ctx context.Context, serverURL, code, token string) (*Table, error) {
	t, err := open(ctx, serverURL, wire.TableRequest{Type: wire.TableResume, Table: code, Token: token})
	if err == nil {
		t.token = token
	}
	return t, err
}

// open dials, sends the seating message and waits for the table message
// that answers it.
func open(ctx context.Context, serverURL string, m wire.TableRequest) (*Table, error) {
	u, err := wsock.URL(serverURL, wire.TablesPath)
	if err != nil {
		return nil, err
	}
	c, err := wsock.Dial(ctx, u, wsock.Options[wire.TableReply]{Max: maxMessage, Decode: decode, Lost: ErrDisconnected, Protocol: ErrProtocol})
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrDisconnected, err)
	}
	t := &Table{conn: c}
	if err := t.send(ctx, m); err != nil {
		c.Close()
		return nil, err
	}
	for {
		r, err := t.Next(ctx)
		if err != nil {
			c.Close()
			return nil, err
		}
		if r.Type == wire.TableInfo {
			return t, nil
		}
	}
}

// decode reads one server message of this protocol's version.
var decode = wsock.Versioned(wire.TableVersion, func(r wire.TableReply) int { return r.V }, ErrProtocol)

// send writes m, its version set.
func (t *Table) send(ctx context.Context, m wire.TableRequest) error {
	m.V = wire.TableVersion
	return t.conn.Send(ctx, m)
}

// Next waits for the server's next message and takes it in (the view,
// the log, the seats, the chat); a refusal comes back as a *Refused
// error alongside the message.
func (t *Table) Next(ctx context.Context) (wire.TableReply, error) {
	r, err := t.conn.Recv(ctx)
	if err != nil {
		return r, err
	}
	return r, t.take(r)
}

// Poll takes in every message already read, without waiting, and answers
// them in order (none: nothing new), for a screen's update loop; the
// first refusal among them is the error.
func (t *Table) Poll() ([]wire.TableReply, error) {
	var out []wire.TableReply
	var first error
	for {
		select {
		case r := <-t.conn.Messages():
			out = append(out, r)
			if err := t.take(r); err != nil && first == nil {
				first = err
			}
		default:
			if len(out) == 0 && !t.conn.Alive() {
				return nil, t.conn.Err()
			}
			return out, first
		}
	}
}

// take keeps what a message says.
func (t *Table) take(r wire.TableReply) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch r.Type {
	case wire.TableInfo:
		t.info = r
		if r.Token != "" {
			t.token = r.Token
		}
	case wire.TableState, wire.TableEnd:
		t.state = r
		t.log = append(t.log, r.Events...)
		t.battleLog = append(t.battleLog, r.BattleEvents...)
	case wire.TableChat:
		t.chat = append(t.chat, r)
	case wire.TableRefused:
		return &Refused{Code: r.Code, Msg: r.Error, Retry: time.Duration(r.RetryMs) * time.Millisecond}
	}
	return nil
}

// Start deals the game (the host's alone); the states follow.
func (t *Table) Start(ctx context.Context) error {
	return t.send(ctx, wire.TableRequest{Type: wire.TableStart})
}

// Act sends one action of the seat, its replay text as Legal spells it,
// chosen in the last state: the state that acknowledges it (Ack) follows,
// or a refusal (wire.TableStale when another claim came first: choose
// again from the newer state).
func (t *Table) Act(ctx context.Context, action string) error {
	t.mu.Lock()
	seq := t.state.Seq
	t.mu.Unlock()
	return t.send(ctx, wire.TableRequest{Type: wire.TableAct, Action: action, Seq: seq})
}

// Chat sends a line to the table.
func (t *Table) Chat(ctx context.Context, text string) error {
	return t.send(ctx, wire.TableRequest{Type: wire.TableChat, Text: text})
}

// Mute hides (or shows again) seat's chat from this connection.
func (t *Table) Mute(ctx context.Context, seat int, mute bool) error {
	return t.send(ctx, wire.TableRequest{Type: wire.TableMute, Seat: seat, Mute: mute})
}

// HandOver gives a person's seat that has had no connection for the
// server's limit to a computer traveler (the host's alone).
func (t *Table) HandOver(ctx context.Context, seat int) error {
	return t.send(ctx, wire.TableRequest{Type: wire.TableHandOver, Seat: seat})
}

// SendArmy sends this general's army at a custom battle table before the
// start (RULES B19); sent again, it replaces the last. The table message
// that answers it carries it back in Info().Army.
func (t *Table) SendArmy(ctx context.Context, army battle.Army) error {
	return t.send(ctx, wire.TableRequest{Type: wire.TableArmy, Army: battle.ArmyText(army)})
}

// AskReplay asks for the end again once the game is over.
func (t *Table) AskReplay(ctx context.Context) error {
	return t.send(ctx, wire.TableRequest{Type: wire.TableReplay})
}

// Code is the table's invite code.
func (t *Table) Code() string { t.mu.Lock(); defer t.mu.Unlock(); return t.info.Table }

// Link is the table's address in the game, /play/?table=CODE.
func (t *Table) Link() string { t.mu.Lock(); defer t.mu.Unlock(); return t.info.Link }

// Token is the seat's token: keep it to Resume.
func (t *Table) Token() string { t.mu.Lock(); defer t.mu.Unlock(); return t.token }

// Seat is this connection's seat.
func (t *Table) Seat() int { t.mu.Lock(); defer t.mu.Unlock(); return t.info.Seat }

// Info is the last table message: who sits where, whether it started.
func (t *Table) Info() wire.TableReply { t.mu.Lock(); defer t.mu.Unlock(); return t.info }

// State is the last state (or the end): the view, the legal actions, the
// computer traveler's countdown.
func (t *Table) State() wire.TableReply { t.mu.Lock(); defer t.mu.Unlock(); return t.state }

// Log is the seat's share of the game's events so far, oldest first.
func (t *Table) Log() []forsaken.Event {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]forsaken.Event(nil), t.log...)
}

// BattleLog is a battle seat's events so far (every event of the battle
// is public), oldest first. A resumed seat's first state brings them
// all again: Resume starts a new Table.
func (t *Table) BattleLog() []battle.Event {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]battle.Event(nil), t.battleLog...)
}

// ChatLines are the chat lines heard so far, oldest first.
func (t *Table) ChatLines() []wire.TableReply {
	t.mu.Lock()
	defer t.mu.Unlock()
	return append([]wire.TableReply(nil), t.chat...)
}

// Over reports that the game has ended: State holds the replay.
func (t *Table) Over() bool { t.mu.Lock(); defer t.mu.Unlock(); return t.state.Type == wire.TableEnd }

// Alive reports whether the connection is open.
func (t *Table) Alive() bool { return t.conn.Alive() }

// Close drops the connection; the seat stays, to be resumed.
func (t *Table) Close() error {
	t.conn.Close()
	return nil
}

// Host reports that this connection's seat is the table's host, as the
// last table message says.
func (t *Table) Host() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	for _, s := range t.info.Seats {
		if s.Host {
			return s.Seat == t.info.Seat
		}
	}
	return false
}
