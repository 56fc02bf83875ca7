package input

import (
	"fmt"
	"strings"
	"testing"
)

// gestureScript plays a touch script through fingers, one step a tick,
// and writes what the pointer reported. A step is "-" (no finger), "x,y"
// (one finger) or "x,y x,y" (two); "*N" after a step repeats it N times.
// The record lists the ticks that reported a tap, a long press or a pinch
// that changed the spread.
func gestureScript(t *testing.T, script string) string {
	t.Helper()
	var f fingers
	var out []string
	tick := 0
	for _, step := range strings.Split(script, ";") {
		step = strings.TrimSpace(step)
		n := 1
		if i := strings.Index(step, "*"); i >= 0 {
			fmt.Sscan(step[i+1:], &n)
			step = strings.TrimSpace(step[:i])
		}
		var ts []touchPoint
		if step != "-" {
			for _, pt := range strings.Fields(step) {
				var x, y int
				if _, err := fmt.Sscanf(pt, "%d,%d", &x, &y); err != nil {
					t.Fatalf("step %q: %v", step, err)
				}
				ts = append(ts, touchPoint{x, y})
			}
		}
		for range n {
			tick++
			var p Pointer
			f.read(ts, &p)
			switch {
			case p.Clicked:
				out = append(out, fmt.Sprintf("%d:tap@%d,%d", tick, p.X, p.Y))
			case p.LongPress:
				out = append(out, fmt.Sprintf("%d:long@%d,%d", tick, p.X, p.Y))
			case p.Pinch != 0 && p.Pinch != 1:
				out = append(out, fmt.Sprintf("%d:pinch%.2f", tick, p.Pinch))
			}
		}
	}
	return strings.Join(out, " ")
}

func TestGestures(t *testing.T) {
	for _, c := range []struct{ name, script, want string }{
		{"a tap chooses where the finger lifts", "100,100*3; -", "4:tap@100,100"},
		{"a drag still ends in a tap (the map views swallow their own)", "100,100; 120,100; 150,100; -", "4:tap@150,100"},
		{"a finger resting half a second is a long press, once, and no tap",
			"200,300*40; -", "30:long@200,300"},
		{"a shaking fingertip still rests", "200,300*10; 205,304*10; 198,299*15; -", "30:long@198,299"},
		{"a finger that wanders is no long press", "200,300*10; 230,300*30; -", "41:tap@230,300"},
		{"two fingers spreading pinch out, and lift with no tap",
			"100,100 200,100; 100,100 220,100; 100,100 242,100; 100,100; -", "2:pinch1.20 3:pinch1.18"},
		{"two fingers closing pinch in", "100,100 300,100; 100,100 200,100; -", "2:pinch0.50"},
		{"a pinch is never a long press", "100,100 200,100*40; -", ""},
		{"a long press then another touch: each its own", "50,50*30; -; 60,60; -", "30:long@50,50 33:tap@60,60"},
	} {
		if got := gestureScript(t, c.script); got != c.want {
			t.Errorf("%s:\n got  %q\n want %q", c.name, got, c.want)
		}
	}
}
