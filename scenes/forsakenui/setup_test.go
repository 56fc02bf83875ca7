package forsakenui

import (
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/sprites"
	"deepwood/storage"
)

func uiHooks(store, replays storage.Store) ui.Hooks { return ui.Hooks{Store: store, Replays: replays} }

// onSetup is the set-up on a window's scene stack, keeping games in store
// and replays, and key, which presses a and then ticks once with the key
// up: how the set-up's tests drive it by keyboard.
func onSetup(t *testing.T, store, replays storage.Store) (*SetupScene, *scenes.Context, func(a input.Action)) {
	ctx := screentest.Window(t)
	su := NewSetup(Hooks{Hooks: uiHooks(store, replays)})
	ctx.Stack = scenes.NewStack(su)
	return su, ctx, func(a input.Action) { ctx.Input.Inject(a); screentest.Tick(ctx, su, 2) }
}

// The set-up changes the table by keyboard, offers the seed's
// distributions for the count, and asks before a new game replaces a
// saved one, keeping the abandoned game's replay.
func TestSetup(t *testing.T) {
	store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
	saved := deal(t, store, 8, 6, 1)
	for range 10 {
		_ = saved.Do(playerChoice(saved))
	}
	su, ctx, key := onSetup(t, store, replays)
	key(input.Right)
	key(input.Right)
	key(input.Right) // 9 travelers, whose default is the seed's row (RULES S4)
	key(input.Down)
	key(input.Down)
	key(input.Down)  // past the people at this screen and their names
	key(input.Right) // the other distribution for 9, if any; back to the one
	key(input.Down)
	key(input.Right) // Special Roles on
	if su.players != 9 || !su.special || su.guided {
		t.Fatalf("set-up %+v", su.Inspect())
	}
	roles := su.Roles()
	if err := forsaken.CheckRoles(forsaken.MustData(), 9, roles); err != nil || forsaken.FormatRoles(roles) == "" {
		t.Fatalf("roles %v: %v", roles, err)
	}
	screentest.Shoot(t, ctx, su, 1, "forsaken_setup.png")
	ctx.Stack = scenes.NewStack(su)
	key(input.Down)
	key(input.Down)
	key(input.Down)
	key(input.Down) // past the Seed row to "Deal the roles"
	if su.focus != rowStart {
		t.Fatalf("focus on row %d", su.focus)
	}
	stackPress(ctx, input.Confirm)
	if got := ctx.Stack.Top().Name(); got == su.Name() || got == "forsaken-table" {
		t.Fatalf("no question before replacing the saved game: %s (set-up %v, saved %v)", got, su.Inspect(), HasAutosave(store))
	}
	stackPress(ctx, input.Up) // Yes: abandon it
	stackPress(ctx, input.Confirm)
	if got := ctx.Stack.Top().Name(); got != "forsaken-table" {
		t.Fatalf("after Yes the stack shows %s", got)
	}
	if names, _ := replays.List(); len(names) != 1 {
		t.Errorf("the abandoned game's replay was not kept: %v", names)
	}
}

// stackPress gives the whole scene stack one input action, as the game
// loop does, after letting a screen's fade finish (a key during a fade is
// not taken), and lets the fade it starts finish too.
func stackPress(ctx *scenes.Context, a input.Action) {
	settle := func() {
		for k := 0; k < 120 && ctx.Stack.Transitioning(); k++ {
			stackTick(ctx)
		}
	}
	settle()
	ctx.Input.Inject(a)
	stackTick(ctx)
	stackTick(ctx)
	settle()
}

// Every how-to page fits above the page buttons.
func TestHowToPagesFit(t *testing.T) {
	ctx := screentest.Window(t)
	p := HowToScene().(*howToScene).pager
	for _, pg := range howToPages {
		lines := sprites.Wrap(pg[1], ctx.Fonts.Face(sprites.StyleBody), 1088)
		if bottom := 164 + float64(len(lines))*sprites.LineHeight(ctx.Fonts.Face(sprites.StyleBody)); bottom > float64(p.Top()-8) {
			t.Errorf("page %q ends at %.0f, under the buttons at %d", pg[0], bottom, p.Top())
		}
	}
	screentest.Shoot(t, ctx, HowToScene(), 1, "forsaken_howto.png")
}

// TestSetupWordsTellTeamsFromCards: the set-up names the teams as teams
// and the Role Cards as cards, and calls the rulebook the rulebook (issue
// 38 item 6: it read "4 Villagers" and "4 Commonfolk" on one screen and
// "The seed's weights").
func TestSetupWordsTellTeamsFromCards(t *testing.T) {
	su := NewSetup(Hooks{Hooks: uiHooks(nil, nil)})
	for _, players := range []int{4, 6, 9, 12} {
		su.players, su.dist = players, 0
		line, dist := su.castLine(), su.distText()
		if strings.Contains(line, "seed") || !strings.Contains(line, "rulebook's weights") {
			t.Errorf("%d travelers: %q", players, line)
		}
		if !strings.Contains(line, "play for the Villagers") || !strings.Contains(dist, " against ") {
			t.Errorf("%d travelers: the teams are not told from the cards: %q / %q", players, line, dist)
		}
	}
}
