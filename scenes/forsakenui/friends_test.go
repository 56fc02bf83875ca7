package forsakenui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/tableclienttest"
	"deepwood/internal/windowtest"
	"deepwood/online/tables"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/verify"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/storage"
	"deepwood/wire"
)

// TestFriendsPlayATableToItsEnd: Ada creates a table of five on the
// screens, Bo joins it by its code from another client, Ada deals, and
// the two play it to its end, Ada through the table screen (a computer
// traveler choosing from what her screen is sent), computer travelers in
// the other seats. Her screen never holds the state: its replay arrives
// with the end, verifies to the winner her view shows, and is kept; the
// seat she held is forgotten.
func TestFriendsPlayATableToItsEnd(t *testing.T) {
	url := tableclienttest.Server(t)
	store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
	h := Hooks{Hooks: ui.Hooks{Store: store, Replays: replays, Title: func() scenes.Scene { return NewSetup(Hooks{}) }}}
	f := NewFriends(h, "")
	ctx := screentest.On(t, f, 0)
	ctx.Settings.Online, ctx.Settings.PlayerName, ctx.Settings.ServerURL = true, "Ada", url
	step := func() {
		windowtest.Do(func() {
			ctx.Tick++
			ctx.Input.Update()
			_ = ctx.Stack.Update(ctx)
		})
	}
	until := func(what string, done func() bool) {
		t.Helper()
		for deadline := time.Now().Add(5 * time.Minute); !done(); step() {
			if time.Now().After(deadline) {
				t.Fatalf("no %s within five minutes (%v)", what, f.Inspect())
			}
		}
	}
	f.players, f.people, f.Focus = 5, 2, fCreate
	press(ctx, f, input.Confirm)
	until("table", func() bool { return f.Conn != nil })
	code := f.Conn.Code()
	if held, err := ReadHeldSeat(store); err != nil || held == nil || held.Code != code {
		t.Fatalf("the seat was not kept for later: %+v %v", held, err)
	}

	c := tableclienttest.Context(t, 6*time.Minute)
	friend := tableclienttest.Join(t, c, url, code, "Bo")
	until("Bo at the table", func() bool {
		n := 0
		for _, s := range f.Conn.Info().Seats {
			if s.Kind == wire.SeatHuman {
				n++
			}
		}
		return n == 2
	})
	shoot(t, ctx, "forsaken_friends_lobby.png")
	f.Focus = 0
	press(ctx, f, input.Confirm)
	until("the table screen", func() bool { _, ok := ctx.Stack.Top().(*tableScene); return ok })
	tb := ctx.Stack.Top().(*tableScene)
	s := tb.s
	// Table talk in free text, both ways: Bo's line reaches Ada's talk
	// log, quoted, and Ada's is sent to the table.
	if err := friend.Chat(c, "Evening, all. <b>Who</b> lit the fire?"); err != nil {
		t.Fatal(err)
	}
	until("Bo's words in Ada's talk", func() bool {
		for _, l := range tb.talk {
			if l.text == "“Evening, all. <b>Who</b> lit the fire?”" {
				return true
			}
		}
		return false
	})
	// Ada mutes Bo: the table's people list offers it (and no hand-over,
	// Bo being there), and Bo's next line never reaches her.
	if err := tb.press(ctx, idManage); err != nil {
		t.Fatal(err)
	}
	labels := tb.Inspect().(map[string]any)["buttons"].([]string)
	if !slices.Contains(labels, "Mute Bo's chat") || slices.ContainsFunc(labels, func(l string) bool { return strings.HasPrefix(l, "Give") }) {
		t.Fatalf("the people at the table: %q", labels)
	}
	if err := tb.press(ctx, idMute+friend.Seat()); err != nil {
		t.Fatal(err)
	}
	if err := tb.press(ctx, idBack); err != nil {
		t.Fatal(err)
	}
	// Ada's line follows her mute on her connection: once Bo hears it,
	// the server has muted him for her.
	if err := s.Chat("Not I."); err != nil {
		t.Fatal(err)
	}
	for heard := false; !heard; {
		if _, err := friend.Next(c); err != nil && !tables.IsCode(err, wire.TableStale) {
			t.Fatal(err)
		}
		for _, l := range friend.ChatLines() {
			heard = heard || l.Text == "Not I." && l.Name == "Ada"
		}
	}
	step()
	if err := friend.Chat(c, "A muted line."); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- tableclienttest.PlayForsaken(c, friend, 5, dice.Seed(9)) }()
	if !s.Remote() || s.State != nil {
		t.Fatal("the table on Ada's screen is not the server's")
	}
	var notes []string
	ctx.Notify = func(msg string) { notes = append(notes, msg) }
	d, _ := forsaken.DefaultData()
	ada := forsaken.NewComputer(d, forsaken.Normal, s.Human, 5, dice.Seed(3))
	fed, shot, dropped := 0, false, false
	until("the end", func() bool {
		if !dropped && len(s.Legal()) > 0 {
			// Ada's connection drops once, as her first choice is asked:
			// her seat is taken up again and the game goes on where it
			// was.
			dropped = true
			s.remote.link.Close()
		}
		if evs, next := s.Seen(fed); len(evs) > 0 {
			ada.Observe(evs)
			fed = next
		}
		if legal := s.Legal(); len(legal) > 0 {
			if err := tb.do(ctx, ada.Choose(s.View(), legal)); err != nil {
				t.Fatal(err)
			}
		}
		if !shot && s.View().Day >= 1 && len(tb.talk) > 0 {
			shot = true
			shoot(t, ctx, "forsaken_friends_table.png")
		}
		return s.Over() && s.Replay.Seed != ""
	})
	if err := <-done; err != nil {
		t.Fatalf("Bo's client: %v", err)
	}
	evening := 0
	for _, l := range tb.talk {
		if strings.Contains(l.text, "muted line") {
			t.Errorf("Ada muted Bo and still heard him: %q", l.text)
		}
		if strings.Contains(l.text, "Evening, all") {
			evening++
		}
	}
	if evening != 1 {
		t.Errorf("Bo's first line is in Ada's talk %d times (her seat was taken up again once)", evening)
	}

	shoot(t, ctx, "forsaken_friends_end.png")
	if !dropped || !slices.Contains(notes, "Back at the table.") {
		t.Errorf("the dropped connection was not taken up again (dropped %v; told %q)", dropped, notes)
	}
	v := s.View()
	if len(v.Reveal) != 5 {
		t.Errorf("the end reveals %d travelers, want 5", len(v.Reveal))
	}
	res, _, err := verify.File("table.replay", s.Replay.Marshal())
	if err != nil {
		t.Fatalf("the table's replay does not verify: %v", err)
	}
	if res.Winner != v.Winner.String() {
		t.Errorf("the replay's winner is %q, Ada's screen shows %q", res.Winner, v.Winner)
	}
	if where, err := s.Kept(); where == "" || err != nil {
		t.Errorf("the table's replay was not kept: %q %v", where, err)
	}
	if held, _ := ReadHeldSeat(store); held != nil {
		t.Error("the ended table's seat is still held")
	}
}

// shoot saves the stack as the player sees it.
func shoot(t *testing.T, ctx *scenes.Context, name string) {
	t.Helper()
	screen := ebiten.NewImage(1280, 720)
	windowtest.Do(func() { ctx.Stack.Draw(screen, ctx) })
	screentest.Save(t, screen, name)
}

// TestFriendsAskForANameAndTakeACode: with Online off and no name, a
// join asks for the name the player sits under, which turns Online on and
// goes on to join; a code that is no code's shape is refused by the form
// before anything is sent, and a typed code in lower case joins.
func TestFriendsAskForANameAndTakeACode(t *testing.T) {
	url := tableclienttest.Server(t)
	host, err := tables.Create(t.Context(), url, wire.TableRequest{Players: 4, Open: []int{0, 1}, Level: "easy", Name: "Ada"})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	f := NewFriends(Hooks{Hooks: ui.Hooks{Store: storage.NewDir(t.TempDir())}}, "")
	ctx := screentest.On(t, f, 0)
	ctx.Settings.Online, ctx.Settings.PlayerName, ctx.Settings.ServerURL = false, "", url
	f.SubmitCode(ctx, "nope")
	if f.Naming || f.Busy != nil || f.Msg == "" {
		t.Fatalf("a code of the wrong shape: naming %v, busy %v, said %q", f.Naming, f.Busy != nil, f.Msg)
	}
	f.SubmitCode(ctx, " "+strings.ToLower(host.Code())+" ")
	if !f.Naming || !f.Pad.Active {
		t.Fatal("joining with Online off did not ask for a name")
	}
	f.SubmitName(ctx, "Cy")
	if !ctx.Settings.Online || ctx.Settings.PlayerName != "Cy" {
		t.Fatalf("the name given left Online %v, name %q", ctx.Settings.Online, ctx.Settings.PlayerName)
	}
	for deadline := time.Now().Add(5 * time.Minute); f.Conn == nil; ticks(ctx, f, 1) {
		if time.Now().After(deadline) {
			t.Fatalf("Cy never sat down: %v", f.Inspect())
		}
	}
	if got := f.Conn.Info().Seats[1].Name; got != "Cy" {
		t.Errorf("seat 1 is %q, want Cy", got)
	}
}
