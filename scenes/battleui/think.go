package battleui

import (
	"time"

	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
)

// thinkLimit bounds one decision of the computer opponent on the real
// clock, so the player never waits long (autoplay and tests use node
// budgets only, which play the same on every machine).
const thinkLimit = 1500 * time.Millisecond

// newAI builds a computer opponent: fixed ones on node budgets only, as the
// simulator plays; interactive ones also stop at thinkLimit.
func newAI(level ai.Level, seed dice.Seed, fixed bool) *ai.AI {
	if fixed {
		return ai.New(level, seed)
	}
	last := time.Now()
	clock := func() int64 {
		now := time.Now()
		if yieldToBrowser && now.Sub(last) > 8*time.Millisecond {
			// Hand the page its event loop for a frame.
			time.Sleep(time.Millisecond)
			now = time.Now()
			last = now
		}
		return now.UnixNano()
	}
	return ai.New(level, seed, ai.WithClock(clock, int64(thinkLimit)))
}

// thinker is one decision of a computer opponent running on its own
// goroutine, on a View of the state (no rules state is shared with the
// game), its answer arriving on a channel the screen polls each tick.
type thinker struct {
	at    int // len(Actions) when it began: a stale answer is dropped
	out   chan battle.Action
	start time.Time
	took  time.Duration // written before the answer is sent
}

func (t *thinker) cancel() {}

// PollAI runs the computer opponent's turn off the draw loop: it starts a
// decision when the computer is to play and none is under way, and applies
// the answer when it has arrived. It reports whether the computer is
// thinking now.
func (s *Session) PollAI() (bool, error) {
	if s.remote != nil {
		s.pollRemote() // the other side is the other general's, on the server
		return false, nil
	}
	st := s.State
	if st.Over() || s.Anim.Busy() {
		return false, nil
	}
	side := st.Turn
	a := s.ais[side]
	if a == nil {
		return false, nil
	}
	if s.think == nil || s.think.at != len(s.Moves) {
		view := battle.View(st, side)
		legal := battle.Legal(st)
		t := &thinker{at: len(s.Moves), out: make(chan battle.Action, 1), start: time.Now()}
		s.think = t
		go func() {
			act := a.Choose(view, legal)
			t.took = time.Since(t.start)
			t.out <- act
		}()
	}
	select {
	case act := <-s.think.out:
		s.Decisions = append(s.Decisions, s.think.took)
		s.think = nil
		return false, s.Do(act)
	default:
		return true, nil
	}
}

// Thinking reports a computer decision under way.
func (s *Session) Thinking() bool { return s.think != nil }
