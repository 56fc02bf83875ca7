package tables

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"

	"deepwood/internal/hubtest"
	online "deepwood/online/tables"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/wire"

	"github.com/coder/websocket"
)

// testTimeout bounds one message's wait in a test: a server that never
// answers fails the test instead of hanging it.
const testTimeout = hubtest.Timeout

// testHub is a hub behind a real HTTP server on 127.0.0.1.
type testHub = hubtest.Hub[*Hub]

func newTestHub(t testing.TB, opt Options) *testHub {
	t.Helper()
	if opt.Log == nil {
		opt.Log = hubtest.Quiet()
	}
	if opt.ActionsPerSecond == 0 {
		opt.ActionsPerSecond = -1 // bots play as fast as the server answers
	}
	return hubtest.Serve(t, New, opt, wire.TablesPath)
}

// client is one WebSocket to a hub, keeping every message the server sent
// on it, raw. Its methods return errors rather than fail the test, so bots
// may run them on their own goroutines.
type client struct {
	ws    *websocket.Conn
	raw   [][]byte
	seat  int
	token string
	code  string
}

func dial(url string) (*client, error) {
	ws, err := hubtest.Dial(url, 8<<20)
	if err != nil {
		return nil, err
	}
	return &client{ws: ws, seat: -1}, nil
}

func mustDial(t testing.TB, h *testHub) *client {
	t.Helper()
	c, err := dial(h.URL)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.ws.CloseNow() })
	return c
}

// sendRaw writes b as one text message.
func (c *client) sendRaw(b []byte) error {
	return hubtest.Write(c.ws, b)
}

// send writes m, its version set.
func (c *client) send(m wire.TableRequest) error {
	m.V = wire.TableVersion
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	return c.sendRaw(b)
}

// recv reads the server's next message, keeping it raw.
func (c *client) recv() (wire.TableReply, error) {
	r, b, err := hubtest.Read[wire.TableReply](c.ws)
	if b == nil {
		return wire.TableReply{}, err
	}
	c.raw = append(c.raw, b)
	if err != nil {
		return r, err
	}
	if r.V != wire.TableVersion {
		return r, fmt.Errorf("a message of version %d: %s", r.V, b)
	}
	return r, nil
}

// await reads until a message of type typ (an error ends it early).
func (c *client) await(typ string) (wire.TableReply, error) {
	for {
		r, err := c.recv()
		if err != nil {
			return r, err
		}
		if r.Type == typ {
			return r, nil
		}
		if r.Type == wire.TableRefused {
			return r, fmt.Errorf("refused %s: %s", r.Code, r.Error)
		}
	}
}

// seated reads the table message answering create, join or resume.
func (c *client) seated() (wire.TableReply, error) {
	r, err := c.await(wire.TableInfo)
	if err != nil {
		return r, err
	}
	c.seat, c.code = r.Seat, r.Table
	if r.Token != "" {
		c.token = r.Token
	}
	return r, nil
}

// create opens a table on c and seats its host.
func (c *client) create(players int, open []int, seat int, paceMs int) (wire.TableReply, error) {
	if err := c.send(wire.TableRequest{Type: wire.TableCreate, Mode: wire.TableForsaken, Players: players, Open: open,
		Level: "normal", Name: "Host", Seat: seat, PaceMs: &paceMs}); err != nil {
		return wire.TableReply{}, err
	}
	return c.seated()
}

// join seats c at table code.
func (c *client) join(code, name string) (wire.TableReply, error) {
	if err := c.send(wire.TableRequest{Type: wire.TableJoin, Table: code, Name: name}); err != nil {
		return wire.TableReply{}, err
	}
	return c.seated()
}

// bot plays c's seat to the end as a computer traveler would, choosing
// from the view and the events it was sent; it returns the end message.
// stop, when it returns true for a state, ends the bot early (a test that
// drops the connection mid-game).
func (c *client) bot(players int, stop func(wire.TableReply) bool) (wire.TableReply, error) {
	d, err := forsaken.DefaultData()
	if err != nil {
		return wire.TableReply{}, err
	}
	comp := forsaken.NewComputer(d, forsaken.Normal, c.seat, players, dice.Seed(c.seat+1))
	return c.play(comp, stop)
}

// play is bot's loop with its computer traveler, which sees every event
// its seat is sent; a stale refusal (another seat's claim came first) is
// passed over.
func (c *client) play(comp *forsaken.Computer, stop func(wire.TableReply) bool) (wire.TableReply, error) {
	seen := func(r wire.TableReply) {
		if len(r.Events) > 0 {
			comp.Observe(r.Events)
		}
	}
	return c.playSeat(true, seen, stop, func(r wire.TableReply) (string, bool, error) {
		if r.View == nil {
			return "", false, nil
		}
		a, err := online.Choose(comp, r)
		if err != nil {
			return "", false, err
		}
		return a.String(), true, nil
	})
}

// playSeat is a test bot's loop at c's seat, whatever the mode: it reads
// c's messages to the end, failing on a refusal (but a stale one when
// staleOK), shows each state and the end to seen (when not nil), ends
// early when stop (when not nil) says so of a state, and sends choose's
// action, in replay text, for each state with legal actions it has not
// acted on yet (choose's false: none to send for that state).
func (c *client) playSeat(staleOK bool, seen func(wire.TableReply), stop func(wire.TableReply) bool,
	choose func(wire.TableReply) (string, bool, error)) (wire.TableReply, error) {
	acted := -1
	for {
		r, err := c.recv()
		if err != nil {
			return r, err
		}
		switch r.Type {
		case wire.TableRefused:
			if !staleOK || r.Code != wire.TableStale {
				return r, fmt.Errorf("seat %d refused %s: %s", c.seat, r.Code, r.Error)
			}
			continue
		case wire.TableState, wire.TableEnd:
		default:
			continue
		}
		if seen != nil {
			seen(r)
		}
		if r.Type == wire.TableEnd {
			return r, nil
		}
		if stop != nil && stop(r) {
			return r, nil
		}
		if len(r.Legal) == 0 || r.Seq == acted {
			continue
		}
		a, ok, err := choose(r)
		if err != nil {
			return r, err
		}
		if !ok {
			continue
		}
		acted = r.Seq
		if err := c.send(wire.TableRequest{Type: wire.TableAct, Action: a, Seq: r.Seq}); err != nil {
			return r, err
		}
	}
}

// errRefused is a refusal a test expected.
var errRefused = errors.New("refused")
