package netcmd

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"deepwood/online/tables"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// maxTableReply bounds a server message a table bot reads: the longest is
// a resumed seat's first state (its whole share of the log) or the end
// with the whole replay.
const maxTableReply = 8 << 20

// tableBot is one networked person at a table, played by a computer
// traveler (forsaken.NewComputer) that chooses from the view and the
// events it was sent, over a real WebSocket, as a person's client would.
// It measures each action's round trip: from sending the act to reading
// the state that acknowledges it.
type tableBot struct {
	ws      *websocket.Conn
	d       *forsaken.Data
	players int
	seat    int
	token   string
	code    string
	comp    *forsaken.Computer
	think   time.Duration // waited before each action
	rtts    []time.Duration
	stale   int // acts another claim beat
	limited int // acts refused as too fast, and sent again
	last    wire.TableRequest
	sent    time.Time
	pending int // the ack awaited, 0 none
}

// dialTable opens a WebSocket to a table route (ws://…/api/v1/tables).
func dialTable(ctx context.Context, url string, d *forsaken.Data) (*tableBot, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(maxTableReply)
	return &tableBot{ws: ws, d: d, seat: -1}, nil
}

// tablesURL is the table route of a server's http(s) address.
func tablesURL(server string) string {
	return "ws" + strings.TrimPrefix(strings.TrimSuffix(server, "/"), "http") + wire.TablesPath
}

// close drops the connection.
func (b *tableBot) close() { b.ws.CloseNow() }

func (b *tableBot) send(ctx context.Context, m wire.TableRequest) error {
	m.V = wire.TableVersion
	out, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return b.ws.Write(ctx, websocket.MessageText, out)
}

func (b *tableBot) recv(ctx context.Context) (wire.TableReply, error) {
	_, in, err := b.ws.Read(ctx)
	if err != nil {
		return wire.TableReply{}, err
	}
	var r wire.TableReply
	if err := json.Unmarshal(in, &r); err != nil {
		return r, fmt.Errorf("the server sent what the client cannot read: %v", err)
	}
	if r.V != wire.TableVersion {
		return r, fmt.Errorf("a message of version %d", r.V)
	}
	return r, nil
}

// seated reads the table message answering create, join or resume, and
// keeps the seat, code and token.
func (b *tableBot) seated(ctx context.Context) (wire.TableReply, error) {
	for {
		r, err := b.recv(ctx)
		switch {
		case err != nil:
			return r, err
		case r.Type == wire.TableRefused:
			return r, fmt.Errorf("refused (%s): %s", r.Code, r.Error)
		case r.Type != wire.TableInfo:
			continue
		}
		b.seat, b.code, b.players = r.Seat, r.Table, r.Players
		if r.Token != "" {
			b.token = r.Token
		}
		b.comp = forsaken.NewComputer(b.d, forsaken.Normal, b.seat, b.players, dice.Seed(b.seat+1))
		return r, nil
	}
}

// create opens a table of players with the seats open (the bot at
// open[0]) and computer travelers of level normal at pace paceMs.
func (b *tableBot) create(ctx context.Context, players int, open []int, paceMs int) error {
	err := b.send(ctx, wire.TableRequest{Type: wire.TableCreate, Mode: wire.TableForsaken, Players: players, Open: open,
		Level: "normal", Name: "Host", Seat: open[0], PaceMs: &paceMs})
	if err == nil {
		_, err = b.seated(ctx)
	}
	return err
}

// join takes an open seat at table code.
func (b *tableBot) join(ctx context.Context, code, name string) error {
	err := b.send(ctx, wire.TableRequest{Type: wire.TableJoin, Table: code, Name: name})
	if err == nil {
		_, err = b.seated(ctx)
	}
	return err
}

// resume takes the bot's seat up again on a new connection to url (the
// same server, or another on the same store): its computer traveler
// starts afresh from the seat's whole share of the log, which the first
// state carries.
func (b *tableBot) resume(ctx context.Context, url string) error {
	nb, err := dialTable(ctx, url, b.d)
	if err != nil {
		return err
	}
	b.ws.CloseNow()
	b.ws, b.pending = nb.ws, 0
	if err := b.send(ctx, wire.TableRequest{Type: wire.TableResume, Table: b.code, Token: b.token}); err != nil {
		return err
	}
	_, err = b.seated(ctx)
	return err
}

// errTableLost is a table the server let go of: resume it.
var errTableLost = errors.New("the server let the table go")

// play plays the seat until the end, which it returns. An act another
// claim beat (stale) is chosen again from the newer state, one refused as
// too fast (rate) is sent again after the server's retry_ms; any other
// refusal ends it with an error.
func (b *tableBot) play(ctx context.Context) (wire.TableReply, error) {
	acted := -1
	for {
		r, err := b.recv(ctx)
		if err != nil {
			return r, err
		}
		switch r.Type {
		case wire.TableRefused:
			switch r.Code {
			case wire.TableStale:
				b.stale++
				b.pending = 0
				continue
			case wire.TableRate: // nothing changed: send it again when the server says
				b.limited++
				if !wait(ctx, time.Duration(r.RetryMs)*time.Millisecond) {
					return r, ctx.Err()
				}
				b.sent = time.Now()
				if err := b.send(ctx, b.last); err != nil {
					return r, err
				}
				continue
			case wire.TableBusy:
				return r, fmt.Errorf("%w: %s", errTableLost, r.Error)
			}
			return r, fmt.Errorf("seat %d refused (%s): %s", b.seat, r.Code, r.Error)
		case wire.TableState, wire.TableEnd:
		default:
			continue
		}
		if b.pending > 0 && r.Ack == b.pending {
			b.rtts = append(b.rtts, time.Since(b.sent))
			b.pending = 0
		}
		if len(r.Events) > 0 {
			b.comp.Observe(r.Events)
		}
		if r.Type == wire.TableEnd {
			return r, nil
		}
		if len(r.Legal) == 0 || r.Seq == acted || r.View == nil {
			continue
		}
		a, err := tables.Choose(b.comp, r)
		if err != nil {
			return r, err
		}
		acted = r.Seq
		if b.think > 0 && !wait(ctx, b.think) {
			return r, ctx.Err()
		}
		b.sent, b.pending = time.Now(), r.Seq+1
		b.last = wire.TableRequest{Type: wire.TableAct, Action: a.String(), Seq: r.Seq}
		if err := b.send(ctx, b.last); err != nil {
			return r, err
		}
	}
}
