package forestui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/internal/windowtest"
	"deepwood/rules/forest"
)

// playTo plays the greedy bot on seed until stop says so.
func playTo(tb testing.TB, seed string, stop func(*forest.State) bool) *Session {
	return playLevel(tb, nil, screentest.Seed(tb, seed), forest.Tale, stop)
}

func yearAt(tb testing.TB, phase forest.Phase) *yearScene {
	sess := playTo(tb, "BNCH-0001", func(s *forest.State) bool { return s.Year >= 2 && s.Phase == phase })
	return newYear(&play{sess: sess})
}

func wizardAt(tb testing.TB, step forest.Step) *wizard {
	sess := playTo(tb, "BNCH-0001", func(s *forest.State) bool { return s.Step == step })
	return newWizard(&play{sess: sess})
}

func BenchmarkYearUpdate(b *testing.B) {
	bench(b, yearAt(b, forest.PhaseResolve), false)
}
func BenchmarkYearDraw(b *testing.B) { bench(b, yearAt(b, forest.PhaseResolve), true) }
func BenchmarkMapUpdate(b *testing.B) {
	bench(b, yearAt(b, forest.PhaseEncroach), false)
}
func BenchmarkMapDraw(b *testing.B)    { bench(b, yearAt(b, forest.PhaseEncroach), true) }
func BenchmarkGrowUpdate(b *testing.B) { bench(b, yearAt(b, forest.PhaseGrow), false) }
func BenchmarkGrowDraw(b *testing.B)   { bench(b, yearAt(b, forest.PhaseGrow), true) }
func BenchmarkWizardUpdate(b *testing.B) {
	bench(b, wizardAt(b, forest.StepHistory), false)
}
func BenchmarkWizardDraw(b *testing.B) {
	bench(b, wizardAt(b, forest.StepHistory), true)
}
func BenchmarkJournalDraw(b *testing.B) {
	bench(b, newJournal(yearAt(b, forest.PhaseGrow).p), true)
}
func BenchmarkJournalUpdate(b *testing.B) {
	bench(b, newJournal(yearAt(b, forest.PhaseGrow).p), false)
}

// bench is the kit's scene benchmark.
var bench = screentest.BenchScene

// TestUpdateDoesNotAllocate checks the frame budget's second half: once
// warm, the Year, map, Grow and wizard screens' Update allocates nothing.
func TestUpdateDoesNotAllocate(t *testing.T) {
	windowtest.Require(t)
	screentest.UpdateDoesNotAllocate(t, []screentest.Screen{
		{Name: "year", Scene: yearAt(t, forest.PhaseResolve)}, {Name: "map", Scene: yearAt(t, forest.PhaseEncroach)},
		{Name: "grow", Scene: yearAt(t, forest.PhaseGrow)}, {Name: "wizard", Scene: wizardAt(t, forest.StepHistory)}, {Name: "journal", Scene: newJournal(yearAt(t, forest.PhaseGrow).p)},
	})
}
