package forsakenui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/scenes/input"
	"deepwood/storage"
)

// The Seed row deals Random by default; by keyboard a player focuses it,
// opens the seed code field, has a code that cannot be one refused with
// the reason on screen, types a good one and deals: the table's seed is
// that code. Left and Right switch between Random and the code, and
// Escape closes the field taking nothing.
func TestSetupSeedRow(t *testing.T) {
	su, ctx, key := onSetup(t, storage.NewDir(t.TempDir()), nil)
	seedOf := func() string { return su.Inspect().(map[string]any)["seed"].(string) }
	if seedOf() != "Random" {
		t.Fatalf("the set-up's seed starts as %q, not Random", seedOf())
	}
	for su.focus != rowSeed {
		key(input.Down)
	}
	key(input.Confirm)
	if !su.pad.Active {
		t.Fatal("Confirm on the Seed row did not open the seed code field")
	}
	key(input.Pause)
	if su.pad.Active || seedOf() != "Random" {
		t.Fatalf("Escape did not close the field taking nothing: typing %v, seed %q", su.pad.Active, seedOf())
	}
	key(input.Right) // no code yet: the field opens
	if !su.pad.Active {
		t.Fatal("Right on the Seed row with no code did not ask for one")
	}
	// The field's Enter: window tests cannot type letters, so the test
	// hands the field's text to the field's own submit.
	su.pad.Submit("LOOK-U001")
	if !su.pad.Active || su.pad.Msg == "" || seedOf() != "Random" {
		t.Fatalf("a code with a U was not refused on screen: typing %v, message %q, seed %q", su.pad.Active, su.pad.Msg, seedOf())
	}
	screentest.Shoot(t, ctx, su, 1, "forsaken_setup_seed_refused.png")
	su.pad.Submit("7k3m 9qxa")
	if su.pad.Active || seedOf() != "7K3M-9QXA" {
		t.Fatalf("a good code was not taken: typing %v, seed %q", su.pad.Active, seedOf())
	}
	screentest.Shoot(t, ctx, su, 1, "forsaken_setup_seed.png")
	key(input.Left)
	if seedOf() != "Random" {
		t.Fatalf("Left did not go back to Random: %q", seedOf())
	}
	key(input.Right)
	if seedOf() != "7K3M-9QXA" {
		t.Fatalf("Right did not bring the code back: %q", seedOf())
	}
	key(input.Down) // to "Deal the roles"
	stackPress(ctx, input.Confirm)
	tb, ok := ctx.Stack.Top().(*tableScene)
	if !ok {
		t.Fatalf("Deal opened %s, not the table", ctx.Stack.Top().Name())
	}
	if got := tb.s.State.Seed.Code(); got != "7K3M-9QXA" {
		t.Fatalf("the table was dealt from seed %s, not the code typed", got)
	}
}
