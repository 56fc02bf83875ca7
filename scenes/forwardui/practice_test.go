package forwardui

import (
	"testing"

	"deepwood/internal/screentest"
	"deepwood/records"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/verify"
	"deepwood/scenes/ui"
	"deepwood/storage"
)

func TestPracticeIsFiledAsPractice(t *testing.T) {
	seed, _ := dice.ParseSeed("PRAC-0003")
	for _, at := range []int{1, 5, 9} {
		s, err := NewPracticeSession(seed, at)
		if err != nil {
			t.Fatal(err)
		}
		want := forward.Describe(s.Data, seed).Locations[at-1].Name
		if s.State.Location().Name != want {
			t.Fatalf("@%d: at %s, want %s", at, s.State.Location().Name, want)
		}
		replays := storage.NewDir(t.TempDir())
		book := &records.Book{Version: 1}
		p := newPlay(Hooks{Hooks: ui.Hooks{Replays: replays}, Records: book}, s)
		playOut(t, s, 500)
		if !s.Over() {
			t.Fatalf("@%d: the practice did not end", at)
		}
		if last, _ := s.Anim.Last(); s.Cleared() && last.Kind != forward.EvLocationLeft {
			t.Fatalf("@%d: the screens are shown %v after the location was left", at, last.Kind)
		}
		p.finish(nil, "")
		res, err := s.ReplayResult()
		if err != nil {
			t.Fatal(err)
		}
		outcome := verify.Defeat
		if s.Cleared() {
			outcome = verify.Cleared
		}
		if res.Practice != at || res.Outcome != outcome || res.Category != "practice" {
			t.Fatalf("@%d: verified %+v", at, res)
		}
		r := book.Get("forward", records.Practice, seed.Code()+"@"+itoa(at))
		if r == nil || r.Attempts != 1 || (r.Completed == 1) != s.Cleared() {
			t.Fatalf("@%d: record %+v", at, r)
		}
		if book.Get("forward", records.SetSeed, seed.Code()) != nil {
			t.Fatalf("@%d: a practice was filed as a set-seed run", at)
		}
	}
}

func TestPracticeLooks(t *testing.T) {
	t.Parallel() // independent window tests share the engine loop's frames
	ctx := screentest.Window(t)
	seed, _ := dice.ParseSeed("PRAC-0003")
	ps, err := newPracticeScene(Hooks{}, seed)
	if err != nil {
		t.Fatal(err)
	}
	ps.f.Focus = 4
	screentest.Shoot(t, ctx, ps, 1, "forward-practice.png")
	for at := 1; at <= 9; at++ {
		s, _ := NewPracticeSession(seed, at)
		playOut(t, s, 500)
		if s.Cleared() {
			p := newPlay(Hooks{Records: &records.Book{Version: 1}}, s)
			p.finish(nil, "")
			screentest.Shoot(t, ctx, newSummary(p), 2, "forward-practice-cleared.png")
			return
		}
	}
	t.Fatal("no practice of PRAC-0003 was cleared by the greedy bot")
}
