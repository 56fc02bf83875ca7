package battleui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/battle"
	"deepwood/rules/hex"
	"deepwood/settings"
	"deepwood/storage"
)

// TestScreensLook saves every Mass Combat screen: the set-up, the army
// builder, deployment, a movement phase with the reach overlay and the odds
// preview, the threat overlay, a roll mid-animation, the hand-over, the
// rules and the summary.
func TestScreensLook(t *testing.T) {
	ctx := screentest.Window(t)
	setup := NewSetup(Hooks{})
	screentest.Shoot(t, ctx, setup, 1, "battle-setup.png")
	setup.custom = true
	screentest.Shoot(t, ctx, newArmyBuilder(setup, battle.Blue), 1, "battle-army.png")

	su := hotseatSetup("look")
	su.Scenario = "ford"
	line := playLine(t, su)
	dep := line.until(t, func(st *battle.State) bool {
		return st.Phase == battle.PhaseDeploy && st.Turn != st.Defender()
	})
	f := line.field(dep)
	screentest.Shoot(t, ctx, f, 1, "battle-deploy.png")

	mv := line.until(t, func(st *battle.State) bool {
		return atMove(st) && st.Round >= 3
	})
	f = line.field(mv)
	// The unit with a contact move, its cursor on it.
	id, to := mv.State.Movers()[0], mv.State.Destinations(mv.State.Movers()[0])[0]
	for _, a := range mv.Legal() {
		if a.Kind == battle.ActMove && len(mv.State.PreviewMove(a.Unit, a.Hex)) > 0 {
			id, to = a.Unit, a.Hex
			break
		}
	}
	f.sel, f.cursor = id, to
	screentest.Shoot(t, ctx, f, 1, "battle-move.png")
	f.zoom = 1
	f.centreOn(to)
	screentest.Shoot(t, ctx, f, 1, "battle-move-zoom.png")
	// The longest march without contact, its path through the reach.
	best := -1
	for _, a := range mv.Legal() {
		if a.Kind == battle.ActMove && len(mv.State.PreviewMove(a.Unit, a.Hex)) == 0 {
			if d := hex.Distance(mv.State.Units[a.Unit].Hex, a.Hex); d > best {
				best, f.sel, f.cursor = d, a.Unit, a.Hex
			}
		}
	}
	f.zoom = 0
	f.centre()
	screentest.Shoot(t, ctx, f, 1, "battle-march.png")
	f.zoom, f.threat, f.sel = 0, true, -1
	f.centre()
	screentest.Shoot(t, ctx, f, 1, "battle-threats.png")

	// A roll mid-animation at normal speed.
	cb := line.until(t, func(st *battle.State) bool {
		return st.Phase == battle.PhaseCombat && st.Round >= 2 && st.Combat != nil && len(st.Combat.Pending) == 0 && len(st.Combat.Shooters) == 0 && len(st.Combat.Prompts) > 0
	})
	f = line.field(cb)
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	cb.Anim.Push(battle.Event{Kind: battle.EvMelee, Unit: 0, Target: cb.State.OnField(battle.Blue)[0], Roll: &battle.Roll{Roller: cb.State.StrengthVs(0, cb.State.OnField(battle.Blue)[0], true), Other: cb.State.StrengthVs(cb.State.OnField(battle.Blue)[0], 0, true), Dice: [3]int{5, 7, 3}, Total: 18, Need: 17, Wins: true, Chance: battle.RollOdds(3, 3)}})
	screentest.Shoot(t, ctx, f, 50, "battle-roll.png")
	ctx.Settings.AnimationSpeed = settings.AnimInstant

	g, err := NewGuided(nil)
	if err != nil {
		t.Fatal(err)
	}
	screentest.Shoot(t, ctx, NewField(Hooks{}, g), 1, "battle-guided.png")
	dc := line.until(t, func(st *battle.State) bool { return st.Phase == battle.PhaseDecide })
	f = line.field(dc)
	screentest.Shoot(t, ctx, f, 2, "battle-decide.png")
	if f.onMap || f.btns.list[f.btns.focus].label != "Fight on" {
		t.Errorf("deciding: focus on the map %v, button %q; want the panel's Fight on", f.onMap, f.btns.list[f.btns.focus].label)
	}
	qk := line.until(t, func(st *battle.State) bool { return st.Phase == battle.PhaseQuick })
	f = line.field(qk)
	f.quick = 1 << uint(qk.State.OnField(qk.State.Turn)[0])
	screentest.Shoot(t, ctx, f, 1, "battle-quick.png")
	screentest.Shoot(t, ctx, newHandover(mv, battle.Blue), 1, "battle-handover.png")
	screentest.Shoot(t, ctx, HowToScene(Hooks{}), 1, "battle-howto.png")
	over := line.until(t, func(*battle.State) bool { return false })
	over.SetReplays(storage.NewDir(t.TempDir()))
	over.Keep() // the summary says where the record went
	screentest.Shoot(t, ctx, NewSummary(Hooks{}, over), 1, "battle-summary.png")
}

// battleLine is one battle played to its end by the easy bots, as
// playUntil plays it, with its actions kept: every screenshot's state lies
// on that one line, and replaying the actions reaches it without the bots
// thinking the whole battle again for each screenshot.
type battleLine struct {
	su      Setup
	actions []battle.Action
	last    *Field // the last field made on the line, for its art
}

// playLine plays su's battle to its end with playUntil's bots.
func playLine(t *testing.T, su Setup) *battleLine {
	t.Helper()
	s := playUntil(t, nil, su, func(*battle.State) bool { return false })
	return &battleLine{su: su, actions: s.Moves}
}

// until replays the line in a new session (no store) until stop holds or
// the battle is over, as playUntil(t, nil, su, stop) would stop.
func (l *battleLine) until(t *testing.T, stop func(*battle.State) bool) *Session {
	t.Helper()
	s, err := NewSession(nil, l.su)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; !s.State.Over() && !stop(s.State); i++ {
		if err := s.Do(l.actions[i]); err != nil {
			t.Fatal(err)
		}
	}
	s.Anim.Clear()
	return s
}

// field is a Field on s, a session of the line, at its turn's screen. All
// the line's fields show one battlefield, so each takes the art the one
// before it rendered (a zoom level drawn for the first time is rendered
// then): rendering its 449 hexes of vector art again for every
// screenshot was most of this test's time under software rendering.
func (l *battleLine) field(s *Session) *Field {
	f := handedOver(s)
	if l.last != nil {
		f.art.images = l.last.art.images
	}
	l.last = f
	return f
}
