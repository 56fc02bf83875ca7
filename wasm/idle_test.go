package main

import "testing"

// idleReport is what idle.mjs finds: for each screen left alone, the
// page's animation frames, the game's frames drawn and its updates, per
// second.
type idleReport struct {
	scriptOutcome
	Screens []struct {
		Scene    string  `json:"scene"`
		PageFps  float64 `json:"pageFps"`
		DrawnFps float64 `json:"drawnFps"`
		TPS      float64 `json:"tps"`
	} `json:"screens"`
}

// TestBrowserIdleFrameRate measures the idle title, Settings and Forward's
// first location (issue 27: a screen where nothing happens should cost
// the page close to nothing) and logs the figures. Rates are noisy on a
// loaded machine, so it holds the game to one thing only, counted in
// updates rather than time: the idle title and Settings draw at most one
// frame per 8 updates (this Chromium draws on the CPU, --disable-gpu, so
// their backdrops move 4 times a second; they drew one frame per update,
// or per handful when slow, before).
func TestBrowserIdleFrameRate(t *testing.T) {
	b := startBrowserTest(t)
	var r idleReport
	b.run(t, "idle.mjs", b.url, &r, "3")
	r.mustFinish(t, nil)
	for _, s := range r.Screens {
		t.Logf("idle %-17s page %5.1f fps, drawn %5.1f fps, %5.1f updates/s", s.Scene, s.PageFps, s.DrawnFps, s.TPS)
	}
	if len(r.Screens) != 3 || r.Screens[0].Scene != "title" || r.Screens[1].Scene != "settings" || r.Screens[2].Scene != "forward-location" {
		t.Fatalf("screens measured: %+v", r.Screens)
	}
	for _, s := range r.Screens[:2] {
		if s.DrawnFps*8 > s.TPS {
			t.Errorf("idle %s drew %.1f frames a second in %.1f updates; want at most one frame per 8 updates", s.Scene, s.DrawnFps, s.TPS)
		}
	}
	r.noConsoleErrors(t)
}
