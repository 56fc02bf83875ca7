package forsakenui

import (
	"slices"
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/sprites"
	"deepwood/storage"
)

// setupAt is a set-up moved to players travelers as the Travelers row
// moves it, guided or not.
func setupAt(t *testing.T, players int, guided bool) *SetupScene {
	t.Helper()
	su := NewSetup(Hooks{Hooks: uiHooks(nil, nil)})
	su.focus = rowGuide
	if su.guided != guided {
		su.change(1)
	}
	su.focus = rowPlayers
	for su.players != players {
		su.change(1)
	}
	return su
}

// The set-up deals by default what a game with no roles named deals
// (forsaken.DefaultRoles): at 4, 5, 7, 8 and 10 travelers the measured deal with
// Special Roles, shown as such with Special Roles on; a guided first game,
// which has no Special Roles, the seed's row nearest even.
func TestSetupDealsTheDefault(t *testing.T) {
	d := forsaken.MustData()
	for n := 4; n <= 12; n++ {
		su := setupAt(t, n, false)
		want, _ := forsaken.DefaultRoles(d, n)
		if got := su.Roles(); !slices.Equal(got, want) {
			t.Errorf("%d travelers: the set-up deals %s, a game by default %s", n, forsaken.FormatRoles(got), forsaken.FormatRoles(want))
		}
		if err := forsaken.CheckRoles(d, n, su.Roles()); err != nil {
			t.Errorf("%d travelers: %v", n, err)
		}
		plainDefault, _ := forsaken.SeedRoles(d, n)
		deal := !slices.Equal(want, plainDefault)
		if su.onDeal() != deal || su.special != deal || strings.Contains(su.distText(), " vs ") != deal {
			t.Errorf("%d travelers: measured deal %v, Special Roles %v, %q", n, su.onDeal(), su.special, su.distText())
		}
		g := setupAt(t, n, true)
		plain, _ := forsaken.SeedRoles(d, n)
		if got := g.Roles(); !slices.Equal(got, plain) || g.special || !g.guided {
			t.Errorf("%d travelers, guided: %s (Special Roles %v), want the seed's row %s", n, forsaken.FormatRoles(got), g.special, forsaken.FormatRoles(plain))
		}
	}
	if got := dealText(forsaken.Deals(5)[0]); got != "Shrouded, Coward vs 3 Commonfolk" {
		t.Errorf("5 travelers' deal reads %q", got)
	}
}

// Every value of the Roles row deals other Role Cards, and the Special
// Roles and guided rows do what they say on a measured deal: off (or a
// guided game) deals the seed's row nearest even, plain.
func TestSetupMeasuredDealRows(t *testing.T) {
	d := forsaken.MustData()
	for _, n := range []int{4, 5, 7, 8, 10} { // the counts with a measured deal (RULES S4)
		su := setupAt(t, n, false)
		su.focus = rowRoles
		seen := map[string]bool{}
		for range len(su.choices()) {
			seen[forsaken.FormatRoles(su.Roles())] = true
			su.change(1)
		}
		if len(seen) != len(su.choices()) || !su.onDeal() {
			t.Errorf("%d travelers: %d choices deal %d casts: %v", n, len(su.choices()), len(seen), seen)
		}
		plain, _ := forsaken.SeedRoles(d, n)
		su.focus = rowSpecial
		su.change(1) // Special Roles off
		if su.onDeal() || su.special || !slices.Equal(su.Roles(), plain) {
			t.Errorf("%d travelers, Special Roles off: %s (%v)", n, forsaken.FormatRoles(su.Roles()), su.special)
		}
		su.change(1) // on again: the seed's row with Special Roles
		if su.onDeal() || !su.special || !slices.Equal(su.Roles(), forsaken.WithSpecialRoles(plain, true)) {
			t.Errorf("%d travelers, Special Roles on again: %s", n, forsaken.FormatRoles(su.Roles()))
		}
		su = setupAt(t, n, false)
		su.focus = rowGuide
		su.change(1) // a guided game
		if su.onDeal() || su.special || !su.guided || !slices.Equal(su.Roles(), plain) {
			t.Errorf("%d travelers, guided: %s", n, forsaken.FormatRoles(su.Roles()))
		}
		su.focus = rowRoles
		for range len(su.choices()) {
			if su.onDeal() {
				break
			}
			su.change(1) // choosing the measured deal ends the guided game
		}
		if su.guided || !su.special {
			t.Errorf("%d travelers: the measured deal chosen in a guided game: %+v", n, su.Inspect())
		}
	}
	// Stepping from the deal to the seed's rows gives the Special Roles
	// row back its value there.
	su := setupAt(t, 9, false)
	su.focus = rowSpecial
	su.change(1)
	su.focus = rowPlayers
	su.change(-1) // 8 travelers: the measured deal
	if !su.onDeal() {
		t.Fatalf("8 travelers: %+v", su.Inspect())
	}
	su.focus = rowRoles
	su.change(1)
	if su.onDeal() || !su.special {
		t.Errorf("off the deal, Special Roles %v, chosen before it", su.special)
	}
	su.special = false
	su.change(-1)
	su.focus = rowPlayers
	su.change(1) // 9 travelers: no deal, Special Roles off as before
	if su.special {
		t.Error("Special Roles stayed on after the measured deal's count")
	}
}

// Every value of the Roles row fits its row beside the row's name.
func TestSetupRolesFit(t *testing.T) {
	fonts, err := sprites.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	body := fonts.Face(sprites.StyleBody)
	label, _ := sprites.Measure(setupRows[rowRoles], body)
	room := float64(rowRect(rowRoles).Dx()) - 32 - label - 16
	for n := 4; n <= 12; n++ {
		su := setupAt(t, n, false)
		su.focus = rowRoles
		for range len(su.choices()) {
			if w, _ := sprites.Measure("<  "+su.distText()+"  >", body); w > room {
				t.Errorf("%d travelers: %q is %.0f px wide, the row has %.0f", n, su.distText(), w, room)
			}
			su.change(1)
		}
	}
}

// The set-up at 5 travelers, the measured deal chosen by keys: a picture,
// then the table it deals, its replay header naming the deal.
func TestSetupMeasuredDealShot(t *testing.T) {
	ctx := screentest.Window(t)
	store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
	su := NewSetup(Hooks{Hooks: uiHooks(store, replays)})
	ctx.Stack = scenes.NewStack(su)
	key := func(a input.Action) { ctx.Input.Inject(a); screentest.Tick(ctx, su, 2) }
	key(input.Left) // 5 travelers; guided, so the seed's row
	if su.players != 5 || su.onDeal() || !su.guided {
		t.Fatalf("set-up %+v", su.Inspect())
	}
	key(input.Down)
	key(input.Down)
	key(input.Down)
	key(input.Right) // the measured deal
	if !su.onDeal() || su.guided || !su.special {
		t.Fatalf("set-up %+v", su.Inspect())
	}
	screentest.Shoot(t, ctx, su, 1, "forsaken_setup_deal.png")
	ctx.Stack = scenes.NewStack(su)
	for su.focus != rowStart {
		key(input.Down)
	}
	stackPress(ctx, input.Confirm)
	if got := ctx.Stack.Top().Name(); got != "forsaken-table" {
		t.Fatalf("Deal the roles opened %s", got)
	}
	sess, err := Resume(store)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := sess.Replay.Get(forsaken.RolesKey); got != forsaken.FormatRoles(forsaken.Deals(5)[0].Roles) {
		t.Errorf("the table was dealt %q", got)
	}
}
