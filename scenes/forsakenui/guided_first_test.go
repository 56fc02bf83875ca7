package forsakenui

import (
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/scenes/input"
)

// The guided first game as a new player meets it (issue 38): the default
// set-up, Deal, and the first choice at each prompt, on a window. It
// reaches the player's own first turn with the player alive (RULES S40),
// and no line says "You is".
func TestGuidedFirstGameReachesYourTurn(t *testing.T) {
	shot := false
	for seed := dice.Seed(1); seed <= 12; seed++ {
		su := NewSetup(Hooks{})
		su.typed, su.code = true, seed
		ctx := screentest.On(t, su, 0)
		ctx.Stack.SetTransitionTicks(0)
		windowtest.Do(func() { _ = su.deal(ctx) })
		stackTick(ctx)
		tb, ok := ctx.Stack.Top().(*tableScene)
		if !ok || !tb.guided {
			t.Fatalf("seed %d: Deal opened %v, guided %v", seed, ctx.Stack.Top().Name(), ok && tb.guided)
		}
		s := tb.s
		reached := func() bool {
			return s.State.Phase == forsaken.PhaseAction && s.State.Turn == s.Human && len(s.State.Frames) == 0 && s.Asked() == s.Human
		}
		for idle := 0; !reached() && !s.State.Over() && s.State.Seats[s.Human].Alive; {
			// The player acts when asked; in a window they may also answer
			// unasked, which this first game's player does not.
			if len(s.Legal()) == 0 || s.Asked() != s.Human {
				ticks(ctx, tb, 1)
				if idle++; idle > 20000 {
					t.Fatalf("seed %d: the table stands still in phase %s", seed, s.State.Phase)
				}
				continue
			}
			idle = 0
			a := Options(s)[0].Actions[0]                           // the first choice at the prompt
			if s.State.Turn == s.Human && len(s.State.Frames) > 0 { // the Draw Phase's windows: let the turn come
				for _, l := range s.Legal() {
					if l.Kind == forsaken.ActPass {
						a = l
					}
				}
			}
			before := s.Steps()
			for k := 0; s.Steps() == before; k++ {
				if k > 30 {
					t.Fatalf("seed %d: could not take %s by input: %v", seed, s.Names.Describe(s.Data, a), tb.Inspect())
				}
				in, ok := tb.Plan(a)
				if !ok {
					in = input.Confirm
				}
				press(ctx, tb, in)
			}
		}
		if !reached() {
			t.Fatalf("seed %d: the guided game did not reach the player's turn: over %v, alive %v, log %q", seed, s.State.Over(), s.State.Seats[s.Human].Alive, tb.events)
		}
		ticks(ctx, tb, 1)
		tb.hintAt = -1
		if h := tb.hintText(); !strings.Contains(h, "Your turn") && !strings.Contains(h, "Must-Wander") {
			t.Errorf("seed %d: at the player's turn the guide says %q", seed, h)
		}
		for _, l := range append(tb.events, tb.hintText(), tb.prompt()) {
			if strings.Contains(l, "You is") {
				t.Errorf("seed %d: %q", seed, l)
			}
		}
		if !shot {
			screentest.Shoot(t, ctx, tb, 1, "forsaken_guided_first_turn.png")
			shot = true
		}
	}
}

// When the player's seat dies, the log and the guide say of what.
func TestYourDeathSaysItsCause(t *testing.T) {
	for seed := dice.Seed(1); seed < 200; seed++ {
		s := deal(t, nil, seed, 6, int(seed)%6)
		if !playUntil(t, s, func() bool { return !s.State.Seats[s.Human].Alive }) {
			continue
		}
		tb := table(s)
		ctx := onWindow(t, tb)
		ticks(ctx, tb, 1)
		var line string
		for _, l := range tb.events {
			if strings.HasPrefix(l, "You die") {
				line = l
			}
		}
		why := ""
		for _, e := range s.State.Log {
			if e.Kind == forsaken.EvDied && e.Target == s.Human {
				why = e.Text
			}
		}
		if why == "" || !strings.Contains(line, "("+why+")") {
			t.Fatalf("seed %d: the death line %q does not name its cause %q", seed, line, why)
		}
		if h := tb.hintText(); !s.State.Over() && !strings.Contains(h, why) {
			t.Errorf("seed %d: the guide says %q", seed, h)
		}
		screentest.Shoot(t, ctx, tb, 1, "forsaken_your_death.png")
		return
	}
	t.Fatal("the player never died in 200 games")
}
