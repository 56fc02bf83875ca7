package live

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/quote"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/session"
	"deepwood/wire"

	"golang.org/x/time/rate"
)

// run is the session core over a Forward run, as the server hosts it.
type run = session.Session[forward.Action, forward.Event, forward.SeatView]

// attempt is one witnessed attempt held by this server: its session (the
// only place the seed and the deal live), the server's clock and the
// connection that plays it. Every field is guarded by mu.
type attempt struct {
	mu   sync.Mutex
	rec  Record // the header; rec.Steps is left empty in memory
	host *forward.Host
	sess *run
	// base is the monotonic time the clock runs from: the last action's
	// arrival, or the moment a server took the attempt up after an outage.
	base      time.Time
	witnessed time.Duration
	last      []forward.Event // the last action's events, filtered
	limit     *rate.Limiter
	conn      *connection // the connection playing it, or nil
	// claimed0 and claimed are the runner's own ticks at the first
	// action and the last: their in-game time, a claim beside the
	// witnessed time.
	claimed0, claimed int64
	// active is the wall-clock time of the last action (the start, before
	// one): an attempt idle past Options.Expire is abandoned by the sweep.
	active time.Time
	// abandoned is a run ended by an abandon (its runner's, or the
	// sweep's): its last replay line is verify.MetaAbandon.
	abandoned bool
}

// over reports that the run has ended: played out, or abandoned.
func (a *attempt) over() bool { return a.abandoned || a.sess.Over() }

// actions is how many rules actions the attempt has: its replay lines,
// less the abandon line that may end it.
func (a *attempt) actions() int {
	if a.abandoned {
		return a.sess.Actions() - 1
	}
	return a.sess.Actions()
}

// claimedMs is the runner's claimed in-game time (RULES B2: the last
// action's ticks less the first's).
func (a *attempt) claimedMs() int64 {
	return max(a.claimed-a.claimed0, 0) * 1000 / verify.TicksPerSecond
}

// newSession deals seed as the server's session of an attempt: its replay
// header says what the run is (RULES B3, B8), and nothing autosaves (the
// Store keeps it). The events are the first deal's.
func newSession(d *forward.Data, rec Record) (*forward.Host, *run, []forward.Event, error) {
	seed, err := dice.ParseSeed(rec.Seed)
	if err != nil {
		return nil, nil, nil, err
	}
	st, ev := forward.New(d, seed)
	host := &forward.Host{Data: d, State: st}
	r := &replay.Replay{Mode: "forward", Seed: st.Seed.Code(), Rules: rec.Rules, Version: rec.Version}
	r.Set(verify.CategoryKey, rec.Category)
	if rec.Category == wire.LiveDaily {
		r.Set(verify.DateKey, rec.Date)
	}
	r.Set(verify.WitnessedKey, rec.ID)
	views := func(seat int) forward.SeatView { return forward.ViewFor(host.State, seat) }
	return host, session.New(host, views, r, session.Spec{Mode: "forward"}, nil), ev, nil
}

// rebuild takes up a stored attempt: it is dealt again and its steps
// re-applied, each checked against its stored line, so a store that
// drifted from the rules is found rather than played on.
func rebuild(d *forward.Data, rec Record) (*attempt, error) {
	host, sess, ev, err := newSession(d, rec)
	if err != nil {
		return nil, err
	}
	a := &attempt{rec: rec, host: host, sess: sess, active: rec.Started}
	a.rec.Steps = nil
	for i, st := range rec.Steps {
		a.active = st.At
		if st.Action == verify.MetaAbandon {
			if i != len(rec.Steps)-1 {
				return nil, fmt.Errorf("attempt %s step %d: an abandon before the last step", rec.ID, i+1)
			}
			sess.Replay.Append(replay.Entry{Tick: st.Tick, Check: st.Check, Action: st.Action})
			a.abandoned = true
			break
		}
		act, err := forward.ParseAction(d, st.Action)
		if err != nil {
			return nil, fmt.Errorf("attempt %s step %d: %v", rec.ID, i+1, err)
		}
		sess.SetTicks(st.Tick)
		if ev, err = sess.Do(0, act); err != nil {
			return nil, fmt.Errorf("attempt %s step %d (%s): %v", rec.ID, i+1, quote.Short(st.Action), err)
		}
		if c := host.Checksum(); c != st.Check {
			return nil, fmt.Errorf("attempt %s step %d: dice checksum %08x, stored %08x", rec.ID, i+1, c, st.Check)
		}
		a.witnessed = st.Witnessed
		if i == 0 {
			a.claimed0 = st.Claimed
		}
		a.claimed = st.Claimed
	}
	a.last = forward.EventsFor(0, ev)
	return a, nil
}

// refusal is an action turned away: nothing changed. retry, with a rate
// refusal, is how long until the action may be sent again.
type refusal struct {
	code, msg string
	retry     time.Duration
	lost      bool // another server holds the attempt now: this one lets go of it
	held      bool // another server holds the attempt's lease: it cannot be taken up yet
}

func (r *refusal) Error() string { return r.msg }

// act applies the client's action numbered seq at now, the server's
// monotonic time: the number must be the next, the action legal, the rate
// kept, and the step stored, or nothing changes. The witnessed time is
// the server's (RULES B8); claimed, the client's own, is only kept.
func (a *attempt) act(ctx context.Context, store Store, text string, seq int, claimed int64, now, wall time.Time) *refusal {
	n := a.sess.Actions()
	switch {
	case a.over():
		return runEnded
	case seq != n+1:
		return &refusal{code: wire.LiveSeq, msg: fmt.Sprintf("action %d is not the next: the attempt has %d actions, so the next is %d", seq, n, n+1)}
	}
	if wait := a.allow(now); wait > 0 {
		return &refusal{code: wire.LiveRate, msg: "actions come faster than the server takes them; send it again", retry: wait}
	}
	act, err := forward.ParseAction(a.host.Data, text)
	if err != nil || !a.sess.IsLegal(0, act) {
		why := "it is not an action the rules allow now"
		if err != nil {
			why = err.Error()
		}
		return &refusal{code: wire.LiveIllegal, msg: fmt.Sprintf("%s: %s", quote.Short(text), why)}
	}
	witnessed := a.witnessed
	if n > 0 {
		witnessed += now.Sub(a.base)
	}
	tick := stamp(witnessed, a.sess.Ticks(), n)
	if tick > verify.MaxTicks {
		return &refusal{code: wire.LiveOver, msg: "an attempt lasts at most 24 hours of witnessed time (RULES B2)"}
	}
	before, ticks := a.host.State.Clone(), a.sess.Ticks()
	a.sess.SetTicks(tick)
	ev, err := a.sess.Do(0, act)
	if err != nil { // IsLegal said yes: the rules disagree with themselves
		a.host.State, a.sess.Replay.Entries = before, a.sess.Replay.Entries[:n]
		a.sess.SetTicks(ticks)
		return &refusal{code: wire.LiveInternal, msg: "the rules refused an action they listed: " + err.Error()}
	}
	e := a.sess.Replay.Entries[n]
	step := Step{Tick: e.Tick, Check: e.Check, Action: e.Action, Witnessed: witnessed, Claimed: claimed, At: wall.UTC()}
	if ref := stored(store.Append(ctx, a.rec.ID, n, step, a.sess.Over())); ref != nil {
		a.host.State, a.sess.Replay.Entries = before, a.sess.Replay.Entries[:n]
		a.sess.SetTicks(ticks)
		return ref
	}
	a.witnessed, a.base, a.active = witnessed, now, step.At
	a.last = forward.EventsFor(0, ev)
	if n == 0 {
		a.claimed0 = claimed
	}
	a.claimed = claimed
	return nil
}

// runEnded refuses an action or an abandon of a run that has ended.
var runEnded = &refusal{code: wire.LiveOver, msg: "the run has ended"}

// abandon ends the attempt at wall as abandoned at its last action (RULES
// B11): an abandon line at the last action's tick and witnessed time is
// stored as its last step, so the time since that action is never
// witnessed (B8) and the replay verifies as abandoned. Nothing changes
// when the store refuses.
func (a *attempt) abandon(ctx context.Context, store Store, wall time.Time) *refusal {
	if a.over() {
		return runEnded
	}
	n := a.sess.Actions()
	e := replay.Entry{Tick: a.sess.Ticks(), Check: a.host.Checksum(), Action: verify.MetaAbandon}
	step := Step{Tick: e.Tick, Check: e.Check, Action: e.Action, Witnessed: a.witnessed, Claimed: a.claimed, At: wall.UTC()}
	if ref := stored(store.Append(ctx, a.rec.ID, n, step, true)); ref != nil {
		return ref
	}
	a.sess.Replay.Append(e)
	a.abandoned, a.last = true, nil
	return nil
}

// stored is the refusal of an action whose Append failed (nil when it
// did not): lost to another server, or not kept.
func stored(err error) *refusal {
	switch {
	case err == nil:
		return nil
	case errors.Is(err, ErrConflict):
		return &refusal{code: wire.LiveUnknown, msg: "another server holds this attempt now: resume it", lost: true}
	}
	return &refusal{code: wire.LiveBusy, msg: "the server could not keep the action, so it was not applied; send it again"}
}

// allow takes one action from the attempt's rate limit, or says how long
// until there is one.
func (a *attempt) allow(now time.Time) time.Duration {
	if a.limit == nil {
		return 0
	}
	r := a.limit.ReserveN(now, 1)
	if !r.OK() {
		return time.Second
	}
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return d
	}
	return 0
}

// stamp is the replay tick of action number n (0-based) taken at the
// witnessed time w, the previous one at prev: w in 1/60 s ticks, rounded
// down, and at least one tick after the previous action (RULES B1, B8).
func stamp(w time.Duration, prev int64, n int) int64 {
	t := int64(w * verify.TicksPerSecond / time.Second)
	if n > 0 && t < prev+verify.MinActionTicks {
		t = prev + verify.MinActionTicks
	}
	return t
}

// witnessedMs is the witnessed time so far, as the replay proves it: the
// last action's stamp.
func (a *attempt) witnessedMs() int64 {
	return a.sess.Ticks() * 1000 / verify.TicksPerSecond
}

// reply is the attempt's state as its runner may see it: the view, the
// last action's events filtered, the legal actions as replay text, and
// when the run is over the end, with its whole replay.
func (a *attempt) reply(ack int) wire.LiveReply {
	v := a.sess.View(0)
	out := wire.LiveReply{
		V: wire.LiveVersion, Type: wire.LiveState, Attempt: a.rec.ID, Category: a.rec.Category, Date: a.rec.Date,
		Seq: a.actions(), Ack: ack, View: &v, Events: a.last, WitnessedMs: a.witnessedMs(),
	}
	if !a.over() {
		for _, act := range a.sess.Legal(0) {
			out.Legal = append(out.Legal, forward.FormatAction(a.host.Data, act))
		}
		return out
	}
	out.Type, out.Seed, out.Replay = wire.LiveEnd, a.rec.Seed, string(a.sess.Replay.Marshal())
	switch {
	case a.abandoned:
		out.Outcome = wire.LiveAbandoned
	case a.host.State.Phase == forward.PhaseWon:
		out.Outcome = "victory"
	default:
		out.Outcome = "defeat"
	}
	return out
}
