// Package live is the game's client for witnessed attempts (docs/api.md,
// "GET /api/v1/live"; RULES B8): a Forward run the server deals, plays and
// times, one WebSocket per attempt. The client sends the runner's actions
// as replay text and keeps only what the server answers: the runner's
// view, the last action's events and the legal actions. It never holds
// the seed (the server sends it with the whole replay once the run has
// ended), so nothing here can deal, search or forge a run. It imports no
// Ebitengine and builds natively and for the browser (GOOS=js), over
// online/wsock.
package live

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"sync"
	"time"

	"deepwood/online/wsock"
	"deepwood/rules/forward"
	"deepwood/wire"
)

// Refused is the server's refusal of a message: Code is one of wire's
// Live… reasons (wire.LiveIllegal, wire.LiveRate …), Msg the server's own
// sentence for the player. Nothing changed on the server, and the Attempt
// keeps the state it had.
type Refused struct {
	Code  string
	Msg   string
	Retry time.Duration // with wire.LiveRate: wait this long, then send it again
	Seq   int           // the actions the attempt has, as the server says (0 before one exists)
}

func (r *Refused) Error() string { return fmt.Sprintf("the server refused (%s): %s", r.Code, r.Msg) }

// IsCode reports whether err is a refusal with that code.
func IsCode(err error, code string) bool {
	r, ok := errors.AsType[*Refused](err)
	return ok && r.Code == code
}

// Errors of an Attempt that are not the server's refusals.
var (
	// ErrDisconnected: the connection is gone (the network, the server, a
	// context that ended mid-exchange, or the attempt resumed elsewhere).
	// The attempt goes on on the server, its clock running: Resume it. An
	// action whose answer was lost may or may not have been applied; the
	// state Resume brings says (its Seq).
	ErrDisconnected = errors.New("the connection to the server is lost; resume the attempt")
	// ErrEnded: the run has ended; the last state is its end.
	ErrEnded = errors.New("the run has ended")
	// ErrProtocol: the server sent what this client cannot read.
	ErrProtocol = errors.New("the server's answer is not the live protocol this client speaks")
)

// Attempt is one witnessed attempt as its runner plays it. One exchange
// runs at a time (Act and Resume wait for each other); the accessors may
// be called from any goroutine meanwhile, and answer the last state.
type Attempt struct {
	url    string // ws(s)://host[:port]/…/api/v1/live
	id     string
	resume string

	io sync.Mutex // one exchange at a time

	mu   sync.Mutex // guards the fields below
	conn *socket    // nil when disconnected
	last wire.LiveReply
	rtt  time.Duration
}

// Dial opens a WebSocket to the boards server at serverURL (http://HOST:PORT
// as the boards' client takes it, or ws:// / wss://) and starts the attempt
// start asks for: its Category (wire.LiveDaily, LiveRandom or LiveSet with
// a Seed), Player and Token (NewToken, kept by the caller before it calls
// Dial, so a lost answer never locks the name). V, Type and Mode (forward)
// are filled in. A refusal is a *Refused.
func Dial(ctx context.Context, serverURL string, start wire.LiveRequest) (*Attempt, error) {
	u, err := liveURL(serverURL)
	if err != nil {
		return nil, err
	}
	start.Type = wire.LiveStart
	if start.Mode == "" {
		start.Mode = "forward"
	}
	a := &Attempt{url: u}
	r, err := a.open(ctx, start)
	if err != nil {
		return nil, err
	}
	if r.Type != wire.LiveState || r.Attempt == "" || r.Resume == "" {
		a.Close()
		return nil, fmt.Errorf("%w: a start answered without an attempt and its resume token", ErrProtocol)
	}
	a.id, a.resume = r.Attempt, r.Resume
	return a, nil
}

// Resume takes up the attempt id on a new connection, with the resume
// token its start was answered with: what a game restarted mid-run does.
// The server closes any connection that played it before.
func Resume(ctx context.Context, serverURL, id, resumeToken string) (*Attempt, error) {
	u, err := liveURL(serverURL)
	if err != nil {
		return nil, err
	}
	a := &Attempt{url: u, id: id, resume: resumeToken}
	if err := a.Resume(ctx); err != nil {
		return nil, err
	}
	return a, nil
}

// Resume takes the attempt up again on a new connection, after
// ErrDisconnected: the state becomes the server's (its events are the last
// action's again). A run that ended meanwhile answers its end.
func (a *Attempt) Resume(ctx context.Context) error {
	a.io.Lock()
	defer a.io.Unlock()
	_, err := a.reopen(ctx)
	return err
}

// reopen is Resume, io held: it answers the server's state.
func (a *Attempt) reopen(ctx context.Context) (wire.LiveReply, error) {
	a.disconnect()
	r, err := a.open(ctx, wire.LiveRequest{Type: wire.LiveResume, Attempt: a.id, Resume: a.resume})
	if err != nil {
		return r, err
	}
	if r.Attempt != a.id {
		a.Close()
		return r, fmt.Errorf("%w: resumed attempt %q, asked for %q", ErrProtocol, r.Attempt, a.id)
	}
	return r, nil
}

// Abandon gives the attempt up (RULES B11): the server ends it at its
// last action, abandoned, files it as a run that never ranks (a daily
// abandoned is the day's one attempt) and answers its end, the whole
// replay with it, which Abandon returns; the connection is then closed. A
// connection that is lost, before or while it is sent, is resumed and the
// abandon sent again unless the resume answers the end (the abandon was
// applied, its answer lost). A run that has ended answers its end and
// ErrEnded.
func (a *Attempt) Abandon(ctx context.Context) (wire.LiveReply, error) {
	a.io.Lock()
	defer a.io.Unlock()
	a.mu.Lock()
	c, last := a.conn, a.last
	a.mu.Unlock()
	if last.Type == wire.LiveEnd {
		return last, ErrEnded
	}
	for try := 0; ; try++ {
		if c == nil || !c.Alive() {
			r, err := a.reopen(ctx)
			switch {
			case err != nil:
				return last, err
			case r.Type == wire.LiveEnd: // ended, or abandoned by an abandon whose answer was lost
				a.disconnect()
				return r, nil
			}
			a.mu.Lock()
			c = a.conn
			a.mu.Unlock()
		}
		r, err := a.exchange(ctx, c, wire.LiveRequest{Type: wire.LiveAbandon})
		a.disconnect() // the server closes after the end; after anything else, the connection is not used again
		c = nil
		switch {
		case errors.Is(err, ErrDisconnected) && try == 0 && ctx.Err() == nil:
			continue
		case err != nil:
			return last, err
		case r.Type != wire.LiveEnd:
			return last, fmt.Errorf("%w: an abandon answered with a %s", ErrProtocol, r.Type)
		}
		a.mu.Lock()
		a.last = r
		a.mu.Unlock()
		return r, nil
	}
}

// open dials, sends the first message and keeps the state it is answered
// with. io is held (or the Attempt not yet shared).
func (a *Attempt) open(ctx context.Context, m wire.LiveRequest) (wire.LiveReply, error) {
	c, err := dial(ctx, a.url)
	if err != nil {
		return wire.LiveReply{}, fmt.Errorf("%w: %v", ErrDisconnected, err)
	}
	a.mu.Lock()
	a.conn = c
	a.mu.Unlock()
	r, err := a.exchange(ctx, c, m)
	if err != nil {
		a.disconnect()
		return r, err
	}
	a.mu.Lock()
	a.last = r
	a.mu.Unlock()
	return r, nil
}

// Act plays one action, its replay text as Legal spells it, and answers
// the server's state (or the end: then Over is true and the reply holds
// the whole replay). A refusal is a *Refused and changes nothing.
func (a *Attempt) Act(ctx context.Context, action string) (wire.LiveReply, error) {
	return a.ActAt(ctx, action, 0)
}

// ActAt is Act with the runner's own in-game time in ticks: the server
// keeps it as the runner's claim beside the witnessed time, and ranks by
// the witnessed one.
func (a *Attempt) ActAt(ctx context.Context, action string, ticks int64) (wire.LiveReply, error) {
	a.io.Lock()
	defer a.io.Unlock()
	a.mu.Lock()
	c, last := a.conn, a.last
	a.mu.Unlock()
	switch {
	case last.Type == wire.LiveEnd:
		return last, ErrEnded
	case c == nil || !c.Alive():
		a.disconnect()
		return last, ErrDisconnected
	}
	seq := last.Seq + 1
	t0 := time.Now()
	r, err := a.exchange(ctx, c, wire.LiveRequest{Type: wire.LiveAct, Action: action, Seq: seq, Ticks: ticks})
	rtt := time.Since(t0)
	if err != nil {
		if _, refused := errors.AsType[*Refused](err); refused {
			a.mu.Lock()
			a.rtt = rtt // answered all the same
			a.mu.Unlock()
		} else {
			a.disconnect() // a connection that failed or spoke nonsense is not used again
		}
		return last, err
	}
	if r.Ack != seq {
		a.disconnect()
		return last, fmt.Errorf("%w: action %d answered as %d", ErrProtocol, seq, r.Ack)
	}
	a.mu.Lock()
	a.last, a.rtt = r, rtt
	a.mu.Unlock()
	if r.Type == wire.LiveEnd {
		a.disconnect() // the server closes after the end
	}
	return r, nil
}

// exchange sends m and reads its answer: a state or an end, or the
// server's refusal as a *Refused.
func (a *Attempt) exchange(ctx context.Context, c *socket, m wire.LiveRequest) (wire.LiveReply, error) {
	m.V = wire.LiveVersion
	if err := c.Send(ctx, m); err != nil {
		return wire.LiveReply{}, err // ErrDisconnected
	}
	r, err := c.Recv(ctx)
	if err != nil {
		return wire.LiveReply{}, err
	}
	switch r.Type {
	case wire.LiveRefused:
		return r, &Refused{Code: r.Code, Msg: r.Error, Retry: time.Duration(r.RetryMs) * time.Millisecond, Seq: r.Seq}
	case wire.LiveState, wire.LiveEnd:
		return r, nil
	}
	return r, fmt.Errorf("%w: a reply of type %q", ErrProtocol, r.Type)
}

// disconnect drops the connection, if any.
func (a *Attempt) disconnect() {
	a.mu.Lock()
	c := a.conn
	a.conn = nil
	a.mu.Unlock()
	if c != nil {
		c.Close()
	}
}

// Close drops the connection. The attempt stays on the server, its clock
// running, to be resumed.
func (a *Attempt) Close() error {
	a.disconnect()
	return nil
}

// ID is the attempt's id, and ResumeToken the token that takes it up
// again: keep both to resume after the game stops.
func (a *Attempt) ID() string          { return a.id }
func (a *Attempt) ResumeToken() string { return a.resume }

// State is the server's last state (or the end), as it was sent.
func (a *Attempt) State() wire.LiveReply {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.last
}

// View is the runner's view, as the last state gave it.
func (a *Attempt) View() *forward.SeatView { return a.State().View }

// Legal is the actions the rules allow now, as replay text.
func (a *Attempt) Legal() []string { return a.State().Legal }

// Events is the last action's events as the runner may be told them.
func (a *Attempt) Events() []forward.Event { return a.State().Events }

// Seq is the number of actions the attempt has.
func (a *Attempt) Seq() int { return a.State().Seq }

// Over reports whether the run has ended: State is its end, with the
// outcome, the seed and the whole replay.
func (a *Attempt) Over() bool { return a.State().Type == wire.LiveEnd }

// Connected reports whether the attempt has a connection now: false as
// soon as the server or the network drops it, before the next action.
func (a *Attempt) Connected() bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.conn != nil && a.conn.Alive()
}

// RTT is the round trip of the last action the server answered, with its
// state or a refusal: sending it to reading the answer, what the runner
// waits for, and what the game shows as the connection's delay.
func (a *Attempt) RTT() time.Duration {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.rtt
}

// NewToken makes a player's token (32 random bytes, base64url), for the
// first start under a new name. Keep it before sending it.
func NewToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", err
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// liveURL is the WebSocket address of the live route of the server at
// base: http becomes ws and https wss (a ws or wss address is taken as
// is), and the server's path is followed by wire.LivePath.
func liveURL(base string) (string, error) { return wsock.URL(base, wire.LivePath) }
