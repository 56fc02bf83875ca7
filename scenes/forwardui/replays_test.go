package forwardui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/scenes/ui"
	"deepwood/storage"
)

// TestReplaysListReadsInColumns: the Replays screen draws its rows in the
// body face with their columns aligned, not one typewriter line per
// button (issue 27 bug 7), and a broken replay still says why. Drawn, it
// is still until the focus moves.
func TestReplaysListReadsInColumns(t *testing.T) {
	dir := storage.NewDir(t.TempDir())
	_, b := recordedRun(t)
	for _, name := range []string{"forward-AAAA-AAAA-20261120-101010.replay", "forward-AAAA-AAAA-20261122-111111.replay"} {
		if err := dir.Write(name, b); err != nil {
			t.Fatal(err)
		}
	}
	if err := dir.Write("forward-BBBB-BBBB-20261121-090000.replay", []byte("not a replay\n")); err != nil {
		t.Fatal(err)
	}
	s := NewReplaysScene(Hooks{Hooks: ui.Hooks{Replays: dir}}).(*replaysScene)
	for i, r := range s.rows {
		if s.f.Btns[i].Kind != ui.Cell {
			t.Errorf("row %d is drawn as a plain button", i)
		}
		if (r.err == nil) != (len(r.cols) == len(replayColumns)) {
			t.Errorf("row %q: columns %q", r.name, r.cols)
		}
	}
	if got := s.rows[0].cols[4]; got == "" || got[len(got)-1] != 's' && got != "1 action" {
		t.Errorf("actions column %q", got)
	}
	windowtest.Require(t)
	if s.Still() {
		t.Fatal("still before it was drawn")
	}
	screentest.Shoot(t, screentest.Context(t), s, 2, "forward-replays.png")
	if !s.Still() {
		t.Fatal("not still once drawn")
	}
	s.f.Focus++
	if s.Still() {
		t.Fatal("still after the focus moved")
	}
}
