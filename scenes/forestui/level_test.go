package forestui

import (
	"strings"
	"testing"
	"time"

	"deepwood/internal/screentest"
	"deepwood/internal/sessiontest"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forest"
	"deepwood/rules/verify"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/storage"
)

// playLevel plays the greedy bot on a level from seed until stop holds or
// the game ends, with the session filing into store (nil: none).
func playLevel(tb testing.TB, store storage.Store, seed dice.Seed, l forest.Level, stop func(*forest.State) bool) *Session {
	tb.Helper()
	sess, err := NewGameSession(store, seed, forest.Setup{Level: l})
	if err != nil {
		tb.Fatal(err)
	}
	sessiontest.PlayUntil(tb, saves, sess, func() bool { return stop(sess.State) })
	sess.Anim.Clear()
	return sess
}

// lostOn finds a seed the greedy bot loses on level l, and plays it to the
// end into store.
func lostOn(t *testing.T, store storage.Store, l forest.Level) *Session {
	t.Helper()
	for i := range 200 {
		seed := dice.HashText("defeat " + itoa(i))
		probe := playLevel(t, nil, seed, l, func(*forest.State) bool { return false })
		if probe.State.Phase == forest.PhaseLost {
			return playLevel(t, store, seed, l, func(*forest.State) bool { return false })
		}
	}
	t.Fatalf("the greedy bot won 200 games of %s", l)
	return nil
}

// TestLevelChoiceStartsTheChosenGame: the level screen starts the level
// the player picks, on a fresh seed, or on that level's daily Forest when
// the switch is on.
func TestLevelChoiceStartsTheChosenGame(t *testing.T) {
	windowtest.Require(t)
	day := time.Date(2026, 11, 24, 15, 0, 0, 0, time.UTC)
	fresh := dice.HashText("fresh")
	for _, c := range []struct {
		name  string
		press []input.Action
		level forest.Level
		seed  dice.Seed
	}{
		{"Tale, first and focused", []input.Action{input.Confirm}, forest.Tale, fresh},
		{"Struggle", []input.Action{input.Down, input.Confirm}, forest.Struggle, fresh},
		{"Blight's daily Forest", []input.Action{input.Down, input.Down, input.Down, input.Confirm, input.Up, input.Confirm},
			forest.Blight, forest.DailySeed(forest.Blight, 2026, 11, 24)},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := screentest.Context(t)
			var got *forest.Setup
			var gotSeed dice.Seed
			s := NewLevelScene(Hooks{}, day, func() dice.Seed { return fresh }, func(_ *scenes.Context, setup forest.Setup, seed dice.Seed) error {
				got, gotSeed = &setup, seed
				return nil
			})
			ctx.Stack = scenes.NewStack(s)
			for _, a := range c.press {
				ctx.Input.Inject(a)
				windowtest.Do(func() { ctx.Input.Update(); _ = s.Update(ctx) })
				windowtest.Do(func() { ctx.Input.Update(); _ = s.Update(ctx) }) // released
			}
			if got == nil || got.Level != c.level || gotSeed != c.seed {
				t.Fatalf("started %+v on %v; want %v on %v", got, gotSeed.Code(), c.level, c.seed.Code())
			}
			if c.level == forest.Blight {
				screentest.Shoot(t, ctx, s, 1, "forest-level.png")
			}
		})
	}
}

// TestThreatLineAndDefeat: on Blight the Year screen states the threat and
// marks the heart; a lost game's screen tells the defeat and its score,
// and the best score of the level and map is kept across games.
func TestThreatLineAndDefeat(t *testing.T) {
	t.Parallel() // independent window tests share the engine loop's frames
	ctx := screentest.Window(t)
	warned := playLevel(t, nil, dice.HashText("threat"), forest.Blight, func(s *forest.State) bool {
		th := s.Threat()
		return s.Phase == forest.PhaseGrow && th.NextYear
	})
	if th := warned.State.Threat(); !th.NextYear || !strings.Contains(th.Line, "Warning") {
		t.Fatalf("no warning to show: %+v", th)
	}
	screentest.Shoot(t, ctx, newYear(&play{sess: warned}), 2, "forest-threat.png")

	store := storage.NewDir(t.TempDir())
	lost := lostOn(t, store, forest.Blight)
	over := newOver(&play{sess: lost})
	v := over.Inspect().(map[string]any)
	if v["won"].(bool) || v["level"] != "blight" || !strings.Contains(v["cause"].(string), "lost") || v["score"].(int) <= 0 {
		t.Fatalf("the defeat's screen: %v", v)
	}
	if !lost.scored.newBest || lost.scored.games != 1 || lost.scored.err != nil {
		t.Errorf("first game's score: %+v", lost.scored)
	}
	screentest.Shoot(t, ctx, over, 1, "forest-defeat.png")
	again := lostOn(t, store, forest.Blight)
	if again.scored.games != 2 || again.scored.best != lost.scored.score || again.scored.err != nil {
		t.Errorf("second game's score against the first: %+v (first %d)", again.scored, lost.scored.score)
	}
	// A broken scores file is reported and left as it is.
	if err := store.Write(ScoresFile, []byte("{broken")); err != nil {
		t.Fatal(err)
	}
	third := lostOn(t, store, forest.Blight)
	if b, _ := store.Read(ScoresFile); string(b) != "{broken" || third.scored.err == nil {
		t.Errorf("a broken scores file: now %q, error %v", b, third.scored.err)
	}
}

// TestPlannerHintOncePerYear: the Year screen's Hint says what the planner
// would do and why, focuses that choice, and is spent until next Year.
func TestPlannerHintOncePerYear(t *testing.T) {
	t.Parallel() // independent window tests share the engine loop's frames
	ctx := screentest.Window(t)
	var told []string
	ctx.Notify = func(m string) { told = append(told, m) }
	sess := playLevel(t, nil, dice.HashText("hint"), forest.Struggle, func(s *forest.State) bool {
		return s.Year >= 3 && s.Phase == forest.PhaseGrow
	})
	y := newYear(&play{sess: sess})
	ctx.Stack = scenes.NewStack(y)
	windowtest.Do(func() { _ = y.Update(ctx) })
	want, _, _ := sess.State.Hint()
	y.pressUI(ctx, idHint)
	if len(told) != 1 || !strings.HasPrefix(told[0], "The planner would: ") {
		t.Fatalf("told %q", told)
	}
	if f := y.foc.Btns[y.foc.Focus]; f.Kind == ui.Control || f.Act != want {
		t.Errorf("focus on %+v, want the planner's %v", f, want)
	}
	for _, b := range y.foc.Btns {
		if b.ID == idHint && b.Kind == ui.Control && (b.Enabled || b.Label != "Hint used") {
			t.Errorf("the hint is not spent: %+v", b)
		}
	}
	y.pressUI(ctx, idHint)
	if len(told) != 1 {
		t.Errorf("a second hint in one Year: %q", told)
	}
	screentest.Shoot(t, ctx, y, 1, "forest-hint.png")
}

// TestHowToPagesFit: every how-to page's text ends above its buttons (the
// levels page is the longest).
func TestHowToPagesFit(t *testing.T) {
	ctx := screentest.Window(t)
	s := newHowTo(Hooks{}, true)
	top := s.pager.Top()
	for i, pg := range howToPages {
		lines := sprites.Wrap(pg[1], ctx.Fonts.Face(sprites.StyleBody), 1088)
		if end := 164 + float64(len(lines))*sprites.LineHeight(ctx.Fonts.Face(sprites.StyleBody)); end > float64(top-8) {
			t.Errorf("page %d %q ends at y %.0f, under its buttons at %d", i+1, pg[0], end, top)
		}
		if pg[0] == "Levels: Tale, Struggle, Blight" {
			s.pager.Page = i
			screentest.Shoot(t, ctx, s, 1, "forest-howto-levels.png")
		}
	}
}

// TestGameReplayVerifies: a game's replay as the session keeps it (level in
// the header, a journal note riding along) proves its outcome and score
// with `deepwood verify`'s code.
func TestGameReplayVerifies(t *testing.T) {
	sess := playLevel(t, nil, dice.HashText("verify me"), forest.Struggle, func(s *forest.State) bool { return s.Year == 3 })
	if err := sess.Note(2, "The <river> ran red."); err != nil {
		t.Fatal(err)
	}
	for !sess.State.Phase.Over() {
		if err := sess.Do(forest.Greedy{}.Choose(sess.State, sess.Legal())); err != nil {
			t.Fatal(err)
		}
	}
	res, _, err := verify.File("forest.replay", sess.Replay.Marshal())
	score, _ := sess.State.Score()
	if err != nil || res.Level != "struggle" || res.Score != score || res.Years != sess.State.Year {
		t.Fatalf("verify: %+v, %v; want struggle, score %d in %d Years", res, err, score, sess.State.Year)
	}
}
