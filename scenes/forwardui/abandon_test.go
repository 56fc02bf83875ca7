package forwardui

import (
	"strings"
	"testing"

	"deepwood/internal/savetest"
	"deepwood/records"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/ui"
	"deepwood/storage"
)

// TestNewRunAsksBeforeAbandoningTheSavedOne checks a new run never
// replaces the saved one silently: only Yes starts it, and then the saved
// run is filed as abandoned with its replay kept; No keeps the save.
func TestNewRunAsksBeforeAbandoningTheSavedOne(t *testing.T) {
	for _, yes := range []bool{false, true} {
		store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
		book := &records.Book{Version: 1}
		saved, _ := NewSession(store, mustSeed("SAVE-0006"), "set")
		for i := 0; i < 6; i++ {
			_ = saved.Do(forward.Greedy{}.Choose(saved.State, saved.Legal()))
		}
		h := Hooks{Hooks: ui.Hooks{Store: store, Replays: replays}, Records: book}
		st := savetest.NewStage(t, func(ctx *scenes.Context, start func(*scenes.Context)) { confirmAbandon(ctx, h, start) })
		if st.Stack.Top().Name() != "confirm" || st.Asker.Started || !HasAutosave(store) {
			t.Fatalf("top %s, started %v: the saved run was not asked about", st.Stack.Top().Name(), st.Asker.Started)
		}
		if text := st.Stack.Top().(scenes.Inspector).Inspect().(map[string]any)["title"].(string); !strings.Contains(text, "SAVE-0006") {
			t.Fatalf("the question does not name the seed: %q", text)
		}
		st.Answer(yes)
		names, _ := replays.List()
		if st.Asker.Started != yes || HasAutosave(store) == yes || (len(names) == 1) != yes {
			t.Fatalf("yes=%v: started %v, autosave %v, replays %v", yes, st.Asker.Started, HasAutosave(store), names)
		}
		if yes {
			b, _ := replays.Read(names[0])
			if !strings.HasSuffix(string(b), " abandon\n") || book.Get("forward", records.SetSeed, "SAVE-0006") == nil {
				t.Fatalf("the abandoned run was not filed as abandoned:\n%s", b)
			}
		}
	}
}
