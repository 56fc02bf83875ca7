package forestui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forest"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/settings"
	"deepwood/storage"
)

// TestScreensLook saves every wizard page and each phase of a Year.
func TestScreensLook(t *testing.T) {
	t.Parallel() // independent window tests share the engine loop's frames
	ctx := screentest.Window(t)
	for st := forest.StepStart; st <= forest.StepAbility; st++ {
		screentest.Shoot(t, ctx, wizardAt(t, st), 2, "forest-wizard-"+itoa(int(st))+".png")
	}
	for _, ph := range []forest.Phase{forest.PhaseEnemyRoll, forest.PhaseDefend, forest.PhaseEncroach, forest.PhaseEnemyDefend, forest.PhaseResolve, forest.PhaseGrow} {
		y := yearAt(t, ph)
		screentest.Shoot(t, ctx, y, 2, "forest-year-"+ph.String()+".png")
		if ph == forest.PhaseEncroach {
			marked := 0
			for _, m := range y.mv.mark {
				if m {
					marked++
				}
			}
			if marked != len(y.p.sess.State.Valid(forest.Enemy)) {
				t.Errorf("encroach: %d hexes lit, %d valid", marked, len(y.p.sess.State.Valid(forest.Enemy)))
			}
		}
	}
	y := yearAt(t, forest.PhaseGrow)
	screentest.Shoot(t, ctx, newSheet(y.p), 1, "forest-sheet.png")
	screentest.Shoot(t, ctx, newHowTo(Hooks{}, true), 1, "forest-howto.png")
	over := playTo(t, "BNCH-0001", func(*forest.State) bool { return false })
	over.SetReplays(storage.NewDir(t.TempDir()))
	over.Keep() // the game-over screen says where the replay went
	screentest.Shoot(t, ctx, newOver(&play{sess: over}), 1, "forest-over.png")
	// Dice tumbling at normal speed.
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	for _, c := range []struct {
		at    forest.Phase
		act   forest.Action
		ticks int
		name  string
	}{
		{forest.PhaseEnemyRoll, forest.RollEnemy(), 8, "forest-tumble.png"},
		{forest.PhaseGrow, forest.EndYear(), 48, "forest-count.png"},
		{forest.PhaseResolve, forest.Resolve(), 50, "forest-resolving.png"},
	} {
		y := yearAt(t, c.at)
		_ = y.p.sess.Do(c.act)
		screentest.Shoot(t, ctx, y, c.ticks, c.name)
	}
	w := wizardAt(t, forest.StepStart)
	_ = w.p.sess.Do(forest.Next())
	screentest.Shoot(t, ctx, w, 40, "forest-wizard-rolling.png")
	ctx.Settings.AnimationSpeed = settings.AnimInstant
}

// TestPointerPlaysTheMap takes the Forest's Encroachment with the mouse
// (or a finger): a click on a Nature Type, then a tap on a lit Enemy hex.
func TestPointerPlaysTheMap(t *testing.T) {
	t.Parallel() // independent window tests share the engine loop's frames
	y := yearAt(t, forest.PhaseEncroach)
	ctx := screentest.On(t, y, 0)
	step := func() {
		windowtest.Do(func() {
			ctx.Input.Update()
			_ = y.Update(ctx)
		})
	}
	step()
	// Choose Air by its button.
	for _, b := range y.foc.Btns {
		if b.Kind == ui.Control && b.ID == idNature+int(forest.Air) {
			x, yy := b.Centre()
			ctx.Input.InjectPointer(input.Pointer{X: x, Y: yy, Moved: true, Clicked: true})
		}
	}
	step()
	step()
	if y.nature != forest.Air {
		t.Fatalf("clicking Air chose %s", y.nature)
	}
	target := y.p.sess.State.Valid(forest.Enemy)[0]
	x, yy := y.mv.centre(target)
	ctx.Input.InjectPointer(input.Pointer{X: int(x), Y: int(yy), Moved: true, Clicked: true, Touch: true})
	step()
	st := y.p.sess.State
	if st.Phase != forest.PhaseEnemyDefend || st.Clash.Target != target || st.Clash.Nature != forest.Air {
		t.Fatalf("tapping %s: phase %s, target %d, nature %s", st.Label(target), st.Phase, st.Clash.Target, st.Clash.Nature)
	}
}
