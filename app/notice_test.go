package app

import "testing"

// A banner stays eight seconds of real time whatever the frame rate: at
// 10 frames a second each Update is 6 ticks.
func TestNoticeLastsEightSecondsAtAnyFrameRate(t *testing.T) {
	for _, fps := range []int64{60, 20, 10, 5} {
		var n notice
		n.show("Settings could not be read")
		updates := 8 * fps
		for range updates - 1 {
			n.update(60 / fps)
		}
		if n.text == "" {
			t.Errorf("%d fps: the banner left before eight seconds", fps)
		}
		n.update(60 / fps)
		if n.text != "" {
			t.Errorf("%d fps: the banner stayed after eight seconds", fps)
		}
	}
}
