// Package botreplay records bots' Forward runs as replays the boards take:
// the load test's submissions and the server's test data. It records as the
// game does (header, then each action with its tick and the random
// streams' checksum), like `deepwood sim forward --replays`, with a choice
// of category and tick gap.
package botreplay

import (
	"fmt"

	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/version"
)

// Gap is a plausible tick gap between a bot's actions: half a second.
const Gap = 30

// Options choose what a recorded run claims.
type Options struct {
	Bot  string // greedy (the default) or random
	Gap  int64  // ticks between actions; Gap when 0
	Date string // YYYY-MM-DD: record a daily-seed run of that date (the seed must be its daily seed)
	// Variant, when not 0, makes the bot take another legal action than
	// its own at about one choice in eight, which ones drawn from Variant:
	// runs of one seed by several players that are not the same actions
	// (the boards take a copy of a run's actions as that run).
	Variant uint64
}

// Run is one recorded run.
type Run struct {
	Seed    dice.Seed
	Replay  *replay.Replay
	Won     bool
	Actions int
}

// Bytes is the replay file.
func (r Run) Bytes() []byte { return r.Replay.Marshal() }

// Record plays seed with a bot and records it: a set-seed run, or a
// daily-seed one when opt.Date is set.
func Record(d *forward.Data, seed dice.Seed, opt Options) (Run, error) {
	if opt.Bot == "" {
		opt.Bot = "greedy"
	}
	if opt.Gap <= 0 {
		opt.Gap = Gap
	}
	bot, err := forward.NewBot(opt.Bot, seed)
	if err != nil {
		return Run{}, err
	}
	s, _ := forward.New(d, seed)
	r := &replay.Replay{Mode: "forward", Seed: seed.Code(), Rules: levels.ModeFingerprint("forward"), Version: version.Number}
	if opt.Date != "" {
		r.Set("category", "daily") // the keys rules/verify reads
		r.Set("date", opt.Date)
	} else {
		r.Set("category", "set")
	}
	for tick := opt.Gap; !s.Phase.Over(); tick += opt.Gap {
		if len(r.Entries) >= replay.MaxLines-10 {
			return Run{}, fmt.Errorf("seed %s: the run is longer than a replay may be", seed.Code())
		}
		legal := forward.Legal(s)
		a := bot.Choose(s, legal)
		if opt.Variant != 0 && len(legal) > 1 && dice.HashText(fmt.Sprint(opt.Variant, "/", len(r.Entries)))%8 == 0 {
			for _, b := range legal {
				if b != a {
					a = b
					break
				}
			}
		}
		if _, err := forward.Apply(s, a); err != nil {
			return Run{}, fmt.Errorf("seed %s: %w", seed.Code(), err)
		}
		r.Append(replay.Entry{Tick: tick, Check: s.Checksum(), Action: forward.FormatAction(d, a)})
	}
	return Run{Seed: seed, Replay: r, Won: s.Phase == forward.PhaseWon, Actions: len(r.Entries)}, nil
}

// Victories records n winning runs, trying the seeds derived from base in
// turn (the greedy bot wins about one run in six): test data that ranks.
func Victories(d *forward.Data, base dice.Seed, n int, opt Options) ([]Run, error) {
	var out []Run
	for i := 0; len(out) < n; i++ {
		if i > 100*n+100 {
			return out, fmt.Errorf("only %d victories in %d runs", len(out), i)
		}
		seed := dice.HashText(fmt.Sprintf("%s/%d", base.Code(), i))
		run, err := Record(d, seed, opt)
		if err != nil {
			return out, err
		}
		if run.Won {
			out = append(out, run)
		}
	}
	return out, nil
}

// Variant records opt.Variant and the variants after it in turn on seed,
// at most tries of them, and returns the first that wins, or a Run that
// did not (Won false) when none does: another player's victory on a seed
// already won, as the boards take a run as a copy of any other run with
// its actions. The tests of the boards, the pages and the browser share it.
func Variant(d *forward.Data, seed dice.Seed, opt Options, tries uint64) (Run, error) {
	for end := opt.Variant + tries; opt.Variant < end; opt.Variant++ {
		run, err := Record(d, seed, opt)
		if err != nil || run.Won {
			return run, err
		}
	}
	return Run{}, nil
}

// Practice plays location at (0-based) of a seed with the greedy bot, as
// the game records a practice run, until the location is done.
func Practice(d *forward.Data, seed dice.Seed, at int) (*replay.Replay, error) {
	s, _, err := forward.NewPractice(d, seed, at)
	if err != nil {
		return nil, err
	}
	r := &replay.Replay{Mode: "forward", Seed: seed.Code(), Rules: levels.ModeFingerprint("forward"), Version: version.Number}
	r.Set("category", "practice")
	r.Set("practice", fmt.Sprint(at+1))
	for tick := int64(0); ; tick += Gap {
		a := forward.Greedy{}.Choose(s, forward.Legal(s))
		ev, err := forward.Apply(s, a)
		if err != nil {
			return nil, fmt.Errorf("seed %s: %w", seed.Code(), err)
		}
		r.Append(replay.Entry{Tick: tick, Check: s.Checksum(), Action: forward.FormatAction(d, a)})
		if forward.PracticeDone(s, ev) {
			return r, nil
		}
	}
}
