package forwardui

import (
	"testing"
	"time"

	"deepwood/internal/screentest"
	"deepwood/sprites"
)

// TestSplitFlashShowsATime: on reaching location 2 of a run with no
// record to compare with, the HUD's split line names the split and the
// segment's time, and fits in the timer's zone (issue 38 item 6: it read
// "Split 1" with no time for five seconds).
func TestSplitFlashShowsATime(t *testing.T) {
	ctx := screentest.Window(t)
	s, update := clockedSession(t, nil, "SPLT-0001", 100*time.Millisecond)
	update()
	for n := 0; n < 200 && !s.Over(); n++ {
		if times, _ := s.Splits(); len(times) > 0 {
			break
		}
		greedyStep(t, s)
		update()
		update()
	}
	times, _ := s.Splits()
	if len(times) != 1 {
		t.Fatalf("the run did not reach location 2: %d splits, over %v", len(times), s.Over())
	}
	s.Anim.Clear()
	loc := newLocation(&play{sess: s})
	screentest.Shoot(t, ctx, loc, 1, "forward-split-flash.png")
	seg := FormatTime(times[0])
	if want := "Split 1  " + seg[:len(seg)-1]; loc.hud.split.text != want || s.Ticks() >= loc.hud.split.until {
		t.Fatalf("the split line reads %q (until tick %d, now %d); want %q", loc.hud.split.text, loc.hud.split.until, s.Ticks(), want)
	}
	w, _ := sprites.Measure(loc.hud.split.text, ctx.Fonts.Face(sprites.StyleMonoSmall))
	if right := float64(landscape.hud.Max.X - 16 - timerWidth); right-w < float64(landscape.timerZone.Min.X) {
		t.Errorf("%q spans x %.0f–%.0f, past the timer's zone from x %d", loc.hud.split.text, right-w, right, landscape.timerZone.Min.X)
	}
}
