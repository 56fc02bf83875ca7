package battleui

import (
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/settings"
)

// TestRoundOneSaysWhyItOpensWithCombat (issue 38 item 5): Round 1 has no
// movement phases because the rulebook counts the placement as them
// (§5.03, RULES M18), and the screens say so where a player meets it: the
// deployment's help, the Round 1 banner, the battle log and the panel of
// Round 1's combat. The combat panel and the banner are the screenshots.
func TestRoundOneSaysWhyItOpensWithCombat(t *testing.T) {
	su := Setup{Scenario: "ambush", Players: [2]Player{{Human: true}, {Human: true}}, Seed: dice.HashText("round one")}
	s := playUntil(t, nil, su, func(st *battle.State) bool { return st.Round == 1 && st.Phase == battle.PhaseCombat })
	if s.State.Round != 1 || s.State.Phase != battle.PhaseCombat {
		t.Fatalf("no combat in Round 1: round %d, %s", s.State.Round, s.State.Phase)
	}
	v := s.View()
	if h := phaseHelp(&v); !strings.Contains(h, "Round 1 has no movement") || !strings.Contains(h, "the rulebook") {
		t.Errorf("Round 1's combat panel says %q", h)
	}
	if h := phaseWords[battle.PhaseDeploy].help; !strings.Contains(h, "Round 1's movement") {
		t.Errorf("the deployment says %q", h)
	}
	logged := false
	for _, l := range s.Log {
		logged = logged || strings.Contains(l, "Round 1") && strings.Contains(l, "placing was its movement")
	}
	if !logged {
		t.Errorf("the log does not say why Round 1 opens with combat: %q", s.Log)
	}
	f := handedOver(s)
	ctx := screentest.On(t, f, 2)
	screentest.Shoot(t, ctx, f, 1, "battle-round1-combat.png")
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	f.s.Anim.Push(battle.Event{Kind: battle.EvRound, Round: 1, Side: battle.Red})
	screentest.Tick(ctx, f, 20)
	screentest.Shoot(t, ctx, f, 0, "battle-round1-banner.png")
}
