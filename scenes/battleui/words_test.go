package battleui

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/battle"
	"deepwood/settings"
	"deepwood/sprites"
)

// TestUnitsAreNamedInWords (issue 27 bug 7): the battle log names units
// as a player would, "Red Light Infantry, 1st", never by the rules' ids
// ("#0"), and counts with proper plurals.
func TestUnitsAreNamedInWords(t *testing.T) {
	s := playUntil(t, nil, hotseatSetup("words"), func(*battle.State) bool { return false })
	name := regexp.MustCompile(`^(Red|Blue) [A-Z][a-z]+( [A-Z][a-z]+)?, [0-9]+(st|nd|rd|th)$`)
	for id := range s.State.Units {
		if n := s.unitName(id); !name.MatchString(n) {
			t.Fatalf("unit %d is named %q", id, n)
		}
	}
	seen := map[string]int{}
	for id := range s.State.Units {
		seen[s.unitName(id)]++
	}
	for n, k := range seen {
		if k > 1 {
			t.Fatalf("%d units are named %q", k, n)
		}
	}
	for _, line := range s.Log {
		if strings.Contains(line, "#") || strings.Contains(line, "(s)") {
			t.Fatalf("log line %q", line)
		}
	}
}

// TestRoundBannerLeavesTheLegend (issue 27 bug 5): the Round banner darkens
// the field behind it, not the legend beside it.
func TestRoundBannerLeavesTheLegend(t *testing.T) {
	f, ctx := deployField(t)
	ctx.Settings.AnimationSpeed = settings.AnimNormal
	f.s.Anim.Push(battle.Event{Kind: battle.EvRound, Round: 2, Side: battle.Red})
	screentest.Tick(ctx, f, 20)
	if e, _, ok := f.s.Anim.Head(); !ok || e.Kind != battle.EvRound {
		t.Fatal("the Round banner is not showing")
	}
	screentest.Shoot(t, ctx, f, 0, "battle-round-banner.png")
	a, b := drawBothWays(f, ctx, f.s.Anim.Clear)
	r := legendRect
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := 4 * (y*sprites.ScreenWidth + r.Min.X)
		if !bytes.Equal(a[i:i+4*r.Dx()], b[i:i+4*r.Dx()]) {
			t.Fatalf("the Round banner changes the legend at row %d", y)
		}
	}
}
