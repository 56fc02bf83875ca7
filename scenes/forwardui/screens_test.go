package forwardui

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/settings"
	"deepwood/sprites"
)

// findRun plays greedy runs from derived seeds until stop holds, so a test
// can show a screen that needs a particular moment (a Terror, the Dragon).
func findRun(t *testing.T, stop func(*forward.State) bool) *Session {
	t.Helper()
	for _, seed := range forward.RunSeeds(dice.HashText("screens"), 400) {
		sess, _ := NewSession(nil, seed, "set")
		for !sess.State.Phase.Over() {
			if stop(sess.State) {
				sess.Anim.Clear()
				return sess
			}
			_ = sess.Do(forward.Greedy{}.Choose(sess.State, sess.Legal()))
		}
	}
	return nil
}

func TestScreensLook(t *testing.T) {
	t.Parallel() // independent window tests share the engine loop's frames
	ctx := screentest.Window(t)
	h := Hooks{}
	arts := &sharedArt{}
	screentest.Shoot(t, ctx, NewRunScene(h), 2, "forward-newrun.png")
	nr := NewRunScene(h).(*newRunScene)
	nr.openPad()
	nr.pad.Submit("LOOK-U001")
	if nr.pad.Msg == "" || !nr.pad.Active {
		t.Fatal("an invalid code was not explained")
	}
	screentest.Shoot(t, ctx, nr, 1, "forward-seedpad.png")
	nr.pad.Submit("7K3M-9QXA")
	if nr.pad.Active || nr.typed() != "7K3M-9QXA" {
		t.Fatalf("a valid code was not taken: %q", nr.typed())
	}
	screentest.Shoot(t, ctx, newHowTo(h, true), 2, "forward-howto.png")
	// A fresh location mid-deal, at normal speed.
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	sd, _ := dice.ParseSeed("LOOK-0001")
	sess, _ := NewSession(nil, sd, "set")
	screentest.Shoot(t, ctx, newLocation(arts.of(&play{sess: sess})), 20, "forward-deal.png")
	// A card turning over.
	loc := newLocation(arts.of(&play{sess: sess}))
	sess.Anim.Clear()
	_ = sess.Do(forward.Start(sess.State.Eligible()[0]))
	screentest.Shoot(t, ctx, loc, 9, "forward-flip.png")
	ctx.Settings.AnimationSpeed = settings.AnimInstant
	mid := findRun(t, func(s *forward.State) bool { return s.Steps >= 6 && s.Phase == forward.PhaseMap && s.At == 0 })
	screentest.Shoot(t, ctx, newLocation(arts.of(&play{sess: mid})), 2, "forward-path.png")
	terror := findRun(t, func(s *forward.State) bool { return s.Phase == forward.PhaseTerror })
	screentest.Shoot(t, ctx, newLocation(arts.of(newPlay(Hooks{}, terror))), 2, "forward-terror.png")
	full := findRun(t, func(s *forward.State) bool { return s.Phase == forward.PhaseDiscard })
	screentest.Shoot(t, ctx, newLocation(arts.of(&play{sess: full})), 2, "forward-discard.png")
	knight := findRun(t, func(s *forward.State) bool { return s.Fight.Active && s.Fight.Foe.Mirror })
	screentest.Shoot(t, ctx, newDuel(arts.of(&play{sess: knight})), 2, "forward-knight.png")
	dragon := findRun(t, func(s *forward.State) bool { return s.Fight.Active && s.Fight.Foe.Dragon && s.Fight.Rolls > 0 })
	screentest.Shoot(t, ctx, newDuel(arts.of(&play{sess: dragon})), 2, "forward-dragon.png")
	// Dice in the air, at normal speed.
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	duel := findRun(t, func(s *forward.State) bool { return s.Fight.Active && !s.Fight.Foe.Dragon })
	d := newDuel(arts.of(&play{sess: duel}))
	_ = duel.Do(forward.Roll())
	screentest.Shoot(t, ctx, d, 12, "forward-tumble.png")
	screentest.Shoot(t, ctx, d, 60, "forward-landed.png")
	ctx.Settings.AnimationSpeed = settings.AnimInstant
	won := endedRun(forward.PhaseWon)
	if won == nil {
		t.Fatal("no greedy run was won")
	}
	screentest.Shoot(t, ctx, newSummary(arts.of(&play{sess: won})), 2, "forward-summary-won.png")
	cb := screentest.Context(t)
	cb.Palette = sprites.ColorBlindSafe()
	screentest.Shoot(t, cb, newLocation(&play{sess: full}), 2, "forward-discard-colorblind.png")
	p := arts.of(newPlay(Hooks{}, terror))
	under := newLocation(p)
	ctx.Stack = scenes.NewStack(under)
	screen := ebiten.NewImage(sprites.ScreenWidth, sprites.ScreenHeight)
	pause := newPause(p)
	windowtest.Do(func() {
		_ = under.Update(ctx)
		under.Draw(screen, ctx)
		pause.Draw(screen, ctx)
	})
	t.Logf("screenshot %s", windowtest.SavePNG(t, screen, windowtest.ShotsDir(), "forward-pause.png"))
}

// sharedArt hands each play of a test the art cache of the play before
// it, as a run's screens share one: every card face and die is rendered
// once for the whole test instead of once per screenshot, which was most
// of the test's time under software rendering. (A play on another palette
// would start its cache over, as the game does; the colour-blind shot
// keeps its own play.)
type sharedArt struct{ last *play }

// of gives p the art of the last play, and keeps p as the last.
func (s *sharedArt) of(p *play) *play {
	if s.last != nil {
		p.art = s.last.art
	}
	s.last = p
	return p
}
