package cli

// This file writes a Forward simulation's runs as replay files, for
// `deepwood sim forward --replays DIR`.

import (
	"fmt"
	"os"
	"path/filepath"

	"deepwood/levels"
	"deepwood/rules/dice"
	"deepwood/rules/forward"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/version"
)

// maxSimReplays bounds --runs with --replays: a file per run.
const maxSimReplays = 100_000

// simTickGap is the in-game ticks between a simulated run's actions: 45
// (0.75 s), a brisk player's pace and far above the screens' floor
// (verify.MinActionTicks), so the replays verify as plausible runs.
const simTickGap = 45

// writeSimReplays plays the simulation's runs again, recording each as the
// game does (header, then each action with its tick and the streams'
// checksum), and writes them into dir as forward-NNNNNN-SEED.replay.
func writeSimReplays(d *forward.Data, base dice.Seed, n int, botName, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("--replays: %w", err)
	}
	for i, seed := range forward.RunSeeds(base, n) {
		r, err := recordRun(d, seed, botName)
		if err != nil {
			return err
		}
		name := filepath.Join(dir, fmt.Sprintf("forward-%06d-%s.replay", i+1, seed.Code()))
		if err := os.WriteFile(name, r.Marshal(), 0o644); err != nil {
			return fmt.Errorf("--replays: %w", err)
		}
	}
	return nil
}

// recordRun plays one run with a fresh bot, as PlayRun does, and records
// it as a set-seed run with an action every simTickGap ticks from 0.
func recordRun(d *forward.Data, seed dice.Seed, botName string) (*replay.Replay, error) {
	bot, err := forward.NewBot(botName, seed)
	if err != nil {
		return nil, err
	}
	s, _ := forward.New(d, seed)
	r := &replay.Replay{Mode: "forward", Seed: seed.Code(), Rules: levels.ModeFingerprint("forward"), Version: version.Number}
	r.Set(verify.CategoryKey, "set")
	for tick := int64(0); !s.Phase.Over(); tick += simTickGap {
		if len(r.Entries) >= replay.MaxLines-8 {
			return nil, fmt.Errorf("seed %s: the run is longer than a replay may be (%d lines)", seed.Code(), replay.MaxLines)
		}
		a := bot.Choose(s, forward.Legal(s))
		if _, err := forward.Apply(s, a); err != nil {
			return nil, fmt.Errorf("seed %s: %w", seed.Code(), err)
		}
		r.Append(replay.Entry{Tick: tick, Check: s.Checksum(), Action: forward.FormatAction(d, a)})
	}
	return r, nil
}
