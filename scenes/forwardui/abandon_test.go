package forwardui

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"deepwood/records"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/storage"
)

// asker is a screen that asks to start a new run on its first update, as
// the new-run screen does when a seed is chosen.
type asker struct {
	h       Hooks
	asked   bool
	started *bool
}

func (a *asker) Name() string { return "asker" }

func (a *asker) Update(ctx *scenes.Context) error {
	if !a.asked {
		a.asked = true
		confirmAbandon(ctx, a.h, func(*scenes.Context) { *a.started = true })
	}
	return nil
}

func (a *asker) Draw(*ebiten.Image, *scenes.Context) {}

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
		h := Hooks{Store: store, Replays: replays, Records: book}
		started := false
		in := input.NewMapper(input.DefaultBindings())
		in.SetPolling(false)
		stack := scenes.NewStack(&asker{h: h, started: &started})
		stack.SetTransitionTicks(0)
		ctx := &scenes.Context{Input: in, Stack: stack}
		step := func(a ...input.Action) {
			for _, x := range a {
				in.Inject(x)
			}
			in.Update()
			if err := stack.Update(ctx); err != nil {
				t.Fatal(err)
			}
			in.Update()
		}
		step()
		if stack.Top().Name() != "confirm" || started || !HasAutosave(store) {
			t.Fatalf("top %s, started %v: the saved run was not asked about", stack.Top().Name(), started)
		}
		if text := stack.Top().(scenes.Inspector).Inspect().(map[string]any)["title"].(string); !strings.Contains(text, "SAVE-0006") {
			t.Fatalf("the question does not name the seed: %q", text)
		}
		if yes {
			step(input.Up)
		}
		step(input.Confirm)
		names, _ := replays.List()
		switch {
		case yes && (!started || HasAutosave(store) || len(names) != 1):
			t.Fatalf("Yes: started %v, autosave %v, replays %v", started, HasAutosave(store), names)
		case !yes && (started || !HasAutosave(store) || len(names) != 0):
			t.Fatalf("No: started %v, autosave %v, replays %v", started, HasAutosave(store), names)
		}
		if yes {
			b, _ := replays.Read(names[0])
			if !strings.HasSuffix(string(b), " abandon\n") || book.Get("forward", records.SetSeed, "SAVE-0006") == nil {
				t.Fatalf("the abandoned run was not filed as abandoned:\n%s", b)
			}
		}
	}
}
