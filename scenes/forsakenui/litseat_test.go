package forsakenui

import (
	"testing"

	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
)

// TestRingKeepsTheNightsSecrets plays one-player games through their
// Nights and Priority windows: the plate lit as the one the game waits on
// is never a seat the player's view does not name. Lit from the whole
// state, it showed a Villager which traveler the Night woke, a Forsaken
// placing the Void on Night One.
func TestRingKeepsTheNightsSecrets(t *testing.T) {
	secret := 0
	for seed := dice.Seed(1); seed <= 6; seed++ {
		s := deal(t, nil, seed, 7, int(seed)%7)
		tb := table(s)
		for k := 0; k < 3000 && !s.State.Over(); k++ {
			lit, asked := tb.litSeat(), s.Asked()
			if asked != s.Human && asked >= 0 && lit == asked && s.View().Asked != asked {
				t.Fatalf("seed %d, phase %s: the ring lights seat %d, whom the player's view does not name", seed, s.State.Phase, lit)
			}
			if asked >= 0 && asked != s.Human && (s.State.Phase == forsaken.PhaseNightOne || s.State.Phase == forsaken.PhaseNight) {
				secret++
			}
			if err := s.Do(playerChoice(s)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if secret == 0 {
		t.Fatal("no Night waited on another seat: the test saw nothing to keep")
	}
}
