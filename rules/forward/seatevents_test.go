package forward

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"deepwood/internal/rulestest"
)

// TestEventsForHidesTheDeal plays many runs with every bot and holds each
// action's filtered events (and the first deal's) to what the runner has
// seen at that moment: every card an event names was face up to the
// runner by then (in the state before the action, flipped earlier in the
// same action, or the location card of a location entered), judged from
// the state and not from the filter's own rule. It holds the filter to
// hiding no more than that, too: an event keeps its card whenever the
// runner saw it, every other field is kept as it was (the cells the deal
// animates, the dice shown, the HP, the causes), and only EvReserved is
// left out, so the screens get what they read.
func TestEventsForHidesTheDeal(t *testing.T) {
	d := testData(t)
	runs := rulestest.Count{Full: 200, Short: 30}.N()
	actions, events, hidden := 0, 0, 0
	eachBotRun(d, "seat events", runs, func(r *botRun) {
		s := r.s
		var seen [256]bool
		seen[NoCard], seen[Hidden] = true, true
		_, first := New(d, r.seed) // the same deal New gave r.s
		check := func(step int, ev []Event) {
			t.Helper()
			markSeen(s, &seen) // the state before the action: what lay face up
			got := EventsFor(0, ev)
			k := 0
			for _, e := range ev {
				switch e.Kind {
				case EvFlipped, EvLocationEntered:
					seen[e.Card] = true // shown as it happens
				}
				if e.Kind == EvReserved {
					continue
				}
				if k >= len(got) {
					t.Fatalf("%s %s step %d: %d filtered events for more kept ones", r.name, r.seed, step, len(got))
				}
				f := got[k]
				k++
				events++
				want := e
				if !seen[e.Card] {
					want.Card = Hidden
					hidden++
				}
				if f != want {
					t.Fatalf("%s %s step %d: %s filtered as %+v, want %+v (card %s, seen %v)",
						r.name, r.seed, step, e.Kind, f, want, cardName(d, e.Card), seen[e.Card])
				}
				if !seen[f.Card] {
					t.Fatalf("%s %s step %d: %s names %s, never face up", r.name, r.seed, step, f.Kind, cardName(d, f.Card))
				}
				if f.Kind == EvCompanionActive && !seen[CardID(f.Value)] {
					t.Fatalf("%s %s step %d: the gift %s was never face up", r.name, r.seed, step, cardName(d, CardID(f.Value)))
				}
			}
			if k != len(got) {
				t.Fatalf("%s %s step %d: %d filtered events, want %d", r.name, r.seed, step, len(got), k)
			}
		}
		check(0, first)
		for step := 1; !s.Phase.Over(); step++ {
			ev, err := Apply(s, r.bot.Choose(s, Legal(s)))
			if err != nil {
				t.Fatal(err)
			}
			// The state is now after the action; seen still holds what was
			// face up before it, and check adds the action's own flips.
			check(step, ev)
			actions++
		}
	})
	if hidden == 0 {
		t.Fatal("no event was hidden: the runs never dealt a card face down?")
	}
	t.Logf("%d runs of %d bots, %d actions, %d events, %d cards hidden", runs, len(BotNames()), actions, events, hidden)
}

// TestEventsForBurials holds the ways a card goes beneath the Dragon to the
// filter: a flip the Drowning Pull buries and a Terror buried by choice are
// named, the cards left face down on leaving are not.
func TestEventsForBurials(t *testing.T) {
	ev := []Event{
		{Kind: EvFlipped, Cell: 4, Card: 10},
		{Kind: EvBuried, Cell: 4, Card: 10, Value: 1},   // the Drowning Pull's flip
		{Kind: EvBuried, Cell: 4, Card: 11, Value: 2},   // the reserve beneath it
		{Kind: EvBuried, Cell: 0, Card: 12, Value: 3},   // a Terror buried by choice
		{Kind: EvBuried, Cell: 7, Card: 13, Value: 4},   // left face down
		{Kind: EvReserved, Cell: 2, Card: 14, Value: 9}, // dropped
		{Kind: EvDealt, Cell: 3, Card: NoCard},          // an empty space
	}
	got := EventsFor(0, ev)
	want := []CardID{10, 10, Hidden, 12, Hidden, NoCard}
	kept := append(ev[:5:5], ev[6]) // all but EvReserved
	if len(got) != len(want) {
		t.Fatalf("%d events, want %d: %+v", len(got), len(want), got)
	}
	for i, c := range want {
		if got[i].Card != c || got[i].Kind != kept[i].Kind || got[i].Value != kept[i].Value {
			t.Errorf("event %d (%s): card %d value %d, want %s card %d value %d", i, got[i].Kind, got[i].Card, got[i].Value, kept[i].Kind, c, kept[i].Value)
		}
	}
	if ev[2].Card != 11 {
		t.Fatal("EventsFor changed the events it was given")
	}
	if out := EventsFor(0, nil); out == nil || len(out) != 0 {
		t.Fatalf("no events filter to %v, want an empty list", out)
	}
}

// TestScreensReadNoDroppedEvent reads the Forward screens' source: none
// reacts to EvReserved, the one kind EventsFor leaves out, so a screen
// drawing from filtered events misses nothing it draws.
func TestScreensReadNoDroppedEvent(t *testing.T) {
	dir := filepath.Join("..", "..", "scenes", "forwardui")
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Skipf("the screens' source is not here (%v)", err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(b), "EvReserved") {
			t.Errorf("%s reads EvReserved, which EventsFor leaves out", f)
		}
	}
}
