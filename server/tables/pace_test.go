package tables

import (
	"encoding/json"
	"testing"
	"time"

	"deepwood/internal/hubtest"
	"deepwood/rules/forsaken"
	"deepwood/wire"
)

// TestComputerTravelersWaitACountdown (RULES B12): whenever the game
// waits on a computer traveler, every seat is sent its countdown: the
// table's pace, or three times it exactly when a person at the table may
// answer the open window (at the Gallows, a vote still due; in another
// window, any living person, whatever their hand, which the countdown
// must not tell). Three
// tables of three people and two computer travelers are played to their
// ends; the server's clock stands still, so each countdown is the pace or
// three times it to the millisecond, and every state is checked against
// the people's legal actions at that action. At Night no countdown is
// told: it would tell that the Role the Night wakes is a computer's.
// Nothing rides on how long anything took.
func TestComputerTravelersWaitACountdown(t *testing.T) {
	clock := hubtest.NewClock(time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC))
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
				if night := r.View.Phase == forsaken.PhaseNightOne || r.View.Phase == forsaken.PhaseNight; night {
					if r.DeadlineMs != 0 {
						t.Fatalf("at Night, action %d, a seat was told a computer traveler's countdown", r.Seq)
					}
					continue
				}
				if d, ok := deadline[r.Seq]; ok && d != r.DeadlineMs {
					t.Fatalf("at action %d the seats were told countdowns of %d and %d ms", r.Seq, d, r.DeadlineMs)
				}
				deadline[r.Seq] = r.DeadlineMs
				// A person may answer: at the Gallows, one whose vote is
				// due; in another window, any living person, whatever
				// their hand; with none open, nobody.
				if ws := r.View.Windows; len(ws) > 0 {
					if ws[len(ws)-1].Kind == forsaken.FrameGallows {
						mayAnswer[r.Seq] = mayAnswer[r.Seq] || len(r.Legal) > 0
					} else {
						mayAnswer[r.Seq] = mayAnswer[r.Seq] || r.View.Seats[c.seat].Alive
					}
				}
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
