//go:build !js

package boards

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"deepwood/wire"
)

// moderate applies a decision through the store's Moderator (with its
// deadline, as the server calls it), failing the test on an error.
func moderate(t *testing.T, s *sqlStore, d Decision) Decision {
	t.Helper()
	m, err := NewModerator(WithTimeout(s, 0), 0)
	if err != nil {
		t.Fatal(err)
	}
	out, err := m.Moderate(ctx, d)
	if err != nil {
		t.Fatalf("Moderate(%+v): %v", d, err)
	}
	return out
}

// TestHideRun: a hidden run leaves its board (its player's next best takes
// the line, ranks follow), the player's bests and the latest runs; it is
// kept and says why; shown again, everything is as before. Each decision
// is logged, latest first. Moderation did not exist.
func TestHideRun(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		ann := win(t, s, "Ann", forest, 50_000, 300, 5, 0)
		annSlow := win(t, s, "Ann", forest, 80_000, 300, 5, 1)
		win(t, s, "Bob", forest, 60_000, 300, 5, 2)
		at := time.Date(2026, 11, 29, 6, 0, 0, 0, time.UTC)
		d := moderate(t, s, Decision{Action: wire.Hide, Run: ann.ID, Reason: "a <b>bot</b>", Time: at})
		if d.ID == 0 || d.Player != "" || !d.Time.Equal(at) {
			t.Errorf("the logged decision = %+v", d)
		}
		if got := fmt.Sprint(lines(readBoard(t, s, forest, ByTime))); got != "[1:Bob 2:Ann]" {
			t.Errorf("board with Ann's best hidden = %s, want Bob then Ann's slower run", got)
		}
		if es := readBoard(t, s, forest, ByTime); es[1].Run.ID != annSlow.ID {
			t.Errorf("Ann's line is run %d, want her next best %d", es[1].Run.ID, annSlow.ID)
		}
		r, err := s.Run(ctx, ann.ID)
		if m := r.Moderated; err != nil || m == nil || m.Notice != "Hidden by a moderator: a <b>bot</b>" || !m.Time.Equal(at) || m.Player {
			t.Errorf("the hidden run reads %+v, %v; want it kept, hidden at %v", m, err, at)
		}
		if rk, _ := s.Ranks(ctx, ann.ID); len(rk) != 0 {
			t.Errorf("the hidden run still ranks: %v", rk)
		}
		st, _ := s.Player(ctx, "Ann")
		if len(st.Bests) != 1 || st.Bests[0].Run.ID != annSlow.ID || st.Attempts != 1 || st.Moderated != nil {
			t.Errorf("Ann's page with a run hidden = %+v", st)
		}
		for _, l := range mustLatest(t, s) {
			if l.ID == ann.ID {
				t.Error("the hidden run is among the latest")
			}
		}
		checkConsistent(t, s)
		moderate(t, s, Decision{Action: wire.Unhide, Run: ann.ID, Time: at.Add(time.Hour)})
		if got := fmt.Sprint(lines(readBoard(t, s, forest, ByTime))); got != "[1:Ann 2:Bob]" {
			t.Errorf("board with Ann's run shown again = %s", got)
		}
		if r, _ := s.Run(ctx, ann.ID); r.Moderated != nil {
			t.Errorf("shown again, the run still says %+v", r.Moderated)
		}
		checkConsistent(t, s)
		log := mustLog(t, s, 0, 10)
		if len(log) != 2 || log[0].Action != wire.Unhide || log[1].Action != wire.Hide || log[1].Run != ann.ID || log[1].Reason != "a <b>bot</b>" {
			t.Errorf("log = %+v", log)
		}
		if l := mustLog(t, s, 1, 1); len(l) != 1 || l[0].ID != log[1].ID {
			t.Errorf("log page 2 of 1 = %+v", l)
		}
	})
}

// TestHidePlayer: a hidden player leaves every board, with every run,
// and a run added while hidden ranks nowhere; their page says why; shown
// again, their bests are back.
func TestHidePlayer(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		win(t, s, "Ann", forest, 50_000, 300, 5, 0)
		win(t, s, "Ann", other, 50_000, 300, 5, 1)
		bob := win(t, s, "Bob", forest, 60_000, 300, 5, 2)
		d := moderate(t, s, Decision{Action: wire.Hide, Player: "aNN", Reason: "cheating"})
		if d.Player != "Ann" {
			t.Errorf("the log names %q, want the name as first typed", d.Player)
		}
		later := win(t, s, "Ann", forest, 40_000, 300, 5, 3)
		if got := fmt.Sprint(lines(readBoard(t, s, forest, ByTime)), lines(readBoard(t, s, other, ByHP))); got != "[1:Bob] []" {
			t.Errorf("boards with Ann hidden = %s", got)
		}
		r, _ := s.Run(ctx, later.ID)
		if r.Moderated == nil || !r.Moderated.Player || r.Moderated.Reason != "cheating" {
			t.Errorf("a run of a hidden player reads %+v", r.Moderated)
		}
		st, err := s.Player(ctx, "ann")
		if err != nil || st.Moderated == nil || len(st.Bests) != 0 {
			t.Errorf("a hidden player's page = %+v, %v", st, err)
		}
		if rs := mustLatest(t, s); len(rs) != 1 || rs[0].ID != bob.ID {
			t.Errorf("latest with Ann hidden = %v", rs)
		}
		checkConsistent(t, s)
		moderate(t, s, Decision{Action: wire.Unhide, Player: "Ann", Reason: "appeal upheld"})
		if got := fmt.Sprint(lines(readBoard(t, s, forest, ByTime)), lines(readBoard(t, s, other, ByHP))); got != "[1:Ann 2:Bob] [1:Ann]" {
			t.Errorf("boards with Ann shown again = %s", got)
		}
		checkConsistent(t, s)
	})
}

// TestModerateRefusals: an unknown target is ErrNotFound, showing what is
// not hidden ErrNotHidden, and neither is logged.
func TestModerateRefusals(t *testing.T) {
	eachStore(t, func(t *testing.T, s *sqlStore) {
		ann := win(t, s, "Ann", forest, 50_000, 300, 5, 0)
		m, err := NewModerator(s, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			d    Decision
			want error
		}{
			{Decision{Action: wire.Hide, Run: ann.ID + 9, Reason: "x"}, ErrNotFound},
			{Decision{Action: wire.Hide, Player: "Nobody", Reason: "x"}, ErrNotFound},
			{Decision{Action: wire.Unhide, Run: ann.ID}, ErrNotHidden},
			{Decision{Action: wire.Unhide, Player: "Ann"}, ErrNotHidden},
		} {
			if _, err := m.Moderate(ctx, c.d); !errors.Is(err, c.want) {
				t.Errorf("Moderate(%+v) = %v, want %v", c.d, err, c.want)
			}
		}
		if _, err := m.Moderate(ctx, Decision{Action: "delete", Run: ann.ID}); err == nil {
			t.Error("an unknown action was taken")
		}
		if l := mustLog(t, s, 0, 10); len(l) != 0 {
			t.Errorf("refused decisions were logged: %+v", l)
		}
		if _, err := NewModerator(nil, 0); err == nil {
			t.Error("a moderator over no database")
		}
	})
}

func mustLatest(t *testing.T, s *sqlStore) []Run {
	t.Helper()
	rs, err := s.Latest(ctx, 100)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func mustLog(t *testing.T, s *sqlStore, offset, limit int) []Decision {
	t.Helper()
	l, err := s.ModerationLog(ctx, offset, limit)
	if err != nil {
		t.Fatal(err)
	}
	return l
}
