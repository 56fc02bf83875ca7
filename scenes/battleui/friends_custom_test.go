package battleui

import (
	"fmt"
	"image"
	"strings"
	"testing"
	"time"

	"deepwood/internal/screentest"
	"deepwood/internal/tableclienttest"
	"deepwood/online/tables"
	"deepwood/rules/battle"
	"deepwood/rules/dice"
	"deepwood/rules/verify"
	"deepwood/scenes/input"
	"deepwood/scenes/lobby"
	"deepwood/settings"
	"deepwood/storage"
	"deepwood/wire"
)

// TestFriendsBuyArmiesAndTalk: Bo joins Ada's custom battle (RULES B19)
// from the screen, keeps the seat for later, buys an army on the builder
// and sends it; Ada's client is told only that it is in. Ada buys hers and
// starts; on the field Bo hears Ada's line and answers from the talk
// screen; the battle ends, the seat held is forgotten, and the replay
// verify proves holds the army Bo bought.
func TestFriendsBuyArmiesAndTalk(t *testing.T) {
	url := tableclienttest.Server(t)
	c := tableclienttest.Context(t, 6*time.Minute)
	const budget = 200
	host, err := tables.Create(c, url, wire.TableRequest{Mode: wire.TableBattle, Players: 2, Open: []int{0, 1}, Name: "Ada", Seat: 0,
		Scenario: "skirmish", Budget: budget, Attacker: "blue"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = host.Close() })

	store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
	f := NewFriends(Hooks{Store: store, Replays: replays})
	ctx := screentest.On(t, f, 0)
	ctx.Settings.Online, ctx.Settings.PlayerName, ctx.Settings.ServerURL = true, "Bo", url
	ctx.Settings.AnimationSpeed = settings.AnimInstant
	var notes []string
	ctx.Notify = func(msg string) { notes = append(notes, msg) }
	f.Join(ctx, host.Code())
	lobbyUntil(t, ctx, "the lobby", func() bool { return (f.Conn != nil || f.Msg != "" && f.Busy == nil) && !ctx.Stack.Transitioning() })
	if f.Conn == nil {
		t.Fatalf("no table: %q", f.Msg)
	}
	if held, err := tables.ReadHeld(store, HeldSeatName); err != nil || held == nil || held.Code != host.Code() {
		t.Fatalf("the seat was not kept for later: %+v, %v", held, err)
	}
	if got := armyButton(f.Conn); got != "Buy your army" {
		t.Fatalf("the lobby's army button reads %q", got)
	}
	screen := screentest.NewScreen()
	screentest.Frames(t, ctx, screen, 1, input.Up) // from Start to the army button above it
	screentest.Frames(t, ctx, screen, 1, input.Confirm)
	lobbyUntil(t, ctx, "the army builder", func() bool { _, ok := ctx.Stack.Top().(*armyBuilder); return ok && !ctx.Stack.Transitioning() })
	b := ctx.Stack.Top().(*armyBuilder)
	before := *b.army
	b.focus = int(battle.MediumInfantry)
	screentest.Frames(t, ctx, screen, 1, input.Right)
	screentest.ShootStack(t, ctx, "battle_table_army.png")
	if b.army.Cost() > budget || *b.army == before && before.Cost()+battle.MediumInfantry.Stats().Cost <= budget {
		t.Fatalf("Right on Medium Infantry: %v → %v (cost %d of %d)", before, *b.army, b.army.Cost(), budget)
	}
	bought := *b.army
	done := b.rowRect(int(battle.NumTroops)).Min.Add(image.Pt(20, 20))
	ctx.Input.InjectPointer(input.Pointer{X: done.X, Y: done.Y, Clicked: true})
	screentest.Frames(t, ctx, screen, 1)
	lobbyUntil(t, ctx, "the lobby after Done", func() bool { return ctx.Stack.Top() == f || strings.HasPrefix(b.hint, "Not sent") })
	if ctx.Stack.Top() != f {
		t.Fatalf("Done did not send the army and go back: %s", b.hint)
	}
	for !host.Info().Seats[1].Ready {
		if _, err := host.Next(c); err != nil {
			t.Fatal(err)
		}
	}
	if host.Info().Army != "" {
		t.Fatalf("Ada was sent an army before she bought one: %q", host.Info().Army)
	}
	lobbyUntil(t, ctx, "Bo's army back", func() bool { return f.Conn.Info().Army == battle.ArmyText(bought) })
	if got := armyButton(f.Conn); got != "Change your army" {
		t.Fatalf("after the army, the button reads %q", got)
	}
	screentest.ShootStack(t, ctx, "battle_table_custom_lobby.png")
	sc, err := battle.LoadScenario("skirmish")
	if err != nil {
		t.Fatal(err)
	}
	adas := sc.Armies[battle.Red]
	for t := range adas { // the scenario's army, trimmed to the budget
		for adas[t] > 0 && adas.Cost() > budget {
			adas[t]--
		}
	}
	if err := host.SendArmy(c, adas); err != nil {
		t.Fatal(err)
	}
	for host.Info().Army == "" {
		if _, err := host.Next(c); err != nil {
			t.Fatal(err)
		}
	}
	if err := host.Start(c); err != nil {
		t.Fatal(err)
	}
	lobbyUntil(t, ctx, "the field", func() bool { _, ok := ctx.Stack.Top().(*Field); return ok })
	field := ctx.Stack.Top().(*Field)
	s := field.Session()
	if err := host.Chat(c, "Good luck, Bo."); err != nil {
		t.Fatal(err)
	}
	played := make(chan error, 1)
	go func() { played <- tableclienttest.PlayBattle(c, host, dice.Seed(9)) }()
	answered := false
	fightOnField(t, ctx, field, func() string { return fmt.Sprintf("%v; notes %q", field.Inspect(), notes) }, func() {
		if !answered && heard(notes, "Ada: “Good luck, Bo.”") {
			answered = true
			talk := newTalk(field) // as the pause menu's Talk at the table opens it
			talk.say("And to you.")
			if talk.msg != "" || !talk.pad.Active {
				t.Fatalf("the talk screen did not say the line and open a fresh one: %q", talk.msg)
			}
		}
	})
	if err := <-played; err != nil {
		t.Fatal(err)
	}
	if !answered {
		t.Fatalf("Ada's line never came up over the field: %q", notes)
	}
	said := false
	for _, l := range host.ChatLines() {
		said = said || l.Name == "Bo" && l.Text == "And to you."
	}
	if !said {
		t.Errorf("Ada never heard Bo's answer: %+v", host.ChatLines())
	}
	if held, _ := tables.ReadHeld(store, HeldSeatName); held != nil {
		t.Errorf("the seat is still held after the battle's end: %+v", held)
	}
	end := s.remote.link.Table().State()
	res, r, err := verify.File("kept", []byte(end.Replay))
	if err != nil || res.Winner != end.Winner {
		t.Fatalf("verify: %+v %v", res, err)
	}
	custom, _, err := verify.BattleCustom(r)
	if err != nil || custom == nil || custom.Armies[battle.Blue] != bought || custom.Armies[battle.Red] != adas {
		t.Fatalf("the replay's armies: %+v, %v; want Blue %v (Bo's) and Red %v", custom, err, bought, adas)
	}
	s.LeaveTable()
}

// heard reports that the player was told line.
func heard(notes []string, line string) bool {
	for _, n := range notes {
		if strings.Contains(n, line) {
			return true
		}
	}
	return false
}

// TestFriendsCustomForm: the Armies row shows the budget and the
// attacking side only for a custom battle, the rows below moving up, and
// a create asks for what the form shows.
func TestFriendsCustomForm(t *testing.T) {
	f := NewFriends(Hooks{})
	ctx := screentest.On(t, f, 0)
	press := func(row int, a input.Action) { // and let go, so the next press is a new one
		f.Focus = row
		screentest.Frames(t, ctx, screentest.NewScreen(), 1, a)
		screentest.Frames(t, ctx, screentest.NewScreen(), 1)
	}
	if form := f.form(); form.Rect(bfBudget) != (image.Rectangle{}) || form.Rect(bfCreate) != lobby.RowRect(bfArmies+1) {
		t.Fatalf("without custom armies the budget shows at %v and Create stands at %v", form.Rect(bfBudget), form.Rect(bfCreate))
	}
	press(bfArmies, input.Right)
	if !f.custom || f.form().Rect(bfBudget) == (image.Rectangle{}) {
		t.Fatal("Right on Armies did not show the custom battle's rows")
	}
	press(bfBudget, input.Right)
	press(bfAttacker, input.Right)
	if f.budget != 220 || f.attacker != battle.Red {
		t.Fatalf("the budget and attacker stepped to %d and %v", f.budget, f.attacker)
	}
	screentest.ShootStack(t, ctx, "battle_friends_custom_form.png")
	f.budget = battle.MaxBudget
	press(bfBudget, input.Right)
	if f.budget != battle.MaxBudget {
		t.Fatalf("the budget went past its most: %d", f.budget)
	}
}

// TestFitArmy: a scenario's army over the budget is scaled down to fit it,
// every troop type kept in proportion; one that fits is kept whole.
func TestFitArmy(t *testing.T) {
	sc, err := battle.LoadScenario("skirmish")
	if err != nil {
		t.Fatal(err)
	}
	a := sc.Armies[battle.Red]
	if got := fitArmy(a, a.Cost()); got != a {
		t.Fatalf("an army that fits was changed: %v → %v", a, got)
	}
	got := fitArmy(a, 200)
	if err := got.Check(200); err != nil || got.Cost() < 160 {
		t.Fatalf("fitted to 200: %v (cost %d): %v; want within the budget and near it", got, got.Cost(), err)
	}
	for tr, n := range a {
		if n > 0 && (got[tr] == 0 || got[tr] > n) {
			t.Errorf("troop type %d: %d of the scenario's %d", tr, got[tr], n)
		}
	}
}
