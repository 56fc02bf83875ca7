package forwardui

import (
	"strings"
	"testing"

	"deepwood/records"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/scenes/ui"
	"deepwood/storage"
)

// playOut plays a session to its end with the greedy bot, advancing the
// in-game clock between actions as the screens would.
func playOut(t *testing.T, s *Session, limit int) {
	t.Helper()
	for i := 0; i < limit && !s.Over(); i++ {
		for j := 0; j < 37; j++ {
			s.Tick(nil)
		}
		if err := s.Do(forward.Greedy{}.Choose(s.State, s.Legal())); err != nil {
			t.Fatal(err)
		}
	}
}

// wonSeed is a seed the greedy bot wins, so the full set of splits is met.
func wonSeed(t *testing.T) dice.Seed {
	d, _ := forward.DefaultData()
	for i := dice.Seed(0); i < 300; i++ {
		if forward.PlayRun(d, i, forward.Greedy{}, false).Won {
			return i
		}
	}
	t.Fatal("no won seed")
	return 0
}

func TestFinishedRunIsFiledAndItsReplayVerifies(t *testing.T) {
	store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
	book := &records.Book{Version: 1}
	seed := wonSeed(t)
	s, _ := NewSession(store, seed, "set")
	p := newPlay(Hooks{Hooks: ui.Hooks{Store: store, Replays: replays}, Records: book}, s)
	playOut(t, s, 2000)
	if s.State.Phase != forward.PhaseWon {
		t.Fatalf("seed %v not won", seed)
	}
	p.finish(nil, "")
	p.finish(nil, "") // filed once
	times, names := s.Splits()
	if len(times) != 10 || names[9] != "Dragon of Chaos" || times[9] != s.Ticks() {
		t.Fatalf("splits %v %v (ticks %d)", times, names, s.Ticks())
	}
	outcome, where, err := s.Filed()
	if err != nil || !outcome.SeedPB || !outcome.CategoryPB || !strings.Contains(where, "forward-"+seed.Code()) {
		t.Fatalf("filed %+v at %q, %v", outcome, where, err)
	}
	rec := book.Get("forward", records.SetSeed, seed.Code())
	if rec == nil || rec.Completed != 1 || rec.Best[9] != s.Ticks() {
		t.Fatalf("record %+v", rec)
	}
	res, err := s.ReplayResult()
	if err != nil || res.Outcome != verify.Victory || res.Ticks != s.Ticks() || len(res.Splits) != 10 {
		t.Fatalf("the replay verifies to %+v, %v; played %d ticks", res, err, s.Ticks())
	}
	for i := range res.Splits {
		if res.Splits[i].Ticks != times[i] {
			t.Fatalf("split %d: replay %d, played %d", i, res.Splits[i].Ticks, times[i])
		}
	}
	again, _ := records.Load(store)
	if again.Get("forward", records.SetSeed, seed.Code()) == nil {
		t.Fatal("records were not saved")
	}
}

func TestResetIsRecordedAndFiledAsAbandoned(t *testing.T) {
	store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
	book := &records.Book{Version: 1}
	seed, _ := dice.ParseSeed("RSET-0001")
	s, _ := NewSession(store, seed, "random")
	p := newPlay(Hooks{Hooks: ui.Hooks{Store: store, Replays: replays}, Records: book}, s)
	playOut(t, s, 20)
	p.finish(nil, "reset")
	r, err := replay.Parse("x", s.Replay.Marshal())
	if err != nil || r.Entries[len(r.Entries)-1].Action != "reset" {
		t.Fatalf("last line %v, %v", r.Entries[len(r.Entries)-1], err)
	}
	res, err := s.ReplayResult()
	if err != nil || res.Outcome != verify.Abandoned || res.EndedBy != "reset" {
		t.Fatalf("reset run verifies to %+v, %v", res, err)
	}
	if rec := book.Get("forward", records.RandomSeed, seed.Code()); rec == nil || rec.Attempts != 1 || rec.Completed != 0 {
		t.Fatalf("record %+v", rec)
	}
}

func TestFormatDelta(t *testing.T) {
	tests := []struct {
		ticks int64
		want  string
	}{{0, "+0.00"}, {75, "+1.25"}, {-48, "−0.80"}, {6000, "+100.00"}}
	for _, tt := range tests {
		if got := FormatDelta(tt.ticks); got != tt.want {
			t.Errorf("FormatDelta(%d) = %q; want %q", tt.ticks, got, tt.want)
		}
	}
}

// TestRunIsFiledAtItsLastAction checks the finished run is on disk the
// moment the action that ends it is taken, before any animation or the
// summary: a game killed during the last animation keeps its replay and
// its record, and the autosave is gone only once they are written.
func TestRunIsFiledAtItsLastAction(t *testing.T) {
	for _, seed := range []dice.Seed{wonSeed(t), mustSeed("LOSE-0001")} {
		store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
		book := &records.Book{Version: 1}
		s, _ := NewSession(store, seed, "set")
		StartRun(Hooks{Hooks: ui.Hooks{Store: store, Replays: replays}, Records: book}, s)
		playOut(t, s, 2000)
		if !s.Over() {
			t.Fatalf("%v: run not over", seed)
		}
		if HasAutosave(store) {
			t.Fatalf("%v: autosave left after the run ended", seed)
		}
		names, _ := replays.List()
		if len(names) != 1 {
			t.Fatalf("%v: replays kept %v at the last action, want one", seed, names)
		}
		b, _ := replays.Read(names[0])
		if string(b) != string(s.Replay.Marshal()) {
			t.Fatalf("%v: the kept replay is not the run's", seed)
		}
		again, err := records.Load(store)
		if err != nil || again.Get("forward", records.SetSeed, seed.Code()) == nil {
			t.Fatalf("%v: records not saved at the last action: %v", seed, err)
		}
	}
}

// TestQuickResetsKeepEveryReplay resets twice within a second: each reset
// run keeps its own replay file.
func TestQuickResetsKeepEveryReplay(t *testing.T) {
	store, replays := storage.NewDir(t.TempDir()), storage.NewDir(t.TempDir())
	seed := mustSeed("RSET-0002")
	for i := 0; i < 3; i++ {
		s, _ := NewSession(store, seed, "set")
		p := newPlay(Hooks{Hooks: ui.Hooks{Store: store, Replays: replays}}, s)
		playOut(t, s, 3)
		p.finish(nil, "reset")
		if _, _, err := s.Filed(); err != nil {
			t.Fatal(err)
		}
	}
	if names, _ := replays.List(); len(names) != 3 {
		t.Fatalf("three resets kept %v", names)
	}
}
