package forsakenui

import (
	"testing"

	"deepwood/internal/screentest"
)

// TestPagerLaysOutUpright: Forsaken Forest's How to play, on the kit's
// pager, held upright (540×1169, 540×919, 540×880) shows every page, on
// as many sheets as its text needs, with its buttons at least 61 pixels
// square, on the screen and apart, in faces of 17 pixels or more; Next
// turns every sheet and comes round to the first; turned back, the
// landscape buttons are as before.
func TestPagerLaysOutUpright(t *testing.T) {
	sc := HowToScene().(*howToScene)
	ctx := screentest.On(t, sc, 1)
	screentest.PagesUpright(t, ctx, sc, func() map[string]any { return sc.Inspect().(map[string]any) }, "forsaken")
}
