package live

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"deepwood/rules/forward"
	"deepwood/wire"
)

// Run is a witnessed attempt as the session core drives it: a
// session.Game whose actions the server applies. A screen's update loop
// must never wait on the network, so an action is sent with Send, off the
// loop, and taken into the session when its answer has come: Poll, asked
// every frame, hands the action back, and the session's Do then calls
// Apply, which gives it the server's events. While an action is on its
// way the run offers no legal action, so nothing is sent twice.
//
// A dropped connection is taken up again by itself (Attempt.Resume, with
// a growing pause between tries): an action whose answer was lost is sent
// again only if the server says it was not applied. Link says how the
// connection stands, for the screens to show.
type Run struct {
	at     *Attempt
	data   *forward.Data
	ctx    context.Context
	cancel context.CancelFunc
	came   chan answer // the answer to the one exchange under way

	mu   sync.Mutex // guards link
	link Link

	// Owned by the update loop.
	shown   wire.LiveReply // the state the session stands at
	legal   []forward.Action
	busy    bool    // an exchange under way
	ready   *answer // an answer Poll handed out, for Apply
	changes int
	failed  bool // the server refused what cannot be retried: nothing more is offered
}

// exchangeTimeout bounds one try of an action or a resume: a server that
// does not answer in this long is taken for gone, and the run reconnects.
const exchangeTimeout = 10 * time.Second

// answer is what an exchange came back with: the state after act (or
// after a resume alone, when acted is false), or why it failed.
type answer struct {
	act   forward.Action
	acted bool
	reply wire.LiveReply
	err   error
}

// Link is how a run's connection stands.
type Link struct {
	State LinkState
	RTT   time.Duration // the last action's round trip
	Err   string        // with LinkFailed: why, in words for the player
}

// LinkState names the connection's state.
type LinkState int

const (
	LinkUp           LinkState = iota // connected, nothing on its way
	LinkWaiting                       // an action sent, its answer not back
	LinkReconnecting                  // the connection dropped; taking it up again
	LinkEnded                         // the run is over and the connection closed
	LinkFailed                        // the server refused what cannot be retried
)

// String is the state in words, as the run screens show it.
func (s LinkState) String() string {
	return [...]string{"connected", "waiting for the server", "reconnecting", "run ended", "connection failed"}[s]
}

// NewRun drives a started attempt. data is the game's card data (the
// server's own: the rules fingerprint the attempt was dealt under).
func NewRun(a *Attempt, data *forward.Data) (*Run, error) {
	ctx, cancel := context.WithCancel(context.Background())
	r := &Run{at: a, data: data, ctx: ctx, cancel: cancel, came: make(chan answer, 1)}
	if err := r.take(a.State()); err != nil {
		cancel()
		return nil, err
	}
	return r, nil
}

// take makes st the state the run stands at.
func (r *Run) take(st wire.LiveReply) error {
	legal := make([]forward.Action, 0, len(st.Legal)) // the old list stands if this one does not parse
	for _, text := range st.Legal {
		a, err := forward.ParseAction(r.data, text)
		if err != nil {
			return fmt.Errorf("%w: legal action %q: %v", ErrProtocol, text, err)
		}
		legal = append(legal, a)
	}
	if st.View == nil {
		return fmt.Errorf("%w: a state without the runner's view", ErrProtocol)
	}
	r.shown, r.legal = st, legal
	r.changes++
	return nil
}

// Attempt is the attempt the run plays.
func (r *Run) Attempt() *Attempt { return r.at }

// Send sends a, played at ticks of the runner's in-game time, and returns
// at once; Poll brings its answer. It refuses while another action is on
// its way, or an action the rules do not allow now.
func (r *Run) Send(a forward.Action, ticks int64) error {
	switch {
	case r.busy || r.ready != nil:
		return errors.New("an action is already on its way to the server")
	case r.Over():
		return ErrEnded
	case !slices.Contains(r.legal, a):
		return fmt.Errorf("%s is not allowed now", forward.FormatAction(r.data, a))
	}
	r.busy = true
	r.changes++
	r.setLink(LinkWaiting, "")
	go r.exchange(a, forward.FormatAction(r.data, a), ticks, r.shown.Seq+1)
	return nil
}

// exchange plays one action to its answer, through dropped connections
// and the server's asks to wait, and hands the answer to Poll.
func (r *Run) exchange(a forward.Action, text string, ticks int64, seq int) {
	for {
		ctx, cancel := context.WithTimeout(r.ctx, exchangeTimeout)
		rep, err := r.at.ActAt(ctx, text, ticks)
		cancel()
		var ref *Refused
		switch {
		case err == nil:
			r.came <- answer{act: a, acted: true, reply: rep}
			return
		case errors.As(err, &ref) && (ref.Code == wire.LiveRate || ref.Code == wire.LiveBusy):
			if !r.pause(max(ref.Retry, 200*time.Millisecond)) {
				return
			}
		case errors.Is(err, ErrDisconnected):
			st, ok := r.reconnect()
			if !ok {
				return
			}
			if st.Seq >= seq || st.Type == wire.LiveEnd { // applied before the answer was lost
				r.came <- answer{act: a, acted: true, reply: st}
				return
			}
		default:
			r.came <- answer{err: err}
			return
		}
	}
}

// reconnect takes the attempt up again on a new connection, trying until
// it answers or the run is closed, and answers the server's state; a
// refusal that cannot change (the attempt unknown) is handed to Poll.
func (r *Run) reconnect() (wire.LiveReply, bool) {
	r.setLink(LinkReconnecting, "")
	wait := 250 * time.Millisecond
	for {
		ctx, cancel := context.WithTimeout(r.ctx, exchangeTimeout)
		err := r.at.Resume(ctx)
		cancel()
		if err == nil {
			r.setLink(LinkWaiting, "")
			return r.at.State(), true
		}
		if _, refused := errors.AsType[*Refused](err); refused && !IsCode(err, wire.LiveBusy) && !IsCode(err, wire.LiveRate) {
			r.came <- answer{err: err}
			return wire.LiveReply{}, false
		}
		if !r.pause(wait) {
			return wire.LiveReply{}, false
		}
		wait = min(2*wait, 4*time.Second)
	}
}

// pause waits d, or answers false when the run is closed meanwhile.
func (r *Run) pause(d time.Duration) bool {
	select {
	case <-time.After(d):
		return true
	case <-r.ctx.Done():
		return false
	}
}

// Poll takes in what came back, without waiting: an action the server
// applied is returned (ok), for the session to Do it; a dropped
// connection found while nothing was on its way is taken up again.
func (r *Run) Poll() (a forward.Action, ok bool) {
	select {
	case ans := <-r.came:
		r.busy = false
		r.changes++
		switch {
		case ans.err != nil:
			r.fail(ans.err)
		case ans.acted:
			r.ready = &ans
			return ans.act, true
		default:
			if err := r.take(ans.reply); err != nil {
				r.fail(err)
				break
			}
			r.setLink(LinkUp, "")
		}
	default:
		if !r.busy && !r.Over() && !r.failed && !r.at.Connected() {
			r.busy = true
			r.changes++
			r.setLink(LinkReconnecting, "")
			go func() {
				if st, ok := r.reconnect(); ok {
					r.came <- answer{reply: st}
				}
			}()
		}
	}
	return forward.Action{}, false
}

// fail marks the run failed, for good: its link says why, and it offers
// no action (the state it stands at may not be the server's).
func (r *Run) fail(err error) {
	r.failed = true
	r.changes++
	r.setLink(LinkFailed, Plain(err))
}

// Apply hands over the events of the action Poll returned: the server
// applied it already. Any other action is refused.
func (r *Run) Apply(buf []forward.Event, a forward.Action) ([]forward.Event, error) {
	ans := r.ready
	if ans == nil || ans.act != a {
		return buf, errors.New("a witnessed run applies only the actions the server answered")
	}
	r.ready = nil
	if err := r.take(ans.reply); err != nil {
		r.fail(err)
		return buf, err
	}
	if r.Over() {
		r.setLink(LinkEnded, "")
	} else {
		r.setLink(LinkUp, "")
	}
	return append(buf, ans.reply.Events...), nil
}

// Legal is what the runner may do now: nothing while an action is on its
// way or the connection is being taken up again, nor once the run failed.
func (r *Run) Legal(seat int, reuse []forward.Action) []forward.Action {
	if seat != 0 || r.busy || r.ready != nil || r.failed || r.Over() {
		return reuse[:0]
	}
	return append(reuse[:0], r.legal...)
}

// Seat is the runner's: a Forward run has one seat.
func (*Run) Seat(forward.Action) int { return 0 }

// Steps counts the run's changes as the session sees them: an answer
// taken, and an action sent (its legal actions are then none).
func (r *Run) Steps() int { return r.changes }

// Checksum is 0: the dice are the server's. Its replay, sent at the end,
// carries the checksums.
func (*Run) Checksum() uint32 { return 0 }

// Text is "": the server records the replay and sends it whole at the
// end (End), so the session records nothing of its own.
func (*Run) Text(forward.Action) string { return "" }

// Over reports the run ended: the last state is its end.
func (r *Run) Over() bool { return r.shown.Type == wire.LiveEnd }

// Running reports that the runner's own in-game time counts: from the
// first action to the end.
func (r *Run) Running() bool { return r.shown.Seq > 0 && !r.Over() }

// Fingerprint names the attempt and the actions it has: the run's state is
// the server's.
func (r *Run) Fingerprint() string {
	return fmt.Sprintf("attempt %s, %d actions", r.at.ID(), r.shown.Seq)
}

// View is the runner's view as the server last sent it.
func (r *Run) View() forward.SeatView { return *r.shown.View }

// State is the server's last state the run took (its end, once Over).
func (r *Run) State() wire.LiveReply { return r.shown }

// Link is how the connection stands, with the last round trip.
func (r *Run) Link() Link {
	r.mu.Lock()
	defer r.mu.Unlock()
	l := r.link
	l.RTT = r.at.RTT()
	return l
}

func (r *Run) setLink(s LinkState, err string) {
	r.mu.Lock()
	r.link = Link{State: s, Err: err}
	r.mu.Unlock()
}

// Close stops the run's exchanges and drops the connection. The attempt
// goes on on the server, its clock running.
func (r *Run) Close() {
	r.cancel()
	r.at.Close()
}

// abandonTimeout bounds a run's abandon, a resume first included: the
// game has gone on to its title meanwhile.
const abandonTimeout = 2 * exchangeTimeout

// Abandon gives the run up (Attempt.Abandon) without waiting: the run's
// exchanges stop at once, and the abandon is sent off the update loop,
// within abandonTimeout. The channel answers once it is done: nil when
// the server ended the attempt (or it had ended), else why not (the
// attempt is then left, and the server's sweep abandons it once it has
// lain idle long enough).
func (r *Run) Abandon() <-chan error {
	r.cancel()
	done := make(chan error, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), abandonTimeout)
		defer cancel()
		_, err := r.at.Abandon(ctx)
		if errors.Is(err, ErrEnded) {
			err = nil
		}
		if err == nil {
			r.setLink(LinkEnded, "")
		}
		done <- err
	}()
	return done
}

// Plain says what went wrong with a live exchange in words for the
// screen: the server's own sentence for a refusal.
func Plain(err error) string {
	if ref, ok := errors.AsType[*Refused](err); ok {
		return ref.Msg
	}
	switch {
	case errors.Is(err, ErrEnded):
		return "the run has ended"
	case errors.Is(err, ErrProtocol):
		return "the server speaks another version of the game: update the game"
	case errors.Is(err, ErrDisconnected):
		return "the server cannot be reached"
	}
	return err.Error()
}
