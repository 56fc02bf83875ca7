package forwardui

import (
	"strings"
	"testing"

	"deepwood/internal/savetest"
	"deepwood/internal/screentest"
	"deepwood/records"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/scenes"
	"deepwood/scenes/input"
	"deepwood/scenes/ui"
	"deepwood/storage"
)

func TestInstantReset(t *testing.T) {
	for _, tc := range []struct {
		name     string
		held     int
		newSeed  bool
		reset    bool
		sameSeed bool
		category string
	}{
		{"a brush of the key does nothing", resetHoldTicks - 1, false, false, true, "set"},
		{"held: the same seed again", resetHoldTicks, false, true, true, "set"},
		{"held, new-seed setting: a random seed", resetHoldTicks, true, true, false, "random"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			replays, store := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
			book := &records.Book{Version: 1}
			seed, _ := dice.ParseSeed("RSET-0001")
			sess, _ := NewSession(store, seed, "set")
			playOut(t, sess, 5)
			p := newPlay(Hooks{Hooks: ui.Hooks{Store: store, Replays: replays}, Records: book}, sess)
			ctx := screentest.Context(t)
			ctx.Settings.ResetNewSeed = tc.newSeed
			ctx.Stack = scenes.NewStack(newLocation(p))
			ctx.Stack.SetTransitionTicks(0)
			reset := false
			for i := 0; i < tc.held; i++ {
				ctx.Input.Inject(input.Reset)
				ctx.Input.Update()
				reset = p.updateReset(ctx)
			}
			ctx.Input.Update() // released
			p.updateReset(ctx)
			if reset != tc.reset {
				t.Fatalf("reset %v, want %v", reset, tc.reset)
			}
			if HasAutosave(store) == tc.reset {
				t.Fatalf("autosave kept: %v after reset %v", HasAutosave(store), tc.reset)
			}
			names, _ := replays.List()
			if !tc.reset {
				if len(names) != 0 {
					t.Fatalf("a replay was filed: %v", names)
				}
				return
			}
			_ = ctx.Stack.Update(ctx)
			next := ctx.Stack.Top().(*locationScene).p.sess
			if (next.State.Seed == seed) != tc.sameSeed || next.Category != tc.category || next.State.Steps != 0 {
				t.Fatalf("next run: seed %s category %s steps %d", next.SeedCode(), next.Category, next.State.Steps)
			}
			if len(names) != 1 {
				t.Fatalf("replays kept: %v", names)
			}
			b, _ := replays.Read(names[0])
			if !strings.HasSuffix(strings.TrimSpace(string(b)), " reset") {
				t.Fatalf("the old run's replay does not end in a reset line:\n%s", b)
			}
			if r := book.Get("forward", records.SetSeed, seed.Code()); r == nil || r.Attempts != 1 {
				t.Fatalf("the reset run was not counted as an attempt: %+v", r)
			}
		})
	}
}

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
