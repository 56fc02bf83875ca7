package main

import "testing"

// idleScreen is what measureIdle (tests/browser/lib.mjs) finds on a screen
// left alone: the page's animation frames, the game's frames drawn and its
// updates, per second.
type idleScreen struct {
	Scene    string  `json:"scene"`
	PageFps  float64 `json:"pageFps"`
	DrawnFps float64 `json:"drawnFps"`
	TPS      float64 `json:"tps"`
}

// logIdle logs what a screen measured idle costs the page (issue 27); the
// browser benchmark (tests/browser/bench.mjs) prints the same figures for
// every mode.
func logIdle(t *testing.T, s idleScreen) {
	t.Helper()
	t.Logf("idle %-17s page %5.1f fps, drawn %5.1f fps, %5.1f updates/s", s.Scene, s.PageFps, s.DrawnFps, s.TPS)
}

// checkIdleTitleAndSettings holds the idle title and Settings (measured by
// title.mjs on its way) to one thing only, because rates are noisy on a
// loaded machine: counted in updates rather than time, they draw at most
// one frame per 16 updates (this Chromium draws on the CPU, --disable-gpu,
// so their backdrops move twice a second; they drew one frame per
// update, or per handful when slow, before issue 27). It was a test of its
// own, which loaded the game once more.
func checkIdleTitleAndSettings(t *testing.T, screens []idleScreen) {
	t.Helper()
	for _, s := range screens {
		logIdle(t, s)
	}
	if len(screens) != 2 || screens[0].Scene != "title" || screens[1].Scene != "settings" {
		t.Fatalf("screens measured idle: %+v", screens)
	}
	for _, s := range screens {
		if s.DrawnFps*16 > s.TPS {
			t.Errorf("idle %s drew %.1f frames a second in %.1f updates; want at most one frame per 16 updates", s.Scene, s.DrawnFps, s.TPS)
		}
	}
}
