package battleui

import (
	"context"
	"io"
	"log/slog"
	"net/http/httptest"
	"testing"
	"time"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/levels"
	"deepwood/online/tables"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/scenes/input"
	hub "deepwood/server/tables"
	"deepwood/settings"
	"deepwood/storage"
	"deepwood/wire"
)

// botGeneral plays tb's side with the engine's AI from the view it is
// sent, to the end.
func botGeneral(ctx context.Context, tb *tables.Table) error {
	general := ai.New(ai.Easy, dice.Seed(9))
	acted := -1
	for {
		st := tb.State()
		if tb.Over() {
			return nil
		}
		if st.Battle != nil && len(st.Legal) > 0 && st.Seq != acted {
			sc, err := battle.LoadScenario(st.Battle.Scenario)
			if err != nil {
				return err
			}
			legal := make([]battle.Action, len(st.Legal))
			for i, text := range st.Legal {
				legal[i], _ = battle.ParseAction(text)
			}
			acted = st.Seq
			if err := tb.Act(ctx, general.Choose(st.Battle.Board(sc.Field), legal).Text()); err != nil {
				return err
			}
		}
		if _, err := tb.Next(ctx); err != nil {
			return err
		}
	}
}

// TestRemoteBattleToItsEnd: a general on the field screen (Blue) fights a
// bot general (Red, the table's host) at a battle table the server hosts:
// the screen's side chooses through the Session as the screen's buttons
// do, the field draws what the server sends, and the battle ends on both
// screens with the summary shown and the server's replay, which verifies,
// kept.
func TestRemoteBattleToItsEnd(t *testing.T) {
	h, err := hub.New(hub.Options{Log: slog.New(slog.NewTextHandler(io.Discard, nil)), ActionsPerSecond: -1})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	c, cancel := context.WithTimeout(t.Context(), 6*time.Minute)
	defer cancel()
	host, err := tables.Create(c, srv.URL, wire.TableRequest{Mode: wire.TableBattle, Players: 2, Open: []int{0, 1}, Name: "Ada", Seat: 0, Scenario: "skirmish"})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	conn, err := tables.Join(c, srv.URL, host.Code(), "Bo")
	if err != nil {
		t.Fatal(err)
	}
	// The test drops conn itself below (a Table is closed once), and the
	// session's last connection at the end.
	if err := host.Start(c); err != nil {
		t.Fatal(err)
	}
	for conn.State().Battle == nil {
		if _, err := conn.Next(c); err != nil {
			t.Fatal(err)
		}
	}
	s, err := NewRemoteSession(conn, srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	replays := storage.NewDir(t.TempDir())
	f := NewField(Hooks{Replays: replays}, s)
	ctx := screentest.On(t, f, 1)
	ctx.Settings.AnimationSpeed = settings.AnimInstant
	var notes []string
	ctx.Notify = func(msg string) { notes = append(notes, msg) }
	done := make(chan error, 1)
	go func() { done <- botGeneral(c, host) }()
	bo := ai.New(ai.Easy, dice.Seed(4))
	screen := screentest.NewScreen()
	dropped := false
	for n, deadline := 0, time.Now().Add(5*time.Minute); ; n++ {
		if _, ok := ctx.Stack.Top().(*Summary); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no end within five minutes (%v; notes %q)", f.Inspect(), notes)
		}
		if !dropped && s.HumanTurn() && s.State.Phase == battle.PhaseMove {
			// The connection drops once, in the first movement phase
			// asked: the side is taken up again and the battle goes on.
			dropped = true
			_ = s.remote.link.Table().Close()
		}
		if s.HumanTurn() && !s.Anim.Busy() && len(s.Legal()) > 0 {
			v := s.View()
			f.do(ctx, bo.Choose(v.Board(s.Field()), s.Legal()))
		}
		ctx.Input.Inject(input.Skip)
		windowtest.Do(func() {
			ctx.Input.Update()
			if err := ctx.Stack.Update(ctx); err != nil {
				t.Error(err)
			}
			if n%25 == 0 {
				ctx.Stack.Draw(screen, ctx) // the field draws the server's view
			}
		})
		time.Sleep(time.Millisecond)
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	if len(notes) != 2 || notes[1] != "Back at the table." {
		t.Errorf("the player was told %q, want the drop and the return", notes)
	}
	end := s.remote.link.Table().State() // the connection the side was taken up on
	if !s.State.Over() || s.State.Result == nil || s.State.Result.Winner.String() != end.Winner {
		t.Fatalf("the screen's battle ended %+v, the server's %s", s.State.Result, end.Winner)
	}
	r, err := replay.Parse("kept", []byte(end.Replay))
	if err != nil {
		t.Fatal(err)
	}
	res, err := verify.Battle(levels.ModeFingerprint("battle"), "kept", r)
	if err != nil || res.Winner != end.Winner {
		t.Fatalf("verify: %+v %v", res, err)
	}
	if name, err := s.Kept(); err != nil || name == "" {
		t.Fatalf("the server's replay was not kept: %q %v", name, err)
	}
	if len(s.Log) == 0 || len(s.Troops) < 2 {
		t.Fatalf("the log (%d lines) or the tallies (%d) were not kept", len(s.Log), len(s.Troops))
	}
	if n := len(s.remote.link.Table().BattleLog()); s.remote.told != n {
		t.Fatalf("the screen told %d events of the battle's %d (none twice, none missed)", s.remote.told, n)
	}
	s.LeaveTable()
}
