package forsakenui

import (
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
	"deepwood/settings"
	"deepwood/storage"
)

// The guide speaks at every step of a first game, from what the rules
// let the player do: the Fugue, their turn, Must-Wander, Priority, and
// while others move.
func TestGuideFollowsTheGame(t *testing.T) {
	ctx := screentest.Window(t)
	seen := map[string]bool{}
	for seed := dice.Seed(1); seed < 40 && len(seen) < 4; seed++ {
		s := deal(t, nil, seed, 7, 2)
		s.Replay.Set(GuideKey, "on")
		tb := table(s)
		if !tb.guided {
			t.Fatal("a session dealt guided is not guided")
		}
		for k := 0; k < 400 && !s.State.Over(); k++ {
			tb.hintAt = -1
			h := tb.hintText()
			if h == "" {
				t.Fatalf("no hint in phase %s", s.State.Phase)
			}
			legal := s.Legal()
			mustWander := s.State.Phase == forsaken.PhaseAction && s.State.Turn == 2 && len(s.State.Frames) == 0 && len(legal) > 0 && !hasKind(legal, forsaken.ActEnd)
			switch {
			case mustWander:
				if !strings.Contains(h, "Must-Wander") {
					t.Fatalf("Must-Wander, the hint says %q", h)
				}
				if !seen["wander"] {
					screentest.Shoot(t, ctx, tb, 1, "forsaken_guide_wander.png")
				}
				seen["wander"] = true
			case hasKind(legal, forsaken.ActFugue):
				if !strings.Contains(h, "Fugue") {
					t.Fatalf("the Fugue, the hint says %q", h)
				}
				seen["fugue"] = true
			case len(s.State.Frames) > 0 && s.State.Frames[len(s.State.Frames)-1].Draw && hasKind(legal, forsaken.ActPlay):
				if !strings.Contains(h, "Draw Phase") {
					t.Fatalf("the Draw Phase's window, the hint says %q", h)
				}
				seen["draw"] = true
			case len(s.State.Frames) > 0 && s.State.Frames[len(s.State.Frames)-1].Kind == forsaken.FrameRespond && hasKind(legal, forsaken.ActPlay):
				if !strings.Contains(h, "Priority") {
					t.Fatalf("a Priority window, the hint says %q", h)
				}
				seen["priority"] = true
			case s.State.Phase == forsaken.PhaseAction && s.State.Turn == 2 && len(s.State.Frames) == 0 && hasKind(legal, forsaken.ActPlay):
				if !strings.Contains(h, "Your turn") {
					t.Fatalf("the player's turn, the hint says %q", h)
				}
				if !seen["turn"] {
					screentest.Shoot(t, ctx, tb, 1, "forsaken_guide_turn.png")
				}
				seen["turn"] = true
			}
			if err := s.Do(playerChoice(s)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, k := range []string{"fugue", "turn", "priority", "wander"} {
		if !seen[k] {
			t.Errorf("the guide never spoke of %s (saw %v)", k, seen)
		}
	}
}

func hasKind(legal []forsaken.Action, k forsaken.ActKind) bool {
	for _, a := range legal {
		if a.Kind == k {
			return true
		}
	}
	return false
}

// atVote is a table at a Gallows vote the player takes part in.
func atVote(t *testing.T) *tableScene {
	t.Helper()
	for seed := dice.Seed(1); seed < 200; seed++ {
		tb := guidedAt(t, seed, func(s *Session) bool {
			fs := s.State.Frames
			return len(fs) > 0 && fs[len(fs)-1].Kind == forsaken.FrameGallows && fs[len(fs)-1].Rested && hasKind(s.Legal(), forsaken.ActVoteLive) &&
				testimony(s) > 0
		})
		if tb != nil {
			return tb
		}
	}
	t.Fatal("no Gallows vote for the player in 200 games")
	return nil
}

// testimony counts the Accused's statements since they were sent up.
func testimony(s *Session) int {
	n := 0
	for i := len(s.State.Log) - 1; i >= 0; i-- {
		e := s.State.Log[i]
		if e.Kind == forsaken.EvGallows {
			return n
		}
		if e.Kind == forsaken.EvSaid && e.Seat == s.State.Frames[len(s.State.Frames)-1].Seat {
			n++
		}
	}
	return n
}

// The Gallows show the Accused and their testimony, hold the computer
// travelers' thumbs while the countdown runs, and once the player votes
// show every thumb together, then the outcome.
func TestGallowsVote(t *testing.T) {
	tb := atVote(t)
	s := tb.s
	ctx := onWindow(t, tb)
	ctx.Settings.AnimationSpeed = settings.AnimNormal // the countdown runs
	steps := s.Steps()
	ticks(ctx, tb, 60)
	if s.Steps() != steps {
		t.Fatalf("the computer travelers voted during the countdown (%d actions)", s.Steps()-steps)
	}
	if left := tb.voteLeft(ctx.Tick); left <= 0 || left >= 1 {
		t.Fatalf("the countdown shows %.2f left", left)
	}
	said := 0
	for _, l := range tb.talk[tb.gallows.talkFrom:] {
		if l.seat == tb.gallows.accused {
			said++
		}
	}
	if said != testimony(s) || tb.gallows.accused != tb.voting().Seat {
		t.Fatalf("the Gallows show %d statements by %d; the Accused %d made %d", said, tb.gallows.accused, tb.voting().Seat, testimony(s))
	}
	screentest.Shoot(t, ctx, tb, 1, "forsaken_gallows_vote.png")
	// Thumbs down, from the menu.
	for _, o := range tb.opts {
		for _, a := range o.Actions {
			if a.Kind == forsaken.ActVoteDie {
				if err := tb.do(ctx, a); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	for k := 0; k < 600 && tb.gallows.at < 0; k++ {
		ticks(ctx, tb, 1)
	}
	if tb.gallows.at < 0 {
		t.Fatal("the thumbs were never shown")
	}
	up, down := 0, 0
	for _, v := range tb.gallows.votes {
		switch v {
		case 1:
			up++
		case 2:
			down++
		}
	}
	if up+down < 2 || tb.gallows.votes[s.Human] != 2 {
		t.Fatalf("thumbs %v", tb.gallows.votes)
	}
	at := s.Steps()
	ticks(ctx, tb, 8)
	screentest.Shoot(t, ctx, tb, 1, "forsaken_gallows_turning.png")
	ticks(ctx, tb, 80)
	if s.Steps() != at {
		t.Error("the game went on while the thumbs were shown")
	}
	screentest.Shoot(t, ctx, tb, 1, "forsaken_gallows_outcome.png")
}

// The talk has a log of its own: what the computer travelers say appears
// by their portraits and in the talk log, never among the table's
// events, and the player's notes stay on the seats.
func TestTalkLogApart(t *testing.T) {
	s := deal(t, nil, 9, 8, 3)
	tb := table(s)
	ctx := onWindow(t, tb)
	bubble := func() bool {
		for _, b := range tb.said {
			if b.until >= ctx.Tick && b.seat != s.Human {
				return true
			}
		}
		return false
	}
	for k := 0; k < 3000 && !(len(tb.talk) >= 4 && bubble() && s.Asked() == s.Human) && !s.State.Over(); k++ {
		if s.Asked() == s.Human {
			if err := tb.do(ctx, playerChoice(s)); err != nil {
				t.Fatal(err)
			}
		}
		ticks(ctx, tb, 1)
	}
	if len(tb.talk) < 4 || !bubble() {
		t.Fatalf("%d statements heard, bubble %v", len(tb.talk), bubble())
	}
	heard := 0
	for _, e := range forsaken.LogFor(s.State, s.Human) {
		if e.Kind == forsaken.EvSaid {
			heard++
		}
	}
	if heard != len(tb.talk) {
		t.Errorf("the talk log holds %d statements, the player heard %d", len(tb.talk), heard)
	}
	for _, l := range tb.talk {
		for _, e := range tb.events {
			if strings.Contains(e, l.text) {
				t.Fatalf("a statement in the table's log: %q", e)
			}
		}
	}
	s.SetMark((s.Human+1)%8, Suspected)
	s.SetMark((s.Human+2)%8, Trusted)
	screentest.Shoot(t, ctx, tb, 0, "forsaken_talk.png")
}

// The end reveals both teams and who was who, lists the decisive moments
// down to the winning move, and keeps the replay in the replays folder.
func TestEndScreen(t *testing.T) {
	replays := storage.NewDir(t.TempDir())
	s := deal(t, storage.NewDir(t.TempDir()), 14, 8, 0)
	s.SetReplays(replays)
	tb := table(s)
	ctx := onWindow(t, tb)
	for k := 0; k < 20000 && !s.State.Over(); k++ {
		if s.Asked() == s.Human {
			if err := tb.do(ctx, playerChoice(s)); err != nil {
				t.Fatal(err)
			}
		}
		ticks(ctx, tb, 1)
	}
	if !s.State.Over() {
		t.Fatal("the game did not end")
	}
	where, err := s.Kept()
	names, _ := replays.List()
	if err != nil || where == "" || len(names) != 1 {
		t.Fatalf("replay kept as %q (%v); the folder holds %v", where, err, names)
	}
	b, err := replays.Read(names[0])
	if err != nil {
		t.Fatal(err)
	}
	r, err := replay.Parse(names[0], b)
	if err != nil || len(r.Entries) != len(s.Replay.Entries) {
		t.Fatalf("the kept replay: %v, %d actions of %d", err, len(r.Entries), len(s.Replay.Entries))
	}
	m := moments(s)
	if len(m) < 2 || !strings.HasPrefix(m[len(m)-2], "The winning move") || !strings.Contains(m[len(m)-1], s.State.WinBy) {
		t.Fatalf("the decisive moments: %q", m)
	}
	screentest.Shoot(t, ctx, tb, 0, "forsaken_end.png")
}

// TestTableShots pictures the table at Night as the Forsaken and at the
// end.
func TestTableShots(t *testing.T) {
	ctx := screentest.Window(t)
	roles := []forsaken.Role{forsaken.Forsaken, forsaken.Commonfolk, forsaken.Oracle, forsaken.Forsaken, forsaken.Commonfolk, forsaken.Priest, forsaken.Commonfolk, forsaken.Commonfolk}
	s, err := NewSession(nil, dice.Seed(5), 8, roles, 0, forsaken.Normal)
	if err != nil {
		t.Fatal(err)
	}
	playTo(t, s, func() bool { return s.State.Over() })
	screentest.Shoot(t, ctx, NewTable(Hooks{}, s), 2, "forsaken_table_end.png")
	// A later Night, the player a Forsaken choosing the victim.
	for seed := dice.Seed(1); seed < 60; seed++ {
		deal, err := NewSession(nil, seed, 8, roles, 0, forsaken.Normal)
		if err != nil {
			t.Fatal(err)
		}
		me := 0
		for deal.State.Seats[me].Role != forsaken.Forsaken {
			me++
		}
		s, _ := NewSession(nil, seed, 8, roles, me, forsaken.Normal) // the same deal, the player a Forsaken
		night := func() bool {
			return s.State.Phase == forsaken.PhaseNight && s.Asked() == me || s.State.Over()
		}
		playTo(t, s, night)
		if s.State.Over() {
			continue
		}
		tb := table(s)
		screentest.Shoot(t, ctx, tb, 1, "forsaken_table_night.png")
		if b := tb.menu.Btns; len(b) == 0 || !strings.Contains(b[0].Label, "victim") {
			t.Errorf("at Night the Forsaken are offered %v", tb.Inspect())
		}
		return
	}
	t.Error("no Night in 60 games")
}
