package forsakenui

import (
	"bytes"
	"fmt"
	"image"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/storage"
)

// passTable is a pass-and-play table of n travelers on seed with the
// given people, each person's choices made by a computer traveler
// shadowing their seat (as autoplay plays the player's).
func passTable(t *testing.T, seed dice.Seed, n int, names []string) (*tableScene, map[int]*forsaken.Computer) {
	t.Helper()
	humans := forsaken.PlayerSeats(seed, n, len(names), forsaken.PlayerSeat(seed, n))
	s, err := NewPassSession(storage.NewDir(t.TempDir()), seed, n, nil, humans, names, forsaken.Normal)
	if err != nil {
		t.Fatal(err)
	}
	minds := map[int]*forsaken.Computer{}
	for _, h := range humans {
		minds[h] = forsaken.NewComputer(s.Data, forsaken.Normal, h, n, seed)
		s.ShadowAt(h, minds[h])
	}
	h := Hooks{}
	h.Scripted = true // no waits: the computer travelers act at once
	return NewTable(h, s).(*tableScene), minds
}

// secrets are the words that would give a seat away: every card and
// Artifact name, and every Role's.
func secrets(d *forsaken.Data) []string {
	var out []string
	for i := range d.Deck {
		out = append(out, d.Card(i).Name)
	}
	for _, a := range d.Artifacts {
		out = append(out, a.Name)
	}
	for r := range forsaken.NumRoles {
		out = append(out, roleWord(forsaken.Role(r)))
	}
	return out
}

// A pass-and-play game of three people plays to its end through the
// screens. On every frame the hand-over screen is up it shows no secret:
// its words name no card and no Role, what it tells the app holds no
// hand, role or log, and its picture for a person is the same at every
// moment of the game. Every table revealed is its person's alone: their
// hand, their Role, a log without another's draws.
func TestPassAndPlayHidesEachSeat(t *testing.T) {
	// 4242 ends on Day 1; 21 lasts three Nights, the people choosing at
	// three of them.
	for _, seed := range []dice.Seed{4242, 21} {
		t.Run(seed.Code(), func(t *testing.T) { playPassAndPlay(t, seed) })
	}
}

// playPassAndPlay plays one pass-and-play game of seed to its end.
func playPassAndPlay(t *testing.T, seed dice.Seed) {
	tb, minds := passTable(t, seed, 7, []string{"Ada", "Bram", "Cleo"})
	s := tb.s
	ctx := onWindow(t, tb)
	words := secrets(s.Data)
	screen := screentest.NewScreen()
	covers, hides := map[int][]byte{}, map[int][]byte{}
	covered, revealed, dones, frames, hidden := 0, 0, 0, 0, 0
	shotVote := seed != 4242 // the screenshots come from the first game
	for ; frames < 40000 && !s.Over(); frames++ {
		if tb.ho.hidden {
			// A hidden table: the computer travelers play on behind it.
			if hidden%10 == 0 {
				checkCover(t, tb, ctx, screen, words, hides)
			}
			if hidden == 0 && seed == 4242 {
				screentest.Shoot(t, ctx, tb, 0, "forsaken_pass_hidden.png")
			}
			hidden++
			ticks(ctx, tb, 1)
			continue
		}
		if tb.ho.covered {
			covered++
			checkCover(t, tb, ctx, screen, words, covers)
			press(ctx, tb, input.Confirm) // "I am …"
			if !tb.ho.covered {
				revealed++
				checkRevealed(t, tb)
			}
			continue
		}
		seat := s.Human
		if night := s.View().Phase; (night == forsaken.PhaseNight || night == forsaken.PhaseNightOne) && tb.litSeat() != -1 && tb.litSeat() != seat {
			t.Fatalf("%s's table lights %s's plate at Night", s.NameOf(seat), s.NameOf(tb.litSeat()))
		}
		switch {
		case tb.wanted() == seat && (s.Asked() == seat || tb.voting() != nil) && len(s.Legal()) > 0:
			if !shotVote && hasVote(s.Legal()) {
				shotVote = true
				screentest.Shoot(t, ctx, tb, 0, "forsaken_pass_gallows.png")
			}
			a := minds[seat].Choose(s.View(), s.Legal())
			if night := s.View().Phase; (night == forsaken.PhaseNight || night == forsaken.PhaseNightOne) && (len(tb.ho.owed) == 0 || tb.ho.owed[0] != seat) {
				t.Fatalf("%s makes a Night choice outside the Night's round of visits (%v)", s.NameOf(seat), tb.ho.owed)
			}
			if !pressTo(ctx, tb, a) {
				t.Fatalf("the menu does not offer %s (buttons %v)", a, tb.Inspect().(map[string]any)["buttons"])
			}
		case len(tb.ho.owed) > 0 && tb.ho.owed[0] == seat && len(s.Legal()) == 0:
			if dones == 0 && seed == 4242 {
				screentest.Shoot(t, ctx, tb, 0, "forsaken_pass_night_visit.png")
			}
			dones++
			if !pressID(ctx, tb, idDone) {
				t.Fatal("a visit after the Night offers no Done")
			}
		case tb.wanted() < 0 && hasLine(tb, idHide):
			// The game moves while the focus goes down the menu: the line
			// may go before it is reached.
			if !pressID(ctx, tb, idHide) && hasLine(tb, idHide) || !tb.ho.hidden && hasLine(tb, idHide) {
				t.Fatal("Hide my table did not hide it")
			}
		default:
			ticks(ctx, tb, 1)
		}
	}
	if !s.Over() {
		t.Fatalf("the game did not end in %d frames (phase %s, asked %d)", frames, s.View().Phase, s.Asked())
	}
	ticks(ctx, tb, 2)
	if got := tb.Inspect().(map[string]any); got["covered"] != false || got["over"] != true {
		t.Fatalf("the end is covered: %v", got)
	}
	if seed == 4242 {
		screentest.Shoot(t, ctx, tb, 0, "forsaken_pass_end.png")
	}
	nightChoices := 0
	for _, e := range s.Replay.Entries {
		if a, err := forsaken.ParseAction(e.Action); err == nil && s.local(a.Seat) && a.Kind >= forsaken.ActPlaceVoid && a.Kind <= forsaken.ActEntangle {
			nightChoices++
		}
	}
	if covered == 0 || revealed < 3 || dones == 0 || hidden == 0 {
		t.Fatalf("%d frames covered, %d tables revealed, %d visits after a Night", covered, revealed, dones)
	}
	t.Logf("%d frames: %d covered, %d tables revealed, %d visits of a Night's round, %d hidden, %d Nights, %d Night choices by the people; %s", frames, covered, revealed, dones, hidden, s.View().Night, nightChoices, s.View().WinBy)
}

// checkCover checks one frame of the hand-over screen.
func checkCover(t *testing.T, tb *tableScene, ctx *scenes.Context, screen *ebiten.Image, words []string, covers map[int][]byte) {
	t.Helper()
	got := tb.Inspect().(map[string]any)
	for _, key := range []string{"hand", "role", "window", "phase", "asked", "hint"} {
		if _, ok := got[key]; ok {
			t.Fatalf("the hand-over screen tells %q: %v", key, got)
		}
	}
	text := strings.Join(append(tb.coverLines(), tb.ho.btn.Btns[0].Label), " ")
	for _, w := range words {
		if strings.Contains(text, w) {
			t.Fatalf("the hand-over screen says %q: %s", w, text)
		}
	}
	if !strings.Contains(text, tb.s.NameOf(tb.s.Human)) {
		t.Fatalf("the hand-over screen does not name whom to pass to: %s", text)
	}
	pix := make([]byte, 4*screen.Bounds().Dx()*screen.Bounds().Dy())
	windowtest.Do(func() {
		screen.Clear()
		tb.Draw(screen, ctx)
		screen.ReadPixels(pix)
	})
	// The panel (words, portrait, button) is the same to the pixel; the
	// backdrop's fireflies, drawn at the same frame, may round a pixel or
	// two differently on the GPU.
	was, ok := covers[tb.s.Human]
	if !ok {
		covers[tb.s.Human] = pix
		return
	}
	w := screen.Bounds().Dx()
	panel, off := 0, 0
	for i := 0; i < len(pix); i += 4 {
		if !bytes.Equal(was[i:i+4], pix[i:i+4]) {
			if image.Pt((i/4)%w, (i/4)/w).In(coverPanel) {
				panel++
			} else {
				off++
			}
		}
	}
	if panel > 0 || off > 8 {
		t.Fatalf("the hand-over screen for %s differs from one moment of the game to another: %d pixels on its panel, %d off it", tb.s.NameOf(tb.s.Human), panel, off)
	}
}

// checkRevealed checks that the table revealed is its person's alone.
func checkRevealed(t *testing.T, tb *tableScene) {
	t.Helper()
	s := tb.s
	seat := s.Human
	got := tb.Inspect().(map[string]any)
	mine := s.State.Seats[seat]
	var hand []string
	for _, c := range mine.Hand {
		hand = append(hand, s.Data.Card(c).Name)
	}
	if got["human"] != seat || got["role"] != mine.Role.String() || fmt.Sprint(got["hand"]) != fmt.Sprint(append([]string{}, hand...)) {
		t.Fatalf("%s's table shows seat %v, role %v, hand %v; want seat %d, %s, %v", s.NameOf(seat), got["human"], got["role"], got["hand"], seat, mine.Role, hand)
	}
	for _, e := range s.State.Log {
		if e.Kind != forsaken.EvDrew || e.Seat == seat || e.Card < 0 {
			continue
		}
		other := s.Names.Tell(s.Data, e, seat)
		for _, line := range tb.events {
			if line == other {
				t.Fatalf("%s's log shows another's draw: %s", s.NameOf(seat), line)
			}
		}
	}
}

// hasLine says whether the table's menu offers the line id.
func hasLine(tb *tableScene, id int) bool {
	for _, b := range tb.menu.Btns {
		if b.ID == id {
			return true
		}
	}
	return false
}

// pressTo takes action a through the menu as a person would.
func pressTo(ctx *scenes.Context, tb *tableScene, a forsaken.Action) bool {
	steps := tb.s.Steps()
	for range 3000 { // a Path card's targets may run to many pages
		if tb.s.Steps() != steps {
			return true // taken
		}
		in, ok := tb.Plan(a)
		if !ok {
			return false
		}
		press(ctx, tb, in)
		if tb.ho.covered {
			return true
		}
	}
	return false
}

// pressID presses the menu line id.
func pressID(ctx *scenes.Context, tb *tableScene, id int) bool {
	find := func() int {
		for i, b := range tb.menu.Btns {
			if b.ID == id {
				return i
			}
		}
		return -1
	}
	for range 40 {
		i := find()
		if i < 0 {
			return false
		}
		in, ok := tb.menu.Plan(i)
		if !ok {
			return false
		}
		press(ctx, tb, in)
		if find() < 0 || tb.ho.covered || tb.ho.hidden {
			return true
		}
	}
	return false
}
