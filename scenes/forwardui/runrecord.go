package forwardui

import (
	"time"

	"deepwood/platform"
	"deepwood/records"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/scenes"
	"deepwood/storage"
)

// runClock is a run's speedrun bookkeeping: the split times, real time
// from the first action, and how the run was filed when it ended.
type runClock struct {
	splits  []int64  // in-game ticks at each split (a location left, the Dragon slain)
	names   []string // what each split was
	start   time.Time
	end     time.Time
	filed   bool
	outcome records.Outcome
	endedBy string // "", "abandon" or "reset"
	// toldLiveSplit marks the run's end sent to LiveSplit.
	toldLiveSplit bool
	savedTo       string // where the replay went, in words
	saveErr       error
	deltas        []int64        // each split against the best before this run
	paces         []records.Pace // ahead, behind or gold, per split
}

// track notes the real-time start and the splits an action made.
func (c *runClock) track(s *Session, ev []forward.Event) {
	if c.start.IsZero() {
		c.start = time.Now()
	}
	for _, e := range ev {
		switch e.Kind {
		case forward.EvLocationLeft:
			c.splits = append(c.splits, s.Ticks())
			c.names = append(c.names, s.Data.Card(e.Card).Name)
		case forward.EvWon:
			c.splits = append(c.splits, s.Ticks())
			c.names = append(c.names, "Dragon of Chaos")
		}
	}
	if s.Over() && c.end.IsZero() {
		c.end = time.Now()
	}
}

// Splits are the run's split times so far, in ticks, with their names.
func (s *Session) Splits() ([]int64, []string) { return s.run.splits, s.run.names }

// RealTime is the wall-clock time from the first action to the end (or
// now), beside the in-game time as speedrun boards show both.
func (s *Session) RealTime() time.Duration {
	c := &s.run
	switch {
	case c.start.IsZero():
		return 0
	case !c.end.IsZero():
		return c.end.Sub(c.start)
	}
	return time.Since(c.start)
}

// recordCategory files a session's category under the records' names; the
// guided game is practice.
func recordCategory(c string) string {
	switch c {
	case "random":
		return records.RandomSeed
	case "daily":
		return records.DailySeed
	case "set":
		return records.SetSeed
	}
	return records.Practice
}

// Pace compares split i (the one just made, or the one under way) with the
// personal best for this seed: the delta in ticks and ahead/behind/gold.
func (s *Session) Pace(book *records.Book, i int, t int64) (int64, records.Pace) {
	rec := s.raceRecord(s.record(book))
	prev := int64(0)
	if i > 0 && i-1 < len(s.run.splits) {
		prev = s.run.splits[i-1]
	}
	return rec.Compare(i, t, t-prev)
}

// recordSeed is the seed part of the run's records key: the seed code, and
// for a practice the location too ("7K3M-9QXA@5"), as each location of a
// seed is its own practice.
func (s *Session) recordSeed() string {
	if s.Practice > 0 {
		return s.SeedCode() + "@" + itoa(s.Practice)
	}
	return s.SeedCode()
}

// record is this run's personal-best record as the book holds it, or nil.
func (s *Session) record(book *records.Book) *records.Record {
	return book.Get("forward", recordCategory(s.Category), s.recordSeed())
}

// SumOfBest is the sum of this seed's best segments as the records stood
// when asked: the time of a perfect run, 0 until one is known.
func (s *Session) SumOfBest(book *records.Book) int64 {
	return s.record(book).SumOfBest()
}

// Best is this seed's personal best time (a complete run), or 0.
func (s *Session) Best(book *records.Book) int64 {
	if r := s.record(book); r != nil && len(r.Best) > 0 {
		return r.Best[len(r.Best)-1]
	}
	return 0
}

// SplitPaces are each split's delta (ticks) and pace against the personal
// best as it stood before this run; empty until the run is filed.
func (s *Session) SplitPaces() ([]int64, []records.Pace) { return s.run.deltas, s.run.paces }

// Filed reports how the ended run was filed: personal bests, golds, where
// its replay went.
func (s *Session) Filed() (records.Outcome, string, error) {
	return s.run.outcome, s.run.savedTo, s.run.saveErr
}

// filing is where an ended run's records are filed: the records and the
// store they are saved to (the replay goes to the session core's replays
// folder). StartRun sets both from the hooks; a session without them (the
// viewer's, a resume's rebuild) files nothing.
type filing struct {
	book  *records.Book
	store storage.Store
}

// file files a run that has ended (won, lost, abandoned or reset), once:
// the replay is kept under a name no other run has, and the records
// updated and saved. Do calls it at the very action that ends the run,
// before the autosave is removed, so a game killed during the last
// animation (or closed) still has the finished run on disk.
func (s *Session) file(endedBy string) {
	c := &s.run
	if c.filed || s.View().Steps == 0 {
		return
	}
	c.filed, c.endedBy = true, endedBy
	if endedBy != "" {
		s.Replay.Append(replay.Entry{Tick: s.Ticks(), Check: s.State.Checksum(), Action: endedBy})
	}
	s.Keep()
	c.savedTo, c.saveErr = s.Kept()
	f := s.filing
	if f.book != nil {
		for i, t := range c.splits {
			d, pace := s.Pace(f.book, i, t)
			c.deltas, c.paces = append(c.deltas, d), append(c.paces, pace)
		}
		c.outcome = f.book.Add(records.Run{
			Mode: "forward", Category: recordCategory(s.Category), Seed: s.recordSeed(),
			Splits: c.splits, Complete: s.View().Phase == forward.PhaseWon || s.Cleared(),
		})
		if f.store != nil {
			if err := records.Save(f.store, f.book); err != nil && c.saveErr == nil {
				c.saveErr = err
			}
		}
	}
}

// finish files the run (if Do has not already) and, once, resets LiveSplit
// for a run that will not finish, as a runner would; a victory stays on its
// final split.
func (p *play) finish(ctx *scenes.Context, endedBy string) {
	s := p.sess
	v := s.View()
	if v.Steps == 0 {
		return
	}
	s.file(endedBy)
	c := &s.run
	if c.toldLiveSplit {
		return
	}
	c.toldLiveSplit = true
	if ls := p.h.liveSplit(); ls != nil && v.Phase != forward.PhaseWon && !s.Cleared() {
		ls.Reset()
	}
}

// toSummary files the ended run and shows its summary.
func (p *play) toSummary(ctx *scenes.Context) {
	p.finish(ctx, "")
	ctx.Stack.Replace(newSummary(p))
}

// downloadReplay hands the run's replay to the browser.
func (p *play) downloadReplay() (string, error) {
	name := "forward-" + p.sess.SeedCode() + ".replay"
	return platform.Download(name, "text/plain", p.sess.Replay.Marshal())
}

// ReplayResult verifies the session's own replay, as `deepwood verify`
// would: tests use it to check a recorded run proves what was played.
func (s *Session) ReplayResult() (verify.Result, error) {
	r, err := replay.Parse("session.replay", s.Replay.Marshal())
	if err != nil {
		return verify.Result{}, err
	}
	return verify.Forward(s.Data, s.Replay.Rules, "session.replay", r)
}
