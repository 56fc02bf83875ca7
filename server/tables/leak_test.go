package tables

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sync"
	"testing"

	"deepwood/rules/dice"
	"deepwood/rules/forsaken"
	"deepwood/rules/replay"
	"deepwood/wire"
)

// TestNoSeatIsSentAnotherSeatsSecrets plays 30 tables of 4 to 12 seats,
// every seat a networked bot, the computer travelers' pace 0, keeps every
// message each client is sent, and then re-runs each game from its
// verified replay with the rules alone: every state a seat was sent holds
// exactly that seat's view at that action (forsaken.ViewFor), and its
// events together are exactly its share of the log (Event.For). And
// directly: before the end no message names the seed or carries the
// replay or the roles' reveal; no event meant for other seats reaches a
// seat; another's drawn card is never shown; a Role of another seat is
// shown only by a public event or where the seat's Know holds it (a
// Peek, the Forsaken seeing each other); a Destination only by a public
// flip or the seat's own Peek.
func TestNoSeatIsSentAnotherSeatsSecrets(t *testing.T) {
	h := newTestHub(t, Options{})
	d := h.Hub.d
	const games = 30
	sem := make(chan struct{}, 3)
	var wg sync.WaitGroup
	for i := range games {
		players := 4 + i%9
		sem <- struct{}{}
		wg.Go(func() {
			defer func() { <-sem }()
			t.Run(fmt.Sprintf("%d-players-%d", i, players), func(t *testing.T) {
				open := make([]int, players)
				for s := range open {
					open[s] = (s + i) % players // the host sits anywhere
				}
				cs := seatTable(t, h, players, open)
				ends := playAll(t, cs, players)
				checkLeaks(t, d, cs, ends[0].Replay)
			})
		})
	}
	wg.Wait()
}

// checkLeaks holds every message the clients were sent to the game its
// replay re-runs.
func checkLeaks(t *testing.T, d *forsaken.Data, cs []*client, text string) {
	r, err := replay.Parse("table", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	seed, _ := dice.ParseSeed(r.Seed)
	players, _ := forsaken.ParsePlayers(must(r.Get(forsaken.PlayersKey)))
	roles, _ := forsaken.ParseRoles(must(r.Get(forsaken.RolesKey)))
	humans, _ := forsaken.ParseSeats(must(r.Get(forsaken.HumansKey)))
	if len(humans) != players {
		t.Errorf("humans %v at a table of %d people", humans, players)
	}
	st, err := forsaken.NewGame(d, seed, forsaken.Setup{Players: players, Roles: roles, Humans: humans})
	if err != nil {
		t.Fatal(err)
	}
	// views[seat][seq] are the views the seat was sent at that action.
	views := make([]map[int][]json.RawMessage, players)
	got := make([][]forsaken.Event, players)
	for _, c := range cs {
		views[c.seat] = map[int][]json.RawMessage{}
		for _, b := range c.raw {
			var m struct {
				Type string          `json:"type"`
				Seq  int             `json:"seq"`
				View json.RawMessage `json:"view"`
			}
			var full wire.TableReply
			if err := json.Unmarshal(b, &m); err != nil || json.Unmarshal(b, &full) != nil {
				t.Fatalf("seat %d was sent %s", c.seat, b)
			}
			if m.Type != wire.TableEnd {
				if bytes.Contains(b, []byte(r.Seed)) || full.Seed != "" || full.Replay != "" {
					t.Fatalf("seat %d was sent the seed before the end: %s", c.seat, b)
				}
				if full.View != nil && full.View.Reveal != nil {
					t.Fatalf("seat %d was sent the reveal before the end", c.seat)
				}
			}
			if m.View != nil {
				views[c.seat][m.Seq] = append(views[c.seat][m.Seq], m.View)
			}
			got[c.seat] = append(got[c.seat], full.Events...)
		}
	}
	check := func(n int) {
		for seat := range players {
			for _, v := range views[seat][n] {
				var sent forsaken.View
				if err := json.Unmarshal(v, &sent); err != nil {
					t.Fatal(err)
				}
				want, _ := json.Marshal(forsaken.ViewFor(st, d, seat))
				again, _ := json.Marshal(sent)
				if !bytes.Equal(want, again) {
					t.Fatalf("seat %d at action %d was sent\n%s\nwhere its view is\n%s", seat, n, again, want)
				}
			}
		}
	}
	check(0)
	for i, e := range r.Entries {
		a, err := forsaken.ParseAction(e.Action)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := forsaken.Apply(st, d, a); err != nil {
			t.Fatalf("action %d: %v", i, err)
		}
		check(i + 1)
	}
	for seat := range players {
		want, _ := json.Marshal(forsaken.LogFor(st, seat))
		have, _ := json.Marshal(got[seat])
		if !bytes.Equal(want, have) {
			t.Fatalf("seat %d was sent events other than its share of the log", seat)
		}
		know := st.Seats[seat].Know
		for _, e := range got[seat] {
			checkEvent(t, seat, e, know)
		}
	}
}

// checkEvent holds one event a seat was sent to what it may see.
func checkEvent(t *testing.T, seat int, e forsaken.Event, know forsaken.Knowing) {
	switch {
	case !e.Sees(seat):
		t.Fatalf("seat %d was sent an event for seat %d: %+v", seat, e.To, e)
	case e.Kind == forsaken.EvDrew && e.Seat != seat && e.Card >= 0:
		t.Fatalf("seat %d was shown seat %d's drawn card", seat, e.Seat)
	case e.Kind == forsaken.EvStolen && e.Seat != seat && e.Target != seat && e.Card >= 0:
		t.Fatalf("seat %d was shown a card stolen between others", seat)
	case e.Role != forsaken.NoRole && e.Target >= 0 && e.Target != seat && e.Kind != forsaken.EvBlessed && know.Roles[e.Target] == forsaken.NoRole:
		t.Fatalf("seat %d was shown seat %d's Role (%v) its Know does not hold: %+v", seat, e.Target, e.Role, e)
	case e.Dest != forsaken.NoDest && e.Kind != forsaken.EvFlipped && e.Slot >= 0 && know.Dests[e.Slot] == forsaken.NoDest && e.Kind != forsaken.EvPlaced:
		t.Fatalf("seat %d was shown a Destination it did not see: %+v", seat, e)
	}
}

// must is a header line's value.
func must(v string, _ bool) string { return v }
