package battleui

import (
	"fmt"
	"testing"
	"time"

	"deepwood/internal/screentest"
	"deepwood/internal/tableclienttest"
	"deepwood/internal/windowtest"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/dice"
	"deepwood/rules/verify"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/settings"
	"deepwood/storage"
)

// fightOnField plays the player's side of field's hosted battle with the
// engine's AI through the screen, as its buttons do, running the whole
// stack (Skip held, so nothing waits on an animation) until the summary
// opens; each runs first every tick (a drop, a word at the table), and
// state says where the battle stood should it not end in five minutes.
func fightOnField(t *testing.T, ctx *scenes.Context, field *Field, state func() string, each func()) {
	t.Helper()
	s := field.Session()
	bo := ai.New(ai.Easy, dice.Seed(4))
	screen := screentest.NewScreen()
	for n, deadline := 0, time.Now().Add(5*time.Minute); ; n++ {
		if _, ok := ctx.Stack.Top().(*Summary); ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("no end within five minutes (%s)", state())
		}
		each()
		if ctx.Stack.Top() == field && s.HumanTurn() && !s.Anim.Busy() && len(s.Legal()) > 0 {
			v := s.View()
			field.do(ctx, bo.Choose(v.Board(s.Field()), s.Legal()))
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
}

// TestRemoteBattleToItsEnd: a general on the field screen (Blue) fights a
// bot general (Red, the table's host) at a battle table the server hosts:
// the screen's side chooses through the Session as the screen's buttons
// do, the field draws what the server sends, and the battle ends on both
// screens with the summary shown and the server's replay, which verifies,
// kept.
func TestRemoteBattleToItsEnd(t *testing.T) {
	url := tableclienttest.Server(t)
	c := tableclienttest.Context(t, 6*time.Minute)
	host := tableclienttest.BattleHost(t, c, url, "Ada", 0, "skirmish")
	// The test drops conn itself below, and the session's last
	// connection at the end.
	conn := tableclienttest.Join(t, c, url, host.Code(), "Bo")
	if err := host.Start(c); err != nil {
		t.Fatal(err)
	}
	for conn.State().Battle == nil {
		if _, err := conn.Next(c); err != nil {
			t.Fatal(err)
		}
	}
	s, err := NewRemoteSession(conn, url)
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
	go func() { done <- tableclienttest.PlayBattle(c, host, dice.Seed(9)) }()
	dropped := false
	fightOnField(t, ctx, f, func() string { return fmt.Sprintf("%v; notes %q", f.Inspect(), notes) }, func() {
		if !dropped && s.HumanTurn() && s.State.Phase == battle.PhaseMove {
			// The connection drops once, in the first movement phase
			// asked: the side is taken up again and the battle goes on.
			dropped = true
			_ = s.remote.link.Table().Close()
		}
	})
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
	res, _, err := verify.File("kept", []byte(end.Replay))
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
