package tables

import (
	"encoding/json"
	"testing"
	"time"

	"deepwood/wire"
)

// TestComputerTravelersWaitACountdown (RULES B12): whenever the game
// waits on a computer traveler, every seat is sent its countdown: the
// table's pace, or three times it exactly when a person at the table has a
// legal answer in the open window (a Priority claim, a Gallows vote). Three
// tables of three people and two computer travelers are played to their
// ends; the server's clock stands still, so each countdown is the pace or
// three times it to the millisecond, and every state is checked against
// the people's legal actions at that action. Nothing rides on how long
// anything took.
func TestComputerTravelersWaitACountdown(t *testing.T) {
	clock := &fakeClock{t: time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)}
	h := newTestHub(t, Options{Now: clock.Now, Pace: time.Millisecond})
	var short, long int
	for range 3 {
		host := mustDial(t, h)
		host.send(wire.TableRequest{Type: wire.TableCreate, Mode: wire.TableForsaken, Players: 5, Open: []int{0, 1, 2}, Level: "normal", Name: "Host"})
		info, err := host.seated()
		if err != nil {
			t.Fatal(err)
		}
		cs := []*client{host}
		for range 2 {
			c := mustDial(t, h)
			if _, err := c.join(info.Table, "Friend"); err != nil {
				t.Fatal(err)
			}
			cs = append(cs, c)
		}
		playAll(t, cs, 5)
		// At each action: the countdown every seat was told, and whether
		// any person could answer.
		deadline := map[int]int64{}
		mayAnswer := map[int]bool{}
		for _, c := range cs {
			for _, b := range c.raw {
				var r wire.TableReply
				json.Unmarshal(b, &r)
				if r.Type != wire.TableState {
					continue
				}
				if d, ok := deadline[r.Seq]; ok && d != r.DeadlineMs {
					t.Fatalf("at action %d the seats were told countdowns of %d and %d ms", r.Seq, d, r.DeadlineMs)
				}
				deadline[r.Seq] = r.DeadlineMs
				mayAnswer[r.Seq] = mayAnswer[r.Seq] || len(r.Legal) > 0
			}
		}
		for seq, d := range deadline {
			switch {
			case d == 0:
			case d == 3 && mayAnswer[seq]:
				long++
			case d == 1 && !mayAnswer[seq]:
				short++
			default:
				t.Fatalf("at action %d the countdown is %d ms where a person may answer: %v (pace 1 ms)", seq, d, mayAnswer[seq])
			}
		}
	}
	if short == 0 || long == 0 {
		t.Errorf("the countdowns seen: %d of the pace, %d of three times it; want both", short, long)
	}
	t.Logf("%d countdowns of the pace, %d of three times it", short, long)
}
