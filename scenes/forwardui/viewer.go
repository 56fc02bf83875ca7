package forwardui

import (
	"errors"
	"fmt"

	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
)

// viewerSpeeds are the playback rates: rules ticks run per frame.
var viewerSpeeds = [...]int{1, 2, 4, 8, 16}

// viewer is the replay viewer's playback: the run's real screens on a stack
// of their own, fed the recorded actions through scripted input at the
// recorded in-game times (or one at a time when stepping).
type viewer struct {
	tape    *Tape
	sess    *Session
	stack   *scenes.Stack
	in      *input.Mapper
	ctx     scenes.Context
	next    int // the next entry to play
	playing bool
	step    bool // play one action, then pause
	speed   int  // index into viewerSpeeds
	want    forward.Action
	wantFor int // the entry want was parsed for
	wait    int
	stuck   int
	err     error
}

// errStuck says the screens never offered the recorded action: a bug in
// the screens, not in the replay (which verified).
var errStuck = errors.New("the screens offer no way to take the next recorded action")

// rewind deals the run again and plays the first n entries at once, with
// no animation, then shows the screen the run is on.
func (v *viewer) rewind(h Hooks, n int) error {
	sess, err := sessionFor(nil, v.tape.seed, v.tape.category(), v.tape.Result.Practice)
	if err != nil {
		return err
	}
	for i := 0; i < n && i < v.tape.end; i++ {
		e := v.tape.Replay.Entries[i]
		a, err := forward.ParseAction(v.tape.data, e.Action)
		if err != nil {
			return err
		}
		sess.SetTicks(e.Tick)
		if err := sess.Do(a); err != nil {
			return fmt.Errorf("%s:%d: %v", v.tape.Name, v.tape.Replay.Line(i), err)
		}
	}
	if n > 0 {
		sess.Anim.Clear()
		sess.Restore(nil)
	}
	sess.playback = true
	v.sess, v.next, v.wantFor, v.err, v.stuck, v.wait = sess, min(n, v.tape.end), -1, nil, 0, 0
	h.Store, h.Replays, h.Records, h.Scripted, h.LiveSplit = nil, nil, nil, true, nil
	v.stack = scenes.NewStack(StartRun(h, sess))
	v.stack.SetTransitionTicks(8)
	return nil
}

// done reports every recorded action played.
func (v *viewer) done() bool { return v.next >= v.tape.end }

// tick runs the inner screens one rules tick, pressing the next input of
// the next recorded action when its time has come.
func (v *viewer) tick(outer *scenes.Context, sound bool) {
	v.drive()
	v.in.Update()
	v.ctx.Tick++
	v.ctx.Audio = nil
	if sound {
		v.ctx.Audio = outer.Audio
	}
	before, t0 := v.sess.View().Steps, v.sess.Ticks()
	if err := v.stack.Update(&v.ctx); err != nil && v.err == nil {
		v.err = err
	}
	switch {
	case v.sess.View().Steps != before:
		v.taken()
	case v.done() || !v.playing && !v.step:
		// Paused, or past the last action: the clock stands still while the
		// screens finish their animations.
		v.sess.SetTicks(t0)
	default:
		// The clock never runs past the moment the runner acted.
		v.sess.SetTicks(min(v.sess.Ticks(), v.tape.Replay.Entries[v.next].Tick))
	}
}

// taken checks the action the screens just applied against the replay
// and keeps the clock on the recorded time.
func (v *viewer) taken() {
	e := v.tape.Replay.Entries[v.next]
	mine := v.sess.Replay.Entries // the session records each action with its checksum
	if got := mine[len(mine)-1].Check; got != e.Check && v.err == nil {
		v.err = fmt.Errorf("%s:%d: the screens drifted from the replay (checksum %08x, want %08x)", v.tape.Name, v.tape.Replay.Line(v.next), got, e.Check)
	}
	v.sess.SetTicks(e.Tick)
	v.next++
	v.wait = 0
	if v.step {
		v.step, v.playing = false, false
	}
}

// leadTicks is how early the viewer starts moving the focus toward an
// action, so the press lands about when the runner's did.
const leadTicks = 8

// drive presses one input toward the next recorded action when the screen
// is ready for it and its time has come.
func (v *viewer) drive() {
	if v.err != nil || v.done() || !(v.playing || v.step) || v.stack.Transitioning() {
		return
	}
	dr, ok := v.stack.Top().(Driven)
	if !ok || !dr.Ready() {
		return
	}
	e := v.tape.Replay.Entries[v.next]
	if !v.step && v.sess.Ticks()+leadTicks < e.Tick {
		return
	}
	if v.wantFor != v.next {
		a, err := forward.ParseAction(v.tape.data, e.Action)
		if err != nil {
			v.err = err
			return
		}
		v.want, v.wantFor, v.stuck = a, v.next, 0
	}
	if v.wait > 0 {
		v.wait--
		return
	}
	a, ok := dr.Plan(v.want)
	if !ok {
		if v.stuck++; v.stuck > 120 {
			v.err = errStuck
		}
		return
	}
	v.in.Inject(a)
	v.wait = 1
}

// locationAt is the index of the mark the playback is in.
func (v *viewer) locationAt() int {
	at := 0
	for i, m := range v.tape.marks {
		if m.entry <= v.next {
			at = i
		}
	}
	return at
}
