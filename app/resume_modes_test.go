package app

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"deepwood/internal/screentest"
	"deepwood/rules/battle"
	"deepwood/rules/forest"
	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
	"deepwood/scenes"
	"deepwood/scenes/battleui"
	"deepwood/scenes/forestui"
	"deepwood/scenes/forsakenui"
	"deepwood/scenes/input"
	"deepwood/storage"
)

// cutOffCase is one mode's saved game cut off mid-line by a crash, as the
// title's one Continue path meets it.
type cutOffCase struct {
	title, what, autosave string
	// play saves a game of a few actions in store and says how many.
	play func(t *testing.T, store storage.Store) int
	// resumed is the actions of the game on screen after Yes, -1 if none.
	resumed func(d *driver) int
}

// cutOffCases are the modes whose Continue TestCutOffAutosaveOffersTheGoodLines
// (Forward) does not already walk.
var cutOffCases = []cutOffCase{
	{title: continueLabel("I am the Forest"), what: "Forest", autosave: forestui.AutosaveName,
		play: func(t *testing.T, store storage.Store) int {
			s, err := forestui.NewSession(store, screentest.Seed(t, "CA75-0001"), "")
			if err != nil {
				t.Fatal(err)
			}
			for s.Actions() < 12 && !s.Over() {
				if err := s.Do(forest.Greedy{}.Choose(s.State, s.Legal())); err != nil {
					t.Fatal(err)
				}
			}
			return s.Actions()
		},
		resumed: func(d *driver) int { s := d.g.ForestSession(); return actionsOf(s, s != nil) }},
	{title: continueLabel("Mass Combat"), what: "battle", autosave: battleui.AutosaveName,
		play: func(t *testing.T, store storage.Store) int {
			su := battleui.Setup{Scenario: battle.ScenarioNames()[0], Seed: screentest.Seed(t, "CA75-0002"),
				Players: [2]battleui.Player{{Human: true}, {Human: true}}}
			s, err := battleui.NewSession(store, su)
			if err != nil {
				t.Fatal(err)
			}
			for s.Actions() < 8 && !s.Over() {
				if err := s.Do(s.Legal()[0]); err != nil {
					t.Fatal(err)
				}
			}
			return s.Actions()
		},
		resumed: func(d *driver) int {
			if d.g.Stack().Top().Name() == "battle-handover" {
				d.press(input.Confirm, 10) // the hotseat's hand-over to the side on turn
			}
			s := d.g.BattleSession()
			return actionsOf(s, s != nil)
		}},
	{title: continueLabel("Forsaken Forest"), what: "game", autosave: forsakenui.AutosaveName,
		play: func(t *testing.T, store storage.Store) int {
			s, err := forsakenui.NewSession(store, screentest.Seed(t, "CA75-0003"), 6, nil, 0, forsaken.Normal)
			if err != nil {
				t.Fatal(err)
			}
			for s.Actions() < 10 && !s.Over() {
				a, ok := s.ComputerChoice()
				if !ok {
					a = s.Legal()[0]
				}
				if err := s.Do(a); err != nil {
					t.Fatal(err)
				}
			}
			return s.Actions()
		},
		resumed: func(d *driver) int { s := d.g.ForsakenSession(); return actionsOf(s, s != nil) }},
}

// actionsOf is a session's action count, -1 for none on screen.
func actionsOf(s interface{ Actions() int }, ok bool) int {
	if !ok {
		return -1
	}
	return s.Actions()
}

// TestEveryModeOffersTheGoodLinesOfACutOffSave: every mode's Continue is
// the one path (continueSaved), so a save whose last line a crash cut off
// offers "Continue from action N" for the Forest, a battle and Forsaken
// Forest as for Forward (where Forsaken's once lost the whole game), and
// Yes resumes from action N with the autosave rewritten from the good
// lines (the computer travelers of a table then play on).
func TestEveryModeOffersTheGoodLinesOfACutOffSave(t *testing.T) {
	for _, c := range cutOffCases {
		t.Run(c.what, func(t *testing.T) {
			store := instantStore(t)
			n := c.play(t, store)
			good := n - 1
			b, err := store.Read(c.autosave)
			if err != nil {
				t.Fatal(err)
			}
			cut := append(b[:bytes.LastIndex(b[:len(b)-1], []byte("\n"))+1], "900 00000000 rol"...)
			if err := store.Write(c.autosave, cut); err != nil {
				t.Fatal(err)
			}
			d := atTitle(t, store)
			d.choose(c.title)
			d.expectScene("confirm")
			m := d.g.Stack().Top().(scenes.Inspector).Inspect().(map[string]any)
			if text := m["text"].(string); !strings.Contains(text, "Continue from action "+itoa(good)+" of your saved "+c.what+"?") {
				t.Fatalf("the question reads %q", text)
			}
			before, err := replay.Parse(c.autosave, cut[:bytes.LastIndex(cut, []byte("\n"))+1])
			if err != nil {
				t.Fatal(err)
			}
			d.press(input.Up, 2)
			d.press(input.Confirm, 40)
			if got := c.resumed(d); got < good {
				t.Fatalf("resumed at action %d (stack %v); want %d or more", got, d.g.Stack().Names(), good)
			}
			b, err = store.Read(c.autosave)
			if err != nil {
				t.Fatalf("no autosave after Yes: %v", err)
			}
			after, err := replay.Parse(c.autosave, b)
			if err != nil || len(after.Entries) < good || fmt.Sprint(after.Entries[:good]) != fmt.Sprint(before.Entries[:good]) {
				t.Fatalf("the autosave was not rewritten from the good lines (%v):\n%s", err, b)
			}
		})
	}
}
