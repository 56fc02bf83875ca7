package forward

import (
	"strings"
	"testing"

	"deepwood/rules/dice"
)

func TestDescribeFindsUnwinnableDeals(t *testing.T) {
	d := testData(t)
	tests := []struct {
		seed dice.Seed
		want string // part of the reason, or "" for a seed that can be won
	}{
		{15, "Ancient Sword is dealt to an unreachable space"},
	}
	for _, tt := range tests {
		dg := Describe(d, tt.seed)
		if !strings.Contains(dg.Unwinnable, tt.want) || (tt.want == "") != (dg.Unwinnable == "") {
			t.Errorf("seed %v: unwinnable %q; want %q", tt.seed, dg.Unwinnable, tt.want)
		}
		for _, k := range dg.Keys {
			loc := d.Locations[0]
			for _, l := range d.Locations {
				if l.Name == k.Location {
					loc = l
				}
			}
			if k.Reachable != loc.Layout.Reachable(k.Cell) {
				t.Errorf("seed %v: %s reachable %v disagrees with the layout", tt.seed, k.Card, k.Reachable)
			}
		}
	}
}

// TestUnwinnableSeedsAreNeverWon plays the seeds Describe calls unwinnable
// with both bots: none may win, or Describe is wrong.
func TestUnwinnableSeedsAreNeverWon(t *testing.T) {
	d := testData(t)
	found := 0
	for i := dice.Seed(0); i < 400 && found < 25; i++ {
		if Describe(d, i).Unwinnable == "" {
			continue
		}
		found++
		for _, name := range BotNames() {
			bot, _ := NewBot(name, i)
			if r := PlayRun(d, i, bot, false); r.Won {
				t.Fatalf("seed %v was called unwinnable but the %s bot won it", i, name)
			}
		}
	}
	if found == 0 {
		t.Fatal("no unwinnable seed among the first 400")
	}
}

// TestWonSeedsAreWinnable: a seed a bot wins can never be called
// unwinnable.
func TestWonSeedsAreWinnable(t *testing.T) {
	d := testData(t)
	won := 0
	for i := dice.Seed(0); i < 200; i++ {
		bot, _ := NewBot("greedy", i)
		if PlayRun(d, i, bot, false).Won {
			won++
			if u := Describe(d, i).Unwinnable; u != "" {
				t.Fatalf("seed %v was won but Describe says: %s", i, u)
			}
		}
	}
	if won == 0 {
		t.Fatal("the greedy bot won none of 200 seeds")
	}
}
