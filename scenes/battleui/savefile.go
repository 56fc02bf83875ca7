package battleui

import (
	"fmt"
	"strconv"
	"strings"

	"deepwood/levels"
	"deepwood/rules/battle"
	"deepwood/rules/battle/ai"
	"deepwood/rules/replay"
	"deepwood/rules/verify"
	"deepwood/scenes/ui"
	"deepwood/session"
	"deepwood/version"
)

// Header keys a battle's save carries besides those verify reads (RULES
// B6): the guided first battle and the computer on fixed node budgets
// (autoplay, tests) change how the game is played, not its rules.
const (
	guidedKey = "guided"
	fixedKey  = "fixed"
)

// newReplay is a battle's replay before its first action: the set-up in the
// header, in the format every mode keeps (RULES B6), so the autosave, the
// kept record and `deepwood verify` read one file.
func newReplay(su Setup) *replay.Replay {
	r := &replay.Replay{Mode: "battle", Seed: su.Seed.Code(), Rules: levels.ModeFingerprint("battle"), Version: version.Number}
	r.Set(verify.ScenarioKey, su.Scenario)
	r.Set(verify.PlayersKey, su.Players[0].Label()+", "+su.Players[1].Label())
	if su.Custom {
		r.Set(verify.AttackerKey, su.Attacker.String())
		r.Set(verify.BudgetKey, strconv.Itoa(su.Budget))
		for _, side := range []battle.Side{battle.Red, battle.Blue} {
			r.Set(verify.ArmyKey(side), battle.ArmyText(su.Armies[side]))
		}
	}
	if su.Guided {
		r.Set(guidedKey, "yes")
	}
	if su.Fixed {
		r.Set(fixedKey, "yes")
	}
	return r
}

// restoreReplay rebuilds a session from a replay-format autosave: the
// header's set-up checked as a JSON save's is, then every action re-applied
// with its dice checksum. On error it gives the 1-based line at fault (0
// for a set-up field, which Check names).
func restoreReplay(b []byte) (*Session, int, error) {
	r, seed, line, err := session.Open(AutosaveName, "battle", b)
	if err != nil {
		return nil, line, err
	}
	su, line, err := setupFromHeader(r)
	if err != nil {
		return nil, line, err
	}
	su.Seed = seed
	if err := su.Check(); err != nil {
		return nil, 0, err
	}
	s, err := NewSession(nil, su)
	if err != nil {
		return nil, 0, fmt.Errorf("setup: %w", err)
	}
	play := session.Player[battle.Action]{
		Parse:    battle.ParseAction,
		Clock:    func(int64) {}, // a battle keeps no clock (RULES B6)
		Do:       func(a battle.Action) error { _, err := s.apply(a); return err },
		Checksum: s.host.Checksum, // the dice as the host has them
		Game:     "battle",
	}
	if line, err := play.Play(r); err != nil {
		return nil, line, err
	}
	s.Anim = ui.Queue[battle.Event]{}
	return s, 0, nil
}

// setupFromHeader reads the set-up a battle's replay header names; the
// values are checked by Setup.Check, the shapes here, by line.
func setupFromHeader(r *replay.Replay) (Setup, int, error) {
	var su Setup
	su.Scenario, _ = r.Get(verify.ScenarioKey)
	players, _ := r.Get(verify.PlayersKey)
	names := strings.Split(players, ", ")
	if len(names) != 2 {
		return su, verify.HeaderLine(r, verify.PlayersKey), fmt.Errorf("players %q: want two, as \"Human, AI normal\"", players)
	}
	for i, n := range names {
		p, err := parsePlayer(n)
		if err != nil {
			return su, verify.HeaderLine(r, verify.PlayersKey), err
		}
		su.Players[i] = p
	}
	_, su.Guided = r.Get(guidedKey)
	_, su.Fixed = r.Get(fixedKey)
	c, line, err := verify.BattleCustom(r)
	if err != nil || c == nil {
		return su, line, err
	}
	su.Custom, su.Attacker, su.Budget, su.Armies = true, c.Attacker, c.Budget, c.Armies
	return su, 0, nil
}

// parsePlayer reads a player as Label writes it: "Human" or "AI LEVEL".
func parsePlayer(s string) (Player, error) {
	if s == "Human" {
		return Player{Human: true}, nil
	}
	name, ok := strings.CutPrefix(s, "AI ")
	if !ok {
		return Player{}, fmt.Errorf("player %q is not Human or AI with a level (%s)", s, strings.Join(ai.Names(), ", "))
	}
	l, err := ai.ParseLevel(name)
	if err != nil {
		return Player{}, err
	}
	return Player{Level: l}, nil
}
