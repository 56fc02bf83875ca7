package forestui

import (
	"testing"

	"deepwood/internal/screentest"
)

// TestHowToLaysOutUpright: I am the Forest's How to play, on the kit's
// pager, held upright (540×1169, 540×919, 540×880) shows every page, on
// as many sheets as its text and the first page's legend need, its
// buttons at least 61 pixels square, on the screen and apart, in faces
// of 17 pixels or more; turned back, the landscape buttons are as before.
func TestHowToLaysOutUpright(t *testing.T) {
	sc := newHowTo(Hooks{}, true)
	ctx := screentest.On(t, sc, 1)
	screentest.PagesUpright(t, ctx, sc, sc.pager.Inspect, "forest")
}
